// `POST client/users/users/resend_confirmation_code/`: a new code to the signed-in user's e-mail or phone.
import { type ContactType, resendConfirmationCode } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useResendConfirmationCode(type: ContactType) {
  return useMutation({ mutationFn: () => apiRequest(resendConfirmationCode, { body: { type } }) });
}
