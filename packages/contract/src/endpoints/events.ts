// The event API (decision 015; §7 lists none): events and their sports, with each sport's registration
// window, fee per participant kind, disciplines and categories. WSK administrators write; every signed-in
// user reads published and archived events, WSK staff drafts too. A draft is 404 to everyone else, exactly
// as an unknown id.
import { z } from 'zod';
import {
  customSectionSchema,
  EVENT_DATES_MESSAGE,
  EVENT_KINDS,
  EVENT_STATUSES,
  eventCategorySchema,
  eventListItemSchema,
  eventSchema,
  eventSportSchema,
  eventSportSummarySchema,
  moneySchema,
  PARTICIPANT_KINDS,
  REDUCED_FEE_MESSAGE,
  UNKNOWN_TIME_ZONE_MESSAGE,
  WINDOW_ORDER_MESSAGE,
} from '../event';
import { defineEndpoint, idParam, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { CURRENCY_CODES } from '../payment';
import { isKnownTimeZone, isOrderedWindow } from '../registration-window';
import { calendarDay, requiredChoice, requiredDate, requiredId, textField } from '../zod-rules';
import { uploadKeySchema } from './uploads';

export const EVENTS_BASE = '/api/client/events/';

/** The largest quota a federation can be given for one kind of participant. */
export const MAX_QUOTA = 10_000;

const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
const signedIn = { auth: 'token' } as const;

export const eventParamsSchema = z.object({ id: idParam });
export const eventSportParamsSchema = z.object({ id: idParam, sportId: idParam });

export const EVENT_ORDERINGS = ['starts_on', '-starts_on', 'name', '-name'] as const;

export const eventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Part of the name or city, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** A sport of the reference list the event holds. */
  sport: idParam.optional(),
  /** The host country's federation. */
  country: idParam.optional(),
  /** Events ending on or after this day. */
  from: calendarDay().optional(),
  /** Events starting on or before this day. */
  to: calendarDay().optional(),
  /** WSK staff only; others always get published and archived events. */
  status: z.enum(EVENT_STATUSES).optional(),
  /** Soonest first by default. */
  ordering: z.enum(EVENT_ORDERINGS).optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

const eventFields = {
  name: textField(['required', { rule: 'max_length', length: 200 }]),
  kind: requiredChoice(EVENT_KINDS),
  starts_on: requiredDate({ notBefore: '2000-01-01' }),
  ends_on: requiredDate({ notBefore: '2000-01-01' }),
  city: textField(['required', { rule: 'max_length', length: 100 }]),
  /** The host country's federation. */
  country: requiredId(),
  venue: textField([{ rule: 'max_length', length: 200 }]).default(''),
  description: textField([{ rule: 'max_length', length: 20_000 }]).default(''),
  /** One of the currencies of `client/payment/currencies/`: what orders are billed and paid in. */
  currency: z.enum(CURRENCY_CODES, { error: () => UNKNOWN_CURRENCY_MESSAGE }),
  time_zone: z.string().max(64).refine(isKnownTimeZone, { error: UNKNOWN_TIME_ZONE_MESSAGE }),
  custom_sections: z.array(customSectionSchema).max(20).default([]),
  show_only_selected_reports: z.boolean().default(true),
};

const datesInOrder = (body: { starts_on?: string | undefined; ends_on?: string | undefined }) =>
  body.starts_on === undefined || body.ends_on === undefined || body.starts_on <= body.ends_on;

export const createEventBodySchema = z
  .object(eventFields)
  .refine(datesInOrder, { error: EVENT_DATES_MESSAGE, path: ['ends_on'] });
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** Any of the fields; the dates are checked against the stored ones on the server too. */
export const updateEventBodySchema = z
  .object(eventFields)
  .partial()
  .extend({
    /** `new_file_name` of the event's `presign_url/` (a picture), or null to remove the cover. */
    cover_image: uploadKeySchema.nullable().optional(),
  })
  .refine(datesInOrder, { error: EVENT_DATES_MESSAGE, path: ['ends_on'] });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

export const listEvents = defineEndpoint({
  name: 'listEvents',
  method: 'GET',
  path: EVENTS_BASE,
  access: signedIn,
  summary:
    'Events, paged and filtered in SQL (search, sport, country, dates). Published and archived events for everyone; WSK staff also drafts and may filter by status.',
  tags: ['events'],
  query: eventsQuerySchema,
  response: pagedSchema(eventListItemSchema),
});

export const createEvent = defineEndpoint({
  name: 'createEvent',
  method: 'POST',
  path: EVENTS_BASE,
  access: wskAdmin,
  summary: 'Creates a draft event.',
  tags: ['events'],
  body: createEventBodySchema,
  response: eventSchema,
  status: 201,
});

export const getEvent = defineEndpoint({
  name: 'getEvent',
  method: 'GET',
  path: `${EVENTS_BASE}:id/`,
  access: signedIn,
  summary: 'One event. A draft is 404 to all but WSK staff.',
  tags: ['events'],
  params: eventParamsSchema,
  response: eventSchema,
});

export const updateEvent = defineEndpoint({
  name: 'updateEvent',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/`,
  access: wskAdmin,
  summary: 'Changes an event (not an archived one: 400).',
  tags: ['events'],
  params: eventParamsSchema,
  body: updateEventBodySchema,
  response: eventSchema,
});

export const ONLY_DRAFT_DELETED_MESSAGE = 'Only a draft event can be deleted';
export const PUBLISH_NEEDS_SPORT_MESSAGE = 'Add a sport with its registration dates before publishing';
export const ARCHIVED_EVENT_MESSAGE = 'An archived event cannot be changed';
/** 400 on `currency`: registrations froze their fees, and orders bill them, in the event's currency. */
export const CURRENCY_FROZEN_MESSAGE = 'The currency cannot change once participants are registered';
/** 400 on `currency`: a code outside the portal's currencies (`client/payment/currencies/`). */
export const UNKNOWN_CURRENCY_MESSAGE = 'Choose one of the currencies the portal charges in';
export const EVENT_STATUS_MESSAGE = 'The event is not in a state that allows this';

export const deleteEvent = defineEndpoint({
  name: 'deleteEvent',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/`,
  access: wskAdmin,
  summary: 'Deletes a draft event with its sports; a published or archived one is 400.',
  tags: ['events'],
  params: eventParamsSchema,
  response: z.null(),
  status: 204,
});

export const publishEvent = defineEndpoint({
  name: 'publishEvent',
  method: 'POST',
  path: `${EVENTS_BASE}:id/publish/`,
  access: wskAdmin,
  summary:
    'Publishes a draft: every signed-in user sees it. Needs at least one sport with registration dates for a participant kind (400 otherwise).',
  tags: ['events'],
  params: eventParamsSchema,
  response: eventSchema,
});

export const archiveEvent = defineEndpoint({
  name: 'archiveEvent',
  method: 'POST',
  path: `${EVENTS_BASE}:id/archive/`,
  access: wskAdmin,
  summary: 'Archives a published event: still readable, no longer changed.',
  tags: ['events'],
  params: eventParamsSchema,
  response: eventSchema,
});

// Sports of an event ------------------------------------------------------------------------------------------

export const SPORT_ALREADY_IN_EVENT_MESSAGE = 'This sport is already part of the event';
export const DISCIPLINE_OF_OTHER_SPORT_MESSAGE = 'Choose disciplines of this sport';

const eventSportFields = {
  disciplines: z.array(idParam).max(100).default([]),
  categories: z.array(eventCategorySchema).max(100).default([]),
  /** Copied from the sport when left out. */
  need_pre_seed: z.boolean().optional(),
  need_extra_quota: z.boolean().optional(),
  need_extra_officials_nto: z.boolean().optional(),
  /** Off when left out: national federations register the athletes. */
  allow_self_registration: z.boolean().optional(),
  extra_official_rules: z
    .object({ roles: z.array(z.string().trim().min(1).max(100)).max(50) })
    .nullable()
    .optional(),
};

export const createEventSportBodySchema = z.object({ sport: requiredId(), ...eventSportFields });
export type CreateEventSportBody = z.input<typeof createEventSportBodySchema>;
export const updateEventSportBodySchema = z.object(eventSportFields).partial();
export type UpdateEventSportBody = z.input<typeof updateEventSportBodySchema>;

export const listEventSports = defineEndpoint({
  name: 'listEventSports',
  method: 'GET',
  path: `${EVENTS_BASE}:id/sports/`,
  access: signedIn,
  summary: 'The sports of an event (as visible as the event).',
  tags: ['events'],
  params: eventParamsSchema,
  response: z.array(eventSportSummarySchema),
});

export const createEventSport = defineEndpoint({
  name: 'createEventSport',
  method: 'POST',
  path: `${EVENTS_BASE}:id/sports/`,
  access: wskAdmin,
  summary:
    'Adds a sport of the reference list to the event, with disciplines of that sport and categories; its flags are copied from the sport unless given.',
  tags: ['events'],
  params: eventParamsSchema,
  body: createEventSportBodySchema,
  response: eventSportSchema,
  status: 201,
});

export const getEventSport = defineEndpoint({
  name: 'getEventSport',
  method: 'GET',
  path: `${EVENTS_BASE}:id/sports/:sportId/`,
  access: signedIn,
  summary:
    'The sport profile: disciplines, categories, flags, and per participant kind its window, fees and where the window stands today in the event’s time zone.',
  tags: ['events'],
  params: eventSportParamsSchema,
  response: eventSportSchema,
});

export const updateEventSport = defineEndpoint({
  name: 'updateEventSport',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/sports/:sportId/`,
  access: wskAdmin,
  summary: 'Changes the disciplines, categories or flags of an event sport.',
  tags: ['events'],
  params: eventSportParamsSchema,
  body: updateEventSportBodySchema,
  response: eventSportSchema,
});

export const deleteEventSport = defineEndpoint({
  name: 'deleteEventSport',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/sports/:sportId/`,
  access: wskAdmin,
  summary: 'Removes a sport from a draft event (400 once published).',
  tags: ['events'],
  params: eventSportParamsSchema,
  response: z.null(),
  status: 204,
});

export const participantSettingsBodySchema = z
  .object({
    kind: requiredChoice(PARTICIPANT_KINDS),
    opens_on: requiredDate({ notBefore: '2000-01-01' }),
    reduction_ends_on: calendarDay().nullable().default(null),
    closes_on: requiredDate({ notBefore: '2000-01-01' }),
    amount: moneySchema.nullable().default(null),
    reduced_amount: moneySchema.nullable().default(null),
    /** The default quota per national federation; null: no limit. */
    quota: z.number().int().min(0).max(MAX_QUOTA).nullable().default(null),
  })
  .refine(isOrderedWindow, { error: WINDOW_ORDER_MESSAGE, path: ['closes_on'] })
  .refine((row) => row.reduced_amount === null || (row.reduction_ends_on !== null && row.amount !== null), {
    error: REDUCED_FEE_MESSAGE,
    path: ['reduced_amount'],
  });

export const DUPLICATE_PARTICIPANT_KIND_MESSAGE = 'Each kind of participant appears once';

export const setParticipantSettingsBodySchema = z.object({
  /** Every kind that registers for this sport; kinds left out do not register. */
  participants: z
    .array(participantSettingsBodySchema)
    .max(PARTICIPANT_KINDS.length)
    .refine((rows) => new Set(rows.map((row) => row.kind)).size === rows.length, {
      error: DUPLICATE_PARTICIPANT_KIND_MESSAGE,
    }),
});
export type SetParticipantSettingsBody = z.input<typeof setParticipantSettingsBodySchema>;

export const setParticipantSettings = defineEndpoint({
  name: 'setParticipantSettings',
  method: 'PUT',
  path: `${EVENTS_BASE}:id/sports/:sportId/participants/`,
  access: wskAdmin,
  summary:
    'Replaces, in one transaction, the participant kinds of an event sport with their registration windows and fees (decimal strings in the event currency).',
  tags: ['events'],
  params: eventSportParamsSchema,
  body: setParticipantSettingsBodySchema,
  response: eventSportSchema,
});

export const eventsEndpoints = [
  listEvents,
  createEvent,
  getEvent,
  updateEvent,
  deleteEvent,
  publishEvent,
  archiveEvent,
  listEventSports,
  createEventSport,
  getEventSport,
  updateEventSport,
  deleteEventSport,
  setParticipantSettings,
] as const;
