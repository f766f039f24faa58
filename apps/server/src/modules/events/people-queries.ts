// SQL of an event's people (decision 016): its staff and LOC members, its assigned ITOs, and the accounts
// WSK may pick for either. Each list is a page query and a count query sharing one WHERE clause; a person
// is read with their national federation in the same query, never one query per row.
import type { StaffGroup } from '@portal/contract/event-parts';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { eventItos, eventStaff } from '../../db/schema/event-parts';
import { eventSports } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { roles } from '../../db/schema/roles';
import { sports } from '../../db/schema/sports';
import { users } from '../../db/schema/users';
import {
  hasAntiDopingSql,
  hasPassportSql,
  isValidForEventSql,
  type ValidityDay,
} from '../users/user-list-queries';

interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** A person as the event's pages show them: no e-mail, no documents. */
const personColumns = {
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar },
  federation: { id: federations.id, name: federations.name, code: federations.code },
};

const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** An account that exists and was not deleted. */
const activeUser = (id: number) => and(eq(users.id, id), isNull(users.deletedAt));

// Staff and LOC -------------------------------------------------------------------------------------------

const staffColumns = {
  id: eventStaff.id,
  eventId: eventStaff.eventId,
  group: eventStaff.group,
  function: eventStaff.function,
  createdAt: eventStaff.createdAt,
  ...personColumns,
};

/** Event staff before LOC members, as the contract lists the groups. */
const groupOrder = sql`case ${eventStaff.group} when 'staff' then 0 else 1 end`;

