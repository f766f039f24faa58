// `GET client/sport/wsk-ids/`: one page of the WSK id database under the list's filters. Called without a
// query the options give the key every list shares, for invalidation.
import { listWskIds, type WskIdsQuery } from '@portal/contract/endpoints/wsk-ids';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const listWskIdsQueryOptions = (query?: WskIdsQuery) =>
  queryOptions({
    queryKey: query ? ['wsk-ids', 'list', query] : ['wsk-ids', 'list'],
    // The signal cancels the request of a page or a search that is no longer asked for.
    queryFn: ({ signal }) => apiRequest(listWskIds, { query: query ?? {}, signal }),
  });

/** Keeps the previous page on screen while the next one loads, so paging does not flash empty. */
export function useWskIds(query: WskIdsQuery) {
  return useQuery({ ...listWskIdsQueryOptions(query), placeholderData: keepPreviousData });
}
