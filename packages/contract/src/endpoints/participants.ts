// Event registration (spec §2 `/event-registration/:id/:sportId/…`; decision 017): the people a federation
// may register with the reasons others may not, a federation's use of its quotas, registering athletes (an
// NF for its federation, an athlete for themselves where the event sport allows it), the participants of an
// event sport, withdrawals, and WSK's approval or rejection. Every write checks the kind's registration
// window in the event's time zone and answers its §8 message.
import { z } from 'zod';
import { PARTICIPANT_KINDS } from '../event';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import {
  federationCredentialsPickupSchema,
  federationRegistrationSchema,
  PARTICIPANT_STATUSES,
  participantRowSchema,
  participantSchema,
  registrationCandidateSchema,
  selfRegistrationSchema,
} from '../participant';
import { validationMessages } from '../validation';
import { emailField, requiredId, textField } from '../zod-rules';
import { EVENTS_BASE, eventSportParamsSchema } from './events';
import { EXPORT_FORMATS } from './user-management';

const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
const federationStaff = { auth: 'token', roles: ['wsk_admin', 'nf_admin'] } as const;
const federationAdmin = { auth: 'token', roles: ['wsk_admin', 'nf_admin'], permission: 'admin' } as const;
const athlete = { auth: 'token', roles: ['athlete'] } as const;
const signedIn = { auth: 'token' } as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const PARTICIPANT_MESSAGES = {
  PARTICIPANT_NOT_FOUND: 'Participant not found',
  /** 400 on `user`: the quota that applies to the federation is used up. */
  QUOTA_FULL: 'The federation’s quota is full',
  /** 400 on `federation`: WSK staff name the federation they register for. */
  FEDERATION_REQUIRED: 'Choose a national federation',
  /** 400: the kind has no window for this sport. */
  KIND_NOT_REGISTERED: 'This kind of participant does not register for this sport',
  /** 403: the event sport does not take self-registrations. */
  SELF_REGISTRATION_NOT_ALLOWED: 'Athletes do not register themselves for this sport',
  /** 400: registrations open once the event is published. */
  EVENT_NOT_PUBLISHED: 'Registration opens once the event is published',
  /** 400 on `entries`. */
  DISCIPLINE_NOT_OF_SPORT: 'Choose disciplines of this sport',
  CATEGORY_NOT_OF_SPORT: 'Choose a category of this sport',
  CATEGORY_REQUIRED: 'Choose a category for each discipline',
  CATEGORY_NOT_ALLOWED: 'This category is not open to this athlete',
  DUPLICATE_ENTRY: 'Each discipline appears once',
  /** 400: only a pending or approved registration can be withdrawn. */
  NOT_WITHDRAWABLE: 'Only pending or approved registrations can be withdrawn',
  /** 400: only a pending registration is approved or rejected. */
  NOT_PENDING: 'Only pending registrations can be approved or rejected',
  /** 403 for NF staff asking for another federation. */
  OWN_FEDERATION_ONLY: 'You may only register for your own federation',
  /** 400 on `entries`: officials enter no disciplines. */
  ENTRIES_NOT_FOR_OFFICIALS: 'Officials enter no disciplines',
  /** 400 on `extra_quota`: the event sport has no `need_extra_quota`. */
  EXTRA_QUOTA_NOT_OFFERED: 'This sport takes no requests over the quota',
  /** 400 on `extra_quota`: a request over the quota while places remain. */
  QUOTA_NOT_FULL: 'The quota still has places: register the athlete normally',
  /** 400 on `extra_quota`: NTOs beyond the quota are extra officials, only where the sport has them. */
  EXTRA_OFFICIALS_NOT_OFFERED: 'This sport takes no extra officials',
  /** 400 on `function`: an extra official takes one of the sport's extra official roles. */
  EXTRA_OFFICIAL_FUNCTION: 'Choose one of the extra official roles of this sport',
  /** 400 on `function`: one extra official per role and federation. */
  EXTRA_OFFICIAL_TAKEN: 'The federation already has an extra official for this role',
  /** 400: the event sport has no `need_pre_seed`. */
  PRE_SEED_NOT_OFFERED: 'This sport takes no pre-seed results',
  /** 400: pre-seed results are given for approved athletes. */
  PRE_SEED_NOT_APPROVED: 'Pre-seed results are given for approved athletes only',
  /** 400 on `entries`: a pre-seed result names a discipline the athlete does not enter. */
  PRE_SEED_NOT_ENTERED: 'Give results for the disciplines the athlete enters',
  /** 400: credentials pick-up is arranged until the event ends. */
  EVENT_OVER: 'The event is over',
} as const;

