// SQL of event registration (decision 017): the event sport a registration is for with the kind's window
// and fees, the candidates of a federation with the facts eligibility is judged on (one statement per
// page, and the same statement for one person inside a write), participants and their entries (a page's
// entries in one query), the quota's advisory lock and count (and the extra officials of a role), a
// federation's use of its quotas (one grouped query), and pre-seed results. NF staff's lists carry their
// federation in the WHERE clause.
import {
  ACTIVE_PARTICIPANT_STATUSES,
  type EventCategory,
  PARTICIPANT_KINDS,
  type ParticipantKind,
  type ParticipantStatus,
} from '@portal/contract/event';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { eventSportQuotas } from '../../db/schema/event-parts';
import { eventSportDisciplines, eventSportParticipants, eventSports } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipantEntries, eventParticipants } from '../../db/schema/participants';
import { roles } from '../../db/schema/roles';
import { sports } from '../../db/schema/sports';
import { teams } from '../../db/schema/teams';
import { disciplines } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';
import { hasAntiDopingSql, hasPassportSql, type ValidityDay } from '../users/user-list-queries';
import { isAthleteKind } from './eligibility';

interface Page {
  readonly limit: number;
  readonly offset: number;
}

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];
export const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];
export const federationRef = { id: federations.id, name: federations.name, code: federations.code };

/**
 * Part of the name (first, last or both as "first last"), e-mail or WSK id, the caller's wildcards taken
 * literally. The lists it filters are one federation's people or one sport's participants, read in the
 * federation's or the sport's index first.
 */
export function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.wskId, pattern),
  );
}

// Event sport and federation --------------------------------------------------------------------------------

/** The sport of this event with what registering `kind` needs: its sport, categories and the kind's row. */
export async function findRegistrationSport(
  db: Database,
  params: { readonly eventId: number; readonly eventSportId: number; readonly kind: ParticipantKind },
) {
  const [row] = await db
    .select({
      id: eventSports.id,
      sport: { id: sports.id, name: sports.name, type: sports.type },
      allowedCountries: sports.allowedCountries,
      categories: eventSports.categories,
      allowSelfRegistration: eventSports.allowSelfRegistration,
      needExtraQuota: eventSports.needExtraQuota,
      needExtraOfficialsNto: eventSports.needExtraOfficialsNto,
      extraOfficialRules: eventSports.extraOfficialRules,
      settingsKind: eventSportParticipants.kind,
      opensOn: eventSportParticipants.opensOn,
      reductionEndsOn: eventSportParticipants.reductionEndsOn,
      closesOn: eventSportParticipants.closesOn,
      amount: eventSportParticipants.amount,
      reducedAmount: eventSportParticipants.reducedAmount,
      defaultQuota: eventSportParticipants.quota,
    })
    .from(eventSports)
    .innerJoin(sports, eq(sports.id, eventSports.sportId))
    .leftJoin(
      eventSportParticipants,
      and(
        eq(eventSportParticipants.eventSportId, eventSports.id),
        eq(eventSportParticipants.kind, params.kind),
      ),
    )
    .where(and(eq(eventSports.id, params.eventSportId), eq(eventSports.eventId, params.eventId)));
  return row;
}

export type RegistrationSportRow = NonNullable<Awaited<ReturnType<typeof findRegistrationSport>>>;

export async function listDisciplineIdsOfEventSport(
  db: Database,
  params: { readonly eventSportId: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: eventSportDisciplines.disciplineId })
    .from(eventSportDisciplines)
    .where(eq(eventSportDisciplines.eventSportId, params.eventSportId));
  return rows.map((row) => row.id);
}

const federationColumns = { ...federationRef, countryCode: federations.countryCode };

/** A national federation (not the default one of people with none). */
export async function findNationalFederation(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select(federationColumns)
    .from(federations)
    .where(and(eq(federations.id, params.id), not(federations.isDefault)));
  return row;
}

export type FederationRow = NonNullable<Awaited<ReturnType<typeof findNationalFederation>>>;

