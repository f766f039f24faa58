// `DELETE client/users/users/{id}/clear_profile_role/`: the user leaves their role (or withdraws a pending
// request) and chooses one again on /role; the reply is the updated user, which becomes the current one.
import { clearProfileRole } from '@portal/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useClearProfileRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(clearProfileRole, { params: { id: userId } }),
    onSuccess: async (user) => {
      const { queryKey } = getMeQueryOptions();
      queryClient.setQueryData(queryKey, user);
      // The reply already is the user; the reload also brings whatever else the change touched.
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
