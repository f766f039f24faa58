// `GET client/events/{id}/media/`: the event's photos and videos, newest first, paged; `kind` keeps one.
import { listEventMedia } from '@portal/contract/endpoints/event-parts';
import type { MediaKind } from '@portal/contract/event-parts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const MEDIA_PAGE_SIZE = 12;

export interface MediaQuery {
  readonly page: number;
  readonly kind?: MediaKind | undefined;
}

/** Without a query: the key of every page and filter of the event's media, for invalidation. */
export const listEventMediaQueryOptions = (id: number, query?: MediaQuery) =>
  queryOptions({
    queryKey:
      query === undefined
        ? [...EVENTS_KEY, 'detail', id, 'media']
        : [...EVENTS_KEY, 'detail', id, 'media', { page: query.page, kind: query.kind ?? null }],
    queryFn: ({ signal }) =>
      apiRequest(listEventMedia, {
        params: { id },
        query: { page: query?.page, kind: query?.kind, page_size: MEDIA_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });

export async function invalidateEventMedia(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listEventMediaQueryOptions(id).queryKey });
}
