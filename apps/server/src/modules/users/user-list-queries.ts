// SQL of the user-management lists (spec §7 Users): a page's ids with the count of the matches under one
// WHERE clause, which carries the caller's scope, the rows of those ids with their sports and federations,
// and keyset batches of the same rows in the same order for reading a whole list (the exports).
// Event validity and anti-doping are computed here from the user's data, never read from a stored flag.

import type { Gender } from '@portal/contract/constants';
import type { Permission, RoleType } from '@portal/contract/roles';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, executeRows, preparedPerDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { totalOfPage } from '../../db/page-total';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs } from '../../db/schema/organizations';
import { passports } from '../../db/schema/personal-details';
import { roles } from '../../db/schema/roles';
import { sports } from '../../db/schema/sports';
import { userSports } from '../../db/schema/user-sports';
import { type RoleStatus, userListCounts, users } from '../../db/schema/users';
import type { VersionedTables } from '../../platform/http/response-cache';
import { staffUnitColumns } from './unit-columns';

/** Whose users a list shows: everyone (WSK staff) or the users of the NF caller's own federation. */
export type UserListScope =
  | { readonly kind: 'all' }
  /** The federation is the caller's nf_admin_federation, read in the same query; none means nobody. */
  | { readonly kind: 'nf'; readonly callerId: number };

/** The day and year the validity rules are judged on (§4 passport expiry, §9 anti-doping). */
export interface ValidityDay {
  /** YYYY-MM-DD: a passport expiring on this day is already expired. */
  readonly today: string;
  /** The oldest anti-doping issue year still valid. */
  readonly minAntiDopingYear: number;
}

export interface UserListFilters {
  /** Part of the first or last name, e-mail or WSK id, case-insensitive. */
  readonly search?: string | undefined;
  /** The role the user holds in this approval state, optionally of these types or not of `exceptType`. */
  readonly role?:
    | {
        readonly status: RoleStatus;
        readonly types?: readonly RoleType[] | undefined;
        readonly exceptType?: RoleType | undefined;
        readonly permission?: Permission | undefined;
      }
    | undefined;
  readonly federationId?: number | undefined;
  readonly sportId?: number | undefined;
  readonly gender?: Gender | undefined;
  readonly registrationCompleted?: boolean | undefined;
  readonly isValidForEvent?: boolean | undefined;
  readonly hasPassport?: boolean | undefined;
  readonly hasAntiDoping?: boolean | undefined;
}

export type UserListOrdering =
  | 'last_name'
  | '-last_name'
  | 'first_name'
  | '-first_name'
  | 'email'
  | '-email'
  | 'created'
  | '-created'
  /** The pending requests: the least recently changed first (the request is the last change of most). */
  | 'oldest_request';

/** The administered federation of the NF caller; aliased, since the list reads `users` too. */
const scopeCaller = alias(users, 'scope_caller');

/** A validity day as values, or as the placeholders of a prepared statement. */
type ValidityDayValues = {
  readonly [K in keyof ValidityDay]: ValidityDay[K] | ReturnType<typeof sql.placeholder>;
};

export const hasAntiDopingSql = (day: ValidityDayValues) =>
  sql<boolean>`coalesce(${users.antiDopingYearIssued} >= ${day.minAntiDopingYear}, false)`;

// AND is false as soon as one part is false, so only a missing date or year leaves a null to coalesce.
export const isValidForEventSql = (day: ValidityDayValues) =>
  sql<boolean>`coalesce(${users.registrationCompleted} and ${users.activeUntilDate} > ${day.today}::date and ${users.antiDopingYearIssued} >= ${day.minAntiDopingYear}, false)`;

export const hasPassportSql = sql<boolean>`exists (select 1 from ${passports} where ${passports.userId} = ${users.id})`;

const flag = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : not(condition);

/** The columns of the common filters, in `users` or in `user_list_counts`. */
interface DimensionColumns {
  readonly federationId: typeof users.federationId | typeof userListCounts.federationId;
  readonly roleStatus: typeof users.roleStatus | typeof userListCounts.roleStatus;
  readonly registrationCompleted:
    | typeof users.registrationCompleted
    | typeof userListCounts.registrationCompleted;
}

