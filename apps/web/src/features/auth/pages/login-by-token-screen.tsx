// /login_by_token/:token: signs in with a one-time link (invitations, e-mails), loads the user and goes on
// to the sign-up guard's target (§4); a used or expired link says so and offers sign-in.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useScreenMatch } from '../../../app/screen-match';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { useRunOnce } from '../../../shared/hooks/use-run-once';
import { AppLink } from '../../../shared/ui/app-link';
import { useLoginByToken } from '../api/login-by-token';
import { LinkStatus } from '../components/link-status';

export default function LoginByTokenScreen() {
  const match = useScreenMatch();
  const continueSignUp = useContinueSignUp();
  const login = useLoginByToken();
  useRunOnce(() => {
    login.mutate(match?.params.token ?? '', {
      onSuccess: () => continueSignUp(),
    });
  });

  if (login.isError) {
    return (
      <LinkStatus
        state="error"
        title="Signing in failed"
        message="This sign-in link is no longer valid"
        actions={
          <Button component={AppLink} to={screenPath('sign-in')} size="md" fullWidth>
            Go to sign in
          </Button>
        }
      />
    );
  }
  return <LinkStatus state="pending" title="Signing you in…" message="" />;
}
