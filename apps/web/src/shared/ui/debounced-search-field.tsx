// The search box of a filtered list: the typed text shows at once, the list follows once typing pauses,
// and a value changed from outside (Clear filters, the back button) replaces the text.
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface DebouncedSearchFieldProps {
  /** The search the list uses now; undefined when there is none. */
  readonly value: string | undefined;
  /** Receives the trimmed text once typing pauses; undefined for an empty box. */
  readonly onChange: (value: string | undefined) => void;
  readonly placeholder: string;
  readonly label?: string;
}

export function DebouncedSearchField({
  value,
  onChange,
  placeholder,
  label = 'Search',
}: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  // What this field last wrote: a different value comes from outside.
  const written = useRef(value);
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value ?? '');
    }
  }, [value]);
  const apply = useDebouncedCallback((next: string) => {
    const trimmed = next.trim() || undefined;
    written.current = trimmed;
    onChange(trimmed);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}
