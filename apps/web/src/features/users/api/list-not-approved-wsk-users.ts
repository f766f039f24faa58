// `GET client/users/users/not_approved_wsk_users/`: WSK, NF and ITO requests (Pending WSK tab, WSK staff).
import { listNotApprovedWskUsers } from '@portal/contract/endpoints/user-management';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { USER_LISTS_KEY } from './list-users';

export const listNotApprovedWskUsersQueryOptions = (query: EndpointQuery<typeof listNotApprovedWskUsers>) =>
  queryOptions({
    queryKey: [...USER_LISTS_KEY, 'not-approved-wsk', query],
    queryFn: ({ signal }) => apiRequest(listNotApprovedWskUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
