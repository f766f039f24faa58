// /confirm-email: the signed-in user confirms their e-mail address with the code sent to it.
import { ConfirmContact } from '../components/confirm-contact';

export default function ConfirmEmailScreen() {
  return <ConfirmContact type="email" />;
}
