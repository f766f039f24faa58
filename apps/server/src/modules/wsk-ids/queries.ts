// SQL of the WSK id database (decision 014): the paged list, the two rankings (a record's candidate users,
// a user's possible records), the candidate search of every INITIAL record as one UPDATE, the linking
// writes of set_wsk_id/ and the batched upsert of an import. Every ranking is one query whose WHERE clause
// starts with a trigram `%` test, so the GIN trigram indexes find the few rows worth scoring.

import { WSK_ID_STATUSES, type WskIdStatus } from '@portal/contract/constants';
import type { WSK_ID_ORDERINGS } from '@portal/contract/endpoints/wsk-ids';
import { ROLE_TYPES } from '@portal/contract/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, executeRows } from '../../db/client';
import { containsPattern } from '../../db/like';
import { federations } from '../../db/schema/federations';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { type NewWskIdRecordRow, wskIdRecords } from '../../db/schema/wsk-ids';

export type WskIdOrdering = (typeof WSK_ID_ORDERINGS)[number];

// Ranking ----------------------------------------------------------------------------------------------

/**
 * The smallest name similarity (0..1, the mean of first and last name in the better of the two orders) a
 * candidate needs: pg_trgm's own default threshold. The `%` test on the last name before it (against
 * pg_trgm.similarity_threshold, 0.3 unless the server is configured otherwise) lets the GIN indexes
 * answer; this then asks the same of both names together.
 */
export const MIN_NAME_SIMILARITY = 0.3;
/** Weights of the score: name similarity, the same birthday, the same country; they add up to 1. */
export const SCORE_WEIGHTS = { name: 0.6, birthday: 0.25, country: 0.15 } as const;
/** The most candidates or matches a ranking returns. */
export const MAX_CANDIDATES = 10;

/** What the ranking compares of a person, as SQL values or columns. */
interface PersonSql {
  readonly first: SQLWrapper;
  readonly last: SQLWrapper;
  readonly birthday: SQLWrapper;
  readonly country: SQLWrapper;
}

/** The person fields of a record or a user, known before the query. */
export interface PersonFacts {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthday: string | null;
  readonly countryFederationId: number | null;
}

const given = (person: PersonFacts): PersonSql => ({
  first: sql`${person.firstName}::text`,
  last: sql`${person.lastName}::text`,
  birthday: sql`${person.birthday}::date`,
  country: sql`${person.countryFederationId}::integer`,
});

const userPerson: PersonSql = {
  first: users.firstName,
  last: users.lastName,
  birthday: users.birthday,
  country: users.federationId,
};

const recordPerson: PersonSql = {
  first: wskIdRecords.firstName,
  last: wskIdRecords.lastName,
  birthday: wskIdRecords.birthday,
  country: wskIdRecords.countryFederationId,
};

const raw = (value: number) => sql.raw(String(value));

const straightSimilarity = (a: PersonSql, b: PersonSql) =>
  sql`((similarity(${a.first}, ${b.first}) + similarity(${a.last}, ${b.last})) / 2)`;
/** The same names with first and last name swapped on one side (registers mix the order up). */
const swappedSimilarity = (a: PersonSql, b: PersonSql) =>
  sql`((similarity(${a.first}, ${b.last}) + similarity(${a.last}, ${b.first})) / 2)`;

/**
 * Whether `b` (the table searched, whose trigram indexes answer the `%` tests) may be the person `a`: the
 * last name alike (in either order), and both names together at least MIN_NAME_SIMILARITY alike.
 */
function isCandidate(a: PersonSql, b: PersonSql): SQL {
  return sql`((${b.last} % ${a.last} and ${straightSimilarity(a, b)} >= ${raw(MIN_NAME_SIMILARITY)})
    or (${b.first} % ${a.last} and ${swappedSimilarity(a, b)} >= ${raw(MIN_NAME_SIMILARITY)}))`;
}

