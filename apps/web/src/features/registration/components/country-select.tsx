// A searchable select of countries, taken from the national federations (one per country, with its flag),
// valued by ISO alpha-2 code as the contract's country fields are.
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

/** The country's name (with its flag) for display, or the code when the list does not know it. */
export function countryName(
  federations: readonly NationalFederation[],
  code: string | null | undefined,
): string {
  if (!code) return '';
  const federation = federations.find((entry) => !entry.is_default && entry.country_code === code);
  return federation ? `${federation.flag} ${federation.name}`.trim() : code;
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
}: CountrySelectProps) {
  return (
    <Select
      label={label}
      placeholder="Search for a country"
      data={countryOptions(federations)}
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
