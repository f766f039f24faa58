// `PATCH client/users/users/{id}/`: one's own main information (names) from the account details; the
// answered user replaces ['me'].
import { type UpdateUserBody, updateUser } from '@portal/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useUpdateMainInformation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => apiRequest(updateUser, { params: { id: userId }, body }),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
