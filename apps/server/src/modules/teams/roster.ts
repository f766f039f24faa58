// Team rosters (spec §4, §5, §7; decision 019, "Rosters"): the team's administrator or a WSK administrator
// adds an approved athlete with a jersey number of the team's sport's range, unique among the pending and
// accepted places (the partial unique index settles concurrent adds); the athlete accepts or declines; the
// administrator removes a place or the athlete leaves. A banned team's roster takes no one: adds and
// acceptances are refused, while declining and leaving stay open. Every write is one transaction, audited.
import type {
  addRosterEntryBodySchema,
  changeRosterStatusBodySchema,
  myRosterQuerySchema,
  rosterCandidatesQuerySchema,
  rosterQuerySchema,
} from '@portal/contract/endpoints/team-roster';
import { ROSTER_MESSAGES, type RosterCandidate } from '@portal/contract/endpoints/team-roster';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import type { InvalidFields, Paged } from '@portal/contract/http';
import { jerseyRuleOf, type RosterEntry } from '@portal/contract/team';
import { validationMessages } from '@portal/contract/validation';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { violatesConstraint } from '../../db/violations';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { fullName, type ListLinks, sqlPage } from '../events/people-service';
import { isUniqueViolation } from '../events/service';
import { avatarLink } from '../users/service';
import * as queries from './roster-queries';
import { isWskAdmin, isWskStaff } from './service';

export interface RosterDeps {
  readonly db: Database;
  readonly config: Config;
}

type AddBody = z.output<typeof addRosterEntryBodySchema>;
type RosterQuery = z.output<typeof rosterQuerySchema>;
type MyRosterQuery = z.output<typeof myRosterQuerySchema>;
type CandidatesQuery = z.output<typeof rosterCandidatesQuerySchema>;
type ChangeStatusBody = z.output<typeof changeRosterStatusBodySchema>;

const administers = (caller: AccessClaims, adminUserId: number | null) =>
  adminUserId !== null && adminUserId === caller.userId;

function toRosterEntry(config: Pick<Config, 'publicUrl'>, row: queries.RosterRow): RosterEntry {
  return {
    id: row.id,
    team: row.team,
    user: {
      id: row.user.id,
      full_name: fullName(row.user),
      federation: row.federation,
      gender: row.user.gender,
      birth_date: row.user.birthday,
      avatar: avatarLink(config, row.user.avatar),
    },
    jersey_number: row.jerseyNumber,
    status: row.status,
    created: row.createdAt.toISOString(),
    decided: row.decidedAt === null ? null : row.decidedAt.toISOString(),
  };
}

async function entryReply(deps: RosterDeps, id: number): Promise<RosterEntry> {
  const row = await queries.findRosterEntry(deps.db, { id });
  if (!row) throw new NotFound(ROSTER_MESSAGES.ENTRY_NOT_FOUND);
  return toRosterEntry(deps.config, row);
}

/** The team for a read of its roster: its administrator and WSK staff; 404 unknown, 403 others. */
async function readableTeam(db: Database, caller: AccessClaims, teamId: number) {
  const team = await queries.findRosterTeam(db, { id: teamId });
  if (!team) throw new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);
  if (!isWskStaff(caller) && !administers(caller, team.adminUserId)) throw new Forbidden();
  return team;
}

// Reads -----------------------------------------------------------------------------------------------------

/** A team's roster by jersey number, paged in SQL: its administrator and WSK staff. */
export async function listRoster(
  deps: RosterDeps,
  caller: AccessClaims,
  query: RosterQuery,
  links: ListLinks,
): Promise<Paged<RosterEntry>> {
  const team = await readableTeam(deps.db, caller, query.team);
  const page = toPageRequest(query);
  const { rows, count } = await queries.listRosterPage(deps.db, {
    teamId: team.id,
    status: query.status,
    search: query.search || undefined,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toRosterEntry(deps.config, row)),
  });
}

/** The caller's own places, newest first. */
export async function listMyRoster(
  deps: RosterDeps,
  caller: AccessClaims,
  query: MyRosterQuery,
): Promise<RosterEntry[]> {
  const rows = await queries.listRosterOfUser(deps.db, { userId: caller.userId, status: query.status });
  return rows.map((row) => toRosterEntry(deps.config, row));
}

/**
 * One person's places as the caller may see them: all of them for WSK staff and the person; for anyone
 * else only those on teams the caller administers, so a team's administrator sees their teams' places and
 * everybody else an empty list (no 403: whether someone is on a roster is not told either way).
 */
export async function listRosterByUser(
  deps: RosterDeps,
  caller: AccessClaims,
  userId: number,
): Promise<RosterEntry[]> {
  const all = isWskStaff(caller) || caller.userId === userId;
  const rows = await queries.listRosterOfUser(deps.db, {
    userId,
    adminUserId: all ? undefined : caller.userId,
  });
  return rows.map((row) => toRosterEntry(deps.config, row));
}

/** Approved athletes found by name or e-mail, paged, each saying whether they hold a place already. */
export async function listRosterCandidates(
  deps: RosterDeps,
  caller: AccessClaims,
  query: CandidatesQuery,
  links: ListLinks,
): Promise<Paged<RosterCandidate>> {
  const team = await readableTeam(deps.db, caller, query.team);
  const page = toPageRequest(query);
  const { rows, count } = await queries.listRosterCandidatePage(deps.db, {
    teamId: team.id,
    search: query.search,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => ({
      id: row.id,
      full_name: fullName(row),
      federation: row.federation,
      gender: row.gender,
      birth_date: row.birthday,
      avatar: avatarLink(deps.config, row.avatar),
      on_roster: row.onRoster,
    })),
  });
}

