// SQL of an event's participant management (decision 017, slice 3): every participant of an event under the
// list's filters, a page of them with the count beside it, and the keyset batches of the export with the
// columns of §3's listing records. One WHERE clause serves the list, its count and the export, so they
// agree; NF staff's federation is in it. The event's rows are read through
// event_participants_event_id_index (event, federation).
import type { ParticipantKind, ParticipantStatus } from '@portal/contract/event';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventSports } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs } from '../../db/schema/organizations';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import {
  administeredBy,
  decider,
  type ParticipantScope,
  participantColumns,
  participantFederation,
  registrar,
  searchOf,
} from './queries';

/** The athlete kinds: the ones with a WSK id to match (decision 014). */
const ATHLETE_KINDS: readonly ParticipantKind[] = ['athlete', 'team_athlete'];

/** An athlete whose account has no WSK id yet: the list's flag, its filter and the export's column. */
const needWskMatchSql = sql<boolean>`(${eventParticipants.kind} in (${sql.join(
  ATHLETE_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}) and ${users.wskId} is null)`;

/** The filters of the event's list, its count and its export. */
export interface EventParticipantFilters {
  readonly eventId: number;
  readonly scope: ParticipantScope;
  readonly eventSportId?: number | undefined;
  readonly kind?: ParticipantKind | undefined;
  readonly status?: ParticipantStatus | undefined;
  readonly search?: string | undefined;
  readonly needWskMatch?: boolean | undefined;
  readonly extraQuota?: boolean | undefined;
}

/** The WHERE clause of the list, its count and the export (the participant and its user joined). */
function whereOf(db: Database, filters: EventParticipantFilters): SQL | undefined {
  const { scope } = filters;
  return and(
    eq(eventParticipants.eventId, filters.eventId),
    scope.kind === 'nf'
      ? sql`${eventParticipants.federationId} = ${administeredBy(db, scope.callerId)}`
      : scope.federationId === undefined
        ? undefined
        : eq(eventParticipants.federationId, scope.federationId),
    filters.eventSportId === undefined ? undefined : eq(eventParticipants.eventSportId, filters.eventSportId),
    filters.kind === undefined ? undefined : eq(eventParticipants.kind, filters.kind),
    filters.status === undefined ? undefined : eq(eventParticipants.status, filters.status),
    filters.extraQuota === undefined ? undefined : eq(eventParticipants.extraQuota, filters.extraQuota),
    searchOf(filters.search),
    filters.needWskMatch === undefined
      ? undefined
      : filters.needWskMatch
        ? needWskMatchSql
        : sql`not ${needWskMatchSql}`,
  );
}

/** By last name, first name, then the participant (a person may take part in several sports or kinds). */
const byName = [asc(users.lastName), asc(users.firstName), asc(eventParticipants.id)];

export async function countEventParticipants(
  db: Database,
  filters: EventParticipantFilters,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(whereOf(db, filters));
  return row?.total ?? 0;
}

/**
 * One page of the event's participants under the filters, with the columns of a participant reply (the
 * joins of queries.ts's participant reads), the e-mail and the WSK match flag; and how many match.
 */
export async function listEventParticipantPage(
  db: Database,
  params: { readonly filters: EventParticipantFilters; readonly limit: number; readonly offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .select({ ...participantColumns, email: users.email, needWskMatch: needWskMatchSql })
      .from(eventParticipants)
      .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
      .leftJoin(sports, eq(sports.id, eventSports.sportId))
      .leftJoin(teams, eq(teams.id, eventParticipants.teamId))
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .leftJoin(federations, eq(federations.id, users.federationId))
      .leftJoin(participantFederation, eq(participantFederation.id, eventParticipants.federationId))
      .leftJoin(registrar, eq(registrar.id, eventParticipants.registeredBy))
      .leftJoin(decider, eq(decider.id, eventParticipants.decidedBy))
      .where(whereOf(db, params.filters))
      .orderBy(...byName)
      .limit(params.limit)
      .offset(params.offset),
    countEventParticipants(db, params.filters),
  ]);
  return { rows, count: total };
}

/** Where an export batch resumes: the last row read, in the list's order. */
export interface EventParticipantCursor {
  readonly lastName: string;
  readonly firstName: string;
  readonly id: number;
}

const afterCursor = (cursor: EventParticipantCursor) =>
  sql`(${users.lastName}, ${users.firstName}, ${eventParticipants.id}) > (${cursor.lastName}, ${cursor.firstName}, ${cursor.id}::int)`;

/**
 * The next batch of the export: the rows after `after` (from the start when null) in the list's order,
 * with the columns of §3's listing records; the organisation type is the job's, else the group's, else the
 * department's.
 */
export async function listEventParticipantBatch(
  db: Database,
  params: {
    readonly filters: EventParticipantFilters;
    readonly after: EventParticipantCursor | null;
    readonly limit: number;
  },
) {
  return db
    .select({
      id: eventParticipants.id,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      email: users.email,
      kind: eventParticipants.kind,
      status: eventParticipants.status,
      function: eventParticipants.function,
      sport: sports.name,
      federation: participantFederation.name,
      group: groups.name,
      department: departments.name,
      job: jobs.name,
      organizationType: sql<
        string | null
      >`coalesce(${jobs.organizationType}, ${groups.organizationType}, ${departments.organizationType})`,
      needWskMatch: needWskMatchSql,
      feeAmount: eventParticipants.feeAmount,
      currency: eventParticipants.currency,
      createdAt: eventParticipants.createdAt,
    })
    .from(eventParticipants)
    .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
    .leftJoin(sports, eq(sports.id, eventSports.sportId))
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(participantFederation, eq(participantFederation.id, eventParticipants.federationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(and(whereOf(db, params.filters), params.after ? afterCursor(params.after) : undefined))
    .orderBy(...byName)
    .limit(params.limit);
}

export type EventParticipantBatchRow = Awaited<ReturnType<typeof listEventParticipantBatch>>[number];
