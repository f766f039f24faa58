// `POST client/users/users/confirm_forgot_password_by_link/`: checks a recovery link and keeps the answered
// short-lived recovery token set (lib/recovery-session), which only allows set_password/.
import { confirmForgotPasswordByLink } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { storeRecovery } from '../lib/recovery-session';

export interface LinkParts {
  uid: string;
  token: string;
  code: string;
}

export function useConfirmForgotPasswordByLink() {
  return useMutation({
    mutationFn: (body: LinkParts) => apiRequest(confirmForgotPasswordByLink, { body }),
    onSuccess: (tokens) => storeRecovery(tokens),
  });
}
