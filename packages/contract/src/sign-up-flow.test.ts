import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { type Permission, ROLE_TYPES, type RoleType } from './roles';
import {
  nextSignUpScreen,
  nextSignUpStep,
  previousSignUpScreen,
  registrationRequirementsMet,
  type SignUpFlowUser,
  signUpFlow,
  signUpScreens,
} from './sign-up-flow';
import type { RegistrationProgress } from './user';

const done: RegistrationProgress = {
  id: 1,
  need_legal_guardian_step: false,
  password_exists: true,
  step_role_guest_is_selected: true,
  step_user_main_information: true,
  step_passport_details: true,
  step_guardian_details: true,
  step_job_information: true,
  step_postal_address_details: true,
  step_social_profiles: true,
  step_anti_doping_details: true,
  step_sport_details: true,
  step_national_federation: true,
  step_add_profile_picture: true,
  user__registration_completed: false,
};
const none: RegistrationProgress = Object.fromEntries(
  Object.entries(done).map(([key, value]) => [key, typeof value === 'boolean' ? false : value]),
) as RegistrationProgress;

function user(
  type: RoleType | null,
  permission: Permission | null = null,
  extra: Partial<SignUpFlowUser> = {},
): SignUpFlowUser {
  return {
    role: type === null ? null : { id: 1, name: 'Role', type, permission },
    group: null,
    nf_admin_federation: null,
    registration_completed: false,
    ...extra,
  };
}

const federation = { id: 3, name: 'Federation', code: 'FED' };
const sportsGroup = { id: 2, name: 'Group', organization_type: null, allow_sports: true };

/** Walks the flow: with every step before `index` done, the step at `index` is next. */
function expectOrder(who: SignUpFlowUser, steps: readonly (readonly [string, keyof RegistrationProgress])[]) {
  for (const [index, [route]] of steps.entries()) {
    const progress = { ...none };
    for (const [, flag] of steps.slice(0, index)) Object.assign(progress, { [flag]: true });
    expect(nextSignUpStep(who, progress)?.route).toBe(route);
  }
}

