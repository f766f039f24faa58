// `GET client/events/{id}/news/`: the event's news, newest first, paged.
import { listEventNews } from '@portal/contract/endpoints/event-parts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const NEWS_PAGE_SIZE = 10;

/** Without a page: the key of every page of the event's news, for invalidation. */
export const listEventNewsQueryOptions = (id: number, page?: number) =>
  queryOptions({
    queryKey:
      page === undefined
        ? [...EVENTS_KEY, 'detail', id, 'news']
        : [...EVENTS_KEY, 'detail', id, 'news', { page }],
    queryFn: ({ signal }) =>
      apiRequest(listEventNews, { params: { id }, query: { page, page_size: NEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    // A draft's news are 404 to non-staff, as the draft itself.
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });

export async function invalidateEventNews(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listEventNewsQueryOptions(id).queryKey });
}
