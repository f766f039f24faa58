// Events and their sports (spec §1 events, §2 Events, §4 Registration window; decision 015): what the event
// API sends and takes. Money travels as decimal strings in the event's currency, never as numbers.
import { z } from 'zod';
import { REGISTRATION_WINDOW, type RegistrationWindowOutcome } from './constants';
import { type RegistrationWindow, WINDOW_PHASES, type WindowPhase } from './registration-window';
import { sportSchema } from './sport';
import { federationRefSchema, genderSchema, referenceRecordSchema } from './user';
import { calendarDay, textField } from './zod-rules';

const id = z.number().int().positive();
const isoDate = calendarDay();

export const EVENT_KINDS = [
  'championship',
  'world_cup',
  'continental_championship',
  'games',
  'open',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  championship: 'World championship',
  world_cup: 'World cup',
  continental_championship: 'Continental championship',
  games: 'Games',
  open: 'Open event',
};

/** draft → published → archived. Only WSK staff see drafts; archived events stay readable. */
export const EVENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The kinds of participant an event sport registers, each with its own window, fee and quota. */
export const PARTICIPANT_KINDS = [
  'athlete',
  'nto',
  'team_official',
  'team_athlete',
  'staff',
  'loc',
  'ito',
] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];
export const PARTICIPANT_KIND_LABELS: Readonly<Record<ParticipantKind, string>> = {
  athlete: 'Athletes',
  nto: 'National technical officials',
  team_official: 'Team officials',
  team_athlete: 'Team athletes',
  staff: 'Event staff',
  loc: 'Local organising committee',
  ito: 'International technical officials',
};

/** pending → approved | rejected (WSK); pending | approved → withdrawn. Rejected and withdrawn are final. */
export const PARTICIPANT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** A registration that holds a place: counted against the quota, one per person, sport and kind. */
export const ACTIVE_PARTICIPANT_STATUSES = [
  'pending',
  'approved',
] as const satisfies readonly ParticipantStatus[];

/** An amount of money: up to 9 digits and 2 decimals, as text ("120.50"). */
export const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
export const moneySchema = z.string().regex(MONEY_PATTERN, 'Enter an amount such as 120 or 120.50');

/** ISO 4217 code, upper case ("EUR"). */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Enter a currency code such as EUR');

export const customSectionSchema = z.object({
  title: textField(['required', { rule: 'max_length', length: 150 }]),
  /** Plain text; line breaks are kept, nothing is interpreted as markup. */
  body: textField(['required', { rule: 'max_length', length: 20_000 }]),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

const sportRefSchema = sportSchema.pick({ id: true, name: true, type: true });

/** A sport of an event as lists show it. */
export const eventSportSummarySchema = z.object({ id, sport: sportRefSchema });

/** A row of `/events/all`. */
export const eventListItemSchema = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(EVENT_KINDS),
    status: z.enum(EVENT_STATUSES),
    starts_on: isoDate,
    ends_on: isoDate,
    city: z.string(),
    country: federationRefSchema.nullable(),
    cover_image: z.string().nullable(),
    sports: z.array(eventSportSummarySchema),
  })
  .meta({ id: 'EventListItem' });
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventSchema = eventListItemSchema
  .extend({
    venue: z.string(),
    description: z.string(),
    currency: currencyCodeSchema,
    /** IANA time zone the registration windows are judged in. */
    time_zone: z.string(),
    custom_sections: z.array(customSectionSchema),
    show_only_selected_reports: z.boolean(),
    created: z.iso.datetime({ offset: true }),
    updated: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventCategorySchema = z.object({
  name: textField(['required', { rule: 'max_length', length: 100 }]),
  gender: genderSchema.nullable(),
  /** One of the contract's AGE_GROUPS, or null for every age. */
  age_group: z.string().max(50).nullable(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** What a participant kind of an event sport has: its window, its fee, and where the window is today. */
export const participantSettingsSchema = z.object({
  kind: z.enum(PARTICIPANT_KINDS),
  opens_on: isoDate,
  reduction_ends_on: isoDate.nullable(),
  closes_on: isoDate,
  /** The normal fee; null when this kind pays nothing. */
  amount: moneySchema.nullable(),
  /** The fee during the reduction period; null when there is none. */
  reduced_amount: moneySchema.nullable(),
  /** How many of this kind each national federation may register (its own quota may differ); null: no limit. */
  quota: z.number().int().min(0).nullable(),
  /** Computed for the event's calendar day now (in its time zone). */
  phase: z.enum(Object.values(WINDOW_PHASES) as [WindowPhase, ...WindowPhase[]]),
  /** The §8 outcome a registration would get now; null while open. */
  outcome: z
    .enum(Object.values(REGISTRATION_WINDOW) as [RegistrationWindowOutcome, ...RegistrationWindowOutcome[]])
    .nullable(),
});
export type ParticipantSettings = z.infer<typeof participantSettingsSchema>;

export const eventSportSchema = z
  .object({
    id,
    event: id,
    sport: sportRefSchema,
    disciplines: z.array(referenceRecordSchema),
    categories: z.array(eventCategorySchema),
    need_pre_seed: z.boolean(),
    need_extra_quota: z.boolean(),
    need_extra_officials_nto: z.boolean(),
    /** Whether athletes register themselves (`/event-registration/:id/:sportId/athlete`); else their NF does. */
    allow_self_registration: z.boolean(),
    extra_official_rules: z.object({ roles: z.array(z.string()) }).nullable(),
    /** The event's calendar day the phases are computed for. */
    today: isoDate,
    participants: z.array(participantSettingsSchema),
  })
  .meta({ id: 'EventSport' });
export type EventSport = z.infer<typeof eventSportSchema>;

export const EVENT_DATES_MESSAGE = 'The event cannot end before it starts';
export const WINDOW_ORDER_MESSAGE = 'The days must be in order: opens, end of the reduction period, closes';
export const REDUCED_FEE_MESSAGE = 'The reduced fee needs a reduction period and a normal fee';
export const UNKNOWN_TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/** The window of a participant settings row, for the registration-window functions. */
export function windowOf(
  settings: Pick<ParticipantSettings, 'opens_on' | 'reduction_ends_on' | 'closes_on'>,
): RegistrationWindow {
  return {
    opens_on: settings.opens_on,
    reduction_ends_on: settings.reduction_ends_on,
    closes_on: settings.closes_on,
  };
}
