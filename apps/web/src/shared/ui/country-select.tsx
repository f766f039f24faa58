// A searchable select of countries, taken from the national federations (one per country, with its flag),
// valued by ISO alpha-2 code as the contract's country fields are. A value the list does not offer (yet)
// stays shown by its code.
import { Select } from '@mantine/core';
import type { NationalFederation } from '@portal/contract/sport';

export interface CountryOption {
  readonly value: string;
  readonly label: string;
}

/** One option per country, by name; the default federation ("belongs to none") is no country. */
export function countryOptions(federations: readonly NationalFederation[]): CountryOption[] {
  const byCode = new Map<string, CountryOption>();
  for (const federation of federations) {
    if (federation.is_default || byCode.has(federation.country_code)) continue;
    byCode.set(federation.country_code, {
      value: federation.country_code,
      label: `${federation.flag} ${federation.name}`.trim(),
    });
  }
  return [...byCode.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/**
 * The country's name (with its flag) for display: the federations' name when the list knows the code, else
 * the browser's English name, else the code.
 */
export function countryName(
  federations: readonly NationalFederation[] | undefined,
  code: string | null | undefined,
): string {
  if (!code) return '';
  const federation = federations?.find((entry) => !entry.is_default && entry.country_code === code);
  if (federation) return `${federation.flag} ${federation.name}`.trim();
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountrySelectProps {
  readonly label: string;
  readonly federations: readonly NationalFederation[];
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly withAsterisk?: boolean;
  readonly autoComplete?: string;
  readonly placeholder?: string;
}

export function CountrySelect({
  label,
  federations,
  value,
  onChange,
  onBlur,
  error,
  withAsterisk,
  autoComplete,
  placeholder = 'Search for a country',
}: CountrySelectProps) {
  const options = countryOptions(federations);
  if (value !== '' && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: value });
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value === '' ? null : value}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      error={error}
      withAsterisk={withAsterisk}
      autoComplete={autoComplete}
      searchable
      clearable={!withAsterisk}
      nothingFoundMessage="No country found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
