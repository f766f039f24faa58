// Participants of an event sport (spec §2 event registration; decision 017): who is registered, as what kind,
// in which disciplines and categories, in which state, with the fee frozen at registration; the people a
// registration screen offers, each with the reasons they may not take part; and a federation's use of its
// quotas. What the registration API sends; the bodies are in endpoints/participants.ts.
import { z } from 'zod';
import {
  ACTIVE_PARTICIPANT_STATUSES,
  currencyCodeSchema,
  moneySchema,
  PARTICIPANT_KINDS,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from './event';
import { eventPersonSchema } from './event-parts';
import { sportSchema } from './sport';
import { teamRefSchema } from './team';
import { AGE_GROUPS, federationRefSchema, genderSchema } from './user';
import { calendarDay } from './zod-rules';

const id = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });
const sportRefSchema = sportSchema.pick({ id: true, name: true, type: true });

export { ACTIVE_PARTICIPANT_STATUSES, PARTICIPANT_STATUSES, type ParticipantStatus };

export const PARTICIPANT_STATUS_LABELS: Readonly<Record<ParticipantStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export function isActiveStatus(status: ParticipantStatus): boolean {
  return (ACTIVE_PARTICIPANT_STATUSES as readonly ParticipantStatus[]).includes(status);
}

/**
 * Why a person may not be registered; candidate lists show every person with these, never hiding one.
 * The passport is judged on the event's last day, the anti-doping certificate in that day's year (valid
 * for three years, §9), the age group on the event's first day.
 */
