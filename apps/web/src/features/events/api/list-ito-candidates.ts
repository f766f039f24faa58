// `GET client/events/{id}/itos/candidates/`: approved ITOs found by name or e-mail, with their event
// validity.
import { listItoCandidates } from '@portal/contract/endpoints/event-parts';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventItosKey } from './list-event-itos';

export const listItoCandidatesQueryOptions = (id: number, query: EndpointQuery<typeof listItoCandidates>) =>
  queryOptions({
    queryKey: [...eventItosKey(id), 'candidates', query],
    queryFn: ({ signal }) => apiRequest(listItoCandidates, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
