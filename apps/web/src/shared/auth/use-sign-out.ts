// Signing out: the token manager forgets (and revokes) the token set, the cache drops every user's data,
// and the visitor lands on sign-in. Shared because the header signs out and so does the settings screen
// (every device at once).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { tokenManager } from './token-manager';

export interface SignOutOptions {
  /**
   * The server has already ended this sign-in (sign-out everywhere): the tokens are only forgotten, as
   * revoking would send a refresh token that no longer counts.
   */
  readonly alreadyRevoked?: boolean;
}

export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ alreadyRevoked = false }: SignOutOptions = {}) => {
      // Local state goes first, so nothing shows the old user while the server is asked to revoke.
      let revoked: Promise<void> = Promise.resolve();
      if (alreadyRevoked) tokenManager.clearTokens();
      else revoked = tokenManager.logout();
      queryClient.clear();
      await navigate('/sign-in', { replace: true });
      await revoked;
    },
    [queryClient, navigate],
  );
}
