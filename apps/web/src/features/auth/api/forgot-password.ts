// `POST client/users/users/forgot_password/`: sends a recovery code to an e-mail or phone (the reply is the
// same whether or not the account exists).
import { forgotPassword } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export type RecoveryContact = { email: string } | { phone: string };

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: RecoveryContact) => apiRequest(forgotPassword, { body }) });
}