/** The national federation an NF staff member administers (`nf`) or a person belongs to (`member`). */
export async function federationOfUser(
  db: Database,
  params: { readonly userId: number; readonly as: 'nf' | 'member' },
): Promise<FederationRow | undefined> {
  const column = params.as === 'nf' ? users.nfAdminFederationId : users.federationId;
  const [row] = await db
    .select(federationColumns)
    .from(users)
    .innerJoin(federations, eq(federations.id, column))
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt), not(federations.isDefault)));
  return row;
}

/** The federation the NF caller administers, read in the list's own statement; none matches nobody. */
const scopeCaller = alias(users, 'scope_caller');
export function administeredBy(db: Database, callerId: number) {
  return sql`(${db
    .select({ id: scopeCaller.nfAdminFederationId })
    .from(scopeCaller)
    .where(and(eq(scopeCaller.id, callerId), isNull(scopeCaller.deletedAt)))})`;
}

// Candidates ------------------------------------------------------------------------------------------------

/** What the candidate statement judges against: the event's days, the sport's categories and the kind. */
export interface CandidateTerms {
  readonly eventSportId: number;
  readonly kind: ParticipantKind;
  readonly validity: ValidityDay;
  /** The latest birthday of an adult on the event's first day (YYYY-MM-DD, compared as text). */
  readonly adultBornBy: string;
  readonly categories: readonly EventCategory[];
  /** The country rule is the federation's, the same for every row: false refuses everyone. */
  readonly countryAllowed: boolean;
}

export const activeParticipant = alias(eventParticipants, 'active_participant');

const passportValidSql = (day: ValidityDay) =>
  sql<boolean>`coalesce(${users.activeUntilDate} > ${day.today}::date, false)`;

/** The age group on the event's first day, as eligibility.ts's `ageGroupAt` gives it; null without birthday. */
const ageGroupSql = (adultBornBy: string) =>
  sql`case when ${users.birthday} is null then null when to_char(${users.birthday}, 'YYYY-MM-DD') <= ${adultBornBy} then 'adult' else 'minor' end`;

/** Some category of the sport admits the person (gender and age group); true when the sport has none. */
function categoriesFitSql(terms: CandidateTerms): SQL {
  if (terms.categories.length === 0) return sql`true`;
  const fits = terms.categories.map((category) => {
    const parts = [
      category.gender === null ? undefined : eq(users.gender, category.gender),
      category.age_group === null
        ? undefined
        : sql`${ageGroupSql(terms.adultBornBy)} = ${category.age_group}`,
    ].filter((part): part is SQL => part !== undefined);
    return parts.length === 0 ? sql`true` : (and(...parts) as SQL);
  });
  return sql`coalesce(${or(...fits)}, false)`;
}

/**
 * The SQL side of eligibility.ts's `ineligibilityReasons` (athletes, team athletes) and
 * `officialIneligibilityReasons` (NTOs, team officials: no anti-doping, no categories) for a list (no
 * write reasons; a team's list adds the role itself).
 */
export function eligibleSql(terms: CandidateTerms): SQL {
  if (!terms.countryAllowed) return sql`false`;
  const athlete = isAthleteKind(terms.kind);
  return and(
    eq(users.registrationCompleted, true),
    hasPassportSql,
    passportValidSql(terms.validity),
    athlete ? hasAntiDopingSql(terms.validity) : undefined,
    athlete ? categoriesFitSql(terms) : undefined,
    isNull(activeParticipant.id),
  ) as SQL;
}

/** An approved role other than guest on a kept account: a member an NF may register as an official. */
export const approvedMemberSql = sql<boolean>`coalesce(${users.roleStatus} = 'approved' and ${roles.type} <> ${ROLE_TYPES.GUEST} and ${users.deletedAt} is null, false)`;

/** Who a federation's candidate list holds: its approved athletes, or for NTOs its approved members but guests. */
function candidatesOfKindSql(kind: ParticipantKind): SQL {
  return and(
    eq(users.roleStatus, 'approved'),
    kind === 'athlete' ? eq(roles.type, ROLE_TYPES.ATHLETE) : ne(roles.type, ROLE_TYPES.GUEST),
  ) as SQL;
}

