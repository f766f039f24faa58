// A signed-in athlete as GET me/ answers it, for the tests of the sign-in screen and the user header.
import type { User } from '@portal/contract/user';

export const athlete: User = {
  id: 7,
  email: 'athlete@portal.test',
  email_verified: true,
  phone: null,
  phone_verified: false,
  first_name: 'Ada',
  last_name: 'Skater',
  middle_name: null,
  stage_name: null,
  avatar: null,
  role: null,
  nf_admin_federation: null,
  registration_completed: true,
  legal_guardian: null,
  organization: null,
  department: null,
  group: null,
  job: null,
  wsk_id: null,
  active_until_date: null,
  anti_doping_year_issued: null,
  not_belong_to_any_federation: false,
  age_group: null,
};
