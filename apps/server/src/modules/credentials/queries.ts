// SQL of credentials (decision 017): a participant with what its card shows (the person, the federation
// represented and their own, the sport, the event), read within the caller's scope; and whether a person is
// on an event's staff or LOC roster, for who may check credentials.
import type { EventStatus } from '@portal/contract/event';
import { and, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { eventStaff } from '../../db/schema/event-parts';
import { eventSports, events } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { users } from '../../db/schema/users';

const representedFederation = alias(federations, 'represented_federation');
const ownFederation = alias(federations, 'own_federation');

function credentialQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: eventParticipants.id,
      kind: eventParticipants.kind,
      status: eventParticipants.status,
      function: eventParticipants.function,
      sport: { id: sports.id, name: sports.name, type: sports.type },
      event: {
        id: events.id,
        name: events.name,
        startsOn: events.startsOn,
        endsOn: events.endsOn,
        city: events.city,
        timeZone: events.timeZone,
      },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar },
      /** The national federation the person belongs to. */
      userFederation: { id: ownFederation.id, name: ownFederation.name, code: ownFederation.code },
      /** The federation the person represents here; null for staff, LOC and ITOs. */
      federation: {
        id: representedFederation.id,
        name: representedFederation.name,
        code: representedFederation.code,
      },
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
    .leftJoin(sports, eq(sports.id, eventSports.sportId))
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(ownFederation, and(eq(ownFederation.id, users.federationId), not(ownFederation.isDefault)))
    .leftJoin(representedFederation, eq(representedFederation.id, eventParticipants.federationId))
    .where(where);
}

export type CredentialRow = Awaited<ReturnType<typeof credentialQuery>>[number];

/** Whose credentials the caller may open: every one (WSK staff), or their own and, for NF staff, their federation's. */
export type CredentialScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'own'; readonly callerId: number; readonly nfStaff: boolean };

/** The federation the caller administers, read in the statement itself; none matches nobody. */
const scopeCaller = alias(users, 'scope_caller');
function administeredBy(db: Database, callerId: number) {
  return sql`(${db
    .select({ id: scopeCaller.nfAdminFederationId })
    .from(scopeCaller)
    .where(and(eq(scopeCaller.id, callerId), isNull(scopeCaller.deletedAt)))})`;
}

/**
 * A participant the caller may see (any status), with what the card shows: the scope and the event's
 * visible statuses (undefined: every status) are in the WHERE clause.
 */
export async function findCredential(
  db: Database,
  params: {
    readonly participantId: number;
    readonly scope: CredentialScope;
    readonly visible: readonly EventStatus[] | undefined;
  },
): Promise<CredentialRow | undefined> {
  const { scope } = params;
  const [row] = await credentialQuery(
    db,
    and(
      eq(eventParticipants.id, params.participantId),
      params.visible === undefined ? undefined : inArray(events.status, [...params.visible]),
      scope.kind === 'all'
        ? undefined
        : or(
            eq(eventParticipants.userId, scope.callerId),
            scope.nfStaff
              ? sql`${eventParticipants.federationId} = ${administeredBy(db, scope.callerId)}`
              : undefined,
          ),
    ),
  );
  return row;
}

/** The participant a check's address names, whoever may see it (the caller was allowed to check). */
export async function findCheckedParticipant(
  db: Database,
  params: { readonly eventId: number; readonly userId: number; readonly participantId: number },
): Promise<CredentialRow | undefined> {
  const [row] = await credentialQuery(
    db,
    and(
      eq(eventParticipants.id, params.participantId),
      eq(eventParticipants.eventId, params.eventId),
      eq(eventParticipants.userId, params.userId),
    ),
  );
  return row;
}

/** Whether the person is on the event's staff or LOC roster. */
export async function isOnEventRoster(
  db: Database,
  params: { readonly eventId: number; readonly userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventStaff.id })
    .from(eventStaff)
    .where(and(eq(eventStaff.eventId, params.eventId), eq(eventStaff.userId, params.userId)))
    .limit(1);
  return row !== undefined;
}
