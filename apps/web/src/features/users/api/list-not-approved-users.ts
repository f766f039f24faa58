// `GET client/users/users/not_approved_users/`: athletes awaiting their federation (Pending approval tab).
import { listNotApprovedUsers } from '@portal/contract/endpoints/user-management';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { USER_LISTS_KEY } from './list-users';

export const listNotApprovedUsersQueryOptions = (query: EndpointQuery<typeof listNotApprovedUsers>) =>
  queryOptions({
    queryKey: [...USER_LISTS_KEY, 'not-approved', query],
    queryFn: ({ signal }) => apiRequest(listNotApprovedUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
