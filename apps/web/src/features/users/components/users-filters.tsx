// The filters of a /users tab: only those the tab's list takes, the federation only for WSK staff (NF staff
// are held to their own by the server). The search is debounced; every other change applies at once.
import { Button, Collapse, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { GENDERS, genderDisplay } from '@portal/contract/constants';
import { PERMISSIONS, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getSportsQueryOptions } from '../api/get-sports';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  type FilterKey,
  hasActiveFilters,
  TAB_FILTERS,
  type UserFilters,
  type UserOrdering,
  type UserTab,
} from '../lib/users-view';

const ROLE_LABELS: Readonly<Record<RoleType, string>> = {
  guest: 'Guest',
  athlete: 'Athlete',
  wsk_admin: 'WSK staff',
  nf_admin: 'NF staff',
  ito: 'ITO',
};

/** The roles a tab's rows can hold: the Pending WSK tab lists staff and official requests only. */
const TAB_ROLES: Readonly<Record<UserTab, readonly RoleType[]>> = {
  all: Object.values(ROLE_TYPES),
  pending: [ROLE_TYPES.ATHLETE],
  'pending-wsk': [ROLE_TYPES.WSK_ADMIN, ROLE_TYPES.NF_ADMIN, ROLE_TYPES.ITO],
  'staff-candidates': [],
};

const BOOLEAN_LABELS: Readonly<Record<BooleanFilter, string>> = {
  registration_completed: 'Registration completed',
  is_valid_for_event: 'Valid for event',
  has_passport: 'Has passport',
  has_anti_doping: 'Has anti-doping',
};

export const ORDERING_LABELS: Readonly<Record<UserOrdering, string>> = {
  last_name: 'Last name (A–Z)',
  '-last_name': 'Last name (Z–A)',
  first_name: 'First name (A–Z)',
  '-first_name': 'First name (Z–A)',
  email: 'E-mail (A–Z)',
  '-email': 'E-mail (Z–A)',
  created: 'Signed up (oldest first)',
  '-created': 'Signed up (newest first)',
};

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export interface UsersFiltersProps {
  readonly tab: UserTab;
  readonly filters: UserFilters;
  readonly showFederation: boolean;
  readonly onChange: <K extends FilterKey>(key: K, value: UserFilters[K]) => void;
  readonly onClear: () => void;
}

const idText = (value: number | undefined) => (value === undefined ? null : String(value));
const boolText = (value: boolean | undefined) => (value === undefined ? null : String(value));
const toId = (value: string | null) => (value ? Number(value) : undefined);
const toBool = (value: string | null) => (value === null ? undefined : value === 'true');

export function UsersFilters({ tab, filters, showFederation, onChange, onClear }: UsersFiltersProps) {
  const used = new Set(TAB_FILTERS[tab]);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [moreOpened, more] = useDisclosure(false);
  const sports = useQuery({ ...getSportsQueryOptions(), enabled: used.has('sport') });
  const federations = useQuery({
    ...getFederationsQueryOptions(),
    enabled: showFederation && used.has('federation'),
  });
  const roles = TAB_ROLES[tab];
  const active = hasActiveFilters(tab, filters);

  const selects = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      {used.has('role') && roles.length > 1 ? (
        <Select
          label="Role"
          placeholder="Any role"
          clearable
          data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={filters.role ?? null}
          onChange={(value) => onChange('role', (value as RoleType | null) ?? undefined)}
        />
      ) : null}
      {used.has('permission') ? (
        <Select
          label="Permission"
          placeholder="Any permission"
          clearable
          data={[
            { value: PERMISSIONS.ADMIN, label: 'Admin' },
            { value: PERMISSIONS.VIEWER, label: 'Viewer' },
          ]}
          value={filters.permission ?? null}
          onChange={(value) =>
            onChange('permission', (value as UserFilters['permission'] | null) ?? undefined)
          }
        />
      ) : null}
      {showFederation && used.has('federation') ? (
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
      ) : null}
      {used.has('sport') ? (
        <Select
          label="Sport"
          placeholder="Any sport"
          searchable
          clearable
          data={(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.name }))}
          value={idText(filters.sport)}
          onChange={(value) => onChange('sport', toId(value))}
        />
      ) : null}
      {used.has('gender') ? (
        <Select
          label="Gender"
          placeholder="Any gender"
          clearable
          data={Object.values(GENDERS).map((gender) => ({ value: gender, label: genderDisplay(gender) }))}
          value={filters.gender ?? null}
          onChange={(value) => onChange('gender', (value as UserFilters['gender'] | null) ?? undefined)}
        />
      ) : null}
      {BOOLEAN_FILTERS.filter((key) => used.has(key)).map((key) => (
        <Select
          key={key}
          label={BOOLEAN_LABELS[key]}
          placeholder="Any"
          clearable
          data={YES_NO}
          value={boolText(filters[key])}
          onChange={(value) => onChange(key, toBool(value))}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: used.has('ordering') ? 2 : 1 }} spacing="sm">
        <DebouncedSearchField
          value={filters.search}
          placeholder="Name, e-mail or WSK id"
          onChange={(value) => onChange('search', value)}
        />
        {used.has('ordering') ? (
          <Select
            label="Order by"
            data={Object.entries(ORDERING_LABELS).map(([value, label]) => ({ value, label }))}
            value={filters.ordering ?? 'last_name'}
            onChange={(value) =>
              onChange(
                'ordering',
                value === 'last_name' ? undefined : ((value as UserOrdering | null) ?? undefined),
              )
            }
            allowDeselect={false}
          />
        ) : null}
      </SimpleGrid>
      {phone ? (
        <>
          <Collapse expanded={moreOpened}>
            <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{selects}</div>
          </Collapse>
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={more.toggle}
              aria-expanded={moreOpened}
            >
              {moreOpened ? 'Fewer filters' : 'More filters'}
            </Button>
            <ClearButton active={active} onClear={onClear} />
          </Group>
        </>
      ) : (
        <>
          <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{selects}</div>
          <Group justify="flex-end" mt="sm">
            <ClearButton active={active} onClear={onClear} />
          </Group>
        </>
      )}
    </Paper>
  );
}

function ClearButton({ active, onClear }: { readonly active: boolean; readonly onClear: () => void }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
      disabled={!active}
    >
      Clear filters
    </Button>
  );
}
