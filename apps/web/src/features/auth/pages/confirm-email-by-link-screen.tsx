// /confirm-email-by-link/:uid/:token/:code: confirms the e-mail address from the link in the e-mail as soon
// as the page opens, then offers the profile (signed in) or sign-in; a failure offers a new code.
import { Button, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useScreenMatch } from '../../../app/screen-match';
import { tokenManager } from '../../../shared/auth/token-manager';
import { useRunOnce } from '../../../shared/hooks/use-run-once';
import { AppLink } from '../../../shared/ui/app-link';
import { useConfirmEmailByLink } from '../api/confirm-email-by-link';
import { LinkStatus } from '../components/link-status';

export default function ConfirmEmailByLinkScreen() {
  const match = useScreenMatch();
  const confirm = useConfirmEmailByLink();
  const signedIn = tokenManager.hasTokens();
  useRunOnce(() => {
    const { uid = '', token = '', code = '' } = match?.params ?? {};
    confirm.mutate({ uid, token, code });
  });

  if (confirm.isSuccess) {
    return (
      <LinkStatus
        state="success"
        title="Your e-mail address is confirmed"
        message="Thank you. Your address is confirmed and you can use it to sign in."
        actions={
          signedIn ? (
            <Button component={AppLink} to={screenPath('profile-account-details')} size="md" fullWidth>
              Go to your profile
            </Button>
          ) : (
            <Button component={AppLink} to={screenPath('sign-in')} size="md" fullWidth>
              Sign in
            </Button>
          )
        }
      />
    );
  }
  if (confirm.isError) {
    return (
      <LinkStatus
        state="error"
        title="The e-mail address could not be confirmed"
        message="This confirmation link is invalid or has expired. Ask for a new code and enter it instead."
        actions={
          <Stack gap="sm" w="100%">
            {signedIn ? (
              <Button component={AppLink} to={screenPath('confirm-email')} size="md" fullWidth>
                Ask for a new code
              </Button>
            ) : (
              <Button
                component={AppLink}
                to={`${screenPath('sign-in')}?${new URLSearchParams({ redirect: screenPath('confirm-email') })}`}
                size="md"
                fullWidth
              >
                Sign in to ask for a new code
              </Button>
            )}
          </Stack>
        }
      />
    );
  }
  return <LinkStatus state="pending" title="Confirming your e-mail address…" message="" />;
}