/**
 * The kinds an NF registers: athletes on `individual-athletes` (and `athletes-extra-quota`), national
 * technical officials on `nto`.
 */
export const NF_REGISTERED_KINDS = ['athlete', 'nto'] as const;
export type NfRegisteredKind = (typeof NF_REGISTERED_KINDS)[number];

/** A time or points as text, as the federation gives it for seeding. */
export const PRE_SEED_PATTERN = /^[0-9][0-9:.,]{0,19}$/;
export const PRE_SEED_MESSAGE = 'Enter a time or points, such as 00:41.350 or 1250';

const entriesField = z
  .array(
    z.object({
      discipline: requiredId(),
      /** A category name of the event sport; null or left out when the sport has no categories. */
      category: z.string().trim().max(100).nullable().default(null),
    }),
  )
  .max(50)
  .refine((entries) => new Set(entries.map((entry) => entry.discipline)).size === entries.length, {
    error: PARTICIPANT_MESSAGES.DUPLICATE_ENTRY,
  });

export const registerParticipantBodySchema = z
  .object({
    kind: z.enum(NF_REGISTERED_KINDS, { error: () => validationMessages.required }),
    user: requiredId(),
    /** WSK staff name the federation; NF staff register for their own (left out or theirs). */
    federation: z.number().int().positive().max(2_147_483_647).optional(),
    /** Athletes: at least one when the sport has disciplines. Officials: none. */
    entries: entriesField.default([]),
    /** What an NTO does at the event ("Team leader"); required for NTOs, left out for athletes. */
    function: z.string().trim().max(100).nullable().default(null),
    /**
     * A request over the quota, pending until WSK decides: an athlete where the sport has `need_extra_quota`
     * (reduction period only, once the quota is full), or an extra official where it has
     * `need_extra_officials_nto` (the function then one of its extra official roles).
     */
    extra_quota: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'nto' && !body.function) {
      ctx.addIssue({ code: 'custom', message: validationMessages.required, path: ['function'] });
    }
    if (body.kind === 'nto' && body.entries.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: PARTICIPANT_MESSAGES.ENTRIES_NOT_FOR_OFFICIALS,
        path: ['entries'],
      });
    }
  });
export type RegisterParticipantBody = z.input<typeof registerParticipantBodySchema>;

export const updatePreSeedBodySchema = z.object({
  entries: z
    .array(
      z.object({
        discipline: requiredId(),
        /** Null or blank clears it. */
        pre_seed: z
          .string()
          .trim()
          .max(20)
          .nullable()
          .transform((value) => (value ? value : null))
          .refine((value) => value === null || PRE_SEED_PATTERN.test(value), { error: PRE_SEED_MESSAGE }),
      }),
    )
    .min(1)
    .max(50),
});
export type UpdatePreSeedBody = z.input<typeof updatePreSeedBodySchema>;

export const credentialsPickupBodySchema = z.object({
  full_name: textField(['required', { rule: 'max_length', length: 150 }]),
  email: emailField({ required: false }).transform((value) => value || null),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || /^\+?[0-9 ()-]{5,30}$/.test(value), {
      error: 'Enter a phone number such as +39 06 1234567',
    })
    .transform((value) => value || null),
  note: textField([{ rule: 'max_length', length: 500 }]).default(''),
});
export type CredentialsPickupBody = z.input<typeof credentialsPickupBodySchema>;

export const registerSelfBodySchema = z.object({ entries: entriesField });
export type RegisterSelfBody = z.input<typeof registerSelfBodySchema>;

export const rejectParticipantBodySchema = z.object({
  reason: textField(['required', { rule: 'max_length', length: 500 }]),
});
export type RejectParticipantBody = z.input<typeof rejectParticipantBodySchema>;