/** An approved athlete role on a kept account. */
export const approvedAthleteSql = sql<boolean>`coalesce(${users.roleStatus} = 'approved' and ${roles.type} = ${ROLE_TYPES.ATHLETE} and ${users.deletedAt} is null, false)`;

/**
 * The columns of a candidate row: the person and the facts of eligibility. A statement selecting them
 * joins `roles`, `federations` (not the default one) and `activeParticipant` on `activeJoin` as
 * `candidateQuery` does.
 */
export function candidateColumns(terms: CandidateTerms) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatar: users.avatar,
    gender: users.gender,
    birthday: users.birthday,
    wskId: users.wskId,
    federation: federationRef,
    federationId: users.federationId,
    approvedAthlete: approvedAthleteSql,
    approvedMember: approvedMemberSql,
    registrationCompleted: users.registrationCompleted,
    hasPassport: hasPassportSql,
    passportValid: passportValidSql(terms.validity),
    antiDopingValid: hasAntiDopingSql(terms.validity),
    participantId: activeParticipant.id,
    participantStatus: activeParticipant.status,
  };
}

function candidateQuery(db: Database, terms: CandidateTerms) {
  return db
    .select(candidateColumns(terms))
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, and(eq(federations.id, users.federationId), not(federations.isDefault)))
    .leftJoin(activeParticipant, activeJoin(terms));
}

/** The person's active registration for the sport and kind (the partial unique index: at most one). */
export const activeJoin = (terms: CandidateTerms) =>
  and(
    eq(activeParticipant.userId, users.id),
    eq(activeParticipant.eventSportId, terms.eventSportId),
    eq(activeParticipant.kind, terms.kind),
    inArray(activeParticipant.status, activeStatuses),
  );

/**
 * One page of a federation's approved athletes (for NTOs: its approved members of any role but guest;
 * accounts kept), found by name, e-mail or WSK id, by last
 * name, first name, id, each with the facts of eligibility; `eligibleOnly` keeps those who may be
 * registered now (the same rules in SQL). And how many match.
 */
