// `POST client/users/users/`: creates an account (spec §7); keeps the answered token set and puts the new
// user in the ['me'] query, so the confirmation screen shows where the code went.
import { type SignUpBody, signUp } from '@portal/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpBody) => apiRequest(signUp, { body }),
    onSuccess: ({ user, tokens }) => {
      tokenManager.setTokens(tokens);
      queryClient.setQueryData(getMeQueryOptions().queryKey, user);
    },
  });
}
