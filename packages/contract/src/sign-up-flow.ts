// The required sign-up steps of spec §4 "Sign-up guard", by role, as plain functions of the user and their
// registration progress, so the web guard (and the server, later) decide the next step the same way.
import { MESSAGES } from './constants';
import { PERMISSIONS, roleFlags } from './roles';
import type { RegistrationProgress, User } from './user';
import { sportsAllowedForGroup } from './user';

/** The user fields the flow reads. */
export type SignUpFlowUser = Pick<User, 'role' | 'group' | 'nf_admin_federation' | 'registration_completed'>;

export interface SignUpStep {
  /** A route name of the screen table (routes.ts). */
  readonly route: string;
  /** A message to show when the guard sends the user to this step. */
  readonly tip?: string;
}

interface FlowStep extends SignUpStep {
  /** Whether the step is required for this user at all (e.g. job information for viewers only). */
  readonly applies: boolean;
  /** Whether the step is done. */
  readonly done: boolean;
}

/** The required steps of the user's role, in the order of §4; the optional athlete steps are not listed. */
function flowSteps(user: SignUpFlowUser, progress: RegistrationProgress): readonly FlowStep[] {
  const flags = roleFlags(user.role);
  const step = (route: string, done: boolean, applies = true, tip?: string): FlowStep =>
    tip === undefined ? { route, done, applies } : { route, done, applies, tip };
  const picture = step('profile-picture', progress.step_add_profile_picture);

  if (flags.isWSK) {
    return [
      step('sign-up-operations', progress.step_user_main_information),
      step('create-password-wsk', progress.password_exists),
      step('passport-details-wsk', progress.step_passport_details),
      step(
        'job-information-wsk',
        progress.step_job_information,
        user.role?.permission === PERMISSIONS.VIEWER,
      ),
      step('sport-select-wsk', progress.step_sport_details, sportsAllowedForGroup(user)),
      picture,
    ];
  }
  if (flags.isNF) {
    return [
      step('sign-up-operations', progress.step_user_main_information),
      // Decision 005: the NF variant of create-password is /create-password.
      step('create-password', progress.password_exists),
      step('passport-details-wsk', progress.step_passport_details),
      step('select-federation-wsk', user.nf_admin_federation !== null),
      step('sport-select-wsk', progress.step_sport_details),
      picture,
    ];
  }
  if (flags.isAthlete) {
    // §4: a completed athlete goes to the account details whatever the step flags say.
    const completed = user.registration_completed;
    return [
      step('sport-select', completed || progress.step_sport_details),
      step('passport-details', completed || progress.step_passport_details),
      step('national-federation', completed || progress.step_national_federation),
      step('profile-picture', completed || progress.step_add_profile_picture),
    ];
  }
  if (flags.isITO) {
    return [
      step('passport-details-wsk', progress.step_passport_details),
      step('sport-select-ito', progress.step_sport_details),
      picture,
    ];
  }
  // A guest, and a user who has not chosen a role yet (the role step is theirs to do).
  return [
    step(
      'create-password-wsk',
      progress.password_exists,
      true,
      MESSAGES.SET_PASSWORD_TO_COMPLETE_REGISTRATION,
    ),
    step('role', progress.step_role_guest_is_selected),
    step('passport-details-wsk', progress.step_passport_details),
    picture,
  ];
}

/** §4: the first missing required step of the user's role, or null when none is missing. */
export function nextSignUpStep(user: SignUpFlowUser, progress: RegistrationProgress): SignUpStep | null {
  const missing = flowSteps(user, progress).find((step) => step.applies && !step.done);
  if (!missing) return null;
  return missing.tip === undefined ? { route: missing.route } : { route: missing.route, tip: missing.tip };
}

/** The route names of the role's steps that apply to the user, in order (the sign-up progress bar). */
export function signUpFlow(user: SignUpFlowUser, progress: RegistrationProgress): readonly string[] {
  return flowSteps(user, progress)
    .filter((step) => step.applies)
    .map((step) => step.route);
}
