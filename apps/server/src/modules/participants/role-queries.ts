// SQL of staff, LOC and ITO applications (decision 017): what the application rules judge of one person in
// one statement (role, registration, passport on the event's last day, an active application, a place on
// the list), their latest application, the span of the event's windows of a kind, and whether the caller
// administers a participant's team.
import { ACTIVE_PARTICIPANT_STATUSES } from '@portal/contract/event';
import type { RoleRegistrationKind } from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, desc, eq, inArray, isNull, max, min, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { eventItos, eventStaff } from '../../db/schema/event-parts';
import { eventSportParticipants, eventSports } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { roles } from '../../db/schema/roles';
import { teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { hasPassportSql, type ValidityDay } from '../users/user-list-queries';

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];
const activeApplication = alias(eventParticipants, 'active_application');

/** What an application is for: staff or LOC of the event (no sport), or ITO of one event sport. */
export interface RoleTarget {
  readonly eventId: number;
  readonly kind: RoleRegistrationKind;
  /** The event sport of an ITO application; null for staff and LOC. */
  readonly eventSportId: number | null;
}

const sameTarget = (table: typeof eventParticipants | typeof activeApplication, target: RoleTarget) =>
  and(
    eq(table.eventId, target.eventId),
    eq(table.kind, target.kind),
    target.eventSportId === null ? isNull(table.eventSportId) : eq(table.eventSportId, target.eventSportId),
  );

/** Whether the person is on the target's list now (event_staff of the group, event_itos of the sport). */
function onRosterSql(target: RoleTarget) {
  if (target.kind === 'ito') {
    return sql<boolean>`exists (select 1 from ${eventItos} where ${eventItos.eventSportId} = ${target.eventSportId ?? 0} and ${eventItos.userId} = ${users.id})`;
  }
  return sql<boolean>`exists (select 1 from ${eventStaff} where ${eventStaff.eventId} = ${target.eventId} and ${eventStaff.group} = ${target.kind} and ${eventStaff.userId} = ${users.id})`;
}

/**
 * The facts an application is judged on, for one person: an approved ITO role, a completed registration,
 * passport details and their validity after `validity.today` (the event's last day), their active
 * application for the target and whether they are on its list. Undefined for an unknown or deleted account.
 */
export async function findRoleApplicant(
  db: Database,
  params: { readonly target: RoleTarget; readonly userId: number; readonly validity: ValidityDay },
) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      gender: users.gender,
      birthday: users.birthday,
      wskId: users.wskId,
      federation: { id: federations.id, name: federations.name, code: federations.code },
      approvedIto: sql<boolean>`coalesce(${users.roleStatus} = 'approved' and ${roles.type} = ${ROLE_TYPES.ITO}, false)`,
      registrationCompleted: users.registrationCompleted,
      hasPassport: hasPassportSql,
      passportValid: sql<boolean>`coalesce(${users.activeUntilDate} > ${params.validity.today}::date, false)`,
      applicationId: activeApplication.id,
      applicationStatus: activeApplication.status,
      onRoster: onRosterSql(params.target),
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, and(eq(federations.id, users.federationId), not(federations.isDefault)))
    .leftJoin(
      activeApplication,
      and(
        sameTarget(activeApplication, params.target),
        eq(activeApplication.userId, users.id),
        inArray(activeApplication.status, activeStatuses),
      ),
    )
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)));
  return row;
}

export type RoleApplicantRow = NonNullable<Awaited<ReturnType<typeof findRoleApplicant>>>;

/** The person's latest application for the target, any status. */
export async function latestRoleParticipantId(
  db: Database,
  params: { readonly target: RoleTarget; readonly userId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: eventParticipants.id })
    .from(eventParticipants)
    .where(and(sameTarget(eventParticipants, params.target), eq(eventParticipants.userId, params.userId)))
    .orderBy(desc(eventParticipants.createdAt), desc(eventParticipants.id))
    .limit(1);
  return row?.id;
}

/** The earliest opening and latest closing day of the kind's rows on the event's sports; nulls without any. */
export async function findKindSpanOfEvent(
  db: Database,
  params: { readonly eventId: number; readonly kind: RoleRegistrationKind },
) {
  const [row] = await db
    .select({ opensOn: min(eventSportParticipants.opensOn), closesOn: max(eventSportParticipants.closesOn) })
    .from(eventSportParticipants)
    .innerJoin(eventSports, eq(eventSports.id, eventSportParticipants.eventSportId))
    .where(and(eq(eventSports.eventId, params.eventId), eq(eventSportParticipants.kind, params.kind)));
  return { opensOn: row?.opensOn ?? null, closesOn: row?.closesOn ?? null };
}

/** The window row of the kind on one event sport, if it has one. */
export async function findKindRow(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: RoleRegistrationKind },
) {
  const [row] = await db
    .select({ opensOn: eventSportParticipants.opensOn, closesOn: eventSportParticipants.closesOn })
    .from(eventSportParticipants)
    .where(
      and(
        eq(eventSportParticipants.eventSportId, params.eventSportId),
        eq(eventSportParticipants.kind, params.kind),
      ),
    );
  return row;
}

/** Whether the user administers the team of the participant (a team registration). */
export async function administersTeamOf(
  db: Database,
  params: { readonly participantId: number; readonly userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(eventParticipants)
    .innerJoin(teams, eq(teams.id, eventParticipants.teamId))
    .where(and(eq(eventParticipants.id, params.participantId), eq(teams.adminUserId, params.userId)));
  return row !== undefined;
}
