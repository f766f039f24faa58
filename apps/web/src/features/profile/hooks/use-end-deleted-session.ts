// After the account is deleted: the session ends here as a sign-out does (tokens forgotten, every cached
// user datum dropped) and the visitor lands on sign-in with a word on what happened.
import { APP_EVENTS } from '@portal/contract/app-events';
import { screenPath } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { tokenManager } from '../../../shared/auth/token-manager';
import { appEvents } from '../../../shared/events/app-events';

export function useEndDeletedSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The deletion revoked every sign-in on the server, so there is nothing left to revoke (a logout would
    // only send a refresh token that no longer exists).
    tokenManager.clearTokens();
    queryClient.clear();
    await navigate(screenPath('sign-in'), { replace: true });
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      title: 'Account deleted',
      message: 'Your account has been deleted. Thank you for having been part of the federation.',
    });
  }, [queryClient, navigate]);
}