describe('nextSignUpStep', () => {
  it('guest: password (with the tip), role, passport, picture, then nothing', () => {
    const guest = user(ROLE_TYPES.GUEST);
    expect(nextSignUpStep(guest, none)).toEqual({
      route: 'create-password-wsk',
      tip: MESSAGES.SET_PASSWORD_TO_COMPLETE_REGISTRATION,
    });
    expect(MESSAGES.SET_PASSWORD_TO_COMPLETE_REGISTRATION).toBe(
      'You need to set password to complete registration',
    );
    expectOrder(guest, [
      ['create-password-wsk', 'password_exists'],
      ['role', 'step_role_guest_is_selected'],
      ['passport-details-wsk', 'step_passport_details'],
      ['profile-picture', 'step_add_profile_picture'],
    ]);
    expect(nextSignUpStep(guest, { ...none, password_exists: true })).toEqual({ route: 'role' });
    expect(nextSignUpStep(guest, done)).toBeNull();
  });

  it('a user without a role follows the guest flow', () => {
    expect(nextSignUpStep(user(null), { ...none, password_exists: true })?.route).toBe('role');
    expect(nextSignUpStep(user(null), done)).toBeNull();
  });

  it('WSK viewer with sports: main information, password, passport, job, sport, picture', () => {
    const viewer = user(ROLE_TYPES.WSK_ADMIN, 'viewer', { group: sportsGroup });
    expectOrder(viewer, [
      ['sign-up-operations', 'step_user_main_information'],
      ['create-password-wsk', 'password_exists'],
      ['passport-details-wsk', 'step_passport_details'],
      ['job-information-wsk', 'step_job_information'],
      ['sport-select-wsk', 'step_sport_details'],
      ['profile-picture', 'step_add_profile_picture'],
    ]);
    expect(nextSignUpStep(viewer, { ...none, step_user_main_information: true })).toEqual({
      route: 'create-password-wsk',
    });
    expect(nextSignUpStep(viewer, done)).toBeNull();
    expect(signUpFlow(viewer, none)).toEqual([
      'sign-up-operations',
      'create-password-wsk',
      'passport-details-wsk',
      'job-information-wsk',
      'sport-select-wsk',
      'profile-picture',
    ]);
  });

  it('WSK admin: no job information; no sport selection unless the group allows sports', () => {
    const admin = user(ROLE_TYPES.WSK_ADMIN, 'admin');
    const afterPassport = {
      ...none,
      step_user_main_information: true,
      password_exists: true,
      step_passport_details: true,
    };
    expect(nextSignUpStep(admin, afterPassport)?.route).toBe('profile-picture');
    expect(signUpFlow(admin, none)).toEqual([
      'sign-up-operations',
      'create-password-wsk',
      'passport-details-wsk',
      'profile-picture',
    ]);
    const withSports = user(ROLE_TYPES.WSK_ADMIN, 'admin', { group: sportsGroup });
    expect(nextSignUpStep(withSports, afterPassport)?.route).toBe('sport-select-wsk');
    const noSportsGroup = user(ROLE_TYPES.WSK_ADMIN, 'viewer', {
      group: { ...sportsGroup, allow_sports: false },
    });
    expect(nextSignUpStep(noSportsGroup, { ...afterPassport, step_job_information: true })?.route).toBe(
      'profile-picture',
    );
  });

  it('NF admin: main information, /create-password, passport, federation, sport, picture', () => {
    const nf = user(ROLE_TYPES.NF_ADMIN, 'admin');
    expectOrder(nf, [
      ['sign-up-operations', 'step_user_main_information'],
      ['create-password', 'password_exists'],
      ['passport-details-wsk', 'step_passport_details'],
      ['select-federation-wsk', 'id'],
    ]);
    const withFederation = user(ROLE_TYPES.NF_ADMIN, 'viewer', { nf_admin_federation: federation });
    expectOrder(withFederation, [
      ['sign-up-operations', 'step_user_main_information'],
      ['create-password', 'password_exists'],
      ['passport-details-wsk', 'step_passport_details'],
      ['sport-select-wsk', 'step_sport_details'],
      ['profile-picture', 'step_add_profile_picture'],
    ]);
    expect(nextSignUpStep(withFederation, done)).toBeNull();
    expect(nextSignUpStep(nf, done)?.route).toBe('select-federation-wsk');
    expect(signUpFlow(nf, none)).toHaveLength(6);
  });

  it('athlete: sport, passport, national federation, picture; optional steps are not required', () => {
    const athlete = user(ROLE_TYPES.ATHLETE);
    expectOrder(athlete, [
      ['sport-select', 'step_sport_details'],
      ['passport-details', 'step_passport_details'],
      ['national-federation', 'step_national_federation'],
      ['profile-picture', 'step_add_profile_picture'],
    ]);
    const requiredOnly = {
      ...none,
      step_sport_details: true,
      step_passport_details: true,
      step_national_federation: true,
      step_add_profile_picture: true,
    };
    expect(nextSignUpStep(athlete, requiredOnly)).toBeNull();
    expect(signUpFlow(athlete, none)).toEqual([
      'sport-select',
      'passport-details',
      'national-federation',
      'profile-picture',
    ]);
  });

  it('athlete with registration completed goes to the account details whatever the steps say', () => {
    expect(nextSignUpStep(user(ROLE_TYPES.ATHLETE, null, { registration_completed: true }), none)).toBeNull();
  });

  it('ITO: passport, sport selection, picture', () => {
    const ito = user(ROLE_TYPES.ITO);
    expectOrder(ito, [
      ['passport-details-wsk', 'step_passport_details'],
      ['sport-select-ito', 'step_sport_details'],
      ['profile-picture', 'step_add_profile_picture'],
    ]);
    expect(nextSignUpStep(ito, done)).toBeNull();
    expect(signUpFlow(ito, none)).toEqual(['passport-details-wsk', 'sport-select-ito', 'profile-picture']);
  });

  it('only names routes of the screen table', async () => {
    const { getScreenRoute } = await import('./routes');
    for (const type of [...Object.values(ROLE_TYPES), null]) {
      for (const route of signUpFlow(user(type, 'viewer', { group: sportsGroup }), none)) {
        expect(getScreenRoute(route).name).toBe(route);
      }
    }
  });
});

const routesOf = (who: SignUpFlowUser, progress: RegistrationProgress) =>
  signUpScreens(who, progress).map((screen) => (screen.optional ? `(${screen.route})` : screen.route));