export async function listCandidatePage(
  db: Database,
  params: Page & {
    readonly terms: CandidateTerms;
    readonly federationId: number;
    readonly search?: string | undefined;
    readonly eligibleOnly: boolean;
  },
) {
  const { terms } = params;
  const where = and(
    eq(users.federationId, params.federationId),
    isNull(users.deletedAt),
    candidatesOfKindSql(terms.kind),
    searchOf(params.search),
    params.eligibleOnly ? eligibleSql(terms) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    candidateQuery(db, terms)
      .where(where)
      .orderBy(...byName)
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(activeParticipant, activeJoin(terms))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export type CandidateRow = Awaited<ReturnType<typeof listCandidatePage>>['rows'][number];

/** One person with the same facts (any role, any federation: the write reasons are judged on them). */
export async function findCandidate(
  db: Database,
  params: { readonly terms: CandidateTerms; readonly userId: number },
): Promise<CandidateRow | undefined> {
  const [row] = await candidateQuery(db, params.terms).where(eq(users.id, params.userId));
  return row;
}

// Participants ----------------------------------------------------------------------------------------------

export const participantFederation = alias(federations, 'participant_federation');
export const registrar = alias(users, 'registrar');
export const decider = alias(users, 'decider');

/**
 * The columns of a participant reply. A list reading more columns selects these beside its own, with the
 * joins of `participantQuery` (the three aliases above for the participant's federation, registrar and
 * decider).
 */
export const participantColumns = {
  id: eventParticipants.id,
  eventId: eventParticipants.eventId,
  eventSportId: eventParticipants.eventSportId,
  sport: { id: sports.id, name: sports.name, type: sports.type },
  kind: eventParticipants.kind,
  status: eventParticipants.status,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar },
  userFederation: federationRef,
  federation: {
    id: participantFederation.id,
    name: participantFederation.name,
    code: participantFederation.code,
  },
  feeAmount: eventParticipants.feeAmount,
  feeReduced: eventParticipants.feeReduced,
  currency: eventParticipants.currency,
  extraQuota: eventParticipants.extraQuota,
  function: eventParticipants.function,
  team: { id: teams.id, name: teams.name },
  jerseyNumber: eventParticipants.jerseyNumber,
  registrar: { id: registrar.id, firstName: registrar.firstName, lastName: registrar.lastName },
  decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
  decidedAt: eventParticipants.decidedAt,
  decisionReason: eventParticipants.decisionReason,
  createdAt: eventParticipants.createdAt,
  updatedAt: eventParticipants.updatedAt,
};

function participantQuery(db: Database, where: SQL | undefined) {
  return (
    db
      .select(participantColumns)
      .from(eventParticipants)
      // Staff and LOC members serve the whole event: no sport.
      .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
      .leftJoin(sports, eq(sports.id, eventSports.sportId))
      .leftJoin(teams, eq(teams.id, eventParticipants.teamId))
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .leftJoin(federations, eq(federations.id, users.federationId))
      .leftJoin(participantFederation, eq(participantFederation.id, eventParticipants.federationId))
      .leftJoin(registrar, eq(registrar.id, eventParticipants.registeredBy))
      .leftJoin(decider, eq(decider.id, eventParticipants.decidedBy))
      .where(where)
  );
}

export type ParticipantRow = Awaited<ReturnType<typeof participantQuery>>[number];

export async function findParticipant(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
): Promise<ParticipantRow | undefined> {
  const [row] = await participantQuery(
    db,
    and(eq(eventParticipants.id, params.id), eq(eventParticipants.eventId, params.eventId)),
  );
  return row;
}

/** Whose participants a list shows: every federation's (WSK staff, optionally one) or the NF caller's. */
export type ParticipantScope =
  | { readonly kind: 'all'; readonly federationId?: number | undefined }
  | { readonly kind: 'nf'; readonly callerId: number };

/** One page of an event sport's participants under the filters, by last name, first name, id; and the count. */
export async function listParticipantPage(
  db: Database,
  params: Page & {
    readonly eventSportId: number;
    readonly scope: ParticipantScope;
    readonly kind?: ParticipantKind | undefined;
    readonly status?: ParticipantStatus | undefined;
    readonly search?: string | undefined;
    readonly extraQuota?: boolean | undefined;
    /** A team's registrations only. */
    readonly teamId?: number | undefined;
  },
) {
  const { scope } = params;
  const where = and(
    eq(eventParticipants.eventSportId, params.eventSportId),
    scope.kind === 'nf'
      ? sql`${eventParticipants.federationId} = ${administeredBy(db, scope.callerId)}`
      : scope.federationId === undefined
        ? undefined
        : eq(eventParticipants.federationId, scope.federationId),
    params.kind === undefined ? undefined : eq(eventParticipants.kind, params.kind),
    params.status === undefined ? undefined : eq(eventParticipants.status, params.status),
    params.extraQuota === undefined ? undefined : eq(eventParticipants.extraQuota, params.extraQuota),
    params.teamId === undefined ? undefined : eq(eventParticipants.teamId, params.teamId),
    searchOf(params.search),
  );
  const [rows, [total]] = await Promise.all([
    participantQuery(db, where)
      .orderBy(...byName, asc(eventParticipants.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** The entries of these participants (a whole page in one query), by discipline name. */
export async function listEntriesOf(db: Database, params: { readonly participantIds: readonly number[] }) {
  if (params.participantIds.length === 0) return [];
  return db
    .select({
      participantId: eventParticipantEntries.participantId,
      discipline: { id: disciplines.id, name: disciplines.name },
      category: eventParticipantEntries.category,
      preSeed: eventParticipantEntries.preSeed,
    })
    .from(eventParticipantEntries)
    .innerJoin(disciplines, eq(disciplines.id, eventParticipantEntries.disciplineId))
    .where(inArray(eventParticipantEntries.participantId, [...params.participantIds]))
    .orderBy(asc(disciplines.name), asc(disciplines.id));
}

/** The person's latest registration for the sport as this kind, any status. */
export async function latestParticipantId(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly userId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: eventParticipants.id })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventSportId, params.eventSportId),
        eq(eventParticipants.kind, params.kind),
        eq(eventParticipants.userId, params.userId),
      ),
    )
    .orderBy(desc(eventParticipants.createdAt), desc(eventParticipants.id))
    .limit(1);
  return row?.id;
}

// Writes ----------------------------------------------------------------------------------------------------

/**
 * Serialises the registrations of one federation for one kind of one event sport until the transaction
 * ends: the two-key form of the advisory lock, the event sport and (federation, kind) packed in one int4.
 */
export async function lockQuota(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly federationId: number },
): Promise<void> {
  const key = params.federationId * 16 + PARTICIPANT_KINDS.indexOf(params.kind);
  await db.execute(sql`select pg_advisory_xact_lock(${params.eventSportId}::int, ${key}::int)`);
}

