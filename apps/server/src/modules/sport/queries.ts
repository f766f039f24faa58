// SQL of the sport service: the reference lists, a user's sports (every list one query with its sport,
// federation, discipline, stance, device and palmares form joined), the caller's sport facts and the
// palmares forms.
import type { PalmaresResult, UserSportKind } from '@portal/contract/endpoints/sport-service';
import type { RoleType } from '@portal/contract/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { federations } from '../../db/schema/federations';
import { groups } from '../../db/schema/organizations';
import { passports } from '../../db/schema/personal-details';
import { roles } from '../../db/schema/roles';
import { sports } from '../../db/schema/sports';
import { devices, disciplines, palmaresForms, stances, userSports } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';

// Reference lists ----------------------------------------------------------------------------------------

export type SportOrdering = 'name' | '-name' | 'id';

export async function listSports(db: Database, params: { readonly ordering: SportOrdering }) {
  const order =
    params.ordering === 'id'
      ? [asc(sports.id)]
      : [params.ordering === 'name' ? asc(sports.name) : desc(sports.name), asc(sports.id)];
  return db
    .select()
    .from(sports)
    .orderBy(...order);
}

export async function listFederations(
  db: Database,
  params: {
    readonly search: string | undefined;
    readonly includeDefault: boolean;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const pattern = params.search ? containsPattern(params.search) : null;
  const where = and(
    params.includeDefault ? undefined : eq(federations.isDefault, false),
    pattern ? or(ilike(federations.name, pattern), ilike(federations.code, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(federations)
      .where(where)
      .orderBy(asc(federations.name), asc(federations.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(federations).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function findFederation(db: Database, params: { readonly id: number }) {
  const [row] = await db.select().from(federations).where(eq(federations.id, params.id)).limit(1);
  return row;
}

type ReferenceTable = typeof disciplines | typeof stances | typeof devices;

/** Disciplines, stances or devices by name; with a sport, its own rows (and, for stances, the shared ones). */
export async function listSportReferences(
  db: Database,
  params: {
    readonly table: ReferenceTable;
    readonly sportId: number | undefined;
    readonly withShared: boolean;
  },
) {
  const { table, sportId } = params;
  const where =
    sportId === undefined
      ? undefined
      : params.withShared
        ? or(eq(table.sportId, sportId), isNull(table.sportId))
        : eq(table.sportId, sportId);
  return db
    .select({
      id: table.id,
      name: table.name,
      code: table.code,
      number: table.number,
      sportId: table.sportId,
    })
    .from(table)
    .where(where)
    .orderBy(asc(table.name), asc(table.id));
}

// The caller -----------------------------------------------------------------------------------------------

/**
 * What the sport rules need to know of a user: the type of the role they hold or requested (whatever its
 * approval state), their national federation, their country (the federation's, else the passport's) and
 * whether their staff group selects sports.
 */
export async function findSportUser(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({
      id: users.id,
      roleType: sql<RoleType | null>`${roles.type}`,
      federationId: users.federationId,
      nfAdminFederationId: users.nfAdminFederationId,
      // The default federation has no country; then the passport's nationality says it.
      countryCode: sql<
        string | null
      >`coalesce(case when ${federations.isDefault} then null else ${federations.countryCode} end, ${passports.nationality})`,
      groupAllowsSports: sql<boolean>`coalesce(${groups.allowSports}, false)`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, eq(federations.id, users.federationId))
    .leftJoin(passports, eq(passports.userId, users.id))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, params.id))
    .limit(1);
  return row;
}

export type SportUserRow = NonNullable<Awaited<ReturnType<typeof findSportUser>>>;

/**
 * The sport and whether each chosen discipline, stance and device belongs to it (a stance may also be one
 * for every sport). Undefined when the sport does not exist. One query. (Drizzle writes the columns of a
 * single-table select unqualified, so the subqueries compare with the sport id itself, not sports.id.)
 */
export async function findSportWithReferences(
  db: Database,
  params: {
    readonly sportId: number;
    readonly disciplineId: number | null;
    readonly stanceId: number | null;
    readonly deviceId: number | null;
  },
) {
  const fits = (id: number | null, condition: SQL) => (id === null ? sql<boolean>`true` : condition);
  const [row] = await db
    .select({
      id: sports.id,
      allowedCountries: sports.allowedCountries,
      disciplineFits: fits(
        params.disciplineId,
        sql<boolean>`exists (select 1 from ${disciplines} where ${disciplines.id} = ${params.disciplineId} and ${disciplines.sportId} = ${params.sportId})`,
      ),
      stanceFits: fits(
        params.stanceId,
        sql<boolean>`exists (select 1 from ${stances} where ${stances.id} = ${params.stanceId} and (${stances.sportId} = ${params.sportId} or ${stances.sportId} is null))`,
      ),
      deviceFits: fits(
        params.deviceId,
        sql<boolean>`exists (select 1 from ${devices} where ${devices.id} = ${params.deviceId} and ${devices.sportId} = ${params.sportId})`,
      ),
    })
    .from(sports)
    .where(eq(sports.id, params.sportId))
    .limit(1);
  return row;
}

/** The ids among `ids` that are sports. */
export async function findSportIds(db: Database, params: { readonly ids: readonly number[] }) {
  if (params.ids.length === 0) return [];
  const rows = await db
    .select({ id: sports.id })
    .from(sports)
    .where(inArray(sports.id, [...params.ids]));
  return rows.map((row) => row.id);
}

// User sports ----------------------------------------------------------------------------------------------

/** The owner's or NF scope of a user sport, as a WHERE condition. */
function userSportScope(db: Database, params: { readonly userId?: number; readonly federationId?: number }) {
  return and(
    params.userId === undefined ? undefined : eq(userSports.userId, params.userId),
    params.federationId === undefined
      ? undefined
      : inArray(
          userSports.userId,
          db.select({ id: users.id }).from(users).where(eq(users.federationId, params.federationId)),
        ),
  );
}

const userSportColumns = {
  id: userSports.id,
  userId: userSports.userId,
  kind: userSports.kind,
  marathonNoLevelShowModal: userSports.marathonNoLevelShowModal,
  sport: {
    id: sports.id,
    name: sports.name,
    type: sports.type,
    icon: sports.icon,
    isTeamBased: sports.isTeamBased,
  },
  federation: { id: federations.id, name: federations.name, code: federations.code },
  discipline: { id: disciplines.id, name: disciplines.name },
  stance: { id: stances.id, name: stances.name },
  device: { id: devices.id, name: devices.name },
  palmaresFormId: palmaresForms.id,
};

/**
 * A user's sports, or one by id, with everything the contract nests, in the order they were added. One
 * query whatever the number of rows. `federationId` limits to users of that national federation (an NF
 * administrator's scope).
 */
export async function listUserSports(
  db: Database,
  params: {
    readonly userId?: number;
    readonly id?: number;
    readonly kind?: UserSportKind;
    readonly federationId?: number;
  },
) {
  return db
    .select(userSportColumns)
    .from(userSports)
    .innerJoin(sports, eq(sports.id, userSports.sportId))
    .leftJoin(federations, eq(federations.id, userSports.federationId))
    .leftJoin(disciplines, eq(disciplines.id, userSports.disciplineId))
    .leftJoin(stances, eq(stances.id, userSports.stanceId))
    .leftJoin(devices, eq(devices.id, userSports.deviceId))
    .leftJoin(palmaresForms, eq(palmaresForms.userSportId, userSports.id))
    .where(
      and(
        params.id === undefined ? undefined : eq(userSports.id, params.id),
        params.kind === undefined ? undefined : eq(userSports.kind, params.kind),
        userSportScope(db, params),
      ),
    )
    .orderBy(asc(userSports.id));
}

export type UserSportListRow = Awaited<ReturnType<typeof listUserSports>>[number];

/** The bare row of one user sport, optionally only the owner's or within an NF administrator's scope. */
export async function findUserSportRow(
  db: Database,
  params: { readonly id: number; readonly userId?: number; readonly federationId?: number },
) {
  const [row] = await db
    .select()
    .from(userSports)
    .where(and(eq(userSports.id, params.id), userSportScope(db, params)))
    .limit(1);
  return row;
}

export interface NewUserSport {
  readonly userId: number;
  readonly sportId: number;
  readonly kind: UserSportKind;
  readonly federationId: number | null;
  readonly disciplineId?: number | null;
  readonly stanceId?: number | null;
  readonly deviceId?: number | null;
}

/**
 * Inserts the user's sports, skipping any sport the user already holds (under any kind); answers the ids
 * of the inserted rows. ON CONFLICT also settles two requests racing for the same sport.
 */
export async function insertUserSports(db: Database, rows: readonly NewUserSport[]) {
  if (rows.length === 0) return [];
  return db
    .insert(userSports)
    .values([...rows])
    .onConflictDoNothing({ target: [userSports.userId, userSports.sportId] })
    .returning({ id: userSports.id, sportId: userSports.sportId });
}

/** Updates a user sport within the scope; false when none matched. */
export async function updateUserSportRow(
  db: Database,
  params: {
    readonly id: number;
    readonly userId?: number;
    readonly federationId?: number;
    readonly values: {
      disciplineId?: number | null;
      stanceId?: number | null;
      deviceId?: number | null;
      marathonNoLevelShowModal?: boolean;
    };
  },
) {
  const where = and(eq(userSports.id, params.id), userSportScope(db, params));
  const rows =
    Object.keys(params.values).length === 0
      ? await db.select({ id: userSports.id }).from(userSports).where(where)
      : await db.update(userSports).set(params.values).where(where).returning({ id: userSports.id });
  return rows.length > 0;
}

/** Deletes the owner's user sport; false when it is not theirs (or does not exist). */
export async function deleteOwnUserSport(
  db: Database,
  params: { readonly id: number; readonly userId: number },
) {
  const rows = await db
    .delete(userSports)
    .where(and(eq(userSports.id, params.id), eq(userSports.userId, params.userId)))
    .returning({ id: userSports.id });
  return rows.length > 0;
}

/** Deletes the user's rows of `kind` whose sport is not in `keepSportIds`. */
export async function deleteUserSportsOfKindExcept(
  db: Database,
  params: { readonly userId: number; readonly kind: UserSportKind; readonly keepSportIds: readonly number[] },
) {
  await db
    .delete(userSports)
    .where(
      and(
        eq(userSports.userId, params.userId),
        eq(userSports.kind, params.kind),
        params.keepSportIds.length === 0
          ? undefined
          : notInArray(userSports.sportId, [...params.keepSportIds]),
      ),
    );
}

/** The sports among `sportIds` the user holds under another kind than `kind`. */
export async function findSportsHeldUnderOtherKind(
  db: Database,
  params: { readonly userId: number; readonly kind: UserSportKind; readonly sportIds: readonly number[] },
) {
  if (params.sportIds.length === 0) return [];
  const rows = await db
    .select({ sportId: userSports.sportId })
    .from(userSports)
    .where(
      and(
        eq(userSports.userId, params.userId),
        ne(userSports.kind, params.kind),
        inArray(userSports.sportId, [...params.sportIds]),
      ),
    );
  return rows.map((row) => row.sportId);
}

// Palmares forms -------------------------------------------------------------------------------------------

export async function insertPalmaresForm(
  db: Database,
  params: { readonly userSportId: number; readonly results: PalmaresResult[]; readonly notes: string | null },
) {
  const [row] = await db
    .insert(palmaresForms)
    .values(params)
    .onConflictDoNothing({ target: palmaresForms.userSportId })
    .returning();
  return row;
}

/** A palmares form with the user its sport belongs to. */
export async function findPalmaresForm(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({ form: palmaresForms, ownerId: userSports.userId })
    .from(palmaresForms)
    .innerJoin(userSports, eq(userSports.id, palmaresForms.userSportId))
    .where(eq(palmaresForms.id, params.id))
    .limit(1);
  return row;
}

/** Updates the form when its sport is `userId`'s; undefined otherwise. */
export async function updateOwnPalmaresForm(
  db: Database,
  params: {
    readonly id: number;
    readonly userId: number;
    readonly values: { results?: PalmaresResult[]; notes?: string | null };
  },
) {
  const owned = and(
    eq(palmaresForms.id, params.id),
    inArray(
      palmaresForms.userSportId,
      db.select({ id: userSports.id }).from(userSports).where(eq(userSports.userId, params.userId)),
    ),
  );
  if (Object.keys(params.values).length === 0) {
    const [row] = await db.select().from(palmaresForms).where(owned).limit(1);
    return row;
  }
  const [row] = await db.update(palmaresForms).set(params.values).where(owned).returning();
  return row;
}
