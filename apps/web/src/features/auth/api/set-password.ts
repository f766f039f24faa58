// `POST client/users/users/set_password/`: the signed-in user's first password (invited users) or the last
// step of a recovery, which ends the recovery: its token is then forgotten.
import { setPassword } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { clearRecovery, recoveryAccessToken } from '../lib/recovery-session';

export function useSetPassword({ forgotten }: { forgotten: boolean }) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(setPassword, {
        body: { password, is_forgot_password: forgotten },
        // A recovery sends its own token; a signed-in user's comes from the token manager.
        ...(forgotten && { token: recoveryAccessToken() }),
      }),
    onSuccess: () => {
      if (forgotten) clearRecovery();
    },
  });
}