/** The federation's own quota for the kind, if it has one. */
export async function findOwnQuota(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly federationId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ quota: eventSportQuotas.quota })
    .from(eventSportQuotas)
    .where(
      and(
        eq(eventSportQuotas.eventSportId, params.eventSportId),
        eq(eventSportQuotas.kind, params.kind),
        eq(eventSportQuotas.federationId, params.federationId),
      ),
    );
  return row?.quota;
}

/** The federation's active extra officials of the event sport with this function (at most one is kept). */
export async function countExtraOfficials(
  db: Database,
  params: { readonly eventSportId: number; readonly federationId: number; readonly function: string },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventSportId, params.eventSportId),
        eq(eventParticipants.kind, 'nto'),
        eq(eventParticipants.federationId, params.federationId),
        inArray(eventParticipants.status, activeStatuses),
        eq(eventParticipants.extraQuota, true),
        eq(eventParticipants.function, params.function),
      ),
    );
  return row?.total ?? 0;
}

/** Active registrations within the quota (extra-quota requests are not counted). */
export async function countQuotaUse(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly federationId: number },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventSportId, params.eventSportId),
        eq(eventParticipants.kind, params.kind),
        eq(eventParticipants.federationId, params.federationId),
        inArray(eventParticipants.status, activeStatuses),
        eq(eventParticipants.extraQuota, false),
      ),
    );
  return row?.total ?? 0;
}

export async function insertParticipant(
  db: Database,
  values: typeof eventParticipants.$inferInsert,
  entries: readonly { readonly disciplineId: number; readonly category: string | null }[],
): Promise<number> {
  const [row] = await db.insert(eventParticipants).values(values).returning({ id: eventParticipants.id });
  if (!row) throw new Error('The participant insert returned no row');
  if (entries.length > 0) {
    await db
      .insert(eventParticipantEntries)
      .values(entries.map((entry) => ({ participantId: row.id, ...entry })));
  }
  return row.id;
}

/** The participant of the event locked for a status change. */
export async function lockParticipant(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
) {
  const [row] = await db
    .select({
      id: eventParticipants.id,
      eventSportId: eventParticipants.eventSportId,
      kind: eventParticipants.kind,
      userId: eventParticipants.userId,
      federationId: eventParticipants.federationId,
      status: eventParticipants.status,
      registeredBy: eventParticipants.registeredBy,
    })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.id, params.id), eq(eventParticipants.eventId, params.eventId)))
    .for('update');
  return row;
}

export type LockedParticipant = NonNullable<Awaited<ReturnType<typeof lockParticipant>>>;

export async function decideParticipant(
  db: Database,
  params: {
    readonly id: number;
    readonly status: ParticipantStatus;
    readonly decidedBy: number;
    readonly decidedAt: Date;
    readonly reason: string | null;
  },
): Promise<void> {
  await db
    .update(eventParticipants)
    .set({
      status: params.status,
      decidedBy: params.decidedBy,
      decidedAt: params.decidedAt,
      decisionReason: params.reason,
      updatedAt: params.decidedAt,
    })
    .where(eq(eventParticipants.id, params.id));
}

