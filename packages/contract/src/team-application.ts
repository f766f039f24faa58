// Marathon team applications (decision 019). Anyone may apply while a team application period is open, with
// or without an account: the team, its country, a contact e-mail and phone, the person who will administer
// the team and documents. The application stays a draft until the code sent to the contact e-mail is
// confirmed; WSK administrators then approve it (the team is created and its administrator invited) or
// reject it with a reason, which is e-mailed to the contact.
import { z } from 'zod';
import { countryCodeSchema } from './sport';
import { storedFileSchema } from './user';
import { emailField, textField } from './zod-rules';

const id = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * draft: made, the contact e-mail not confirmed yet. submitted: confirmed, waiting for WSK. approved: the
 * team exists. rejected: WSK's reason says why. withdrawn: the applicant (or WSK) took it back.
 */
export const TEAM_APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type TeamApplicationStatus = (typeof TEAM_APPLICATION_STATUSES)[number];

export const TEAM_APPLICATION_STATUS_LABELS: Readonly<Record<TeamApplicationStatus, string>> = {
  draft: 'E-mail not confirmed',
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The statuses `change_status/` may set; draft and submitted are reached by applying and confirming. */
export const TEAM_APPLICATION_DECISIONS = ['approved', 'rejected'] as const;
export type TeamApplicationDecision = (typeof TEAM_APPLICATION_DECISIONS)[number];

/** What `change_status/` may do from each status (WSK administrators): decide a submitted application. */
export const TEAM_APPLICATION_TRANSITIONS: Readonly<
  Record<TeamApplicationStatus, readonly TeamApplicationDecision[]>
> = {
  draft: [],
  submitted: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  withdrawn: [],
};

export function mayChangeApplicationStatus(
  from: TeamApplicationStatus,
  to: TeamApplicationDecision,
): boolean {
  return TEAM_APPLICATION_TRANSITIONS[from].includes(to);
}

/** Statuses an application may be withdrawn (`DELETE team-applications/{id}/`) from. */
export const WITHDRAWABLE_APPLICATION_STATUSES: readonly TeamApplicationStatus[] = ['draft', 'submitted'];

export const TEAM_APPLICATION_MESSAGES = {
  APPLICATION_NOT_FOUND: 'Team application not found',
  /** 400: no team application period is open today. */
  PERIOD_CLOSED: 'Team applications are closed',
  /** 400 on `team_name`. */
  NAME_TAKEN: 'A team with this name already exists',
  /** 400 on `status`: the transition table refuses it. */
  STATUS_NOT_ALLOWED: 'The application cannot change to this status',
  /** 400 on `reason`. */
  REASON_REQUIRED: 'Give the reason for the rejection',
  /** 400: withdrawing a decided application. */
  NOT_WITHDRAWABLE: 'Only an application that has not been decided can be withdrawn',
  /** 400: sending a code for an application that is no draft. */
  ALREADY_CONFIRMED: 'This application’s e-mail is already confirmed',
  /** 400 on `documents`. */
  DOCUMENT_UNKNOWN: 'Upload the document again: this upload is not available',
  /** 201 body of `send_code/` and the screen: where the code went. */
  CODE_SENT: 'We sent a code to the contact e-mail',
} as const;

/** At most this many documents on one application. */
export const TEAM_APPLICATION_MAX_DOCUMENTS = 10;

// The period lives in its own module so the browser's start-up load of it needs none of the schemas below.
export { type TeamApplicationPeriod, teamApplicationPeriodSchema } from './team-application-period';

export const teamApplicationSchema = z
  .object({
    id,
    period: z.object({ id, name: z.string() }),
    team_name: z.string(),
    country_code: countryCodeSchema,
    contact_email: z.string(),
    contact_phone: z.string(),
    administrator: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
    documents: z.array(storedFileSchema),
    status: z.enum(TEAM_APPLICATION_STATUSES),
    /** WSK's reason for a rejection; null otherwise. */
    reason: z.string().nullable(),
    /** The signed-in user who applied; null when applied without an account. */
    applicant: z.object({ id, full_name: z.string() }).nullable(),
    /** The team an approval created. */
    team: z.object({ id, name: z.string() }).nullable(),
    created: isoDateTime,
    submitted: isoDateTime.nullable(),
    decided: isoDateTime.nullable(),
    decided_by: z.object({ id, full_name: z.string() }).nullable(),
  })
  .meta({ id: 'TeamApplication' });
export type TeamApplication = z.infer<typeof teamApplicationSchema>;

/** A required phone number as people type it (digits, an optional leading +, blanks, dashes, brackets). */
export const contactPhoneField = () =>
  textField(['required', { rule: 'regex', pattern: '^\\+?[0-9][0-9 ()-]{5,19}$' }], 'Phone number').transform(
    (value) => value.replace(/[ ()-]/g, ''),
  );

/** The application form (`POST team-applications/`). */
export const createTeamApplicationBodySchema = z.object({
  team_name: textField(['required', { rule: 'max_length', length: 100 }]),
  country_code: z
    .string({ error: () => 'This field is required' })
    .regex(/^[A-Z]{2}$/, 'This field is required'),
  contact_email: emailField(),
  contact_phone: contactPhoneField(),
  administrator_first_name: textField(['required', { rule: 'max_length', length: 100 }]),
  administrator_last_name: textField(['required', { rule: 'max_length', length: 100 }]),
  administrator_email: emailField(),
  /** `new_file_name`s from `team-applications/presign_url/`. */
  documents: z.array(z.string().min(1).max(100)).max(TEAM_APPLICATION_MAX_DOCUMENTS).default([]),
});
export type CreateTeamApplicationBody = z.input<typeof createTeamApplicationBodySchema>;

/** The reply to applying and to confirming: enough for the confirmation screens, nothing private. */
export const teamApplicationReceiptSchema = z
  .object({
    id,
    status: z.enum(TEAM_APPLICATION_STATUSES),
    contact_email: z.string(),
    team_name: z.string(),
  })
  .meta({ id: 'TeamApplicationReceipt' });
export type TeamApplicationReceipt = z.infer<typeof teamApplicationReceiptSchema>;
