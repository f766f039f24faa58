// `GET client/users/users/me/`: the signed-in user (spec §7), kept under ['me'] for the whole app.
import { getMe } from '@portal/contract/endpoints/users';
import type { User } from '@portal/contract/user';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/http-client';
import { tokenManager } from '../auth/token-manager';
import { ME_KEY } from './me-key';

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ME_KEY,
    // §4: a returned user without an id means nobody is signed in.
    queryFn: async ({ signal }): Promise<User | null> => {
      const user = await apiRequest(getMe, { signal });
      return user?.id ? user : null;
    },
    // The user changes through this app's own calls, which update or invalidate it.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The start-up and post-sign-in load of the current user. A failure leaves no user (signed out); only a
 * 401 proves the stored tokens worthless, so only then are they cleared (a 500 or an outage keeps them).
 * Always asks the server: the "no user" a refused start-up left in the cache must not answer the load
 * after the next sign-in.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) tokenManager.clearTokens();
    queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    throw error;
  }
}
