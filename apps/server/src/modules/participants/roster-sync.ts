// Keeps an event's staff, LOC and ITO lists and its participants of those kinds in step (decision 017):
// credentials come from approved participants, so everyone on a list has one, and an approved application
// puts its person on the list. Every function runs inside the caller's transaction. No import from the
// events module (it calls this one).

import { ACTIVE_PARTICIPANT_STATUSES } from '@portal/contract/event';
import type { StaffGroup } from '@portal/contract/event-parts';
import type { RoleRegistrationKind } from '@portal/contract/participant';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventItos, eventStaff } from '../../db/schema/event-parts';
import { eventParticipants } from '../../db/schema/participants';

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];

export const isRoleKind = (kind: string): kind is RoleRegistrationKind =>
  kind === 'staff' || kind === 'loc' || kind === 'ito';

/** A place on an event's lists: staff or LOC (the whole event) or an ITO of one event sport. */
export type RosterPlace =
  | { readonly kind: StaffGroup; readonly eventId: number; readonly userId: number }
  | {
      readonly kind: 'ito';
      readonly eventId: number;
      readonly eventSportId: number;
      readonly userId: number;
    };

// The list -------------------------------------------------------------------------------------------------

/** Puts the person on the list with the function; already on it, the row stays and takes the function. */
export async function putOnRoster(tx: Database, place: RosterPlace, fn: string): Promise<void> {
  if (place.kind === 'ito') {
    await tx
      .insert(eventItos)
      .values({
        eventId: place.eventId,
        eventSportId: place.eventSportId,
        userId: place.userId,
        function: fn,
      })
      .onConflictDoUpdate({ target: [eventItos.eventSportId, eventItos.userId], set: { function: fn } });
    return;
  }
  await tx
    .insert(eventStaff)
    .values({ eventId: place.eventId, group: place.kind, userId: place.userId, function: fn })
    .onConflictDoUpdate({
      target: [eventStaff.eventId, eventStaff.group, eventStaff.userId],
      set: { function: fn },
    });
}

/** Takes the person off the list (nothing when they are not on it). */
export async function takeOffRoster(tx: Database, place: RosterPlace): Promise<void> {
  if (place.kind === 'ito') {
    await tx
      .delete(eventItos)
      .where(and(eq(eventItos.eventSportId, place.eventSportId), eq(eventItos.userId, place.userId)));
    return;
  }
  await tx
    .delete(eventStaff)
    .where(
      and(
        eq(eventStaff.eventId, place.eventId),
        eq(eventStaff.group, place.kind),
        eq(eventStaff.userId, place.userId),
      ),
    );
}

/** The place of a staff, LOC or ITO participant; undefined for other kinds. */
export function placeOf(row: {
  readonly kind: string;
  readonly eventId: number;
  readonly eventSportId: number | null;
  readonly userId: number;
}): RosterPlace | undefined {
  if (row.kind === 'ito' && row.eventSportId !== null) {
    return { kind: 'ito', eventId: row.eventId, eventSportId: row.eventSportId, userId: row.userId };
  }
  if (row.kind === 'staff' || row.kind === 'loc') {
    return { kind: row.kind, eventId: row.eventId, userId: row.userId };
  }
  return undefined;
}

/**
 * After a participant was approved: a staff, LOC or ITO participant goes on the list with its function.
 * Other kinds: nothing.
 */
export async function putParticipantOnRoster(tx: Database, participantId: number): Promise<void> {
  const [row] = await tx
    .select({
      kind: eventParticipants.kind,
      eventId: eventParticipants.eventId,
      eventSportId: eventParticipants.eventSportId,
      userId: eventParticipants.userId,
      function: eventParticipants.function,
    })
    .from(eventParticipants)
    .where(eq(eventParticipants.id, participantId));
  const place = row && placeOf(row);
  if (row && place) await putOnRoster(tx, place, row.function ?? '');
}

/** After an approved participant was withdrawn: a staff, LOC or ITO participant leaves the list. */
export async function takeParticipantOffRoster(
  tx: Database,
  row: {
    readonly kind: string;
    readonly eventId: number;
    readonly eventSportId: number | null;
    readonly userId: number;
  },
): Promise<void> {
  const place = placeOf(row);
  if (place) await takeOffRoster(tx, place);
}

// The participant of a list change --------------------------------------------------------------------------

const placeWhere = (place: RosterPlace) =>
  and(
    eq(eventParticipants.eventId, place.eventId),
    eq(eventParticipants.kind, place.kind),
    eq(eventParticipants.userId, place.userId),
    place.kind === 'ito'
      ? eq(eventParticipants.eventSportId, place.eventSportId)
      : isNull(eventParticipants.eventSportId),
    inArray(eventParticipants.status, activeStatuses),
  );

/** The person's active participant of the place, locked (the partial unique indexes: at most one). */
async function lockActiveParticipant(tx: Database, place: RosterPlace) {
  const [row] = await tx
    .select({ id: eventParticipants.id, status: eventParticipants.status })
    .from(eventParticipants)
    .where(placeWhere(place))
    .for('update');
  return row;
}

/**
 * WSK put the person on a list: their pending application is approved (taking the list's function), an
 * approved participant takes the function, and without either an approved participant is created
 * (registered and decided by the administrator). Returns the participant's id and what happened.
 */
export async function approveForRoster(
  tx: Database,
  place: RosterPlace,
  values: {
    readonly function: string;
    readonly actorId: number;
    readonly currency: string;
    readonly now: Date;
  },
): Promise<{ readonly participantId: number; readonly change: 'created' | 'approved' | 'kept' }> {
  const active = await lockActiveParticipant(tx, place);
  if (active) {
    await tx
      .update(eventParticipants)
      .set({
        function: values.function,
        updatedAt: values.now,
        ...(active.status === 'pending' && {
          status: 'approved' as const,
          decidedBy: values.actorId,
          decidedAt: values.now,
          decisionReason: null,
        }),
      })
      .where(eq(eventParticipants.id, active.id));
    return { participantId: active.id, change: active.status === 'pending' ? 'approved' : 'kept' };
  }
  const [row] = await tx
    .insert(eventParticipants)
    .values({
      eventId: place.eventId,
      eventSportId: place.kind === 'ito' ? place.eventSportId : null,
      kind: place.kind,
      userId: place.userId,
      federationId: null,
      status: 'approved',
      registeredBy: values.actorId,
      feeAmount: null,
      currency: values.currency,
      function: values.function,
      decidedBy: values.actorId,
      decidedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: eventParticipants.id });
  if (!row) throw new Error('The participant insert returned no row');
  return { participantId: row.id, change: 'created' };
}

/** WSK changed the function on a list: the active participant takes it. */
export async function updateRosterFunction(
  tx: Database,
  place: RosterPlace,
  values: { readonly function: string; readonly now: Date },
): Promise<void> {
  await tx
    .update(eventParticipants)
    .set({ function: values.function, updatedAt: values.now })
    .where(placeWhere(place));
}

/** WSK took the person off a list: the active participant is withdrawn by the administrator. Its id, if any. */
export async function withdrawForRoster(
  tx: Database,
  place: RosterPlace,
  values: { readonly actorId: number; readonly now: Date },
): Promise<number | undefined> {
  const rows = await tx
    .update(eventParticipants)
    .set({
      status: 'withdrawn',
      decidedBy: values.actorId,
      decidedAt: values.now,
      decisionReason: null,
      updatedAt: values.now,
    })
    .where(placeWhere(place))
    .returning({ id: eventParticipants.id });
  return rows[0]?.id;
}
