// "Search candidates for new records" (WSK administrators): runs the candidate search on every INITIAL
// record and tells how many became ready to be matched and how many found no match.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { searchAllCandidates } from '@portal/contract/endpoints/wsk-ids';
import type { EndpointResponse } from '@portal/contract/http';
import { IconAlertCircle, IconListSearch, IconUserSearch } from '@tabler/icons-react';
import { useSearchAllCandidates } from '../api/search-all-candidates';

type SearchResult = EndpointResponse<typeof searchAllCandidates>;

export function searchResultText(result: SearchResult): string {
  if (result.searched === 0) return 'There were no new records to search.';
  const records = result.searched === 1 ? '1 new record' : `${result.searched} new records`;
  return `Searched ${records}: ${result.ready_to_be_matched} ready to be matched, ${result.no_match_found} with no match found.`;
}

export function SearchCandidatesPanel() {
  const search = useSearchAllCandidates();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Looks for users resembling every new (initial) record and marks each one ready to be matched or no
        match found.
      </Text>
      <Button
        variant="default"
        onClick={() => search.mutate()}
        loading={search.isPending}
        leftSection={<IconUserSearch size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        Search candidates for new records
      </Button>
      {search.isSuccess ? (
        <Alert color="navy" variant="light" icon={<IconListSearch size={18} aria-hidden />} role="status">
          {searchResultText(search.data)}
        </Alert>
      ) : null}
      {search.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          The search could not be run. Please try again.
        </Alert>
      ) : null}
    </Stack>
  );
}
