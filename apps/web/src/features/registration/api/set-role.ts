// `POST client/users/users/set_is_{role}/`: the user gives themselves a role (spec §4 Role assignment);
// the answered user replaces ['me'].
import { SET_ROLE_ENDPOINTS, type SelfAssignableRole } from '@portal/contract/endpoints/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: SelfAssignableRole) => apiRequest(SET_ROLE_ENDPOINTS[role]),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