/**
 * The scope and the filters on federation, role (joined as `roles`), approval and registration: the
 * conditions `user_list_counts` can answer as well as `users`.
 */
function dimensionConditions(
  db: Database,
  columns: DimensionColumns,
  scope: UserListScope,
  filters: UserListFilters,
) {
  const role = filters.role;
  return [
    // A scalar subquery (one value, known before the scan) lets the planner walk the federation's index
    // in list order; a null (no administered federation) matches nobody.
    scope.kind === 'nf'
      ? sql`${columns.federationId} = (${db
          .select({ id: scopeCaller.nfAdminFederationId })
          .from(scopeCaller)
          .where(and(eq(scopeCaller.id, scope.callerId), isNull(scopeCaller.deletedAt)))})`
      : undefined,
    role ? eq(columns.roleStatus, role.status) : undefined,
    role?.types ? inArray(roles.type, [...role.types]) : undefined,
    role?.exceptType ? ne(roles.type, role.exceptType) : undefined,
    role?.permission ? eq(roles.permission, role.permission) : undefined,
    filters.federationId === undefined ? undefined : eq(columns.federationId, filters.federationId),
    filters.registrationCompleted === undefined
      ? undefined
      : eq(columns.registrationCompleted, filters.registrationCompleted),
  ];
}

/** Whether only the common filters are set, so that `user_list_counts` knows how many users match. */
function countableFromCounts(filters: UserListFilters): boolean {
  return (
    !filters.search &&
    filters.sportId === undefined &&
    filters.gender === undefined &&
    filters.isValidForEvent === undefined &&
    filters.hasPassport === undefined &&
    filters.hasAntiDoping === undefined
  );
}

function whereOf(db: Database, scope: UserListScope, filters: UserListFilters, day: ValidityDay) {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and(
    isNull(users.deletedAt),
    ...dimensionConditions(db, users, scope, filters),
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.wskId, pattern),
        )
      : undefined,
    filters.sportId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(userSports)
            .where(and(eq(userSports.userId, users.id), eq(userSports.sportId, filters.sportId))),
        ),
    filters.gender === undefined ? undefined : eq(users.gender, filters.gender),
    flag(isValidForEventSql(day), filters.isValidForEvent),
    flag(hasPassportSql, filters.hasPassport),
    flag(hasAntiDopingSql(day), filters.hasAntiDoping),
  );
}

/** The column an ordering sorts by (then by id, the same way), and the type its text is cast back to. */
function orderKeyOf(ordering: UserListOrdering) {
  if (ordering === 'oldest_request') {
    return { column: users.updatedAt, cast: 'timestamptz', descending: false, nullable: false } as const;
  }
  const descending = ordering.startsWith('-');
  switch (descending ? ordering.slice(1) : ordering) {
    case 'last_name':
      return { column: users.lastName, cast: 'text', descending, nullable: false } as const;
    case 'first_name':
      return { column: users.firstName, cast: 'text', descending, nullable: false } as const;
    case 'email':
      return { column: users.email, cast: 'text', descending, nullable: true } as const;
    case 'created':
      return { column: users.createdAt, cast: 'timestamptz', descending, nullable: false } as const;
    default:
      throw new Error(`Unknown user ordering ${ordering}`);
  }
}

function orderOf(ordering: UserListOrdering): SQL[] {
  const { column, descending } = orderKeyOf(ordering);
  // The id goes the same way, so an index on (column, id) serves either direction.
  const direction = descending ? desc : asc;
  return [direction(column), direction(users.id)];
}

/**
 * Where a batch of a full read (the exports) resumes: the ordering column's value in the last row read, as
 * PostgreSQL's text of it (a timestamp keeps its microseconds, which a JS Date would lose), and its id.
 */
export interface UserListCursor {
  readonly key: string | null;
  readonly id: number;
}

