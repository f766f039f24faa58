import { describe, expect, it } from 'vitest';
import {
  ageGroupOn,
  ageOn,
  athleteMatchDisplayName,
  isAntiDopingExpired,
  isPassportExpired,
  localIsoDate,
  type OrganizationUnit,
  organizationType,
  presignedUploadSchema,
  type RegistrationProgress,
  registrationProgressSchema,
  sportsAllowedForGroup,
  staffCandidateSchema,
  summarizeRegistrationProgress,
  type User,
  userListItemSchema,
  userSchema,
  wskIdRecordSchema,
} from './user';

const user: User = {
  id: 7,
  email: 'ann@example.org',
  email_verified: true,
  phone: null,
  phone_verified: false,
  first_name: 'Ann',
  last_name: 'Smit',
  middle_name: null,
  stage_name: null,
  avatar: null,
  role: { id: 3, name: 'WSK', type: 'wsk_admin', permission: 'viewer' },
  role_status: 'approved',
  nf_admin_federation: null,
  registration_completed: false,
  legal_guardian: null,
  organization: { id: 1, name: 'World Skate', organization_type: null },
  department: { id: 2, name: 'Sport', organization_type: 'department-type' },
  group: { id: 3, name: 'Officials', organization_type: 'group-type', allow_sports: true },
  job: { id: 4, name: 'Referee', organization_type: 'job-type' },
  wsk_id: null,
  active_until_date: '2030-01-31',
  anti_doping_year_issued: 2024,
  not_belong_to_any_federation: false,
  age_group: null,
  national_federation: null,
  position: null,
};

const unit = (organization_type: string | null): OrganizationUnit => ({
  id: 1,
  name: 'u',
  organization_type,
});

describe('user schema', () => {
  it('parses every §3 field, and the approval state of the role', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(Object.keys(userSchema.shape)).toEqual(
      'id email email_verified phone phone_verified first_name last_name middle_name stage_name avatar role role_status nf_admin_federation registration_completed legal_guardian national_federation position organization department group job wsk_id active_until_date anti_doping_year_issued not_belong_to_any_federation age_group'.split(
        ' ',
      ),
    );
  });

  it('takes the active-until date as YYYY-MM-DD only', () => {
    expect(userSchema.safeParse({ ...user, active_until_date: '31/01/2030' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, active_until_date: '2030-01-31T00:00:00Z' }).success).toBe(false);
  });
});

describe('organization type', () => {
  it('prefers the job, then the group, then the department', () => {
    expect(organizationType(user)).toBe('job-type');
    expect(organizationType({ ...user, job: unit(null) })).toBe('group-type');
    expect(organizationType({ ...user, job: null, group: null })).toBe('department-type');
    expect(organizationType({ job: unit(''), group: null, department: unit('d') })).toBe('d');
    expect(organizationType({ job: null, group: null, department: null })).toBeNull();
  });

  it('ignores the organization itself', () => {
    expect(organizationType({ job: null, group: null, department: unit(null) })).toBeNull();
  });
});

describe('sports allowed for the group', () => {
  it('is true only when the group allows sports', () => {
    expect(sportsAllowedForGroup(user)).toBe(true);
    expect(sportsAllowedForGroup({ group: { ...unit(null), allow_sports: false } })).toBe(false);
    expect(sportsAllowedForGroup({ group: null })).toBe(false);
    expect(sportsAllowedForGroup(null)).toBe(false);
  });
});

