// `POST v1/auth/sign_in/token_create/`: signs in with e-mail or phone and password (spec §7) and keeps the
// answered token set in the token manager.
import { createToken, type SignInCredentials, type TokenSet } from '@portal/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { tokenManager } from '../../../shared/auth/token-manager';

export async function createTokenRequest(credentials: SignInCredentials): Promise<TokenSet> {
  const tokens = await apiRequest(createToken, { body: credentials });
  tokenManager.setTokens(tokens);
  return tokens;
}

export function useCreateToken() {
  return useMutation({ mutationFn: createTokenRequest });
}