/** 0..1, three decimals: the name similarity weighted with an equal birthday and an equal country. */
function scoreOf(a: PersonSql, b: PersonSql): SQL<number> {
  return sql<number>`round((${raw(SCORE_WEIGHTS.name)} * greatest(${straightSimilarity(a, b)}, ${swappedSimilarity(a, b)})
    + ${raw(SCORE_WEIGHTS.birthday)} * (case when ${a.birthday} = ${b.birthday} then 1 else 0 end)
    + ${raw(SCORE_WEIGHTS.country)} * (case when ${a.country} = ${b.country} then 1 else 0 end))::numeric, 3)::float8`.mapWith(
    Number,
  );
}

/**
 * The users one of whose `columns` (names) is trigram-alike `lastName`, as a subquery under the table's
 * own name, so the conditions written on `users` apply to it. OFFSET 0 keeps PostgreSQL from merging it
 * into the outer query, where it would rather walk the (barely selective) role index and score every
 * athlete: here only a trigram index or a scan can answer. (Drizzle leaves out a zero offset: raw SQL.)
 */
const alikeUsers = (lastName: SQLWrapper, columns: readonly AnyPgColumn[]) =>
  sql`(select * from ${users} where ${or(...columns.map((column) => sql`${column} % ${lastName}`))} offset 0) as ${users}`;

/** A column of `users` read from alikeUsers, which Drizzle does not know as the table. */
const fromAlike = <C extends AnyPgColumn>(column: C) =>
  sql<C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null>`${column}`.mapWith(column);

/** Users who may be given a WSK id: live athletes (approved or pending) holding none. */
function isMatchableUser(db: Database): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    isNull(users.wskId),
    inArray(users.roleId, db.select({ id: roles.id }).from(roles).where(eq(roles.type, ROLE_TYPES.ATHLETE))),
  );
}

const countryRef = { id: federations.id, name: federations.name, code: federations.code };

const recordColumns = {
  id: wskIdRecords.id,
  wskId: wskIdRecords.wskId,
  firstName: wskIdRecords.firstName,
  lastName: wskIdRecords.lastName,
  nationalityRaw: wskIdRecords.nationalityRaw,
  birthday: wskIdRecords.birthday,
  gender: wskIdRecords.gender,
  status: wskIdRecords.status,
  userId: wskIdRecords.userId,
  countryFederationId: wskIdRecords.countryFederationId,
  country: countryRef,
};

/** The users who may be `person` (a record), best first, ties by id; at most `limit`. */
export async function rankUsersForRecord(
  db: Database,
  params: { readonly person: PersonFacts; readonly limit: number },
) {
  const record = given(params.person);
  const score = scoreOf(record, userPerson);
  return db
    .select({
      id: fromAlike(users.id),
      firstName: fromAlike(users.firstName),
      lastName: fromAlike(users.lastName),
      email: fromAlike(users.email),
      birthday: fromAlike(users.birthday),
      gender: fromAlike(users.gender),
      wskId: fromAlike(users.wskId),
      country: countryRef,
      score,
    })
    .from(alikeUsers(record.last, [users.lastName, users.firstName]))
    .leftJoin(federations, eq(federations.id, users.federationId))
    .where(and(isMatchableUser(db), isCandidate(record, userPerson)))
    .orderBy(desc(score), asc(users.id))
    .limit(params.limit);
}

export type CandidateRow = Awaited<ReturnType<typeof rankUsersForRecord>>[number];

/** The records not yet matched that may be `person` (a user), best first, ties by id; at most `limit`. */
export async function rankRecordsForUser(
  db: Database,
  params: { readonly person: PersonFacts; readonly limit: number },
) {
  const user = given(params.person);
  const score = scoreOf(user, recordPerson);
  return db
    .select({ ...recordColumns, score })
    .from(wskIdRecords)
    .leftJoin(federations, eq(federations.id, wskIdRecords.countryFederationId))
    .where(and(ne(wskIdRecords.status, WSK_ID_STATUSES.MATCHED), isCandidate(user, recordPerson)))
    .orderBy(desc(score), asc(wskIdRecords.id))
    .limit(params.limit);
}

