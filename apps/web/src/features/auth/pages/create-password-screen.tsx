// /create-password and /wsk/create-password: a signed-in user without a password (e.g. invited staff)
// sets one, then goes on to afterSignInPath().
import { PASSWORD_MIN_LENGTH } from '@portal/contract/validation';
import { useNavigate } from 'react-router';
import { PasswordForm } from '../components/password-form';
import { afterSignInPath } from '../lib/after-sign-in';

export default function CreatePasswordScreen() {
  const navigate = useNavigate();
  return (
    <PasswordForm
      title="Create your password"
      intro={`Choose a password of at least ${PASSWORD_MIN_LENGTH} characters to sign in with your e-mail or phone.`}
      forgotten={false}
      onSaved={() => navigate(afterSignInPath(), { replace: true })}
    />
  );
}
