// The filters of WSK's review list: the status (waiting for review unless chosen), the country and a search
// over the team's name, the contact e-mail and the administrator. Each change goes to the address.
import { Select, SimpleGrid } from '@mantine/core';
import {
  TEAM_APPLICATION_STATUS_LABELS,
  TEAM_APPLICATION_STATUSES,
  type TeamApplicationStatus,
} from '@portal/contract/team-application';
import { DebouncedSearchField } from '../../../../shared/ui/debounced-search-field';
import { ALL_STATUSES, type ApplicationsView } from '../lib/applications-view';
import { CountrySelect } from './country-select';

const STATUS_OPTIONS = [
  ...TEAM_APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: TEAM_APPLICATION_STATUS_LABELS[status],
  })),
  { value: ALL_STATUSES, label: 'All statuses' },
];

export interface ApplicationsFiltersProps {
  readonly view: ApplicationsView;
  readonly onChange: (change: Partial<Omit<ApplicationsView, 'page'>>) => void;
}

export function ApplicationsFilters({ view, onChange }: ApplicationsFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <DebouncedSearchField
        label="Search applications"
        placeholder="Team, e-mail or administrator"
        value={view.search}
        onChange={(search) => onChange({ search })}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={view.status ?? ALL_STATUSES}
        allowDeselect={false}
        onChange={(value) =>
          onChange({
            status: value === null || value === ALL_STATUSES ? undefined : (value as TeamApplicationStatus),
          })
        }
      />
      <CountrySelect
        label="Country"
        placeholder="All countries"
        value={view.country ?? ''}
        onChange={(code) => onChange({ country: code || undefined })}
      />
    </SimpleGrid>
  );
}
