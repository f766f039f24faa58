// `POST client/users/users/confirm_email_by_code/` and `confirm_phone_by_code/`: confirms the signed-in
// user's e-mail or phone with the code sent to it; the answered user replaces ['me'].
import type { ContactType } from '@portal/contract/endpoints/verification';
import { confirmEmailByCode, confirmPhoneByCode } from '@portal/contract/endpoints/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useConfirmContactByCode(type: ContactType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(type === 'email' ? confirmEmailByCode : confirmPhoneByCode, { body: { code } }),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
