// `POST v1/auth/sign_in/login_by_token/`: exchanges a one-time sign-in link for a token set, keeps it and
// loads the user.
import { loginByToken } from '@portal/contract/endpoints/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { loadCurrentUser } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useLoginByToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const tokens = await apiRequest(loginByToken, { body: { token } });
      queryClient.clear();
      tokenManager.setTokens(tokens);
      return loadCurrentUser(queryClient);
    },
  });
}
