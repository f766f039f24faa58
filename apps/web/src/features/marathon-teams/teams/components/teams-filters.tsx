// The filters of the teams list: name (debounced), country, ban and whether the current season is paid.
import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countryOptions } from '../../../../shared/ui/country-select';
import { DebouncedSearchField } from '../../../../shared/ui/debounced-search-field';
import { getFederationsQueryOptions } from '../api/get-federations';
import { hasActiveFilters, type TeamsFilterKey, type TeamsView } from '../lib/teams-view';

export interface TeamsFiltersProps {
  readonly view: TeamsView;
  readonly onChange: (key: TeamsFilterKey, value: string | undefined) => void;
  readonly onClear: () => void;
}

export function TeamsFilters({ view, onChange, onClear }: TeamsFiltersProps) {
  const federations = useQuery(getFederationsQueryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <DebouncedSearchField
          value={view.search}
          placeholder="Team name"
          onChange={(value) => onChange('search', value)}
        />
        <Select
          label="Country"
          placeholder="Any country"
          searchable
          clearable
          nothingFoundMessage="No country matches"
          data={countryOptions(federations.data ?? [])}
          value={view.country ?? null}
          onChange={(value) => onChange('country', value ?? undefined)}
        />
        <Select
          label="Ban"
          placeholder="Any"
          clearable
          data={[
            { value: 'true', label: 'Banned' },
            { value: 'false', label: 'Not banned' },
          ]}
          value={view.banned ?? null}
          onChange={(value) => onChange('banned', value ?? undefined)}
        />
        <Select
          label="Current season"
          placeholder="Any"
          clearable
          data={[
            { value: 'true', label: 'Active (paid)' },
            { value: 'false', label: 'Not paid' },
          ]}
          value={view.active_paid ?? null}
          onChange={(value) => onChange('active_paid', value ?? undefined)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
          disabled={!hasActiveFilters(view)}
        >
          Clear filters
        </Button>
      </Group>
    </Paper>
  );
}
