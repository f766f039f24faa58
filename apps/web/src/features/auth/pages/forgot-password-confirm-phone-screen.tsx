// /forgot-password/confirm-phone?phone=…: the recovery code sent by text message.
import { RecoveryCode } from '../components/recovery-code';

export default function ForgotPasswordConfirmPhoneScreen() {
  return <RecoveryCode type="phone" />;
}
