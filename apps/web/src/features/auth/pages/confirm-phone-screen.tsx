// /confirm-phone and /confirm-phone-wsk: the signed-in user confirms their phone with the code sent to it.
import { ConfirmContact } from '../components/confirm-contact';

export default function ConfirmPhoneScreen() {
  return <ConfirmContact type="phone" />;
}
