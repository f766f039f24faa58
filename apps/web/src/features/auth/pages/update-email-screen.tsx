// /update-email: the signed-in user changes the e-mail address to be confirmed.
import { UpdateContact } from '../components/update-contact';

export default function UpdateEmailScreen() {
  return <UpdateContact type="email" />;
}