/** The window of a kind of an event sport, if the kind still registers for it. */
export async function findKindWindow(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind },
) {
  const [row] = await db
    .select({
      opensOn: eventSportParticipants.opensOn,
      reductionEndsOn: eventSportParticipants.reductionEndsOn,
      closesOn: eventSportParticipants.closesOn,
    })
    .from(eventSportParticipants)
    .where(
      and(
        eq(eventSportParticipants.eventSportId, params.eventSportId),
        eq(eventSportParticipants.kind, params.kind),
      ),
    );
  return row;
}

// A federation's use of its quotas -------------------------------------------------------------------------

const counted = (condition: SQL) =>
  sql<number>`count(${eventParticipants.id}) filter (where ${condition})`.mapWith(Number);

/**
 * For each kind that registers for the event sport: its default quota, the federation's own, and the
 * federation's active registrations within the quota (approved, pending) and over it. One grouped query.
 */
export async function listKindUse(
  db: Database,
  params: { readonly eventSportId: number; readonly federationId: number },
) {
  const withinQuota = eq(eventParticipants.extraQuota, false);
  return db
    .select({
      kind: eventSportParticipants.kind,
      defaultQuota: eventSportParticipants.quota,
      ownQuota: eventSportQuotas.quota,
      used: counted(withinQuota),
      approved: counted(and(withinQuota, eq(eventParticipants.status, 'approved')) as SQL),
      pending: counted(and(withinQuota, eq(eventParticipants.status, 'pending')) as SQL),
      extraQuota: counted(eq(eventParticipants.extraQuota, true)),
    })
    .from(eventSportParticipants)
    .leftJoin(
      eventSportQuotas,
      and(
        eq(eventSportQuotas.eventSportId, eventSportParticipants.eventSportId),
        eq(eventSportQuotas.kind, eventSportParticipants.kind),
        eq(eventSportQuotas.federationId, params.federationId),
      ),
    )
    .leftJoin(
      eventParticipants,
      and(
        eq(eventParticipants.eventSportId, eventSportParticipants.eventSportId),
        eq(eventParticipants.kind, eventSportParticipants.kind),
        eq(eventParticipants.federationId, params.federationId),
        inArray(eventParticipants.status, activeStatuses),
      ),
    )
    .where(eq(eventSportParticipants.eventSportId, params.eventSportId))
    .groupBy(eventSportParticipants.kind, eventSportParticipants.quota, eventSportQuotas.quota);
}

/** The NF staff member's administered federation id (any), for who may see one participant. */
export async function nfFederationIdOf(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({ id: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)));
  return row?.id ?? null;
}

// Pre-seed --------------------------------------------------------------------------------------------------

/** Whether the event sport takes pre-seed results. */
export async function eventSportNeedsPreSeed(
  db: Database,
  params: { readonly eventSportId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ needPreSeed: eventSports.needPreSeed })
    .from(eventSports)
    .where(eq(eventSports.id, params.eventSportId));
  return row?.needPreSeed ?? false;
}

/** The disciplines the participant enters. */
export async function listEnteredDisciplineIds(
  db: Database,
  params: { readonly participantId: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: eventParticipantEntries.disciplineId })
    .from(eventParticipantEntries)
    .where(eq(eventParticipantEntries.participantId, params.participantId));
  return rows.map((row) => row.id);
}

/** Sets the pre-seed result of each named entry in one statement, and marks the participant changed. */
export async function setPreSeeds(
  db: Database,
  params: {
    readonly participantId: number;
    readonly entries: readonly { readonly disciplineId: number; readonly preSeed: string | null }[];
    readonly now: Date;
  },
): Promise<void> {
  if (params.entries.length === 0) return;
  const values = sql.join(
    params.entries.map((entry) => sql`(${entry.disciplineId}::int, ${entry.preSeed}::text)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${eventParticipantEntries} set pre_seed = given.pre_seed
        from (values ${values}) as given(discipline_id, pre_seed)
        where ${eventParticipantEntries.participantId} = ${params.participantId}
          and ${eventParticipantEntries.disciplineId} = given.discipline_id`,
  );
  await db
    .update(eventParticipants)
    .set({ updatedAt: params.now })
    .where(eq(eventParticipants.id, params.participantId));
}