// Writes ----------------------------------------------------------------------------------------------------

/** Inside the add's transaction: every rule, then the place (new, or a declined one reused). */
async function addPlace(tx: Database, caller: AccessClaims, body: AddBody, now: Date): Promise<number> {
  const team = await queries.findRosterTeam(tx, { id: body.team, lock: true });
  if (!team) throw new Invalid({ team: [TEAM_MESSAGES.TEAM_NOT_FOUND] });
  if (!isWskAdmin(caller) && !administers(caller, team.adminUserId)) {
    throw new Forbidden(TEAM_MESSAGES.TEAM_ADMIN_OR_WSK);
  }
  if (team.bannedAt !== null) throw new Invalid({ team: [TEAM_MESSAGES.TEAM_BANNED] });

  const fields: InvalidFields = {};
  const place = await queries.findPlace(tx, { teamId: team.id, userId: body.user });
  if (!(await queries.isApprovedAthlete(tx, { userId: body.user }))) {
    fields.user = [ROSTER_MESSAGES.NOT_AN_ATHLETE];
  } else if (place && place.status !== 'declined') {
    fields.user = [ROSTER_MESSAGES.ALREADY_ON_ROSTER];
  }
  const rule = jerseyRuleOf(team.sportType);
  const jersey = body.jersey_number;
  if (jersey < rule.min || jersey > rule.max) fields.jersey_number = [rule.message];
  else if (await queries.jerseyNumberInUse(tx, { teamId: team.id, jerseyNumber: jersey })) {
    fields.jersey_number = [validationMessages.jerseyNumberInUse];
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);

  let id: number;
  if (place) {
    id = place.id;
    await queries.reusePlace(tx, { id, jerseyNumber: jersey, addedBy: caller.userId, now });
  } else {
    id = await queries.insertPlace(tx, {
      teamId: team.id,
      userId: body.user,
      jerseyNumber: jersey,
      addedBy: caller.userId,
    });
  }
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action: 'team_roster.add',
    targetUserId: body.user,
    details: { team: team.id, roster_entry: id, jersey_number: jersey, reused: place !== undefined },
  });
  return id;
}

/**
 * Adds an approved athlete to a team's roster, pending their answer. A race on a jersey number or on the
 * athlete's place ends as the sequential answer would (the §5 message, or already on the roster).
 */
export async function addRosterEntry(
  deps: RosterDeps,
  caller: AccessClaims,
  body: AddBody,
  now = new Date(),
): Promise<RosterEntry> {
  let id: number;
  try {
    id = await deps.db.transaction((tx) => addPlace(tx, caller, body, now));
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (violatesConstraint(error, queries.ROSTER_JERSEY_UNIQUE)) {
        throw new Invalid({ jersey_number: [validationMessages.jerseyNumberInUse] });
      }
      throw new Invalid({ user: [ROSTER_MESSAGES.ALREADY_ON_ROSTER] });
    }
    throw error;
  }
  return entryReply(deps, id);
}

/**
 * The athlete of a pending place accepts or declines it (403 for its team's administrator and WSK staff, 404
 * for anyone else as for an unknown place, 400 once answered); a banned
 * team's place may be declined, not accepted. Audited.
 */
export async function changeRosterStatus(
  deps: RosterDeps,
  caller: AccessClaims,
  id: number,
  body: ChangeStatusBody,
  now = new Date(),
): Promise<RosterEntry> {
  await deps.db.transaction(async (tx) => {
    const place = await queries.lockRosterEntry(tx, { id });
    if (!place) throw new NotFound(ROSTER_MESSAGES.ENTRY_NOT_FOUND);
    if (place.userId !== caller.userId) {
      // Those who may see the place learn why; to anyone else it is unknown (object-level.test.ts).
      if (isWskStaff(caller) || administers(caller, place.teamAdminUserId)) {
        throw new Forbidden(ROSTER_MESSAGES.ATHLETE_ONLY);
      }
      throw new NotFound(ROSTER_MESSAGES.ENTRY_NOT_FOUND);
    }
    if (place.status !== 'pending') throw new Invalid({ status: [ROSTER_MESSAGES.NOT_PENDING] });
    if (body.status === 'accepted' && place.teamBannedAt !== null) {
      throw new Invalid({ team: [TEAM_MESSAGES.TEAM_BANNED] });
    }
    await queries.answerPlace(tx, { id, status: body.status, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team_roster.change_status',
      targetUserId: place.userId,
      details: { team: place.teamId, roster_entry: id },
      before: { status: place.status },
      after: { status: body.status },
    });
  });
  return entryReply(deps, id);
}

/**
 * Removes a place (a hard delete): the team's administrator, a WSK administrator, or the athlete leaving.
 * 404 for anyone else, as for an unknown place. Audited.
 */
export async function removeRosterEntry(deps: RosterDeps, caller: AccessClaims, id: number): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const place = await queries.lockRosterEntry(tx, { id });
    const allowed =
      place !== undefined &&
      (isWskAdmin(caller) || administers(caller, place.teamAdminUserId) || place.userId === caller.userId);
    if (!place || !allowed) throw new NotFound(ROSTER_MESSAGES.ENTRY_NOT_FOUND);
    await queries.deletePlace(tx, { id });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team_roster.remove',
      targetUserId: place.userId,
      details: {
        team: place.teamId,
        roster_entry: id,
        status: place.status,
        jersey_number: place.jerseyNumber,
      },
    });
  });
  return null;
}