/**
 * A WSK administrator's search recorded on a record not matched (meanwhile): READY_TO_BE_MATCHED when it
 * found candidates, NO_MATCH_FOUND when not.
 */
export async function recordSearchOutcome(
  db: Database,
  params: { readonly id: number; readonly found: boolean },
): Promise<void> {
  await db
    .update(wskIdRecords)
    .set({ status: params.found ? WSK_ID_STATUSES.READY_TO_BE_MATCHED : WSK_ID_STATUSES.NO_MATCH_FOUND })
    .where(and(eq(wskIdRecords.id, params.id), ne(wskIdRecords.status, WSK_ID_STATUSES.MATCHED)));
}

/**
 * The candidate search of every INITIAL record (or of those of `ids`) in one statement: each becomes
 * READY_TO_BE_MATCHED when a user passes the same test as in rankUsersForRecord, NO_MATCH_FOUND otherwise.
 * Returns the counts.
 */
export async function searchInitialRecords(
  db: Database,
  params: { readonly ids?: readonly number[] } = {},
): Promise<{ searched: number; readyToBeMatched: number }> {
  if (params.ids?.length === 0) return { searched: 0, readyToBeMatched: 0 };
  // Two EXISTS of one `%` each rather than one of an OR: run once per record with the record's name as a
  // parameter, each is answered from its trigram index.
  const candidateVia = (column: AnyPgColumn) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(alikeUsers(wskIdRecords.lastName, [column]))
        .where(and(isMatchableUser(db), isCandidate(recordPerson, userPerson))),
    );
  const [row] = await executeRows<{ searched: number; ready: number }>(
    db,
    sql`with searched as (
      update ${wskIdRecords}
      set ${sql.identifier(wskIdRecords.status.name)} = case when ${candidateVia(users.lastName)} or ${candidateVia(users.firstName)}
            then ${WSK_ID_STATUSES.READY_TO_BE_MATCHED} else ${WSK_ID_STATUSES.NO_MATCH_FOUND} end,
          ${sql.identifier(wskIdRecords.updatedAt.name)} = now()
      where ${and(
        eq(wskIdRecords.status, WSK_ID_STATUSES.INITIAL),
        params.ids ? inArray(wskIdRecords.id, [...params.ids]) : undefined,
      )}
      returning ${wskIdRecords.status}
    )
    select count(*)::int as searched,
      (count(*) filter (where status = ${WSK_ID_STATUSES.READY_TO_BE_MATCHED}))::int as ready
    from searched`,
  );
  return { searched: Number(row?.searched ?? 0), readyToBeMatched: Number(row?.ready ?? 0) };
}

// Records ----------------------------------------------------------------------------------------------

export interface WskIdListFilters {
  readonly status?: WskIdStatus | undefined;
  /** Part of the first or last name or of the WSK id, case-insensitive. */
  readonly search?: string | undefined;
}

function orderOf(ordering: WskIdOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const direction = descending ? desc : asc;
  const name = descending ? ordering.slice(1) : ordering;
  // WSK ids are unique: no tiebreak needed. The others go with the id the same way, as their indexes do.
  if (name === 'wsk_id') return [direction(wskIdRecords.wskId)];
  const column = name === 'created' ? wskIdRecords.createdAt : wskIdRecords.lastName;
  return [direction(column), direction(wskIdRecords.id)];
}