export const INELIGIBILITY_REASONS = [
  'not_an_athlete',
  'registration_not_completed',
  'passport_missing',
  'passport_expires',
  'anti_doping_missing',
  'wrong_federation',
  'country_not_allowed',
  'wrong_age_group',
  'wrong_gender',
  'banned',
  'already_registered',
  'not_a_member',
  'not_an_ito',
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export const INELIGIBILITY_MESSAGES: Readonly<Record<IneligibilityReason, string>> = {
  not_an_athlete: 'Not an approved athlete',
  registration_not_completed: 'Registration is not completed',
  passport_missing: 'No passport details',
  passport_expires: 'The passport is not valid on the last day of the event',
  anti_doping_missing: 'No valid anti-doping certificate',
  wrong_federation: 'Not a member of this federation',
  country_not_allowed: 'This sport is not open to athletes of this country',
  wrong_age_group: 'No category of this sport for this age group',
  wrong_gender: 'No category of this sport for this gender',
  banned: 'Banned from taking part',
  already_registered: 'Already registered for this sport',
  not_a_member: 'Not an approved member of a national federation',
  not_an_ito: 'Not an approved international technical official',
};

/** One discipline (and category, when the sport has categories) a participant takes part in. */
export const participantEntrySchema = z.object({
  discipline: z.object({ id, name: z.string() }),
  /** The name of one of the event sport's categories; null when the sport has none. */
  category: z.string().nullable(),
  /**
   * The result the federation gives for seeding heats and start lists (`athletes-pre-seed`, when the event
   * sport has `need_pre_seed`): a time or points as text ("00:41.350", "1250"); null until given.
   */
  pre_seed: z.string().nullable(),
});
export type ParticipantEntry = z.infer<typeof participantEntrySchema>;

/** The fee decided at registration, kept on the participant until the payments issue's orders carry it. */
export const participantFeeSchema = z.object({
  /** Null when this kind pays nothing. */
  amount: moneySchema.nullable(),
  /** Whether the reduced fee of the reduction period applied. */
  reduced: z.boolean(),
  currency: currencyCodeSchema,
});
export type ParticipantFee = z.infer<typeof participantFeeSchema>;

const personRefSchema = z.object({ id, full_name: z.string() });

export const participantSchema = z
  .object({
    id,
    event: id,
    /** Null for event staff and LOC members, who serve the whole event rather than one sport. */
    event_sport: z.object({ id, sport: sportRefSchema }).nullable(),
    kind: z.enum(PARTICIPANT_KINDS),
    status: z.enum(PARTICIPANT_STATUSES),
    user: eventPersonSchema,
    /** The federation the person represents here; null for staff, LOC and ITOs. */
    federation: federationRefSchema.nullable(),
    entries: z.array(participantEntrySchema),
    /** The team of a team registration (`team-admin-to`, `team-admin-athletes`); null otherwise. */
    team: teamRefSchema.nullable(),
    /** A team athlete's number for this event sport (unique within the team's registrations); null otherwise. */
    jersey_number: z.number().int().min(0).max(99).nullable(),
    /** What an official or a staff member does ("Team leader", "Referee"); null for athletes. */
    function: z.string().nullable(),
    fee: participantFeeSchema,
    /**
     * A request over the federation's quota, decided by WSK: an athlete of an `athletes-extra-quota`
     * request, or an NTO registered as an extra official (`need_extra_officials_nto`).
     */
    extra_quota: z.boolean(),
    /** Who registered them (the person themselves for a self-registration); null once that account is gone. */
    registered_by: personRefSchema.nullable(),
    /** Who approved, rejected or withdrew the registration, when and why; null while pending. */
    decision: z
      .object({ by: personRefSchema.nullable(), at: isoDateTime, reason: z.string().nullable() })
      .nullable(),
    created: isoDateTime,
    updated: isoDateTime,
  })
  .meta({ id: 'Participant' });
export type Participant = z.infer<typeof participantSchema>;

/** A person a registration screen offers, with why they may not be registered (empty when they may). */
export const registrationCandidateSchema = z
  .object({
    id,
    full_name: z.string(),
    avatar: z.string().nullable(),
    gender: genderSchema.nullable(),
    /** On the event's first day; null without passport details. */
    age_group: z.enum(AGE_GROUPS).nullable(),
    wsk_id: z.string().nullable(),
    federation: federationRefSchema.nullable(),
    eligible: z.boolean(),
    reasons: z.array(z.enum(INELIGIBILITY_REASONS)),
    /** The categories of the event sport the person may enter (gender and age group); all when none apply. */
    categories: z.array(z.string()),
    /** Their active registration for this sport and kind, if any. */
    participant: z.object({ id, status: z.enum(ACTIVE_PARTICIPANT_STATUSES) }).nullable(),
  })
  .meta({ id: 'RegistrationCandidate' });
export type RegistrationCandidate = z.infer<typeof registrationCandidateSchema>;

/** How much of its quota a federation uses for one kind of participant of an event sport. */
export const kindRegistrationSchema = z.object({
  kind: z.enum(PARTICIPANT_KINDS),
  /** The federation's own quota, else the sport's default; null: no limit. */
  quota: z.number().int().min(0).nullable(),
  /** Pending and approved registrations within the quota (extra-quota requests are not counted). */
  used: z.number().int().min(0),
  approved: z.number().int().min(0),
  pending: z.number().int().min(0),
  /** Pending or approved requests over the quota. */
  extra_quota: z.number().int().min(0),
});
export type KindRegistration = z.infer<typeof kindRegistrationSchema>;

export const federationRegistrationSchema = z
  .object({
    federation: federationRefSchema,
    event_sport: z.object({ id, sport: sportRefSchema }),
    kinds: z.array(kindRegistrationSchema),
  })
  .meta({ id: 'FederationRegistration' });
export type FederationRegistration = z.infer<typeof federationRegistrationSchema>;

/** What the self-registration screen needs to know about the signed-in athlete. */
export const selfRegistrationSchema = z
  .object({
    /** Whether athletes of this event sport register themselves. */
    allowed: z.boolean(),
    candidate: registrationCandidateSchema,
    /** Their latest registration for this sport as an athlete (any status), if any. */
    participant: participantSchema.nullable(),
  })
  .meta({ id: 'SelfRegistration' });
export type SelfRegistration = z.infer<typeof selfRegistrationSchema>;

// Staff, LOC and ITO applications -------------------------------------------------------------------------

/** The kinds that apply to serve an event: its staff and LOC (the whole event) and ITOs (one sport). */
export const ROLE_REGISTRATION_KINDS = ['staff', 'loc', 'ito'] as const;
export type RoleRegistrationKind = (typeof ROLE_REGISTRATION_KINDS)[number];

/**
 * What the staff, LOC and ITO registration screens need about the signed-in person: whether applications
 * are open, why they may not apply (never hidden), their latest application and whether they already
 * serve (WSK put them on the event's staff, LOC or ITO list).
 */
export const roleRegistrationSchema = z
  .object({
    kind: z.enum(ROLE_REGISTRATION_KINDS),
    event: id,
    /** The sport of an ITO application; null for staff and LOC. */
    event_sport: z.object({ id, sport: sportRefSchema }).nullable(),
    /** Applications are taken now (the kind's window, else from publication until the event's last day). */
    open: z.boolean(),
    /** Why applications are not taken now (a §8 window message or 'The event is over'); null while open. */
    closed_message: z.string().nullable(),
    /** The first and last day applications are taken, in the event's time zone. */
    opens_on: calendarDay(),
    closes_on: calendarDay(),
    candidate: registrationCandidateSchema,
    /** Their latest application for this kind (and sport), whatever its status; null when none. */
    participant: participantSchema.nullable(),
    /** Whether they are on the event's staff, LOC or ITO list for it now. */
    on_roster: z.boolean(),
  })
  .meta({ id: 'RoleRegistration' });
export type RoleRegistration = z.infer<typeof roleRegistrationSchema>;

// Team registrations -----------------------------------------------------------------------------------------

/** A person a team administrator may register, with the roster's jersey number for team athletes. */
export const teamRegistrationCandidateSchema = registrationCandidateSchema
  .extend({
    /** Their number on the team's roster (team athletes); null otherwise. */
    jersey_number: z.number().int().min(0).max(99).nullable(),
  })
  .meta({ id: 'TeamRegistrationCandidate' });
export type TeamRegistrationCandidate = z.infer<typeof teamRegistrationCandidateSchema>;

/** A team's use of its places for an event sport, as `team-admin-to` and `team-admin-athletes` show it. */
export const teamRegistrationSchema = z
  .object({
    team: teamRefSchema,
    event_sport: z.object({ id, sport: sportRefSchema }),
    /** The team kinds with a window for this sport; the kind's default quota applies to each team. */
    kinds: z.array(kindRegistrationSchema),
    /** The jersey numbers this sport allows (roller derby 0 to 99, else 1 to 99). */
    jersey: z.object({ min: z.number().int(), max: z.number().int() }),
    /** The numbers the team's active registrations of this sport already wear. */
    used_jersey_numbers: z.array(z.number().int()),
    /** Whether the caller may register and withdraw (the team's administrator, WSK administrators). */
    editable: z.boolean(),
  })
  .meta({ id: 'TeamRegistration' });
export type TeamRegistration = z.infer<typeof teamRegistrationSchema>;

// Extra officials -------------------------------------------------------------------------------------------

/**
 * Where an event sport has `need_extra_officials_nto`, a federation may register national technical
 * officials beyond its NTO quota, one for each function its `extra_official_rules.roles` lists; each is a
 * request WSK approves or rejects.
 */
export function extraOfficialFunctions(sport: {
  readonly need_extra_officials_nto: boolean;
  readonly extra_official_rules: { readonly roles: readonly string[] } | null;
}): readonly string[] {
  if (!sport.need_extra_officials_nto) return [];
  return sport.extra_official_rules?.roles ?? [];
}

// Management and exports ------------------------------------------------------------------------------------

/** A participant as the event's management list shows it to WSK and NF staff. */
export const participantRowSchema = participantSchema
  .extend({
    /** The person's e-mail, for the staff who manage the registration. */
    email: z.string().nullable(),
    /** An athlete without a WSK id: to be matched in the WSK id database (decision 014). */
    need_wsk_match: z.boolean(),
  })
  .meta({ id: 'ParticipantRow' });
export type ParticipantRow = z.infer<typeof participantRowSchema>;

/**
 * The columns of a participants export (§3 "staff and participant listing records"), in order, with their
 * header: one row per participant; lists joined with ", ", booleans "Yes"/"No". `role` is the participant's
 * kind; `organization_type_id` is the job's organisation type, else the group's, else the department's.
 */
export const PARTICIPANT_EXPORT_COLUMNS = [
  ['id', 'ID'],
  ['full_name', 'Full name'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['gender', 'Gender'],
  ['role', 'Role'],
  ['group', 'Group'],
  ['department', 'Department'],
  ['job', 'Job'],
  ['organization_type_id', 'Organisation type'],
  ['email', 'E-mail'],
  ['sport', 'Sport'],
  ['need_wsk_match', 'Needs WSK match'],
  ['federation', 'National federation'],
  ['status', 'Status'],
  ['function', 'Function'],
  ['entries', 'Disciplines'],
  ['fee', 'Fee'],
  ['currency', 'Currency'],
  ['registered', 'Registered'],
] as const;
export type ParticipantExportColumn = (typeof PARTICIPANT_EXPORT_COLUMNS)[number][0];

// Credentials pick-up -----------------------------------------------------------------------------------------

/** Who collects a federation's credentials at the event's accreditation desk (`credentials-pickup`). */
export const credentialsPickupSchema = z
  .object({
    full_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Arrival day and time, flight, anything the desk should know. */
    note: z.string(),
    updated_by: personRefSchema.nullable(),
    updated: isoDateTime,
  })
  .meta({ id: 'CredentialsPickup' });
export type CredentialsPickup = z.infer<typeof credentialsPickupSchema>;

export const federationCredentialsPickupSchema = z
  .object({
    event: id,
    federation: federationRefSchema,
    /** Null until the federation names someone. */
    pickup: credentialsPickupSchema.nullable(),
    /** Whether the caller may change it now (the federation's NF administrators and WSK administrators, until the event ends). */
    editable: z.boolean(),
  })
  .meta({ id: 'FederationCredentialsPickup' });
export type FederationCredentialsPickup = z.infer<typeof federationCredentialsPickupSchema>;

// Credentials and checks ----------------------------------------------------------------------------------------

/** An approved participant's accreditation: what the card shows and the address its QR code carries. */
export const credentialSchema = z
  .object({
    participant: participantSchema,
    event: z.object({
      id,
      name: z.string(),
      starts_on: calendarDay(),
      ends_on: calendarDay(),
      city: z.string(),
    }),
    /** The label of the role on the card ("Athlete", "National technical official"). */
    role: z.string(),
    /** `/guard-check/:eventId/:userId/:roleId?token=…` on the portal's public address. */
    check_url: z.string(),
    /** When the signed token of the QR code stops being accepted (the day after the event ends). */
    valid_until: isoDateTime,
  })
  .meta({ id: 'Credential' });
export type Credential = z.infer<typeof credentialSchema>;

/**
 * What a credential check finds. `valid` only when the token's signature holds, it has not expired, it
 * names the same event, person and credential as the address, and the registration is still approved.
 */
export const CREDENTIAL_CHECK_RESULTS = [
  'valid',
  /** No token, a token whose signature fails, or a token of another purpose. */
  'tampered',
  'expired',
  /** The token is genuine but names another event, person or credential than the address. */
  'mismatch',
  'not_found',
  'pending',
  'rejected',
  'withdrawn',
] as const;
export type CredentialCheckResult = (typeof CREDENTIAL_CHECK_RESULTS)[number];

export const CREDENTIAL_CHECK_MESSAGES: Readonly<Record<CredentialCheckResult, string>> = {
  valid: 'Valid credential',
  tampered: 'This credential is not genuine',
  expired: 'This credential has expired',
  mismatch: 'This credential is not genuine',
  not_found: 'There is no such credential',
  pending: 'This registration is not approved',
  rejected: 'This credential has been revoked',
  withdrawn: 'This registration has been withdrawn',
};

export const credentialCheckSchema = z
  .object({
    valid: z.boolean(),
    result: z.enum(CREDENTIAL_CHECK_RESULTS),
    message: z.string(),
    /** The person, when the token is genuine and names an existing credential; null otherwise. */
    person: eventPersonSchema.nullable(),
    role: z
      .object({
        kind: z.enum(PARTICIPANT_KINDS),
        label: z.string(),
        function: z.string().nullable(),
        /** Null for event staff and LOC members. */
        sport: sportRefSchema.nullable(),
      })
      .nullable(),
    event: z.object({ id, name: z.string() }).nullable(),
    checked_at: isoDateTime,
  })
  .meta({ id: 'CredentialCheck' });
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;
