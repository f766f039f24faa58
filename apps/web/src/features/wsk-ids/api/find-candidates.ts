// `GET client/sport/wsk-ids/{id}/find_candidates/`: users who may be the person of a record, best first.
// For a WSK administrator the search also records the record's new status (ready to be matched or no
// match found), so a finished search refreshes the lists.
import { findCandidates } from '@portal/contract/endpoints/wsk-ids';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/http-client';
import { listWskIdsQueryOptions } from './list-wsk-ids';

/** Without a record, the key every candidate search shares (for invalidation only). */
export const findCandidatesQueryOptions = (recordId?: number) =>
  queryOptions({
    queryKey: recordId === undefined ? ['wsk-ids', 'candidates'] : ['wsk-ids', 'candidates', recordId],
    queryFn: ({ signal }) => apiRequest(findCandidates, { params: { id: recordId ?? 0 }, signal }),
    enabled: recordId !== undefined,
  });

export function useCandidates(recordId: number, { refreshLists }: { refreshLists: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery(findCandidatesQueryOptions(recordId));
  const { dataUpdatedAt, isSuccess } = query;
  useEffect(() => {
    if (refreshLists && isSuccess && dataUpdatedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: listWskIdsQueryOptions().queryKey });
    }
  }, [refreshLists, isSuccess, dataUpdatedAt, queryClient]);
  return query;
}
