// `POST v1/auth/sign_in/two_factor/`: the second sign-in step (decision 026), the password step's challenge
// and a one-time or backup code; the answered token set is kept in the token manager.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { completeTwoFactorSignIn } from '@portal/contract/endpoints/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { tokenManager } from '../../../shared/auth/token-manager';

export interface TwoFactorSignInBody {
  readonly challenge: string;
  readonly code: string;
}

export async function completeTwoFactorSignInRequest(body: TwoFactorSignInBody): Promise<TokenSet> {
  const tokens = await apiRequest(completeTwoFactorSignIn, { body });
  tokenManager.setTokens(tokens);
  return tokens;
}

export function useCompleteTwoFactorSignIn() {
  return useMutation({ mutationFn: completeTwoFactorSignInRequest });
}