/**
 * The rows after the cursor in the ordering (keyset paging, which the (column, id) indexes serve).
 * PostgreSQL puts nulls last ascending and first descending; of the ordering columns only the e-mail is
 * nullable.
 */
function afterCursor(ordering: UserListOrdering, cursor: UserListCursor): SQL | undefined {
  const { column, cast, descending, nullable } = orderKeyOf(ordering);
  if (cursor.key === null) {
    return descending
      ? or(and(isNull(column), lt(users.id, cursor.id)), isNotNull(column))
      : and(isNull(column), gt(users.id, cursor.id));
  }
  const key = sql`${cursor.key}::${sql.raw(cast)}`;
  const after = descending
    ? sql`(${column}, ${users.id}) < (${key}, ${cursor.id})`
    : sql`(${column}, ${users.id}) > (${key}, ${cursor.id})`;
  return nullable && !descending ? or(after, isNull(column)) : after;
}

const nationalFederations = alias(federations, 'national_federations');

/** The columns of a list row; the validity flags are judged on the given day. */
const listFieldsOf = (day: ValidityDayValues) => ({
  id: users.id,
  avatar: users.avatar,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  registrationCompleted: users.registrationCompleted,
  activeUntilDate: users.activeUntilDate,
  role: { id: roles.id, name: roles.name, type: roles.type, permission: roles.permission },
  nationalFederation: {
    id: nationalFederations.id,
    name: nationalFederations.name,
    code: nationalFederations.code,
  },
  ...staffUnitColumns,
  hasPassport: hasPassportSql,
  hasAntiDoping: hasAntiDopingSql(day),
  isValidForEvent: isValidForEventSql(day),
});

interface ListParams {
  readonly scope: UserListScope;
  readonly filters: UserListFilters;
  readonly day: ValidityDay;
}

/**
 * How many users match the filters in the scope, as one SQL value (a subquery). With the common filters only
 * (the default pages, the approval and staff lists) the kept counts answer it from a few rows, whatever the
 * number of users; otherwise the matching users are counted.
 */
function countQueryOf(db: Database, params: ListParams) {
  if (countableFromCounts(params.filters)) {
    return db
      .select({ total: sql<number>`coalesce(sum(${userListCounts.liveUsers}), 0)::int`.as('total') })
      .from(userListCounts)
      .leftJoin(roles, eq(roles.id, userListCounts.roleId))
      .where(and(...dimensionConditions(db, userListCounts, params.scope, params.filters)));
  }
  return db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(whereOf(db, params.scope, params.filters, params.day));
}

/** How many users match the filters in the scope. */
export async function countUserList(db: Database, params: ListParams): Promise<number> {
  const [row] = await countQueryOf(db, params);
  return row?.total ?? 0;
}

