// Events and their sports (spec §1 events, decision 015): the event, each sport it holds with disciplines
// and categories, and per participant kind of an event sport its registration window and fees. Money is
// numeric(12,2), read and written as strings (never JS numbers); days are plain dates, judged in the
// event's time zone.
import {
  type CustomSection,
  EVENT_KINDS,
  EVENT_STATUSES,
  type EventCategory,
  type EventKind,
  type EventStatus,
  PARTICIPANT_KINDS,
  type ParticipantKind,
} from '@portal/contract/event';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { federations } from './federations';
import { type ExtraOfficialRules, sports } from './sports';
import { disciplines } from './user-sports';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    /** The host country's federation. */
    countryFederationId: integer('country_federation_id').references(() => federations.id, {
      onDelete: 'restrict',
    }),
    venue: text('venue').notNull().default(''),
    description: text('description').notNull().default(''),
    /** URL of the public cover picture; null until one is uploaded. */
    coverImage: text('cover_image'),
    /** ISO 4217 code of every fee of the event. */
    currency: char('currency', { length: 3 }).notNull(),
    /** IANA time zone the registration windows are judged in. */
    timeZone: text('time_zone').notNull(),
    customSections: jsonb('custom_sections').$type<CustomSection[]>().notNull().default([]),
    showOnlySelectedReports: boolean('show_only_selected_reports').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The list (modules/events/queries.ts): non-staff always filter on status (published, archived) in the
    // default order, every ordering has its id tiebreak, the country filter, and the contains-search of
    // name and city through trigrams.
    index('events_status_starts_on_id_index').on(table.status, table.startsOn, table.id),
    index('events_starts_on_id_index').on(table.startsOn, table.id),
    index('events_name_id_index').on(table.name, table.id),
    index('events_country_federation_id_index').on(table.countryFederationId),
    index('events_name_trgm_index').using('gin', table.name.op('gin_trgm_ops')),
    index('events_city_trgm_index').using('gin', table.city.op('gin_trgm_ops')),
    check('events_kind_check', sql`${table.kind} in (${quotedList(EVENT_KINDS)})`),
    check('events_status_check', sql`${table.status} in (${quotedList(EVENT_STATUSES)})`),
    check('events_dates_check', sql`${table.startsOn} <= ${table.endsOn}`),
    check('events_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export const eventSports = pgTable(
  'event_sports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    needPreSeed: boolean('need_pre_seed').notNull().default(false),
    needExtraQuota: boolean('need_extra_quota').notNull().default(false),
    needExtraOfficialsNto: boolean('need_extra_officials_nto').notNull().default(false),
    /** Athletes register themselves (pending until WSK decides); otherwise only their NF registers them. */
    allowSelfRegistration: boolean('allow_self_registration').notNull().default(false),
    /** Copied from the sport, editable per event; null when the sport has no extra officials. */
    extraOfficialRules: jsonb('extra_official_rules').$type<ExtraOfficialRules>(),
    categories: jsonb('categories').$type<EventCategory[]>().notNull().default([]),
  },
  (table) => [
    // The unique (event_id, sport_id) also serves "the sports of these events".
    unique('event_sports_event_sport_unique').on(table.eventId, table.sportId),
    index('event_sports_sport_id_index').on(table.sportId),
  ],
);

export type EventSportRow = typeof eventSports.$inferSelect;

export const eventSportDisciplines = pgTable(
  'event_sport_disciplines',
  {
    eventSportId: integer('event_sport_id')
      .notNull()
      .references(() => eventSports.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ name: 'event_sport_disciplines_pk', columns: [table.eventSportId, table.disciplineId] }),
  ],
);

/** One participant kind of an event sport: its window (inclusive days) and fees. No row: no registration. */
export const eventSportParticipants = pgTable(
  'event_sport_participants',
  {
    eventSportId: integer('event_sport_id')
      .notNull()
      .references(() => eventSports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ParticipantKind>().notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    reductionEndsOn: date('reduction_ends_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }),
    reducedAmount: numeric('reduced_amount', { precision: 12, scale: 2, mode: 'string' }),
    /** The default quota per national federation (event_sport_quotas may override it); null: no limit. */
    quota: integer('quota'),
  },
  (table) => [
    primaryKey({ name: 'event_sport_participants_pk', columns: [table.eventSportId, table.kind] }),
    check('event_sport_participants_kind_check', sql`${table.kind} in (${quotedList(PARTICIPANT_KINDS)})`),
    check(
      'event_sport_participants_window_check',
      sql`${table.opensOn} <= ${table.closesOn} and (${table.reductionEndsOn} is null or (${table.opensOn} <= ${table.reductionEndsOn} and ${table.reductionEndsOn} <= ${table.closesOn}))`,
    ),
    check(
      'event_sport_participants_reduced_amount_check',
      sql`${table.reducedAmount} is null or (${table.reductionEndsOn} is not null and ${table.amount} is not null)`,
    ),
    check('event_sport_participants_quota_check', sql`${table.quota} is null or ${table.quota} >= 0`),
    check(
      'event_sport_participants_amounts_check',
      sql`(${table.amount} is null or ${table.amount} >= 0) and (${table.reducedAmount} is null or ${table.reducedAmount} >= 0)`,
    ),
  ],
);

export type EventSportParticipantRow = typeof eventSportParticipants.$inferSelect;
