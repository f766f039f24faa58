// `POST client/users/users/me/two_factor/backup_codes/`: new backup codes for a current code; the earlier
// ones stop working.
import { regenerateBackupCodes } from '@portal/contract/endpoints/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(regenerateBackupCodes, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries(getTwoFactorStatusQueryOptions()),
  });
}
