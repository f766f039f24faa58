// SQL of the user-management lists (spec §7 Users): a page query and a count query sharing one WHERE
// clause, which carries the caller's scope, and one query for the sports and federations of a page's users.
// Event validity and anti-doping are computed here from the user's data, never read from a stored flag.
import type { Gender } from '@portal/contract/constants';
import type { Permission, RoleType } from '@portal/contract/roles';
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
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs } from '../../db/schema/organizations';
import { passports } from '../../db/schema/personal-details';
import { roles } from '../../db/schema/roles';
import { sports } from '../../db/schema/sports';
import { userSports } from '../../db/schema/user-sports';
import { type RoleStatus, users } from '../../db/schema/users';

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

const hasAntiDopingSql = (day: ValidityDay) =>
  sql<boolean>`coalesce(${users.antiDopingYearIssued} >= ${day.minAntiDopingYear}, false)`;

// AND is false as soon as one part is false, so only a missing date or year leaves a null to coalesce.
const isValidForEventSql = (day: ValidityDay) =>
  sql<boolean>`coalesce(${users.registrationCompleted} and ${users.activeUntilDate} > ${day.today}::date and ${users.antiDopingYearIssued} >= ${day.minAntiDopingYear}, false)`;

const hasPassportSql = sql<boolean>`exists (select 1 from ${passports} where ${passports.userId} = ${users.id})`;

const flag = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : not(condition);

function whereOf(db: Database, scope: UserListScope, filters: UserListFilters, day: ValidityDay) {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const role = filters.role;
  return and(
    isNull(users.deletedAt),
    // A scalar subquery (one value, known before the scan) lets the planner walk the federation's index
    // in list order; a null (no administered federation) matches nobody.
    scope.kind === 'nf'
      ? sql`${users.federationId} = (${db
          .select({ id: scopeCaller.nfAdminFederationId })
          .from(scopeCaller)
          .where(and(eq(scopeCaller.id, scope.callerId), isNull(scopeCaller.deletedAt)))})`
      : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.wskId, pattern),
        )
      : undefined,
    role ? eq(users.roleStatus, role.status) : undefined,
    role?.types ? inArray(roles.type, [...role.types]) : undefined,
    role?.exceptType ? ne(roles.type, role.exceptType) : undefined,
    role?.permission ? eq(roles.permission, role.permission) : undefined,
    filters.federationId === undefined ? undefined : eq(users.federationId, filters.federationId),
    filters.sportId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(userSports)
            .where(and(eq(userSports.userId, users.id), eq(userSports.sportId, filters.sportId))),
        ),
    filters.gender === undefined ? undefined : eq(users.gender, filters.gender),
    filters.registrationCompleted === undefined
      ? undefined
      : eq(users.registrationCompleted, filters.registrationCompleted),
    flag(isValidForEventSql(day), filters.isValidForEvent),
    flag(hasPassportSql, filters.hasPassport),
    flag(hasAntiDopingSql(day), filters.hasAntiDoping),
  );
}

function orderOf(ordering: UserListOrdering): SQL[] {
  if (ordering === 'oldest_request') return [asc(users.updatedAt), asc(users.id)];
  const descending = ordering.startsWith('-');
  const column = {
    last_name: users.lastName,
    first_name: users.firstName,
    email: users.email,
    created: users.createdAt,
  }[descending ? ordering.slice(1) : ordering];
  if (!column) throw new Error(`Unknown user ordering ${ordering}`);
  // The id goes the same way, so an index on (column, id) serves either direction.
  const direction = descending ? desc : asc;
  return [direction(column), direction(users.id)];
}

const nationalFederations = alias(federations, 'national_federations');

/** One page of users matching the filters in the scope, and how many match over all pages. */
export async function listUserPage(
  db: Database,
  params: {
    readonly scope: UserListScope;
    readonly filters: UserListFilters;
    readonly ordering: UserListOrdering;
    readonly day: ValidityDay;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const where = whereOf(db, params.scope, params.filters, params.day);
  const [rows, [total]] = await Promise.all([
    db
      .select({
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
        department: {
          id: departments.id,
          name: departments.name,
          organizationType: departments.organizationType,
        },
        group: {
          id: groups.id,
          name: groups.name,
          organizationType: groups.organizationType,
          allowSports: groups.allowSports,
        },
        job: { id: jobs.id, name: jobs.name, organizationType: jobs.organizationType },
        hasPassport: hasPassportSql,
        hasAntiDoping: hasAntiDopingSql(params.day),
        isValidForEvent: isValidForEventSql(params.day),
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(nationalFederations, eq(nationalFederations.id, users.federationId))
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .leftJoin(groups, eq(groups.id, users.groupId))
      .leftJoin(jobs, eq(jobs.id, users.jobId))
      .where(where)
      .orderBy(...orderOf(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type UserPageRow = Awaited<ReturnType<typeof listUserPage>>['rows'][number];

/** The sports of these users with the federation each is represented in, by user then sport name. */
export async function listSportsOfUsers(db: Database, params: { readonly userIds: readonly number[] }) {
  if (params.userIds.length === 0) return [];
  return db
    .select({
      userId: userSports.userId,
      sport: { id: sports.id, name: sports.name, type: sports.type },
      federation: { id: federations.id, name: federations.name, code: federations.code },
    })
    .from(userSports)
    .innerJoin(sports, eq(sports.id, userSports.sportId))
    .leftJoin(federations, eq(federations.id, userSports.federationId))
    .where(inArray(userSports.userId, [...params.userIds]))
    .orderBy(asc(userSports.userId), asc(sports.name), asc(sports.id));
}

export type UserSportOfListRow = Awaited<ReturnType<typeof listSportsOfUsers>>[number];