describe('passport expiry', () => {
  it('is expired on the day itself and after, compared by calendar day', () => {
    expect(isPassportExpired('2025-03-10', '2025-03-09')).toBe(false);
    expect(isPassportExpired('2025-03-10', '2025-03-10')).toBe(true);
    expect(isPassportExpired('2025-03-10', '2025-03-11')).toBe(true);
    expect(isPassportExpired('2025-03-10', '2026-01-01')).toBe(true);
  });

  it('takes the local calendar day of a Date, whatever the time of day', () => {
    expect(isPassportExpired('2025-03-10', new Date(2025, 2, 9, 23, 59, 59))).toBe(false);
    expect(isPassportExpired('2025-03-10', new Date(2025, 2, 10, 0, 0, 0))).toBe(true);
    expect(isPassportExpired('2025-03-10', new Date(2025, 2, 10, 23, 59))).toBe(true);
    expect(localIsoDate(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
  });

  it('does not report a missing passport as expired', () => {
    expect(isPassportExpired(null, '2025-03-10')).toBe(false);
    expect(isPassportExpired(undefined, '2025-03-10')).toBe(false);
  });
});

describe('anti-doping expiry', () => {
  it('expires when exactly three years have passed', () => {
    expect(isAntiDopingExpired(2022, 2024)).toBe(false);
    expect(isAntiDopingExpired(2022, 2025)).toBe(true);
    expect(isAntiDopingExpired(2022, 2030)).toBe(true);
    expect(isAntiDopingExpired(2025, 2025)).toBe(false);
  });

  it('counts a missing year as expired', () => {
    expect(isAntiDopingExpired(null, 2025)).toBe(true);
    expect(isAntiDopingExpired(undefined, 2025)).toBe(true);
  });
});

describe('registration progress', () => {
  const progress: RegistrationProgress = {
    id: 1,
    need_legal_guardian_step: true,
    password_exists: true,
    step_role_guest_is_selected: true,
    step_user_main_information: true,
    step_passport_details: true,
    step_guardian_details: false,
    step_job_information: false,
    step_postal_address_details: false,
    step_social_profiles: false,
    step_anti_doping_details: false,
    step_sport_details: true,
    step_national_federation: false,
    step_add_profile_picture: true,
    user__registration_completed: false,
  };

  it('parses the §3 fields', () => {
    expect(registrationProgressSchema.parse(progress)).toEqual(progress);
  });

  it('derives each value from its own flag', () => {
    expect(summarizeRegistrationProgress(progress)).toEqual({
      completed: false,
      hasPassport: true,
      needsLegalGuardians: true,
      hasLegalGuardians: false,
      hasSportDetails: true,
      hasNationalFederation: false,
      hasProfilePicture: true,
    });
    const flipped = summarizeRegistrationProgress({
      ...progress,
      user__registration_completed: true,
      step_passport_details: false,
      need_legal_guardian_step: false,
      step_guardian_details: true,
      step_sport_details: false,
      step_national_federation: true,
      step_add_profile_picture: false,
    });
    expect(flipped).toEqual({
      completed: true,
      hasPassport: false,
      needsLegalGuardians: false,
      hasLegalGuardians: true,
      hasSportDetails: false,
      hasNationalFederation: true,
      hasProfilePicture: false,
    });
  });
});

describe('listings and records', () => {
  const listItem = {
    id: 7,
    avatar: null,
    email: 'ann@example.org',
    first_name: 'Ann',
    last_name: 'Smit',
    full_name: 'Ann Smit',
    gender: 'F',
    role: null,
    department: null,
    group: null,
    job: null,
    federations: [{ id: 3, name: 'KNSB', code: 'NLD' }],
    sport: [{ id: 1, name: 'Speed', type: 'INLINE_SPEED_SKATING' }],
    has_anti_doping: true,
    has_passport: true,
    is_valid_for_event: false,
    registration_completed: true,
    passport_expire_date: '2030-01-01',
  };

  it('parses a user list item and derives the staff candidate from it', () => {
    expect(userListItemSchema.parse(listItem)).toEqual(listItem);
    expect(Object.keys(staffCandidateSchema.parse(listItem)).sort()).toEqual(
      [
        'avatar',
        'first_name',
        'last_name',
        'full_name',
        'has_anti_doping',
        'has_passport',
        'id',
        'is_valid_for_event',
        'registration_completed',
        'passport_expire_date',
      ].sort(),
    );
  });

  it('parses a presigned upload', () => {
    const upload = { fields: { key: 'a/b.png', policy: 'x' }, new_file_name: 'b.png', url: 'https://s3/x' };
    expect(presignedUploadSchema.parse(upload)).toEqual(upload);
  });

  it('keeps imported genders of WSK id records as they are', () => {
    const record = {
      id: 1,
      first_name: 'Ann',
      last_name: 'Smit',
      nationality_raw: 'Dutch',
      birthday: '2001-02-03',
      wsk_id: 'WSK123',
      status: 'ready_to_be_matched',
      gender: 'female',
      country: { id: 7, name: 'Netherlands', code: 'NED' },
      user: null,
    };
    expect(wskIdRecordSchema.parse(record)).toEqual(record);
    expect(wskIdRecordSchema.safeParse({ ...record, status: 'unknown' }).success).toBe(false);
  });
});

describe('athlete match display name', () => {
  it('joins first name, last name and WSK id, skipping empty parts', () => {
    expect(athleteMatchDisplayName({ first_name: 'Ann', last_name: 'Smit', wsk_id: 'WSK1' })).toBe(
      'Ann Smit WSK1',
    );
    expect(athleteMatchDisplayName({ first_name: 'Ann', last_name: '', wsk_id: null })).toBe('Ann');
    expect(athleteMatchDisplayName({ first_name: ' ', last_name: 'Smit', wsk_id: 'WSK1' })).toBe('Smit WSK1');
    expect(athleteMatchDisplayName({ first_name: '', last_name: '', wsk_id: null })).toBe('');
  });
});

describe('ageOn and ageGroupOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-21', '2026-11-20')).toBe(17);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageGroupOn('2008-11-22', '2026-11-21')).toBe('minor');
    expect(ageGroupOn('2008-11-21', '2026-11-21')).toBe('adult');
  });
});
