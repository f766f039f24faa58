// A searchable select of the national federations (flag and name), for the national-federation and the
// NF staff federation steps. The value is the federation id as text ('' for none).
import { Group, Select, Text } from '@mantine/core';
import type { NationalFederation } from '@portal/contract/sport';

export interface FederationSelectProps {
  readonly federations: readonly NationalFederation[];
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

export function FederationSelect({
  federations,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  required,
}: FederationSelectProps) {
  const byId = new Map(federations.map((federation) => [String(federation.id), federation]));
  const chosen = byId.get(value);
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder="Search by country or federation"
      searchable
      clearable
      nothingFoundMessage="No federation matches"
      data={federations.map((federation) => ({ value: String(federation.id), label: federation.name }))}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      leftSection={
        chosen ? (
          <span aria-hidden style={{ fontSize: 18 }}>
            {chosen.flag}
          </span>
        ) : null
      }
      renderOption={({ option }) => {
        const federation = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden style={{ fontSize: 18 }}>
              {federation?.flag}
            </span>
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
