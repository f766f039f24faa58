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
import { AGE_GROUPS, federationRefSchema, genderSchema } from './user';

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
};

/** One discipline (and category, when the sport has categories) a participant takes part in. */
export const participantEntrySchema = z.object({
  discipline: z.object({ id, name: z.string() }),
  /** The name of one of the event sport's categories; null when the sport has none. */
  category: z.string().nullable(),
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
    event_sport: z.object({ id, sport: sportRefSchema }),
    kind: z.enum(PARTICIPANT_KINDS),
    status: z.enum(PARTICIPANT_STATUSES),
    user: eventPersonSchema,
    /** The federation the person represents here; null for staff, LOC and ITOs. */
    federation: federationRefSchema.nullable(),
    entries: z.array(participantEntrySchema),
    fee: participantFeeSchema,
    /** A request over the federation's quota (decided by WSK). */
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
