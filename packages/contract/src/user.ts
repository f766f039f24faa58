// The account and its neighbours of spec §3 (user, registration progress, listings, matching records,
// uploads) and the values the product derives from them.
import { z } from 'zod';
import { ANTI_DOPING_VALIDITY_YEARS, genders, wskIdStatuses } from './constants';
import { roleSchema } from './roles';
import { nationalFederationSchema, sportSchema } from './sport';
import { calendarDay } from './zod-rules';

const id = z.number().int().positive();
/** Dates travel as YYYY-MM-DD; display is the web app's business (DATE_DISPLAY_FORMAT). */
const isoDate = calendarDay();

export const genderSchema = z.enum(genders);
export const wskIdStatusSchema = z.enum(wskIdStatuses);

/** An organization, department or job of the operations staff; `organization_type` may be unset. */
export const organizationUnitSchema = z.object({
  id,
  name: z.string(),
  organization_type: z.string().nullable(),
});
export type OrganizationUnit = z.infer<typeof organizationUnitSchema>;

/** A staff group; `allow_sports` opens sport selection to its members (§3 sportsAllowedForGroup). */
export const userGroupSchema = organizationUnitSchema.extend({ allow_sports: z.boolean() });
export type UserGroup = z.infer<typeof userGroupSchema>;

/** The federation an NF admin administers. */
export const federationRefSchema = nationalFederationSchema.pick({ id: true, name: true, code: true });
export type FederationRef = z.infer<typeof federationRefSchema>;

