// Participants of an event sport (decision 017): a person registered as one kind of participant, for a
// federation, with their disciplines and categories, a status and the fee frozen at registration. One active
// (pending or approved) registration per person, sport and kind is a partial unique index, so a double
// click or a race is refused by the database; rejected and withdrawn rows stay as history. People are never
// hard-deleted (erasure anonymises), so a participant keeps its user.
import {
  ACTIVE_PARTICIPANT_STATUSES,
  PARTICIPANT_KINDS,
  PARTICIPANT_STATUSES,
  type ParticipantKind,
  type ParticipantStatus,
} from '@portal/contract/event';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventSports, events } from './events';
import { federations } from './federations';
import { teams } from './teams';
import { disciplines } from './user-sports';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null for event staff and LOC members, who serve the whole event. */
    eventSportId: integer('event_sport_id').references(() => eventSports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ParticipantKind>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The federation represented; null for staff, LOC and ITOs. */
    federationId: integer('federation_id').references(() => federations.id, { onDelete: 'restrict' }),
    status: text('status').$type<ParticipantStatus>().notNull(),
    /** Who registered them; the person themselves for a self-registration. */
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The fee of the day of registration, in the event's currency; null when the kind pays nothing. */
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2, mode: 'string' }),
    feeReduced: boolean('fee_reduced').notNull().default(false),
    currency: char('currency', { length: 3 }).notNull(),
    /** The team of a team registration (team officials and team athletes). */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /** A team athlete's number for this event sport. */
    jerseyNumber: smallint('jersey_number'),
    /** A request over the federation's quota, decided by WSK (extra-quota athletes, extra officials). */
    extraQuota: boolean('extra_quota').notNull().default(false),
    /** What an official does ("Team leader"); null for athletes, staff, LOC and ITOs. */
    function: text('function'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('event_participants_active_unique')
      .on(table.eventSportId, table.kind, table.userId)
      .where(sql`${table.status} in (${quotedList(ACTIVE_PARTICIPANT_STATUSES)})`),
    // Staff and LOC serve the whole event: one active application per event, kind and person.
    uniqueIndex('event_participants_event_active_unique')
      .on(table.eventId, table.kind, table.userId)
      .where(
        sql`${table.eventSportId} is null and ${table.status} in (${quotedList(ACTIVE_PARTICIPANT_STATUSES)})`,
      ),
    // A jersey number is worn once among a team's active registrations of an event sport; also serves
    // the team's lists and quota counts.
    uniqueIndex('event_participants_team_jersey_unique')
      .on(table.eventSportId, table.teamId, table.jerseyNumber)
      .where(
        sql`${table.jerseyNumber} is not null and ${table.status} in (${quotedList(ACTIVE_PARTICIPANT_STATUSES)})`,
      ),
    index('event_participants_team_index')
      .on(table.eventSportId, table.teamId, table.kind, table.status)
      .where(sql`${table.teamId} is not null`),
    // Quota counts and the federation's lists: (sport, kind, federation) then status.
    index('event_participants_quota_index').on(
      table.eventSportId,
      table.kind,
      table.federationId,
      table.status,
    ),
    // A user's events and their latest registration.
    index('event_participants_user_id_index').on(table.userId, table.eventSportId),
    // An event's participants (WSK management, NF management counts).
    index('event_participants_event_id_index').on(table.eventId, table.federationId),
    check('event_participants_kind_check', sql`${table.kind} in (${quotedList(PARTICIPANT_KINDS)})`),
    check('event_participants_status_check', sql`${table.status} in (${quotedList(PARTICIPANT_STATUSES)})`),
    check('event_participants_fee_check', sql`${table.feeAmount} is null or ${table.feeAmount} >= 0`),
    check('event_participants_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'event_participants_event_sport_check',
      sql`(${table.eventSportId} is null) = (${table.kind} in ('staff', 'loc'))`,
    ),
    check(
      'event_participants_jersey_check',
      sql`${table.jerseyNumber} is null or ${table.jerseyNumber} between 0 and 99`,
    ),
  ],
);

export type EventParticipantRow = typeof eventParticipants.$inferSelect;

/** A discipline (with a category of the event sport, when it has categories) a participant enters. */
export const eventParticipantEntries = pgTable(
  'event_participant_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => eventParticipants.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id, { onDelete: 'restrict' }),
    /** A category name of the event sport; null when it has none. */
    category: text('category'),
    /** The federation's seeding result (a time or points as text); null until given. */
    preSeed: text('pre_seed'),
  },
  (table) => [unique('event_participant_entries_unique').on(table.participantId, table.disciplineId)],
);

/** Who collects a federation's credentials at the event's accreditation desk: one row per event and federation. */
export const eventCredentialsPickups = pgTable(
  'event_credentials_pickups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    federationId: integer('federation_id')
      .notNull()
      .references(() => federations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    note: text('note').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [unique('event_credentials_pickups_unique').on(table.eventId, table.federationId)],
);
