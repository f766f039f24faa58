// `POST client/users/users/me/two_factor/disable/`: turns two-factor sign-in off with the password and a
// current or backup code; answers the new status.
import { disableTwoFactor } from '@portal/contract/endpoints/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export interface DisableTwoFactorBody {
  readonly password: string;
  readonly code: string;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => apiRequest(disableTwoFactor, { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(getTwoFactorStatusQueryOptions().queryKey, status);
      return queryClient.invalidateQueries(getTwoFactorStatusQueryOptions());
    },
  });
}
