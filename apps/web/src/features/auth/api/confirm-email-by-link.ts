// `POST client/users/users/confirm_email_by_link/`: confirms an e-mail address from the link in the e-mail;
// a signed-in user's ['me'] is reloaded so the confirmed flag shows.
import { confirmEmailByLink } from '@portal/contract/endpoints/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import type { LinkParts } from './confirm-forgot-password-by-link';

export function useConfirmEmailByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkParts) => apiRequest(confirmEmailByLink, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
