// Signing in as someone else from a screen the current account may not use: the session ends as a sign-out
// does (tokens forgotten and revoked, every cached datum dropped) and sign-in brings the next account back
// to the same screen.
import { screenPath } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useSwitchAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    const back = `${location.pathname}${location.search}${location.hash}`;
    // Local state goes first, so nothing shows the old user while the server is asked to revoke.
    const revoked = tokenManager.logout();
    queryClient.clear();
    await navigate(`${screenPath('sign-in')}?${new URLSearchParams({ redirect: back }).toString()}`, {
      replace: true,
    });
    await revoked;
  }, [queryClient, navigate, location]);
}
