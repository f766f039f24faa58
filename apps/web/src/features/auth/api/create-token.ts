// `POST v1/auth/sign_in/token_create/`: signs in with e-mail or phone and password (spec §7). A token set is
// kept in the token manager; an account with two-factor sign-in on answers a challenge for the code step
// instead (decision 026), and nothing is stored yet.
import {
  createToken,
  isTwoFactorChallenge,
  type SignInCredentials,
  type SignInReply,
} from '@portal/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { tokenManager } from '../../../shared/auth/token-manager';

export async function createTokenRequest(credentials: SignInCredentials): Promise<SignInReply> {
  const reply = await apiRequest(createToken, { body: credentials });
  if (!isTwoFactorChallenge(reply)) tokenManager.setTokens(reply);
  return reply;
}

export function useCreateToken() {
  return useMutation({ mutationFn: createTokenRequest });
}
