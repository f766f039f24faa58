// One select of a user sport's discipline, stance or device: the sport's entries by name, a first empty
// option, and a note when the list could not be loaded (the form can still be sent without it).
import { NativeSelect } from '@mantine/core';
import type { SportReference } from '@portal/contract/endpoints/sport-service';
import type { ChangeEvent } from 'react';

export interface SportReferenceSelectProps {
  readonly label: string;
  /** The empty first option ("No discipline"). */
  readonly emptyLabel: string;
  readonly options: readonly SportReference[] | undefined;
  readonly loading?: boolean;
  readonly failed?: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
}

export function SportReferenceSelect({
  label,
  emptyLabel,
  options,
  loading = false,
  failed = false,
  value,
  onChange,
  onBlur,
  error,
}: SportReferenceSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value}
      disabled={loading}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      description={failed ? `The ${label.toLowerCase()} list could not be loaded.` : undefined}
      data={[
        { value: '', label: loading ? 'Loading…' : emptyLabel },
        ...(options ?? []).map((option) => ({ value: String(option.id), label: option.name })),
      ]}
    />
  );
}

/** A select's value as the contract's optional id: '' is "none". */
export function optionalId(value: string): number | null {
  return value === '' ? null : Number(value);
}
