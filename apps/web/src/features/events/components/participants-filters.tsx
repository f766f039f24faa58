// The filters of an event's participant list: name search (debounced), sport of the event, kind, status,
// federation (searchable) and "Needs WSK match". Every change but the search applies at once; all of them
// live in the address. On a phone the search stays in view and the others fold away.
import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  PARTICIPANT_KIND_LABELS,
  PARTICIPANT_KINDS,
  type ParticipantKind,
  type ParticipantStatus,
} from '@portal/contract/event';
import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '@portal/contract/participant';
import type { Sport } from '@portal/contract/sport';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { getFederationsQueryOptions } from '../api/get-federations';
import {
  hasActiveFilters,
  type ParticipantFilterKey,
  type ParticipantFilters,
} from '../lib/participants-view';
import { PHONE_QUERY } from './staff-people-table';

export interface ParticipantsFiltersProps {
  readonly filters: ParticipantFilters;
  /** The event's sports. */
  readonly sports: readonly { readonly id: number; readonly sport: Pick<Sport, 'name'> }[];
  readonly onChange: <K extends ParticipantFilterKey>(key: K, value: ParticipantFilters[K]) => void;
  readonly onClear: () => void;
}

const idText = (value: number | undefined) => (value === undefined ? null : String(value));
const toId = (value: string | null) => (value ? Number(value) : undefined);

export function ParticipantsFilters({ filters, sports, onChange, onClear }: ParticipantsFiltersProps) {
  const federations = useQuery(getFederationsQueryOptions());
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [moreOpened, more] = useDisclosure(false);
  const { search: _search, ...narrowing } = filters;
  const moreCount = Object.keys(narrowing).length;

  const search = (
    <DebouncedSearchField
      label="Search participants"
      placeholder="Name, e-mail or WSK id"
      value={filters.search}
      onChange={(value) => onChange('search', value)}
    />
  );
  const selects = (
    <>
      <Select
        label="Sport"
        placeholder="Every sport"
        clearable
        data={sports.map((row) => ({ value: String(row.id), label: row.sport.name }))}
        value={idText(filters.event_sport)}
        onChange={(value) => onChange('event_sport', toId(value))}
      />
      <Select
        label="Kind"
        placeholder="Any kind"
        clearable
        data={PARTICIPANT_KINDS.map((kind) => ({ value: kind, label: PARTICIPANT_KIND_LABELS[kind] }))}
        value={filters.kind ?? null}
        onChange={(value) => onChange('kind', (value as ParticipantKind | null) ?? undefined)}
      />
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={PARTICIPANT_STATUSES.map((status) => ({
          value: status,
          label: PARTICIPANT_STATUS_LABELS[status],
        }))}
        value={filters.status ?? null}
        onChange={(value) => onChange('status', (value as ParticipantStatus | null) ?? undefined)}
      />
      <Select
        label="Federation"
        placeholder="Any federation"
        searchable
        clearable
        nothingFoundMessage="No federation matches"
        data={(federations.data ?? []).map((federation) => ({
          value: String(federation.id),
          label: federation.name,
        }))}
        value={idText(filters.federation)}
        onChange={(value) => onChange('federation', toId(value))}
      />
    </>
  );
  const wskMatch = (
    <Switch
      label="Needs WSK match"
      description="Athletes without a WSK id"
      checked={filters.need_wsk_match === true}
      onChange={(event) => onChange('need_wsk_match', event.currentTarget.checked ? true : undefined)}
    />
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
            <Stack gap="xs">
              {selects}
              {wskMatch}
            </Stack>
          </Collapse>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
        {search}
        {selects}
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="sm">
        {wskMatch}
        {clear}
      </Group>
    </Paper>
  );
}
