// SQL of the events (decision 015): the paged list with its filters, the sports of a page's events in one
// query, an event and its writes, and an event sport with its disciplines and participant windows. The
// statuses a caller may see are part of every read's WHERE clause, never a filter after loading.

import { EVENT_ORDERINGS } from '@portal/contract/endpoints/events';
import type { EventListItem, EventStatus } from '@portal/contract/event';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { totalOfPage } from '../../db/page-total';
import {
  type EventSportParticipantRow,
  eventSportDisciplines,
  eventSportParticipants,
  eventSports,
  events,
  type NewEventRow,
} from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { disciplines } from '../../db/schema/user-sports';
import type { VersionedTables } from '../../platform/http/response-cache';

export type EventOrdering = (typeof EVENT_ORDERINGS)[number];

export interface EventListFilters {
  /** Part of the name or city, case-insensitive. */
  readonly search?: string | undefined;
  readonly sportId?: number | undefined;
  readonly countryFederationId?: number | undefined;
  /** Events ending on or after this day. */
  readonly from?: string | undefined;
  /** Events starting on or before this day. */
  readonly to?: string | undefined;
  readonly status?: EventStatus | undefined;
}

/** What everyone but WSK staff may see. */
export const PUBLIC_EVENT_STATUSES: readonly EventStatus[] = ['published', 'archived'];

/** The statuses the caller may see; undefined: all of them (WSK staff). */
export type VisibleStatuses = readonly EventStatus[] | undefined;

const visibleTo = (statuses: VisibleStatuses) =>
  statuses === undefined ? undefined : inArray(events.status, [...statuses]);

const countryRef = { id: federations.id, name: federations.name, code: federations.code };

export const listColumns = {
  id: events.id,
  name: events.name,
  kind: events.kind,
  status: events.status,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  city: events.city,
  coverImage: events.coverImage,
  country: countryRef,
};

