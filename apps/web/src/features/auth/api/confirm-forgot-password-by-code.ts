// `POST client/users/users/confirm_forgot_password_by_code/`: checks a recovery code and keeps the answered
// short-lived recovery token set (lib/recovery-session), which only allows set_password/ (the next screen, /new-password).
import { confirmForgotPasswordByCode } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { storeRecovery } from '../lib/recovery-session';
import type { RecoveryContact } from './forgot-password';

export function useConfirmForgotPasswordByCode() {
  return useMutation({
    mutationFn: (body: RecoveryContact & { code: string }) =>
      apiRequest(confirmForgotPasswordByCode, { body }),
    onSuccess: (tokens) => storeRecovery(tokens),
  });
}
