// /event/:id/staff/registration (§2, decision 017): applications to the event staff.
import { RoleApplicationStaffScreen } from '../components/role-application-staff-screen';

export default function EventStaffRegistrationScreen() {
  return <RoleApplicationStaffScreen group="staff" />;
}