const eventColumns = {
  ...listColumns,
  venue: events.venue,
  description: events.description,
  currency: events.currency,
  timeZone: events.timeZone,
  customSections: events.customSections,
  showOnlySelectedReports: events.showOnlySelectedReports,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

function orderOf(ordering: EventOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const direction = descending ? desc : asc;
  const column = ordering.endsWith('name') ? events.name : events.startsOn;
  return [direction(column), direction(events.id)];
}

/** The sports of the row's event as the list shows them, in the order they were added (one aggregate per row). */
const sportsOfRow = sql<EventListItem['sports']>`(
  select coalesce(json_agg(json_build_object(
    'id', ${eventSports.id},
    'sport', json_build_object('id', ${sports.id}, 'name', ${sports.name}, 'type', ${sports.type})
  ) order by ${eventSports.id}), '[]'::json)
  from ${eventSports} join ${sports} on ${sports.id} = ${eventSports.sportId}
  where ${eventSports.eventId} = ${events.id})`;

/**
 * A page's rows with their sports and, on each row, how many rows match over all pages (a window count):
 * one statement instead of the page, its count and its sports.
 */
function pageQuery(db: Database, where: SQL | undefined, ordering: EventOrdering) {
  return db
    .select({ ...listColumns, sports: sportsOfRow, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .leftJoin(federations, eq(federations.id, events.countryFederationId))
    .where(where)
    .orderBy(...orderOf(ordering))
    .$dynamic();
}

/**
 * The unfiltered list (the events screens open on it): prepared per ordering and visibility, since building
 * and planning it cost more than running it (decision 021).
 */
const unfilteredPageQueries = new Map(
  EVENT_ORDERINGS.flatMap((ordering) =>
    [true, false].map((publicOnly) => [
      `${ordering}:${publicOnly}`,
      preparedPerDatabase((db) =>
        pageQuery(db, publicOnly ? inArray(events.status, [...PUBLIC_EVENT_STATUSES]) : undefined, ordering)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(`event_list_page_${publicOnly ? 'public' : 'all'}_${ordering.replace('-', 'desc_')}`),
      ),
    ]),
  ),
);

const isUnfiltered = (filters: EventListFilters) =>
  !filters.search &&
  filters.sportId === undefined &&
  filters.countryFederationId === undefined &&
  filters.from === undefined &&
  filters.to === undefined &&
  filters.status === undefined;

/**
 * One page of the events the caller may see under the filters, each with its sports, and how many match
 * over all pages. `visible` is undefined (every status) or the public statuses.
 */
export async function listEventPage(
  db: Database,
  params: {
    readonly filters: EventListFilters;
    readonly visible: VisibleStatuses;
    readonly ordering: EventOrdering;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const { filters } = params;
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    visibleTo(params.visible),
    filters.status === undefined ? undefined : eq(events.status, filters.status),
    pattern ? or(ilike(events.name, pattern), ilike(events.city, pattern)) : undefined,
    filters.countryFederationId === undefined
      ? undefined
      : eq(events.countryFederationId, filters.countryFederationId),
    filters.from === undefined ? undefined : gte(events.endsOn, filters.from),
    filters.to === undefined ? undefined : lte(events.startsOn, filters.to),
    filters.sportId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(eventSports)
            .where(and(eq(eventSports.eventId, events.id), eq(eventSports.sportId, filters.sportId))),
        ),
  );
  const prepared =
    isUnfiltered(filters) && isPublicOrAll(params.visible)
      ? unfilteredPageQueries.get(`${params.ordering}:${params.visible !== undefined}`)
      : undefined;
  const rows = prepared
    ? await prepared(db).execute({ limit: params.limit, offset: params.offset })
    : await pageQuery(db, where, params.ordering).limit(params.limit).offset(params.offset);
  const total = await totalOfPage(
    rows,
    params,
    async () => (await db.select({ total: count() }).from(events).where(where))[0]?.total ?? 0,
  );
  return { rows, count: total };
}

/** Whether these are all statuses or exactly the public ones (the two prepared visibilities). */
function isPublicOrAll(visible: VisibleStatuses): boolean {
  return (
    visible === undefined ||
    (visible.length === PUBLIC_EVENT_STATUSES.length &&
      PUBLIC_EVENT_STATUSES.every((status) => visible.includes(status)))
  );
}

export type EventListRow = Omit<
  Awaited<ReturnType<typeof listEventPage>>['rows'][number],
  'sports' | 'total'
>;

/** The sports of these events (one query for a whole page), in the order they were added. */
export async function listSportsOfEvents(db: Database, params: { readonly eventIds: readonly number[] }) {
  if (params.eventIds.length === 0) return [];
  return db
    .select({
      id: eventSports.id,
      eventId: eventSports.eventId,
      sport: { id: sports.id, name: sports.name, type: sports.type },
    })
    .from(eventSports)
    .innerJoin(sports, eq(sports.id, eventSports.sportId))
    .where(inArray(eventSports.eventId, [...params.eventIds]))
    .orderBy(asc(eventSports.eventId), asc(eventSports.id));
}

export type EventSportSummaryRow = Awaited<ReturnType<typeof listSportsOfEvents>>[number];

/**
 * The event if the caller may see it; `lock` holds it for the caller's transaction: `true` against every
 * other writer, `'share'` only against writes of the event itself (registrations may run side by side).
 */
export async function findEvent(
  db: Database,
  params: { readonly id: number; readonly visible?: VisibleStatuses; readonly lock?: boolean | 'share' },
) {
  const query = db
    .select(eventColumns)
    .from(events)
    .leftJoin(federations, eq(federations.id, events.countryFederationId))
    .where(and(eq(events.id, params.id), visibleTo(params.visible)));
  const [row] = await (params.lock === 'share'
    ? query.for('share', { of: events })
    : params.lock
      ? query.for('update', { of: events })
      : query);
  return row;
}

export type EventDetailRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function federationExists(db: Database, params: { readonly id: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: federations.id })
    .from(federations)
    .where(eq(federations.id, params.id));
  return row !== undefined;
}

/** Whether anyone was ever registered for the event (their fees are frozen in its currency). */
export async function hasParticipants(db: Database, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventParticipants.id })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

export async function insertEvent(db: Database, values: NewEventRow): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('The event insert returned no row');
  return row.id;
}

export async function updateEventRow(
  db: Database,
  params: { readonly id: number; readonly values: Partial<NewEventRow> },
): Promise<void> {
  // An empty change still touches updated_at, so the reply reflects the save.
  await db
    .update(events)
    .set({ ...params.values, updatedAt: new Date() })
    .where(eq(events.id, params.id));
}

export async function deleteEventRow(db: Database, params: { readonly id: number }): Promise<void> {
  await db.delete(events).where(eq(events.id, params.id));
}

/** Whether the event has a sport with at least one participant window (what publishing needs). */
export async function hasSportWithWindow(db: Database, params: { readonly eventId: number }) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(eventSports)
    .innerJoin(eventSportParticipants, eq(eventSportParticipants.eventSportId, eventSports.id))
    .where(eq(eventSports.eventId, params.eventId))
    .limit(1);
  return row !== undefined;
}

// Event sports -------------------------------------------------------------------------------------------

export async function findSport(db: Database, params: { readonly id: number }) {
  const [row] = await db.select().from(sports).where(eq(sports.id, params.id));
  return row;
}

