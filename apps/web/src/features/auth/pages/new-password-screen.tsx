// /new-password: the last step of a recovery. Needs the recovery token set (confirmed code or link); the
// set is forgotten once the password is saved and the user lands on /set-password-success.

import { screenPath } from '@portal/contract/routes';
import { PASSWORD_MIN_LENGTH } from '@portal/contract/validation';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PasswordForm } from '../components/password-form';
import { recoveryAccessToken } from '../lib/recovery-session';

export default function NewPasswordScreen() {
  const navigate = useNavigate();
  // Read once: saving clears the recovery, and that must not bounce the user to /forgot-password.
  const [hasRecovery] = useState(() => recoveryAccessToken() !== null);
  if (!hasRecovery) return <Navigate to={screenPath('forgot-password')} replace />;
  return (
    <PasswordForm
      title="Choose a new password"
      intro={`Use at least ${PASSWORD_MIN_LENGTH} characters. You will sign in with it from now on.`}
      forgotten
      onSaved={() => navigate(screenPath('set-password-success'), { replace: true })}
    />
  );
}
