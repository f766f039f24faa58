// `PATCH client/users/users/:id/`: the signed-in user's own main information, e-mail or phone; the answered
// user replaces ['me'].
import { type UpdateUserBody, updateUser } from '@portal/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const me = await queryClient.fetchQuery(getMeQueryOptions());
      if (!me) throw new Error('Please sign in again.');
      return apiRequest(updateUser, { params: { id: me.id }, body });
    },
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
