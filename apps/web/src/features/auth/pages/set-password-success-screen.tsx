// /set-password-success: the password of a recovery is saved; the user signs in with it.
import { screenPath } from '@portal/contract/routes';
import { SuccessState } from '../../../shared/ui/success-state';

export default function SetPasswordSuccessScreen() {
  return (
    <SuccessState
      title="Your password has been changed"
      next={{ label: 'Sign in', to: screenPath('sign-in') }}
    >
      You can now sign in with your new password.
    </SuccessState>
  );
}