interface PageParams extends ListParams {
  readonly ordering: UserListOrdering;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The ids of one page, in the list's order, each row with how many users match over all pages: one statement
 * instead of a page query and a count query (the count is an uncorrelated subquery, computed once). Without a
 * search PostgreSQL walks the ordering's index and stops after the page. With one, the matching rows are
 * found first (the ILIKEs through the trigram indexes, BitmapOr), counted and sorted: walking the ordering
 * index would test row after row, most of the table when the matches sort late (a search for "ross" in
 * last-name order). MATERIALIZED keeps PostgreSQL from merging the CTE into the ordered query and walking
 * the index anyway. A page past the end has no row to carry the count, so only then is it counted alone.
 */
async function pageIdsOf(db: Database, params: PageParams): Promise<{ ids: number[]; count: number }> {
  const where = whereOf(db, params.scope, params.filters, params.day);
  let rows: { id: number; total: number }[];
  if (!params.filters.search) {
    rows = await db
      .select({ id: users.id, total: sql<number>`(${countQueryOf(db, params)})` })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(...orderOf(params.ordering))
      .limit(params.limit)
      .offset(params.offset);
  } else {
    const { column, descending } = orderKeyOf(params.ordering);
    const matches = db
      .select({ id: users.id, key: sql`${column}`.as('key') })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(where);
    // The same directions (and so the same places for a null e-mail) as orderOf.
    const direction = sql.raw(descending ? 'desc' : 'asc');
    rows = await executeRows<{ id: number; total: number }>(
      db,
      sql`with matches as materialized ${matches}
        select id, (select count(*)::int from matches) as total from matches
        order by key ${direction}, id ${direction}
        limit ${params.limit} offset ${params.offset}`,
    );
  }
  const count = await totalOfPage(rows, params, () => countUserList(db, params));
  return { ids: rows.map((row) => row.id), count };
}

/** A sport of a list row, with the federation the user represents in it (null: their national one). */
export interface UserListSport {
  readonly sport: Pick<typeof sports.$inferSelect, 'id' | 'name' | 'type'>;
  readonly federation: Pick<typeof federations.$inferSelect, 'id' | 'name' | 'code'> | null;
}

/** The sports of the row's user by sport name (one aggregate per row of the page). */
const sportsOfRow = sql<UserListSport[]>`(
  select coalesce(json_agg(json_build_object(
    'sport', json_build_object('id', ${sports.id}, 'name', ${sports.name}, 'type', ${sports.type}),
    'federation', case when ${federations.id} is null then null else json_build_object(
      'id', ${federations.id}, 'name', ${federations.name}, 'code', ${federations.code}) end
  ) order by ${sports.name}, ${sports.id}), '[]'::json)
  from ${userSports} join ${sports} on ${sports.id} = ${userSports.sportId}
  left join ${federations} on ${federations.id} = ${userSports.federationId}
  where ${userSports.userId} = ${users.id})`;

/**
 * The list rows of these users. Prepared: the joins and per-row fields are the same for every page, so
 * PostgreSQL plans them once per connection instead of on every request (planning them took longer than
 * running them).
 */
const pageRowsQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...listFieldsOf({
        today: sql.placeholder('today'),
        minAntiDopingYear: sql.placeholder('minAntiDopingYear'),
      }),
      sports: sportsOfRow,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(nationalFederations, eq(nationalFederations.id, users.federationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('user_list_page_rows'),
);

/**
 * One page of users matching the filters in the scope, each with their sports, and how many match over all
 * pages: two statements, the page's ids with the count and then the rows of those ids, so the joins and the
 * per-row fields (passport, validity, sports) are computed for the page's rows only.
 */
export async function listUserPage(db: Database, params: PageParams) {
  const { ids, count } = await pageIdsOf(db, params);
  const rows =
    ids.length === 0
      ? []
      : await pageRowsQuery(db).execute({
          ids,
          today: params.day.today,
          minAntiDopingYear: params.day.minAntiDopingYear,
        });
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, count };
}

export type UserPageRow = Awaited<ReturnType<typeof listUserPage>>['rows'][number];

/**
 * The next batch of a full read of a list (the exports): the rows after `after` (from the start when null)
 * in the list's order, with the fields an export adds and each row's cursor.
 */
export async function listUserBatch(
  db: Database,
  params: ListParams & {
    readonly ordering: UserListOrdering;
    readonly after: UserListCursor | null;
    readonly limit: number;
  },
) {
  const { column } = orderKeyOf(params.ordering);
  return db
    .select({
      ...listFieldsOf(params.day),
      sports: sportsOfRow,
      wskId: users.wskId,
      roleStatus: users.roleStatus,
      createdAt: users.createdAt,
      cursorKey: sql<string | null>`${column}::text`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(nationalFederations, eq(nationalFederations.id, users.federationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(
      and(
        whereOf(db, params.scope, params.filters, params.day),
        params.after ? afterCursor(params.ordering, params.after) : undefined,
      ),
    )
    .orderBy(...orderOf(params.ordering))
    .limit(params.limit);
}

export type UserBatchRow = Awaited<ReturnType<typeof listUserBatch>>[number];

/** Every table a page of this list reads (decision 033: its cached replies are current while they are unchanged). */
export const USER_LIST_TABLES: VersionedTables = [
  'departments',
  'federations',
  'groups',
  'jobs',
  'passports',
  'sports',
  'user_list_counts',
  'user_sports',
  'users',
];
