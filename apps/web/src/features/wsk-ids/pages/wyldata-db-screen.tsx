// /wyldata-db: the WSK id database (§2, §3 WSK id record). WSK staff browse the records by status and
// search; WSK administrators also import CSV files, run the candidate search for new records and link
// records to users. Filters and page live in the address.
import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import type { WskIdRecord } from '@portal/contract/user';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useImportWskIds } from '../api/import-wsk-ids';
import { ImportPanel } from '../components/import-panel';
import { ImportReport } from '../components/import-report';
import { MatchModal } from '../components/match-modal';
import { SearchCandidatesPanel } from '../components/search-candidates-panel';
import { WskIdFiltersBar } from '../components/wsk-id-filters-bar';
import { WskIdList } from '../components/wsk-id-list';
import { useWskAccess } from '../hooks/use-wsk-access';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type WskIdFilters,
} from '../lib/wsk-id-filters';

function AdminTools() {
  const importer = useImportWskIds();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="wsk-import-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="wsk-import-title">
              Import WSK ids
            </Title>
            <ImportPanel importer={importer} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="wsk-search-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="wsk-search-title">
              Find candidates
            </Title>
            <SearchCandidatesPanel />
          </Stack>
        </Paper>
      </SimpleGrid>
      {importer.data ? <ImportReport report={importer.data} /> : null}
    </Stack>
  );
}

function WyldataDatabase({ canEdit }: { readonly canEdit: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const [matching, setMatching] = useState<WskIdRecord | null>(null);

  const setFilters = useCallback(
    (next: WskIdFilters, replace: boolean) => setSearchParams(filtersToSearchParams(next), { replace }),
    [setSearchParams],
  );
  // Typing a search replaces the entry (no history step per word); status, order and page add one.
  const onChange = (change: Partial<WskIdFilters>) =>
    setFilters(
      changeFilters(filters, change),
      Object.keys(change).every((key) => key === 'search'),
    );

  return (
    <Stack gap="lg">
      <ScreenHeading title="Wyldata database">
        The world federation’s register of WSK ids. Records imported from CSV are matched to the users they
        belong to.
      </ScreenHeading>
      {canEdit ? <AdminTools /> : null}
      <Stack gap="md" component="section" aria-labelledby="wsk-records-title">
        <Title order={2} size="h3" id="wsk-records-title">
          Records
        </Title>
        <WskIdFiltersBar filters={filters} onChange={onChange} />
        <WskIdList
          filters={filters}
          onChange={onChange}
          onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, ordering: filters.ordering }, false)}
          canEdit={canEdit}
          onMatch={setMatching}
        />
      </Stack>
      <MatchModal record={matching} canEdit={canEdit} onClose={() => setMatching(null)} />
    </Stack>
  );
}

export default function WyldataDbScreen() {
  const access = useWskAccess();
  if (access.pending) return <LoadingState label="Loading" />;
  if (!access.canRead) {
    return (
      <EmptyState
        color="signal"
        icon={<IconLock size={28} stroke={1.6} aria-hidden />}
        title="The Wyldata database is for WSK staff"
        titleOrder={1}
        description="Ask a WSK administrator if you need to see the WSK ids."
        action={
          <Button component={AppLink} to={screenPath('profile-account-details')} variant="default">
            Back to my profile
          </Button>
        }
      />
    );
  }
  return <WyldataDatabase canEdit={access.canEdit} />;
}
