// The parts of an event beyond its sports (decision 016): news, media, reports, staff and LOC members,
// assigned ITOs and the quotas national federations have of their own. Every table hangs off the event (or
// its sport) with a cascade, so deleting a draft removes all of it; files are referenced by their upload
// key, attached through the uploads service.

import { PARTICIPANT_KINDS, type ParticipantKind } from '@portal/contract/event';
import { MEDIA_KINDS, type MediaKind, STAFF_GROUPS, type StaffGroup } from '@portal/contract/event-parts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { eventSports, events } from './events';
import { federations } from './federations';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const eventNews = pgTable(
  'event_news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  // The list: an event's news, newest first, id as tiebreak.
  (table) => [index('event_news_event_published_index').on(table.eventId, table.publishedAt, table.id)],
);

export const eventMedia = pgTable(
  'event_media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** The photo's upload key; null for a video. */
    fileKey: text('file_key'),
    /** The video link as given; null for a photo. */
    videoUrl: text('video_url'),
    caption: text('caption').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_media_event_created_index').on(table.eventId, table.createdAt, table.id),
    index('event_media_event_kind_created_index').on(table.eventId, table.kind, table.createdAt, table.id),
    check('event_media_kind_check', sql`${table.kind} in (${quotedList(MEDIA_KINDS)})`),
    check(
      'event_media_source_check',
      sql`(${table.kind} = 'photo' and ${table.fileKey} is not null and ${table.videoUrl} is null) or (${table.kind} = 'video' and ${table.videoUrl} is not null and ${table.fileKey} is null)`,
    ),
  ],
);

export const eventReports = pgTable(
  'event_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_reports_event_created_index').on(table.eventId, table.createdAt, table.id),
    // Non-staff with the flag on read the selected ones only.
    index('event_reports_event_selected_created_index')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.selected}`),
  ],
);

/** Event staff and LOC members: a person, their group and their function. */
export const eventStaff = pgTable(
  'event_staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').$type<StaffGroup>().notNull(),
    function: text('function').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Also serves the event's list (by event, then group).
    unique('event_staff_event_user_group_unique').on(table.eventId, table.group, table.userId),
    // A user's events.
    index('event_staff_user_id_index').on(table.userId),
    check('event_staff_group_check', sql`${table.group} in (${quotedList(STAFF_GROUPS)})`),
  ],
);

/** An ITO assigned to one sport of an event. */
export const eventItos = pgTable(
  'event_itos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventSportId: integer('event_sport_id')
      .notNull()
      .references(() => eventSports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    function: text('function').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('event_itos_sport_user_unique').on(table.eventSportId, table.userId),
    index('event_itos_event_id_index').on(table.eventId, table.eventSportId),
    index('event_itos_user_id_index').on(table.userId),
  ],
);

/** A federation's own quota for one participant kind of an event sport (the default is on the kind's row). */
export const eventSportQuotas = pgTable(
  'event_sport_quotas',
  {
    eventSportId: integer('event_sport_id')
      .notNull()
      .references(() => eventSports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ParticipantKind>().notNull(),
    federationId: integer('federation_id')
      .notNull()
      .references(() => federations.id, { onDelete: 'restrict' }),
    quota: integer('quota').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'event_sport_quotas_pk',
      columns: [table.eventSportId, table.kind, table.federationId],
    }),
    index('event_sport_quotas_federation_id_index').on(table.federationId, table.eventSportId),
    check('event_sport_quotas_kind_check', sql`${table.kind} in (${quotedList(PARTICIPANT_KINDS)})`),
    check('event_sport_quotas_quota_check', sql`${table.quota} >= 0`),
  ],
);
