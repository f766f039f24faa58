// /forgot-password/confirm-email?email=…: the recovery code sent by e-mail.
import { RecoveryCode } from '../components/recovery-code';

export default function ForgotPasswordConfirmEmailScreen() {
  return <RecoveryCode type="email" />;
}
