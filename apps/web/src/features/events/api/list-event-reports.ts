// `GET client/events/{id}/reports/`: the event's reports, newest first, paged; the server decides which
// ones a reader gets (selected only for people outside WSK when the event says so).
import { listEventReports } from '@portal/contract/endpoints/event-parts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const REPORTS_PAGE_SIZE = 20;

/** Without a page: the key of every page of the event's reports, for invalidation. */
export const listEventReportsQueryOptions = (id: number, page?: number) =>
  queryOptions({
    queryKey:
      page === undefined
        ? [...EVENTS_KEY, 'detail', id, 'reports']
        : [...EVENTS_KEY, 'detail', id, 'reports', { page }],
    queryFn: ({ signal }) =>
      apiRequest(listEventReports, { params: { id }, query: { page, page_size: REPORTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });

export async function invalidateEventReports(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listEventReportsQueryOptions(id).queryKey });
}
