// /update-phone: the signed-in user changes the phone number to be confirmed.
import { UpdateContact } from '../components/update-contact';

export default function UpdatePhoneScreen() {
  return <UpdateContact type="phone" />;
}
