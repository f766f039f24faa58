// `GET client/events/{id}/staff/candidates/`: active accounts who may join the staff or LOC (§3 Staff
// candidate), found by name or e-mail, with their event validity.
import { listStaffCandidates } from '@portal/contract/endpoints/event-parts';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventStaffKey } from './list-event-staff';

export const listStaffCandidatesQueryOptions = (
  id: number,
  query: EndpointQuery<typeof listStaffCandidates>,
) =>
  queryOptions({
    queryKey: [...eventStaffKey(id), 'candidates', query],
    queryFn: ({ signal }) => apiRequest(listStaffCandidates, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