describe('signUpScreens', () => {
  it('adult athlete: required steps with the optional ones where their data belongs, then summary and the end', () => {
    expect(routesOf(user(ROLE_TYPES.ATHLETE), none)).toEqual([
      'sport-select',
      'passport-details',
      '(postal-address)',
      '(social-profiles)',
      '(anti-doping)',
      'national-federation',
      '(summary)',
      'profile-picture',
      'congrats',
    ]);
  });

  it('minor athlete: the two guardian screens follow the passport and cannot be skipped', () => {
    const screens = routesOf(user(ROLE_TYPES.ATHLETE), { ...none, need_legal_guardian_step: true });
    expect(screens.slice(1, 4)).toEqual([
      'passport-details',
      'legal-guardians',
      'legal-guardians-anti-doping',
    ]);
  });

  it('staff get the optional address and anti-doping screens after the passport; guests do not', () => {
    expect(routesOf(user(ROLE_TYPES.ITO), none)).toEqual([
      'passport-details-wsk',
      '(postal-address-wsk)',
      '(anti-doping-wsk)',
      'sport-select-ito',
      'profile-picture',
    ]);
    expect(routesOf(user(ROLE_TYPES.NF_ADMIN, 'viewer'), none)).toEqual([
      'sign-up-operations',
      'create-password',
      'passport-details-wsk',
      '(postal-address-wsk)',
      '(anti-doping-wsk)',
      'select-federation-wsk',
      'sport-select-wsk',
      'profile-picture',
    ]);
    expect(routesOf(user(ROLE_TYPES.WSK_ADMIN, 'viewer'), none)).toEqual([
      'sign-up-operations',
      'create-password-wsk',
      'passport-details-wsk',
      '(postal-address-wsk)',
      '(anti-doping-wsk)',
      'job-information-wsk',
      'profile-picture',
    ]);
    expect(routesOf(user(ROLE_TYPES.GUEST), none)).toEqual([
      'create-password-wsk',
      'role',
      'passport-details-wsk',
      'profile-picture',
    ]);
  });

  it('next and previous walk the screens; the end and unknown screens give null', () => {
    const athlete = user(ROLE_TYPES.ATHLETE);
    expect(nextSignUpScreen('passport-details', athlete, none)).toBe('postal-address');
    expect(nextSignUpScreen('passport-details', athlete, { ...none, need_legal_guardian_step: true })).toBe(
      'legal-guardians',
    );
    expect(nextSignUpScreen('profile-picture', athlete, none)).toBe('congrats');
    expect(nextSignUpScreen('congrats', athlete, none)).toBeNull();
    expect(nextSignUpScreen('profile-picture', user(ROLE_TYPES.GUEST), none)).toBeNull();
    expect(nextSignUpScreen('job-information-wsk', athlete, none)).toBeNull();
    expect(previousSignUpScreen('postal-address', athlete, none)).toBe('passport-details');
    expect(previousSignUpScreen('sport-select', athlete, none)).toBeNull();
  });
});

describe('registrationRequirementsMet', () => {
  const athleteDone = { ...none, step_sport_details: true, step_passport_details: true };
  it('athlete: the four required steps, whatever the optional ones', () => {
    const athlete = user(ROLE_TYPES.ATHLETE);
    expect(registrationRequirementsMet(athlete, athleteDone)).toBe(false);
    expect(
      registrationRequirementsMet(athlete, {
        ...athleteDone,
        step_national_federation: true,
        step_add_profile_picture: true,
      }),
    ).toBe(true);
  });

  it('a minor athlete also needs the legal guardian', () => {
    const athlete = user(ROLE_TYPES.ATHLETE);
    const minor = {
      ...athleteDone,
      step_national_federation: true,
      step_add_profile_picture: true,
      need_legal_guardian_step: true,
    };
    expect(registrationRequirementsMet(athlete, minor)).toBe(false);
    expect(registrationRequirementsMet(athlete, { ...minor, step_guardian_details: true })).toBe(true);
  });

  it('the athlete shortcut of a completed registration does not count as done steps', () => {
    expect(
      registrationRequirementsMet(user(ROLE_TYPES.ATHLETE, null, { registration_completed: true }), none),
    ).toBe(false);
  });

  it('no role is never complete; staff follow their §4 steps', () => {
    expect(registrationRequirementsMet(user(null), done)).toBe(false);
    const nf = user(ROLE_TYPES.NF_ADMIN, 'viewer');
    expect(registrationRequirementsMet(nf, done)).toBe(false);
    expect(registrationRequirementsMet({ ...nf, nf_admin_federation: federation }, done)).toBe(true);
    const wskViewer = user(ROLE_TYPES.WSK_ADMIN, 'viewer');
    expect(registrationRequirementsMet(wskViewer, { ...done, step_job_information: false })).toBe(false);
    expect(
      registrationRequirementsMet(user(ROLE_TYPES.WSK_ADMIN, 'admin'), {
        ...done,
        step_job_information: false,
      }),
    ).toBe(true);
  });
});
