// Search (debounced), status and order of the list. The search box keeps its own text while typing and
// hands it on 300 ms after the last key; when the address changes (back button, clearing) it follows.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { WSK_ID_STATUS_LABELS, wskIdStatuses } from '@portal/contract/constants';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WskIdFilters, WskIdOrdering } from '../lib/wsk-id-filters';

export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...wskIdStatuses.map((status) => ({ value: status, label: WSK_ID_STATUS_LABELS[status] })),
];

const ORDERING_OPTIONS: { value: WskIdOrdering; label: string }[] = [
  { value: 'last_name', label: 'Last name, A to Z' },
  { value: '-last_name', label: 'Last name, Z to A' },
  { value: 'wsk_id', label: 'WSK id, ascending' },
  { value: '-wsk_id', label: 'WSK id, descending' },
  { value: '-created', label: 'Newest first' },
  { value: 'created', label: 'Oldest first' },
];

export interface WskIdFiltersBarProps {
  readonly filters: WskIdFilters;
  readonly onChange: (change: Partial<WskIdFilters>) => void;
}

export function WskIdFiltersBar({ filters, onChange }: WskIdFiltersBarProps) {
  const [text, setText] = useState(filters.search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // Typing settled: the address takes the search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the settled text changes.
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
  }, [debounced]);

  // The address changed from elsewhere: the box shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only, not the typing.
  useEffect(() => {
    if (filters.search !== debounced) setText(filters.search);
  }, [filters.search]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label="Search"
        placeholder="Name or WSK id"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ status: value === null || value === ALL ? null : (value as WskIdFilters['status']) })
        }
      />
      <Select
        label="Sort by"
        data={ORDERING_OPTIONS}
        value={filters.ordering}
        allowDeselect={false}
        onChange={(value) => {
          if (value) onChange({ ordering: value as WskIdOrdering });
        }}
      />
    </SimpleGrid>
  );
}
