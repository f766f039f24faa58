// /event/:id/loc/registration (§2, decision 017): applications to the local organising committee.
import { RoleApplicationStaffScreen } from '../components/role-application-staff-screen';

export default function EventLocRegistrationScreen() {
  return <RoleApplicationStaffScreen group="loc" />;
}