/** One page of records under the filters, and how many match over all pages. */
export async function listWskIdPage(
  db: Database,
  params: {
    readonly filters: WskIdListFilters;
    readonly ordering: WskIdOrdering;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const { filters } = params;
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    filters.status === undefined ? undefined : eq(wskIdRecords.status, filters.status),
    pattern
      ? or(
          ilike(wskIdRecords.firstName, pattern),
          ilike(wskIdRecords.lastName, pattern),
          ilike(wskIdRecords.wskId, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(wskIdRecords)
      .leftJoin(federations, eq(federations.id, wskIdRecords.countryFederationId))
      .where(where)
      .orderBy(...orderOf(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(wskIdRecords).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type WskIdRecordListRow = Awaited<ReturnType<typeof listWskIdPage>>['rows'][number];

export async function findWskIdRecord(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select(recordColumns)
    .from(wskIdRecords)
    .leftJoin(federations, eq(federations.id, wskIdRecords.countryFederationId))
    .where(eq(wskIdRecords.id, params.id));
  return row;
}

/** The record with this WSK id, locked for the caller's transaction. */
export async function lockWskIdRecord(db: Database, params: { readonly wskId: string }) {
  const [row] = await db
    .select({ id: wskIdRecords.id, wskId: wskIdRecords.wskId, userId: wskIdRecords.userId })
    .from(wskIdRecords)
    .where(eq(wskIdRecords.wskId, params.wskId))
    .for('update');
  return row;
}

// Users ------------------------------------------------------------------------------------------------

/** The live user's person fields and WSK id. */
export async function findLiveUserPerson(
  db: Database,
  params: { readonly id: number; readonly lock?: boolean },
) {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      birthday: users.birthday,
      countryFederationId: users.federationId,
      wskId: users.wskId,
    })
    .from(users)
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)));
  const [row] = await (params.lock ? query.for('update') : query);
  return row;
}

// Linking ----------------------------------------------------------------------------------------------

/** The user's record (if any) is free again: READY_TO_BE_MATCHED, no user. Returns its WSK id. */
export async function releaseRecordOfUser(
  db: Database,
  params: { readonly userId: number },
): Promise<string | undefined> {
  const [row] = await db
    .update(wskIdRecords)
    .set({ status: WSK_ID_STATUSES.READY_TO_BE_MATCHED, userId: null })
    .where(eq(wskIdRecords.userId, params.userId))
    .returning({ wskId: wskIdRecords.wskId });
  return row?.wskId;
}

/** Links the record to the user: MATCHED. The unique user_id refuses a second record of one user. */
export async function linkRecord(
  db: Database,
  params: { readonly id: number; readonly userId: number },
): Promise<void> {
  await db
    .update(wskIdRecords)
    .set({ status: WSK_ID_STATUSES.MATCHED, userId: params.userId })
    .where(eq(wskIdRecords.id, params.id));
}

/** The user's WSK id; the unique users.wsk_id refuses one another user holds. */
export async function setUserWskId(
  db: Database,
  params: { readonly userId: number; readonly wskId: string | null },
): Promise<void> {
  await db.update(users).set({ wskId: params.wskId }).where(eq(users.id, params.userId));
}

// Import -----------------------------------------------------------------------------------------------

/** The national federations an imported nationality may name (not the default one, which has no country). */
export function listCountryFederations(db: Database) {
  return db
    .select({
      id: federations.id,
      name: federations.name,
      code: federations.code,
      countryCode: federations.countryCode,
    })
    .from(federations)
    .where(eq(federations.isDefault, false));
}

export type ImportedRecord = Pick<
  NewWskIdRecordRow,
  'wskId' | 'firstName' | 'lastName' | 'nationalityRaw' | 'birthday' | 'gender' | 'countryFederationId'
>;

/**
 * Inserts new WSK ids as INITIAL and replaces the person fields of known ones (status and user kept), in
 * one multi-row statement. The WSK ids must be distinct. Returns how many were new.
 */
export async function upsertWskIdRecords(
  db: Database,
  rows: readonly ImportedRecord[],
): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const excluded = (column: { name: string }) => sql.raw(`excluded.${column.name}`);
  const written = await db
    .insert(wskIdRecords)
    .values([...rows])
    .onConflictDoUpdate({
      target: wskIdRecords.wskId,
      set: {
        firstName: excluded(wskIdRecords.firstName),
        lastName: excluded(wskIdRecords.lastName),
        nationalityRaw: excluded(wskIdRecords.nationalityRaw),
        birthday: excluded(wskIdRecords.birthday),
        gender: excluded(wskIdRecords.gender),
        countryFederationId: excluded(wskIdRecords.countryFederationId),
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 on a row version this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created };
}
