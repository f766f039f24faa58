// `DELETE client/users/users/{id}/`: a WSK administrator deletes a user (personal data erased, audited).
import { deleteUser } from '@portal/contract/endpoints/user-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserLists } from './list-users';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(deleteUser, { params: { id: userId } }),
    onSuccess: (_reply, userId) => invalidateUserLists(queryClient, userId),
  });
}
