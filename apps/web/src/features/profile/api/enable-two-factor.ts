// `POST client/users/users/me/two_factor/enable/`: turns two-factor sign-in on with a code from the set-up's
// secret; answers the backup codes, shown this once.
import { enableTwoFactor } from '@portal/contract/endpoints/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(enableTwoFactor, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries(getTwoFactorStatusQueryOptions()),
  });
}
