// A user's events (decisions 016 and 017): the published and archived events where they are event staff,
// LOC, an assigned ITO or an active participant, each as the event list shows it plus those parts. The signed-in user reads their own;
// another user's go to whoever may read that user's profile.
import type { userEventsQuerySchema } from '@portal/contract/endpoints/event-parts';
import type { EventRole, UserEvent } from '@portal/contract/event-parts';
import type { Paged } from '@portal/contract/http';
import type { z } from 'zod';
import type { AccessClaims } from '../../platform/auth/tokens';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { requireUserReadAccess } from '../users/access';
import { type ListLinks, sqlPage } from './people-service';
import { listSportsOfEvents } from './queries';
import { type EventReadDeps, sportsByEvent, toEventListItem } from './service';
import {
  listItoPartsOfUser,
  listParticipationsOfUser,
  listStaffPartsOfUser,
  listUserEventPage,
} from './user-events-queries';

type UserEventsQuery = z.output<typeof userEventsQuerySchema>;

async function userEvents(
  deps: EventReadDeps,
  userId: number,
  query: UserEventsQuery,
  links: ListLinks,
  now: Date,
): Promise<Paged<UserEvent>> {
  const page = toPageRequest(query);
  const { rows, count } = await listUserEventPage(deps.db, {
    userId,
    when: query.when,
    // The UTC day: an event is upcoming until the end of its last day in UTC, whatever its time zone (a
    // few hours either way do not matter to a history).
    today: now.toISOString().slice(0, 10),
    ...sqlPage(page),
  });
  const eventIds = rows.map((row) => row.id);
  const [sports, staffParts, itoParts, participations] = await Promise.all([
    listSportsOfEvents(deps.db, { eventIds }),
    listStaffPartsOfUser(deps.db, { userId, eventIds }),
    listItoPartsOfUser(deps.db, { userId, eventIds }),
    listParticipationsOfUser(deps.db, { userId, eventIds }),
  ]);
  const sportsOf = sportsByEvent(sports);
  const rolesOf = new Map<number, EventRole[]>();
  const addRole = (eventId: number, role: EventRole) =>
    rolesOf.set(eventId, [...(rolesOf.get(eventId) ?? []), role]);
  for (const part of staffParts)
    addRole(part.eventId, { kind: part.group, function: part.function, sport: null, participant: null });
  for (const part of itoParts)
    addRole(part.eventId, { kind: 'ito', function: part.function, sport: part.sport, participant: null });
  for (const part of participations) {
    // Only active rows are read; the narrowing keeps the contract's type.
    if (part.status !== 'pending' && part.status !== 'approved') continue;
    addRole(part.eventId, {
      kind: part.kind,
      function: '',
      sport: part.sport,
      participant: { id: part.id, status: part.status },
    });
  }
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => ({
      ...toEventListItem(row, sportsOf.get(row.id) ?? [], deps.config),
      roles: rolesOf.get(row.id) ?? [],
    })),
  });
}

/** The signed-in user's events with their parts. */
export function listMyEvents(
  deps: EventReadDeps,
  caller: AccessClaims,
  query: UserEventsQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<UserEvent>> {
  return userEvents(deps, caller.userId, query, links, now);
}

/** Another user's events, to whoever may read that user's profile (403, or 404 for WSK staff). */
export async function listUserEvents(
  deps: EventReadDeps,
  caller: AccessClaims,
  userId: number,
  query: UserEventsQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<UserEvent>> {
  await requireUserReadAccess(deps.db, caller, userId);
  return userEvents(deps, userId, query, links, now);
}
