// SQL of a user's events (decisions 016 and 017): the published and archived events where the user is event
// staff, LOC, an assigned ITO or an active participant (pending or approved), paged, and the user's parts
// in a page's events in one query each.
import { ACTIVE_PARTICIPANT_STATUSES } from '@portal/contract/event';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventItos, eventStaff } from '../../db/schema/event-parts';
import { eventSports, events } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { listColumns } from './queries';

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];

/** `upcoming`: not ended by `today`, soonest first; `past`: ended, latest first; none: all, latest first. */
export type UserEventsPeriod = 'upcoming' | 'past' | undefined;

function whereOf(
  db: Database,
  params: { readonly userId: number; readonly when: UserEventsPeriod; readonly today: string },
) {
  const one = sql`1`;
  return and(
    inArray(events.status, ['published', 'archived']),
    or(
      exists(
        db
          .select({ one })
          .from(eventStaff)
          .where(and(eq(eventStaff.eventId, events.id), eq(eventStaff.userId, params.userId))),
      ),
      exists(
        db
          .select({ one })
          .from(eventItos)
          .where(and(eq(eventItos.eventId, events.id), eq(eventItos.userId, params.userId))),
      ),
      exists(
        db
          .select({ one })
          .from(eventParticipants)
          .where(
            and(
              eq(eventParticipants.eventId, events.id),
              eq(eventParticipants.userId, params.userId),
              inArray(eventParticipants.status, activeStatuses),
            ),
          ),
      ),
    ),
    params.when === 'upcoming' ? gte(events.endsOn, params.today) : undefined,
    params.when === 'past' ? lt(events.endsOn, params.today) : undefined,
  );
}

function orderOf(when: UserEventsPeriod): SQL[] {
  return when === 'upcoming'
    ? [asc(events.startsOn), asc(events.id)]
    : [desc(events.startsOn), desc(events.id)];
}

/** One page of the user's events in the period, and how many there are. */
export async function listUserEventPage(
  db: Database,
  params: {
    readonly userId: number;
    readonly when: UserEventsPeriod;
    /** YYYY-MM-DD the periods are judged on. */
    readonly today: string;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const where = whereOf(db, params);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(events)
      .leftJoin(federations, eq(federations.id, events.countryFederationId))
      .where(where)
      .orderBy(...orderOf(params.when))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** The user's staff and LOC parts in these events, by group (staff first) then when they were given. */
export async function listStaffPartsOfUser(
  db: Database,
  params: { readonly userId: number; readonly eventIds: readonly number[] },
) {
  if (params.eventIds.length === 0) return [];
  return db
    .select({ eventId: eventStaff.eventId, group: eventStaff.group, function: eventStaff.function })
    .from(eventStaff)
    .where(and(eq(eventStaff.userId, params.userId), inArray(eventStaff.eventId, [...params.eventIds])))
    .orderBy(sql`case ${eventStaff.group} when 'staff' then 0 else 1 end`, asc(eventStaff.id));
}

/** The user's ITO assignments in these events with the sport, in the order the sports were added. */
export async function listItoPartsOfUser(
  db: Database,
  params: { readonly userId: number; readonly eventIds: readonly number[] },
) {
  if (params.eventIds.length === 0) return [];
  return db
    .select({
      eventId: eventItos.eventId,
      function: eventItos.function,
      sport: { id: sports.id, name: sports.name, type: sports.type },
    })
    .from(eventItos)
    .innerJoin(eventSports, eq(eventSports.id, eventItos.eventSportId))
    .innerJoin(sports, eq(sports.id, eventSports.sportId))
    .where(and(eq(eventItos.userId, params.userId), inArray(eventItos.eventId, [...params.eventIds])))
    .orderBy(asc(eventItos.eventSportId), asc(eventItos.id));
}

/**
 * The user's active registrations (pending or approved) in these events, by sport in the order added. An
 * approved staff, LOC or ITO participant is the list part read above, so it is left out here; a pending
 * application (staff and LOC have no sport) is shown.
 */
export async function listParticipationsOfUser(
  db: Database,
  params: { readonly userId: number; readonly eventIds: readonly number[] },
) {
  if (params.eventIds.length === 0) return [];
  return db
    .select({
      id: eventParticipants.id,
      eventId: eventParticipants.eventId,
      kind: eventParticipants.kind,
      status: eventParticipants.status,
      sport: { id: sports.id, name: sports.name, type: sports.type },
    })
    .from(eventParticipants)
    .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
    .leftJoin(sports, eq(sports.id, eventSports.sportId))
    .where(
      and(
        eq(eventParticipants.userId, params.userId),
        inArray(eventParticipants.eventId, [...params.eventIds]),
        inArray(eventParticipants.status, activeStatuses),
        sql`not (${eventParticipants.kind} in ('staff', 'loc', 'ito') and ${eventParticipants.status} = 'approved')`,
      ),
    )
    .orderBy(asc(eventParticipants.eventSportId), asc(eventParticipants.id));
}
