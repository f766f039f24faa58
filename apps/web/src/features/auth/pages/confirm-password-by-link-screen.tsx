// /confirm-password-by-link/:uid/:token/:code: checks the recovery link from the e-mail on load, keeps the
// recovery token set and opens /new-password; a failed link offers a new recovery.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useNavigate } from 'react-router';
import { useScreenMatch } from '../../../app/screen-match';
import { useRunOnce } from '../../../shared/hooks/use-run-once';
import { AppLink } from '../../../shared/ui/app-link';
import { useConfirmForgotPasswordByLink } from '../api/confirm-forgot-password-by-link';
import { LinkStatus } from '../components/link-status';

export default function ConfirmPasswordByLinkScreen() {
  const match = useScreenMatch();
  const navigate = useNavigate();
  const confirm = useConfirmForgotPasswordByLink();
  useRunOnce(() => {
    const { uid = '', token = '', code = '' } = match?.params ?? {};
    confirm.mutate(
      { uid, token, code },
      { onSuccess: () => navigate(screenPath('new-password'), { replace: true }) },
    );
  });

  if (confirm.isError) {
    return (
      <LinkStatus
        state="error"
        title="This link does not work any more"
        message="The password reset link is invalid or has expired. Start again to get a new one."
        actions={
          <Button component={AppLink} to={screenPath('forgot-password')} size="md" fullWidth>
            Reset your password
          </Button>
        }
      />
    );
  }
  return <LinkStatus state="pending" title="Checking your link…" message="" />;
}
