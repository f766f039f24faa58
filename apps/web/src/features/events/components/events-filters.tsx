// The filters of /events/all: search (debounced), sport, country, a date range and, for WSK staff, the
// status. Every change but the search applies at once; all of them live in the URL.
import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { EVENT_STATUSES, type EventStatus } from '@portal/contract/event';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DateField, onWholeDay } from '../../../shared/forms/date-field';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getSportsQueryOptions } from '../api/get-sports';
import { type EventFilterKey, type EventFilters, hasActiveFilters } from '../lib/events-view';
import { STATUS_LABELS } from './event-status-badge';

export interface EventsFiltersProps {
  readonly filters: EventFilters;
  readonly showStatus: boolean;
  readonly onChange: <K extends EventFilterKey>(key: K, value: EventFilters[K]) => void;
  readonly onClear: () => void;
}

const idText = (value: number | undefined) => (value === undefined ? null : String(value));
const toId = (value: string | null) => (value ? Number(value) : undefined);

export function EventsFilters({ filters, showStatus, onChange, onClear }: EventsFiltersProps) {
  const sports = useQuery(getSportsQueryOptions());
  const federations = useQuery(getFederationsQueryOptions());
  // On a phone the search stays in view and the other filters fold away, so the events are not pushed
  // below the fold.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [moreOpened, more] = useDisclosure(false);
  const { search: _search, ordering: _ordering, ...narrowing } = filters;
  const moreCount = Object.keys(narrowing).length;

  const search = (
    <DebouncedSearchField
      value={filters.search}
      placeholder="Event name or city"
      onChange={(value) => onChange('search', value)}
    />
  );
  const others = (
    <>
      <Select
        label="Sport"
        placeholder="Any sport"
        clearable
        searchable
        data={(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.name }))}
        value={idText(filters.sport)}
        onChange={(value) => onChange('sport', toId(value))}
      />
      <Select
        label="Country"
        placeholder="Any country"
        clearable
        searchable
        nothingFoundMessage="No country matches"
        data={(federations.data ?? []).map((federation) => ({
          value: String(federation.id),
          label: federation.name,
        }))}
        value={idText(filters.country)}
        onChange={(value) => onChange('country', toId(value))}
      />
      <DateField
        label="From"
        value={filters.from ?? ''}
        onChange={onWholeDay((day) => onChange('from', day))}
      />
      <DateField label="To" value={filters.to ?? ''} onChange={onWholeDay((day) => onChange('to', day))} />
      {showStatus ? (
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={EVENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          value={filters.status ?? null}
          onChange={(value) => onChange('status', (value as EventStatus | null) ?? undefined)}
        />
      ) : null}
    </>
  );
  const clear = hasActiveFilters(filters) ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
    >
      Clear filters
    </Button>
  ) : null;

  if (phone) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          {search}
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={more.toggle}
              aria-expanded={moreOpened}
            >
              {moreCount > 0 ? `Filters (${moreCount})` : 'Filters'}
            </Button>
            {clear}
          </Group>
          <Collapse expanded={moreOpened}>
            <Stack gap="xs">{others}</Stack>
          </Collapse>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 2, md: 3, xl: showStatus ? 6 : 5 }} spacing="sm">
        {search}
        {others}
      </SimpleGrid>
      {clear ? (
        <Group justify="flex-end" mt="sm">
          {clear}
        </Group>
      ) : null}
    </Paper>
  );
}
