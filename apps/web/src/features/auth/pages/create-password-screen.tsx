// /create-password and /wsk/create-password: a signed-in user without a password (e.g. invited staff)
// sets one, then goes on to the sign-up guard's target (§4).
import { PASSWORD_MIN_LENGTH } from '@portal/contract/validation';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { PasswordForm } from '../components/password-form';

export default function CreatePasswordScreen() {
  const continueSignUp = useContinueSignUp();
  return (
    <PasswordForm
      title="Create your password"
      intro={`Choose a password of at least ${PASSWORD_MIN_LENGTH} characters to sign in with your e-mail or phone.`}
      forgotten={false}
      onSaved={() => continueSignUp()}
    />
  );
}