/** How many of these disciplines belong to the sport. */
export async function countDisciplinesOfSport(
  db: Database,
  params: { readonly sportId: number; readonly ids: readonly number[] },
): Promise<number> {
  if (params.ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(disciplines)
    .where(and(eq(disciplines.sportId, params.sportId), inArray(disciplines.id, [...params.ids])));
  return row?.total ?? 0;
}

export async function eventHasSport(
  db: Database,
  params: { readonly eventId: number; readonly sportId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSports.id })
    .from(eventSports)
    .where(and(eq(eventSports.eventId, params.eventId), eq(eventSports.sportId, params.sportId)));
  return row !== undefined;
}

export async function insertEventSport(db: Database, values: typeof eventSports.$inferInsert) {
  const [row] = await db.insert(eventSports).values(values).returning({ id: eventSports.id });
  if (!row) throw new Error('The event sport insert returned no row');
  return row.id;
}

export async function updateEventSportRow(
  db: Database,
  params: { readonly id: number; readonly values: Partial<typeof eventSports.$inferInsert> },
): Promise<void> {
  if (Object.keys(params.values).length === 0) return;
  await db.update(eventSports).set(params.values).where(eq(eventSports.id, params.id));
}

export async function deleteEventSportRow(db: Database, params: { readonly id: number }): Promise<void> {
  await db.delete(eventSports).where(eq(eventSports.id, params.id));
}

/** The event sport's disciplines become exactly `disciplineIds`. */
export async function replaceDisciplines(
  db: Database,
  params: { readonly eventSportId: number; readonly disciplineIds: readonly number[] },
): Promise<void> {
  await db.delete(eventSportDisciplines).where(eq(eventSportDisciplines.eventSportId, params.eventSportId));
  const unique = [...new Set(params.disciplineIds)];
  if (unique.length === 0) return;
  await db
    .insert(eventSportDisciplines)
    .values(unique.map((disciplineId) => ({ eventSportId: params.eventSportId, disciplineId })));
}

/** The event sport's participant rows become exactly `rows` (one multi-row insert). */
export async function replaceParticipants(
  db: Database,
  params: {
    readonly eventSportId: number;
    readonly rows: readonly Omit<EventSportParticipantRow, 'eventSportId'>[];
  },
): Promise<void> {
  await db.delete(eventSportParticipants).where(eq(eventSportParticipants.eventSportId, params.eventSportId));
  if (params.rows.length === 0) return;
  await db
    .insert(eventSportParticipants)
    .values(params.rows.map((row) => ({ ...row, eventSportId: params.eventSportId })));
}

/** The sport of this event with this id (the `:sportId` of the routes), with its reference sport. */
export async function findEventSport(
  db: Database,
  params: { readonly eventId: number; readonly id: number; readonly lock?: boolean },
) {
  const query = db
    .select({
      id: eventSports.id,
      eventId: eventSports.eventId,
      sport: { id: sports.id, name: sports.name, type: sports.type },
      needPreSeed: eventSports.needPreSeed,
      needExtraQuota: eventSports.needExtraQuota,
      needExtraOfficialsNto: eventSports.needExtraOfficialsNto,
      allowSelfRegistration: eventSports.allowSelfRegistration,
      extraOfficialRules: eventSports.extraOfficialRules,
      categories: eventSports.categories,
    })
    .from(eventSports)
    .innerJoin(sports, eq(sports.id, eventSports.sportId))
    .where(and(eq(eventSports.id, params.id), eq(eventSports.eventId, params.eventId)));
  const [row] = await (params.lock ? query.for('update', { of: eventSports }) : query);
  return row;
}

export type EventSportDetailRow = NonNullable<Awaited<ReturnType<typeof findEventSport>>>;

export async function listDisciplinesOfEventSport(db: Database, params: { readonly eventSportId: number }) {
  return db
    .select({
      id: disciplines.id,
      name: disciplines.name,
      code: disciplines.code,
      number: disciplines.number,
    })
    .from(eventSportDisciplines)
    .innerJoin(disciplines, eq(disciplines.id, eventSportDisciplines.disciplineId))
    .where(eq(eventSportDisciplines.eventSportId, params.eventSportId))
    .orderBy(asc(disciplines.name), asc(disciplines.id));
}

/** The participant rows of the event sport, in the contract's order of kinds. */
export async function listParticipantsOfEventSport(db: Database, params: { readonly eventSportId: number }) {
  return db
    .select()
    .from(eventSportParticipants)
    .where(eq(eventSportParticipants.eventSportId, params.eventSportId));
}

/** Every table a page of this list reads (decision 033: its cached replies are current while they are unchanged). */
export const EVENT_LIST_TABLES: VersionedTables = ['event_sports', 'events', 'federations', 'sports'];
