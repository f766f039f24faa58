// `GET client/users/users/{id}/`: one account, one's own or within the caller's scope (403 outside it).
// Shared because both the registration previews and the profile previews check access with it.
import { getUser } from '@portal/contract/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';

export const getUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId],
    queryFn: ({ signal }) => apiRequest(getUser, { params: { id: userId }, signal }),
  });
