// /login_by_token/:token: signs in with a one-time link (invitations, e-mails), loads the user and goes on
// to afterSignInPath(); a used or expired link says so and offers sign-in.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useNavigate } from 'react-router';
import { useScreenMatch } from '../../../app/screen-match';
import { AppLink } from '../../../shared/ui/app-link';
import { useLoginByToken } from '../api/login-by-token';
import { LinkStatus } from '../components/link-status';
import { useRunOnce } from '../hooks/use-run-once';
import { afterSignInPath } from '../lib/after-sign-in';

export default function LoginByTokenScreen() {
  const match = useScreenMatch();
  const navigate = useNavigate();
  const login = useLoginByToken();
  useRunOnce(() => {
    login.mutate(match?.params.token ?? '', {
      onSuccess: () => navigate(afterSignInPath(), { replace: true }),
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
