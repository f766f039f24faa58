// A signed-in athlete as GET me/ answers it, for the tests of the sign-in screen and the user header.
import type { RegistrationProgress, User } from '@portal/contract/user';

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
  role_status: 'approved',
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

/** Every step done: the sign-up guard sends the athlete on to the account details (§4). */
export const completeProgress: RegistrationProgress = {
  id: 1,
  need_legal_guardian_step: false,
  password_exists: true,
  step_role_guest_is_selected: true,
  step_user_main_information: true,
  step_passport_details: true,
  step_guardian_details: false,
  step_job_information: true,
  step_postal_address_details: true,
  step_social_profiles: true,
  step_anti_doping_details: true,
  step_sport_details: true,
  step_national_federation: true,
  step_add_profile_picture: true,
  user__registration_completed: true,
};