export const registrationCandidatesQuerySchema = z.object({
  ...pageFields,
  /** Athletes: the federation's approved athletes. NTOs: the federation's members of any role but guest. */
  kind: z.enum(NF_REGISTERED_KINDS).default('athlete'),
  /** Required of WSK staff; NF staff see their own federation whatever is sent. */
  federation: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only the people who may be registered now. */
  eligible: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type RegistrationCandidatesQuery = z.input<typeof registrationCandidatesQuerySchema>;

export const participantsQuerySchema = z.object({
  ...pageFields,
  kind: z.enum(PARTICIPANT_KINDS).optional(),
  status: z.enum(PARTICIPANT_STATUSES).optional(),
  /** WSK staff may filter by federation; NF staff always see their own. */
  federation: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only requests over the quota (true) or only registrations within it (false). */
  extra_quota: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ParticipantsQuery = z.input<typeof participantsQuerySchema>;

/** The event's participants for WSK management and its exports: every sport unless one is named. */
export const eventParticipantsQuerySchema = participantsQuerySchema.extend({
  event_sport: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  need_wsk_match: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type EventParticipantsQuery = z.input<typeof eventParticipantsQuerySchema>;

export const exportEventParticipantsQuerySchema = eventParticipantsQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ format: z.enum(EXPORT_FORMATS) });
export type ExportEventParticipantsQuery = z.input<typeof exportEventParticipantsQuerySchema>;

export const federationRegistrationParamsSchema = z.object({
  id: idParam,
  sportId: idParam,
  federationId: idParam,
});
export const participantParamsSchema = z.object({ id: idParam, participantId: idParam });
export const eventFederationParamsSchema = z.object({ id: idParam, federationId: idParam });

const SPORT_BASE = `${EVENTS_BASE}:id/sports/:sportId/`;

export const listRegistrationCandidates = defineEndpoint({
  name: 'listRegistrationCandidates',
  method: 'GET',
  path: `${SPORT_BASE}registration/candidates/`,
  access: federationStaff,
  summary:
    'The federation’s approved athletes for an event sport, by name, paged, each with the reasons they may not be registered (never hidden), the categories open to them and their active registration. NF staff see their own federation; WSK staff name one.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  query: registrationCandidatesQuerySchema,
  response: pagedSchema(registrationCandidateSchema),
});

export const getFederationRegistration = defineEndpoint({
  name: 'getFederationRegistration',
  method: 'GET',
  path: `${SPORT_BASE}registration/federations/:federationId/`,
  access: federationStaff,
  summary:
    'How much of each quota a federation uses for an event sport (pending, approved, extra-quota requests). NF staff may open their own federation only (403).',
  tags: ['registration'],
  params: federationRegistrationParamsSchema,
  response: federationRegistrationSchema,
});

export const registerParticipant = defineEndpoint({
  name: 'registerParticipant',
  method: 'POST',
  path: `${SPORT_BASE}participants/`,
  access: federationAdmin,
  summary:
    'Registers an athlete of the federation for an event sport with their disciplines and categories: approved at once when eligible, within the quota and the window (the fee of the day is kept). The quota holds under concurrent registrations. NF administrators register for their own federation.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  body: registerParticipantBodySchema,
  response: participantSchema,
  status: 201,
});

export const listEventSportParticipants = defineEndpoint({
  name: 'listEventSportParticipants',
  method: 'GET',
  path: `${SPORT_BASE}participants/`,
  access: federationStaff,
  summary:
    'The participants of an event sport, by name, paged; filters by kind, status, federation and name. NF staff see their own federation’s.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  query: participantsQuerySchema,
  response: pagedSchema(participantSchema),
});

export const getSelfRegistration = defineEndpoint({
  name: 'getSelfRegistration',
  method: 'GET',
  path: `${SPORT_BASE}registration/self/`,
  access: athlete,
  summary:
    'Whether the signed-in athlete may register themselves for the event sport, why not, the categories open to them and their latest registration.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  response: selfRegistrationSchema,
});

export const registerSelf = defineEndpoint({
  name: 'registerSelf',
  method: 'POST',
  path: `${SPORT_BASE}registration/self/`,
  access: athlete,
  summary:
    'The signed-in athlete registers for the event sport for their federation (pending until WSK decides), where the event sport takes self-registrations; the same eligibility, quota and window rules apply.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  body: registerSelfBodySchema,
  response: participantSchema,
  status: 201,
});

export const getParticipant = defineEndpoint({
  name: 'getParticipant',
  method: 'GET',
  path: `${EVENTS_BASE}:id/participants/:participantId/`,
  access: signedIn,
  summary:
    'One participant: to the person, their federation’s NF staff, their team’s administrator and WSK staff (404 to others).',
  tags: ['registration'],
  params: participantParamsSchema,
  response: participantSchema,
});

export const withdrawParticipant = defineEndpoint({
  name: 'withdrawParticipant',
  method: 'POST',
  path: `${EVENTS_BASE}:id/participants/:participantId/withdraw/`,
  access: signedIn,
  summary:
    'Withdraws a pending or approved registration: by the federation’s NF administrators, by the team’s administrator for a team registration, by the person for their own self-registration or staff, LOC or ITO application until the window closes, or by WSK administrators at any time. Withdrawing a staff, LOC or ITO member also takes them off the event’s list. Audited.',
  tags: ['registration'],
  params: participantParamsSchema,
  response: participantSchema,
});

export const approveParticipant = defineEndpoint({
  name: 'approveParticipant',
  method: 'POST',
  path: `${EVENTS_BASE}:id/participants/:participantId/approve/`,
  access: wskAdmin,
  summary:
    'Approves a pending registration; an approved staff, LOC or ITO application puts the person on the event’s list in the same transaction. Audited.',
  tags: ['registration'],
  params: participantParamsSchema,
  response: participantSchema,
});

export const rejectParticipant = defineEndpoint({
  name: 'rejectParticipant',
  method: 'POST',
  path: `${EVENTS_BASE}:id/participants/:participantId/reject/`,
  access: wskAdmin,
  summary: 'Rejects a pending registration with a reason the registering side reads. Audited.',
  tags: ['registration'],
  params: participantParamsSchema,
  body: rejectParticipantBodySchema,
  response: participantSchema,
});

export const updatePreSeed = defineEndpoint({
  name: 'updatePreSeed',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/participants/:participantId/pre-seed/`,
  access: federationAdmin,
  summary:
    'Sets the pre-seed results of an approved athlete’s entries (`athletes-pre-seed`), where the event sport has `need_pre_seed`, during the reduction period only. NF administrators of the athlete’s federation and WSK administrators. Audited.',
  tags: ['registration'],
  params: participantParamsSchema,
  body: updatePreSeedBodySchema,
  response: participantSchema,
});

export const listEventParticipants = defineEndpoint({
  name: 'listEventParticipants',
  method: 'GET',
  path: `${EVENTS_BASE}:id/participants/`,
  access: federationStaff,
  summary:
    'Every participant of the event (WSK management), by name, paged in SQL; filters by sport, kind, status, federation, name and whether an athlete still needs a WSK id match. NF staff see their own federation’s.',
  tags: ['registration'],
  params: idParamsSchema,
  query: eventParticipantsQuerySchema,
  response: pagedSchema(participantRowSchema),
});

export const exportEventParticipants = defineEndpoint({
  name: 'exportEventParticipants',
  method: 'GET',
  path: `${EVENTS_BASE}:id/participants/export/`,
  access: { auth: 'token', roles: ['wsk_admin'] },
  summary:
    'The event’s participants under the list’s filters as a CSV or XLSX file of §3 listing records, streamed whatever its size (`Content-Disposition: attachment`; `X-Export-Count` gives the number of rows first). WSK staff.',
  tags: ['registration'],
  params: idParamsSchema,
  query: exportEventParticipantsQuerySchema,
  response: z.string().meta({ description: 'The file’s bytes', format: 'binary' }),
});

export const getCredentialsPickup = defineEndpoint({
  name: 'getCredentialsPickup',
  method: 'GET',
  path: `${EVENTS_BASE}:id/credentials-pickup/:federationId/`,
  access: federationStaff,
  summary:
    'Who collects the federation’s credentials at the event (null until named). NF staff open their own federation only (403).',
  tags: ['registration'],
  params: eventFederationParamsSchema,
  response: federationCredentialsPickupSchema,
});

export const setCredentialsPickup = defineEndpoint({
  name: 'setCredentialsPickup',
  method: 'PUT',
  path: `${EVENTS_BASE}:id/credentials-pickup/:federationId/`,
  access: federationAdmin,
  summary:
    'Names who collects the federation’s credentials, until the event ends: the federation’s NF administrators and WSK administrators. Audited.',
  tags: ['registration'],
  params: eventFederationParamsSchema,
  body: credentialsPickupBodySchema,
  response: federationCredentialsPickupSchema,
});

export const participantsEndpoints = [
  listRegistrationCandidates,
  getFederationRegistration,
  registerParticipant,
  listEventSportParticipants,
  getSelfRegistration,
  registerSelf,
  getParticipant,
  withdrawParticipant,
  approveParticipant,
  rejectParticipant,
  updatePreSeed,
  listEventParticipants,
  exportEventParticipants,
  getCredentialsPickup,
  setCredentialsPickup,
] as const;
