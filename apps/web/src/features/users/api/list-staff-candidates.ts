// `GET client/users/users/staff_candidates/`: registered staff who can join an event's staff.
import { listStaffCandidates } from '@portal/contract/endpoints/user-management';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { USER_LISTS_KEY } from './list-users';

export const listStaffCandidatesQueryOptions = (query: EndpointQuery<typeof listStaffCandidates>) =>
  queryOptions({
    queryKey: [...USER_LISTS_KEY, 'staff-candidates', query],
    queryFn: ({ signal }) => apiRequest(listStaffCandidates, { query, signal }),
    placeholderData: keepPreviousData,
  });
