// Signing out: the token manager forgets (and revokes) the token set, the cache drops every user's data,
// and the visitor lands on sign-in.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Local state goes first, so nothing shows the old user while the server is asked to revoke.
    const revoked = tokenManager.logout();
    queryClient.clear();
    await navigate('/sign-in', { replace: true });
    await revoked;
  }, [queryClient, navigate]);
}
