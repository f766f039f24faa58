// /login_by_token/:token: signs in with a one-time link (invitations, e-mails), loads the user and goes on
// to the sign-up guard's target (§4); a used or expired link says so and offers sign-in. An account with
// two-factor sign-in on gets the code step first (decision 026).
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useScreenMatch } from '../../../app/screen-match';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { loadCurrentUser } from '../../../shared/auth/get-me';
import { useRunOnce } from '../../../shared/hooks/use-run-once';
import { AppLink } from '../../../shared/ui/app-link';
import { useLoginByToken } from '../api/login-by-token';
import { LinkStatus } from '../components/link-status';
import { TwoFactorStep } from '../components/two-factor-step';

export default function LoginByTokenScreen() {
  const match = useScreenMatch();
  const continueSignUp = useContinueSignUp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLoginByToken();
  // The code step's challenge ran out: the link is spent, so only the password step is left.
  const [expired, setExpired] = useState<string | null>(null);
  useRunOnce(() => {
    login.mutate(match?.params.token ?? '', {
      onSuccess: (result) => {
        if (!('challenge' in result)) void continueSignUp();
      },
    });
  });

  if (login.isError || expired) {
    return (
      <LinkStatus
        state="error"
        title="Signing in failed"
        message={expired ?? 'This sign-in link is no longer valid'}
        actions={
          <Button component={AppLink} to={screenPath('sign-in')} size="md" fullWidth>
            Go to sign in
          </Button>
        }
      />
    );
  }

  if (login.data && 'challenge' in login.data) {
    return (
      <TwoFactorStep
        challenge={login.data.challenge}
        onSignedIn={async () => {
          // As the link without two-factor sign-in does: nothing of an earlier user stays in the cache.
          queryClient.clear();
          try {
            await loadCurrentUser(queryClient);
          } catch {
            // The guarded screen handles a user that cannot be loaded; the sign-in itself succeeded.
          }
          await continueSignUp();
        }}
        onRestart={(message) => {
          if (message) setExpired(message);
          else void navigate(screenPath('sign-in'));
        }}
      />
    );
  }
  return <LinkStatus state="pending" title="Signing you in…" message="" />;
}
