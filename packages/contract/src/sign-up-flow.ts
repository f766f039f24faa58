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

/** A screen of the sign-up walk: required (a §4 guard step), optional (can be skipped) or the end. */
export interface SignUpScreen {
  readonly route: string;
  readonly optional: boolean;
}

const required = (route: string): SignUpScreen => ({ route, optional: false });
const optional = (route: string): SignUpScreen => ({ route, optional: true });

/**
 * Every screen the user walks through with "Next", in order (decision 011): the required steps of §4 with
 * the optional steps of the role placed where their data belongs, then the summary and the end. An athlete
 * under 18 (need_legal_guardian_step) gives a legal guardian right after the passport: optional for the §4
 * guard, but not skippable on screen and required for the registration to complete.
 */
export function signUpScreens(user: SignUpFlowUser, progress: RegistrationProgress): readonly SignUpScreen[] {
  const flags = roleFlags(user.role);
  const staffOptional = [optional('postal-address-wsk'), optional('anti-doping-wsk')];
  if (flags.isAthlete) {
    const minor = progress.need_legal_guardian_step;
    return [
      required('sport-select'),
      required('passport-details'),
      ...(minor ? [required('legal-guardians'), required('legal-guardians-anti-doping')] : []),
      optional('postal-address'),
      optional('social-profiles'),
      optional('anti-doping'),
      required('national-federation'),
      optional('summary'),
      required('profile-picture'),
      required('congrats'),
    ];
  }
  const steps = flowSteps(user, progress).filter((step) => step.applies);
  const screens: SignUpScreen[] = [];
  for (const step of steps) {
    screens.push(required(step.route));
    // Staff may add an address and an anti-doping certificate right after their passport.
    if (step.route === 'passport-details-wsk' && (flags.isWSK || flags.isNF || flags.isITO)) {
      screens.push(...staffOptional);
    }
  }
  return screens;
}

/**
 * The screen after `route` in the user's walk, or null at the end (the caller then runs the §4 guard,
 * which sends the user to a missing step or to the account details).
 */
export function nextSignUpScreen(
  route: string,
  user: SignUpFlowUser,
  progress: RegistrationProgress,
): string | null {
  const screens = signUpScreens(user, progress);
  const index = screens.findIndex((screen) => screen.route === route);
  if (index < 0) return null;
  return screens[index + 1]?.route ?? null;
}

/** The screen before `route` in the user's walk, or null on the first one. */
export function previousSignUpScreen(
  route: string,
  user: SignUpFlowUser,
  progress: RegistrationProgress,
): string | null {
  const screens = signUpScreens(user, progress);
  const index = screens.findIndex((screen) => screen.route === route);
  return index > 0 ? (screens[index - 1]?.route ?? null) : null;
}

/**
 * Whether the registration is complete (the server sets registration_completed when this turns true):
 * every required §4 step of the role is done, and a minor athlete has given a legal guardian.
 */
export function registrationRequirementsMet(user: SignUpFlowUser, progress: RegistrationProgress): boolean {
  // The athlete shortcut of §4 (a completed registration skips the steps) must not decide completion itself.
  const stepsDone = flowSteps({ ...user, registration_completed: false }, progress).every(
    (step) => !step.applies || step.done,
  );
  if (!stepsDone || user.role === null) return false;
  if (roleFlags(user.role).isAthlete && progress.need_legal_guardian_step) {
    return progress.step_guardian_details;
  }
  return true;
}
