// The list of the view's tab, page and filters, from the query factory of that tab's endpoint.
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { listNotApprovedUsersQueryOptions } from '../api/list-not-approved-users';
import { listNotApprovedWskUsersQueryOptions } from '../api/list-not-approved-wsk-users';
import { listStaffCandidatesQueryOptions } from '../api/list-staff-candidates';
import { listUsersQueryOptions } from '../api/list-users';
import type { UserRowsPage } from '../lib/user-row';
import { listQuery, type UsersView } from '../lib/users-view';

function optionsFor(view: UsersView) {
  const query = listQuery(view);
  switch (view.tab) {
    case 'all':
      return listUsersQueryOptions(query);
    case 'pending':
      return listNotApprovedUsersQueryOptions(query);
    case 'pending-wsk':
      return listNotApprovedWskUsersQueryOptions(query);
    case 'staff-candidates':
      return listStaffCandidatesQueryOptions(query);
  }
}

export function useUsersList(view: UsersView) {
  // Every tab answers a page of rows that are at least staff candidates (UserRow); the four factories'
  // option types differ only in that row type, which TypeScript cannot unify through their callbacks.
  return useQuery(optionsFor(view) as unknown as UseQueryOptions<UserRowsPage, ApiError>);
}