/** A document the user uploaded, read through a short-lived signed link (private) or a plain one (pictures). */
export const storedFileSchema = z
  .object({
    /** The stored name (`new_file_name` of the presign reply). */
    file_name: z.string(),
    content_type: z.string(),
    /** Where to read it; a private document's link expires within minutes, so fetch it when needed. */
    url: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;

export const GUARDIAN_RELATIONS = ['mother', 'father', 'legal_guardian', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
export const GUARDIAN_RELATION_LABELS: Readonly<Record<GuardianRelation, string>> = {
  mother: 'Mother',
  father: 'Father',
  legal_guardian: 'Legal guardian',
  other: 'Other',
};

/** The legal guardian of a minor as the user record carries it (the consent document is read separately). */
export const legalGuardianSummarySchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  email: z.string(),
  phone: z.string(),
  /** The guardian acknowledged the anti-doping rules on the minor's behalf (/legal-guardians/anti-doping). */
  anti_doping_acknowledged: z.boolean(),
});
export type LegalGuardianSummary = z.infer<typeof legalGuardianSummarySchema>;

/** Under this age (in whole years, on the day the passport details are saved) an athlete is a minor. */
export const AGE_OF_MAJORITY = 18;
/** §3 age_group values (the spec does not show them). */
export const AGE_GROUPS = { MINOR: 'minor', ADULT: 'adult' } as const;
export type AgeGroup = (typeof AGE_GROUPS)[keyof typeof AGE_GROUPS];

/** Whole years between `birthday` and `today` (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function ageGroupOn(birthday: string, today: string): AgeGroup {
  return ageOn(birthday, today) < AGE_OF_MAJORITY ? AGE_GROUPS.MINOR : AGE_GROUPS.ADULT;
}

export const userSchema = z
  .object({
    id,
    /** Null for an account signed up by phone only. */
    email: z.string().nullable(),
    email_verified: z.boolean(),
    /** Null for an account signed up by e-mail only. */
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    /** Empty until the main-information step is done. */
    first_name: z.string(),
    last_name: z.string(),
    middle_name: z.string().nullable(),
    stage_name: z.string().nullable(),
    /** URL of the profile picture. */
    avatar: z.string().nullable(),
    /** Null until the user selects or is given a role. */
    role: roleSchema.nullable(),
    /**
     * Whether an administrator has approved the role the user asked for (§4 Role assignment): a guest needs
     * no approval; athlete, NF, ITO and WSK viewer requests stay pending, without the role's rights.
     */
    role_status: z.enum(['approved', 'pending']),
    nf_admin_federation: federationRefSchema.nullable(),
    registration_completed: z.boolean(),
    /** The legal guardian of a minor (§7 legal-guardians); null for adults and before the step. */
    legal_guardian: legalGuardianSummarySchema.nullable(),
    /**
     * The national federation the user belongs to (/national-federation); the default federation when they
     * belong to none. Null until chosen.
     */
    national_federation: federationRefSchema.nullable(),
    /** Job title within their federation of NF users (edit_nf_job_information/, nf_viewer_set_job/). */
    position: z.string().nullable(),
    organization: organizationUnitSchema.nullable(),
    department: organizationUnitSchema.nullable(),
    group: userGroupSchema.nullable(),
    job: organizationUnitSchema.nullable(),
    wsk_id: z.string().nullable(),
    /** Passport expiry date. */
    active_until_date: isoDate.nullable(),
    anti_doping_year_issued: z.number().int().nullable(),
    not_belong_to_any_federation: z.boolean(),
    /** 'minor' under 18 or 'adult', from the passport's birthday; null before passport details. */
    age_group: z.enum(AGE_GROUPS).nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** §3: the organization type of the job, else of the group, else of the department. */
export function organizationType(user: Pick<User, 'job' | 'group' | 'department'>): string | null {
  for (const unit of [user.job, user.group, user.department]) {
    if (unit?.organization_type) return unit.organization_type;
  }
  return null;
}

export function sportsAllowedForGroup(user: Pick<User, 'group'> | null | undefined): boolean {
  return user?.group?.allow_sports === true;
}

/** The calendar day of `date` in the runtime's time zone (the user's own in the browser), as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * §4: the passport is expired when active_until_date is today or earlier, by calendar day, so a passport
 * valid "until" a day is already expired on that day. No date means no passport yet, which the sign-up
 * guard handles; it is not reported as expired.
 */
export function isPassportExpired(activeUntilDate: string | null | undefined, today: Date | string): boolean {
  if (!activeUntilDate) return false;
  const day = typeof today === 'string' ? today.slice(0, 10) : localIsoDate(today);
  // Zero-padded ISO dates order as text, which avoids time-of-day and time-zone drift of Date arithmetic.
  return activeUntilDate.slice(0, 10) <= day;
}

/** §4/§9: expired once 3 or more years have passed since the year of issue; no year counts as expired. */
export function isAntiDopingExpired(yearIssued: number | null | undefined, currentYear: number): boolean {
  if (yearIssued === null || yearIssued === undefined) return true;
  return currentYear - yearIssued >= ANTI_DOPING_VALIDITY_YEARS;
}

export const registrationProgressSchema = z
  .object({
    id,
    need_legal_guardian_step: z.boolean(),
    password_exists: z.boolean(),
    step_role_guest_is_selected: z.boolean(),
    step_user_main_information: z.boolean(),
    step_passport_details: z.boolean(),
    step_guardian_details: z.boolean(),
    step_job_information: z.boolean(),
    step_postal_address_details: z.boolean(),
    step_social_profiles: z.boolean(),
    step_anti_doping_details: z.boolean(),
    step_sport_details: z.boolean(),
    step_national_federation: z.boolean(),
    step_add_profile_picture: z.boolean(),
    /** A copy of the user's registration_completed. */
    user__registration_completed: z.boolean(),
  })
  .meta({ id: 'RegistrationProgress' });
export type RegistrationProgress = z.infer<typeof registrationProgressSchema>;

// The user's own flag, not the step flags, decides completion: the steps required differ by role (§4).
export const isRegistrationCompleted = (progress: RegistrationProgress): boolean =>
  progress.user__registration_completed;
// Passport details saved.
export const hasPassport = (progress: RegistrationProgress): boolean => progress.step_passport_details;
// A minor: the server asks for the legal-guardian step.
export const needsLegalGuardians = (progress: RegistrationProgress): boolean =>
  progress.need_legal_guardian_step;
// Guardian details saved; meaningful only when needsLegalGuardians.
export const hasLegalGuardians = (progress: RegistrationProgress): boolean => progress.step_guardian_details;
// At least one sport selected.
export const hasSportDetails = (progress: RegistrationProgress): boolean => progress.step_sport_details;
// National federation chosen (or "none" confirmed through change_step_national_federation).
export const hasNationalFederation = (progress: RegistrationProgress): boolean =>
  progress.step_national_federation;
// Profile picture uploaded.
export const hasProfilePicture = (progress: RegistrationProgress): boolean =>
  progress.step_add_profile_picture;

export interface RegistrationProgressSummary {
  readonly completed: boolean;
  readonly hasPassport: boolean;
  readonly needsLegalGuardians: boolean;
  readonly hasLegalGuardians: boolean;
  readonly hasSportDetails: boolean;
  readonly hasNationalFederation: boolean;
  readonly hasProfilePicture: boolean;
}

/** Every derived value of §3 "Registration progress" at once. */
export function summarizeRegistrationProgress(progress: RegistrationProgress): RegistrationProgressSummary {
  return {
    completed: isRegistrationCompleted(progress),
    hasPassport: hasPassport(progress),
    needsLegalGuardians: needsLegalGuardians(progress),
    hasLegalGuardians: hasLegalGuardians(progress),
    hasSportDetails: hasSportDetails(progress),
    hasNationalFederation: hasNationalFederation(progress),
    hasProfilePicture: hasProfilePicture(progress),
  };
}

/** A row of the user-management list (§3 "User list item"). */
export const userListItemSchema = z
  .object({
    id,
    avatar: z.string().nullable(),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    gender: genderSchema.nullable(),
    role: roleSchema.nullable(),
    department: organizationUnitSchema.nullable(),
    group: userGroupSchema.nullable(),
    job: organizationUnitSchema.nullable(),
    /** Every federation the user represents in one of their sports. */
    federations: z.array(federationRefSchema),
    /** Every sport the user selected; the field keeps its singular §3 name. */
    sport: z.array(sportSchema.pick({ id: true, name: true, type: true })),
    has_anti_doping: z.boolean(),
    has_passport: z.boolean(),
    is_valid_for_event: z.boolean(),
    registration_completed: z.boolean(),
    passport_expire_date: isoDate.nullable(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

/** A person who can be added to an event's staff (§3 "Staff candidate"). */
export const staffCandidateSchema = userListItemSchema
  .pick({
    id: true,
    avatar: true,
    first_name: true,
    last_name: true,
    full_name: true,
    has_anti_doping: true,
    has_passport: true,
    is_valid_for_event: true,
    registration_completed: true,
    passport_expire_date: true,
  })
  .meta({ id: 'StaffCandidate' });
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;

/** A ban of a team or person; WSK administrative users ban and unban (§6). */
export const banRecordSchema = z
  .object({
    id,
    name: z.string(),
    ban_date: isoDate,
    ban_reason: z.string().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'BanRecord' });
export type BanRecord = z.infer<typeof banRecordSchema>;

/** A reference-list entry (disciplines, stances, devices and the like). */
export const referenceRecordSchema = z
  .object({
    id,
    name: z.string(),
    code: z.string().nullable(),
    /** Text, not a number: reference numbers may carry leading zeros. */
    number: z.string().nullable(),
  })
  .meta({ id: 'ReferenceRecord' });
export type ReferenceRecord = z.infer<typeof referenceRecordSchema>;

/** Reply of every `presign_url/` call: POST the file with `fields` as form fields to `url`, without auth. */
export const presignedUploadSchema = z
  .object({
    fields: z.record(z.string(), z.string()),
    /** The stored name to send back in the record that references the upload. */
    new_file_name: z.string(),
    url: z.string(),
  })
  .meta({ id: 'PresignedUpload' });
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** The person fields every record of the WSK database carries. */
const wskPersonFields = {
  id,
  first_name: z.string(),
  last_name: z.string(),
  /** Nationality as imported, not normalised. */
  nationality_raw: z.string().nullable(),
  birthday: isoDate.nullable(),
  /** The federation of the country the nationality names, when the import recognised it. */
  country: federationRefSchema.nullable(),
};

/** An entry of the WSK database that may be the same person as a user (`GET {id}/match_athlete/`). */
export const athleteMatchSchema = z
  .object({ ...wskPersonFields, wsk_id: z.string().nullable() })
  .meta({ id: 'AthleteMatch' });
export type AthleteMatch = z.infer<typeof athleteMatchSchema>;

/** First name, last name and WSK id, space-separated, leaving out empty parts. */
export function athleteMatchDisplayName(
  match: Pick<AthleteMatch, 'first_name' | 'last_name' | 'wsk_id'>,
): string {
  return [match.first_name, match.last_name, match.wsk_id]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** A user who may be the person of a WSK id record (`GET wsk-ids/{id}/find_candidates/`). */
export const matchCandidateSchema = z
  .object({
    pk: id,
    first_name: z.string(),
    last_name: z.string(),
    /** What the matching screen compares side by side with the record. */
    email: z.string().nullable(),
    birthday: isoDate.nullable(),
    country: federationRefSchema.nullable(),
    gender: genderSchema.nullable(),
    /** The WSK id the user already holds, if any (such users are never offered for another record). */
    wsk_id: z.string().nullable(),
    /** How alike the two are, 0 to 1: name trigram similarity, birthday and country (highest first). */
    score: z.number().min(0).max(1),
  })
  .meta({ id: 'MatchCandidate' });
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

/** A record of the WSK id database and its matching state (`GET wsk-ids/`). */
export const wskIdRecordSchema = z
  .object({
    ...wskPersonFields,
    wsk_id: z.string(),
    status: wskIdStatusSchema,
    /** Imported data may hold values outside M/F/X; genderDisplay shows those as a dash. */
    gender: z.string().nullable(),
    /** The matched user's id. */
    user: id.nullable(),
  })
  .meta({ id: 'WskIdRecord' });
export type WskIdRecord = z.infer<typeof wskIdRecordSchema>;