/** One page of the event's staff and LOC members (one group when given), and how many there are. */
export async function listStaffPage(
  db: Database,
  params: Page & { readonly eventId: number; readonly group?: StaffGroup | undefined },
) {
  const where = and(
    eq(eventStaff.eventId, params.eventId),
    params.group === undefined ? undefined : eq(eventStaff.group, params.group),
    // An erased account no longer takes part; its row stays for the audit trail.
    isNull(users.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(eventStaff)
      .innerJoin(users, eq(users.id, eventStaff.userId))
      .leftJoin(federations, eq(federations.id, users.federationId))
      .where(where)
      .orderBy(groupOrder, ...byName)
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(eventStaff)
      .innerJoin(users, eq(users.id, eventStaff.userId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type StaffRow = Awaited<ReturnType<typeof listStaffPage>>['rows'][number];

export async function findStaffMember(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(eventStaff)
    .innerJoin(users, eq(users.id, eventStaff.userId))
    .leftJoin(federations, eq(federations.id, users.federationId))
    .where(and(eq(eventStaff.id, params.id), eq(eventStaff.eventId, params.eventId)));
  return row;
}

export async function activeUserExists(db: Database, params: { readonly id: number }): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(activeUser(params.id));
  return row !== undefined;
}

export async function isStaffMember(
  db: Database,
  params: { readonly eventId: number; readonly userId: number; readonly group: StaffGroup },
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventStaff.id })
    .from(eventStaff)
    .where(
      and(
        eq(eventStaff.eventId, params.eventId),
        eq(eventStaff.userId, params.userId),
        eq(eventStaff.group, params.group),
      ),
    );
  return row !== undefined;
}

export async function insertStaffMember(db: Database, values: typeof eventStaff.$inferInsert) {
  const [row] = await db.insert(eventStaff).values(values).returning({ id: eventStaff.id });
  if (!row) throw new Error('The staff member insert returned no row');
  return row.id;
}

/** Changes the function of the event's staff member; the member, or undefined when there is none. */
export async function updateStaffFunction(
  db: Database,
  params: { readonly eventId: number; readonly id: number; readonly function: string },
) {
  const [row] = await db
    .update(eventStaff)
    .set({ function: params.function })
    .where(and(eq(eventStaff.id, params.id), eq(eventStaff.eventId, params.eventId)))
    .returning({ userId: eventStaff.userId, group: eventStaff.group });
  return row;
}

/** Removes the event's staff member; the removed row, or undefined when there was none. */
export async function deleteStaffMember(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
) {
  const [row] = await db
    .delete(eventStaff)
    .where(and(eq(eventStaff.id, params.id), eq(eventStaff.eventId, params.eventId)))
    .returning({ userId: eventStaff.userId, group: eventStaff.group });
  return row;
}

// ITOs ----------------------------------------------------------------------------------------------------

const itoColumns = {
  id: eventItos.id,
  eventId: eventItos.eventId,
  eventSportId: eventItos.eventSportId,
  sport: { id: sports.id, name: sports.name, type: sports.type },
  function: eventItos.function,
  createdAt: eventItos.createdAt,
  ...personColumns,
};

function itoQuery(db: Database, where: SQL | undefined) {
  return db
    .select(itoColumns)
    .from(eventItos)
    .innerJoin(eventSports, eq(eventSports.id, eventItos.eventSportId))
    .innerJoin(sports, eq(sports.id, eventSports.sportId))
    .innerJoin(users, eq(users.id, eventItos.userId))
    .leftJoin(federations, eq(federations.id, users.federationId))
    .where(where);
}

/** One page of the event's ITOs (of one event sport when given), by sport in the order added, then name. */
export async function listItoPage(
  db: Database,
  params: Page & { readonly eventId: number; readonly eventSportId?: number | undefined },
) {
  const where = and(
    eq(eventItos.eventId, params.eventId),
    params.eventSportId === undefined ? undefined : eq(eventItos.eventSportId, params.eventSportId),
    // An erased account no longer takes part; its row stays for the audit trail.
    isNull(users.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    itoQuery(db, where)
      .orderBy(asc(eventItos.eventSportId), ...byName)
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(eventItos)
      .innerJoin(users, eq(users.id, eventItos.userId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type ItoRow = Awaited<ReturnType<typeof listItoPage>>['rows'][number];

export async function findItoAssignment(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
): Promise<ItoRow | undefined> {
  const [row] = await itoQuery(db, and(eq(eventItos.id, params.id), eq(eventItos.eventId, params.eventId)));
  return row;
}

/** An approved ITO role (a pending request is no role) on an account that was not deleted. */
const approvedIto = and(
  isNull(users.deletedAt),
  eq(users.roleStatus, 'approved'),
  eq(roles.type, ROLE_TYPES.ITO),
);

export async function isApprovedIto(db: Database, params: { readonly userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, params.userId), approvedIto));
  return row !== undefined;
}

export async function eventSportOfEvent(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSports.id })
    .from(eventSports)
    .where(and(eq(eventSports.id, params.id), eq(eventSports.eventId, params.eventId)));
  return row !== undefined;
}

export async function isAssignedIto(
  db: Database,
  params: { readonly eventSportId: number; readonly userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventItos.id })
    .from(eventItos)
    .where(and(eq(eventItos.eventSportId, params.eventSportId), eq(eventItos.userId, params.userId)));
  return row !== undefined;
}

export async function insertItoAssignment(db: Database, values: typeof eventItos.$inferInsert) {
  const [row] = await db.insert(eventItos).values(values).returning({ id: eventItos.id });
  if (!row) throw new Error('The ITO assignment insert returned no row');
  return row.id;
}

/** Changes the function of the event's ITO; the assignment, or undefined when there is none. */
export async function updateItoFunction(
  db: Database,
  params: { readonly eventId: number; readonly id: number; readonly function: string },
) {
  const [row] = await db
    .update(eventItos)
    .set({ function: params.function })
    .where(and(eq(eventItos.id, params.id), eq(eventItos.eventId, params.eventId)))
    .returning({ userId: eventItos.userId, eventSportId: eventItos.eventSportId });
  return row;
}

export async function deleteItoAssignment(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
) {
  const [row] = await db
    .delete(eventItos)
    .where(and(eq(eventItos.id, params.id), eq(eventItos.eventId, params.eventId)))
    .returning({ userId: eventItos.userId, eventSportId: eventItos.eventSportId });
  return row;
}

// Candidates ----------------------------------------------------------------------------------------------

/**
 * One page of the accounts WSK may pick (§3 Staff candidate): not deleted, found by name or e-mail (the
 * caller's wildcards taken literally), approved ITOs only when `itosOnly`; by last name, first name, id.
 * Validity is shown, not filtered, judged on `day`.
 */
export async function listCandidatePage(
  db: Database,
  params: Page & {
    readonly search?: string | undefined;
    readonly itosOnly: boolean;
    readonly day: ValidityDay;
  },
) {
  const pattern = params.search ? containsPattern(params.search) : null;
  const where = and(
    isNull(users.deletedAt),
    params.itosOnly ? approvedIto : undefined,
    pattern
      ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        avatar: users.avatar,
        firstName: users.firstName,
        lastName: users.lastName,
        registrationCompleted: users.registrationCompleted,
        activeUntilDate: users.activeUntilDate,
        hasPassport: hasPassportSql,
        hasAntiDoping: hasAntiDopingSql(params.day),
        isValidForEvent: isValidForEventSql(params.day),
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(...byName)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type CandidateRow = Awaited<ReturnType<typeof listCandidatePage>>['rows'][number];
