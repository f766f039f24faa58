// `GET client/users/users/`: every user in the caller's scope, paged and filtered (the All tab).
import { listUsers, type UsersListQuery } from '@portal/contract/endpoints/user-management';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getUserQueryOptions } from '../../../shared/auth/get-user';

/** The root of every user-management list key: one invalidation refreshes every tab after a change. */
export const USER_LISTS_KEY = ['user-management'] as const;

export const listUsersQueryOptions = (query: UsersListQuery) =>
  queryOptions({
    queryKey: [...USER_LISTS_KEY, 'all', query],
    // The signal aborts the request when the filters change before it answers.
    queryFn: ({ signal }) => apiRequest(listUsers, { query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** After an approval, a decline, an invitation or a deletion: every tab and the user's own record reload. */
export async function invalidateUserLists(queryClient: QueryClient, userId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY }),
    userId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: getUserQueryOptions(userId).queryKey }),
  ]);
}
