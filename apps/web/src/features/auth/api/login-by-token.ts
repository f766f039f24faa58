// `POST v1/auth/sign_in/login_by_token/`: exchanges a one-time sign-in link for a token set, keeps it and
// loads the user. An account with two-factor sign-in on answers a challenge instead, handed back for the
// code step (decision 026).
import { isTwoFactorChallenge, type TwoFactorChallenge } from '@portal/contract/endpoints/auth';
import { loginByToken } from '@portal/contract/endpoints/verification';
import type { User } from '@portal/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { loadCurrentUser } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export type LoginByTokenResult = { readonly user: User | null } | { readonly challenge: TwoFactorChallenge };

export function useLoginByToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<LoginByTokenResult> => {
      const reply = await apiRequest(loginByToken, { body: { token } });
      if (isTwoFactorChallenge(reply)) return { challenge: reply };
      queryClient.clear();
      tokenManager.setTokens(reply);
      return { user: await loadCurrentUser(queryClient) };
    },
  });
}
