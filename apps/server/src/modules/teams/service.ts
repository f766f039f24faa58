// Marathon teams (decisions 017 and 019, "Teams"): the signed-in user's teams (§7 `teams/my/`; the first is
// their team-admin team), the teams list and page (contacts for the team's administrator and WSK staff
// only), the team's changes by its administrator or a WSK administrator (the sport type is WSK's), its logo,
// WSK's ban and unban (§6), and the teams active for the current season. Writes are one transaction each,
// the team locked and the change audited in it.
import type {
  banTeamBodySchema,
  teamsQuerySchema,
  updateTeamBodySchema,
} from '@portal/contract/endpoints/teams';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import type { Paged } from '@portal/contract/http';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { jerseyRuleOf, type Team, type TeamDetail } from '@portal/contract/team';
import { TEAM_APPLICATION_MESSAGES } from '@portal/contract/team-application';
import type { PresignedUpload } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/service';
import { fullName, type ListLinks, sqlPage } from '../events/people-service';
import { isUniqueViolation } from '../events/service';
import { attachUpload, detachUpload, publicFileUrl } from '../uploads/attach';
import { presignUpload } from '../uploads/service';
import * as queries from './queries';
import { countRosterOutsideRange } from './roster-queries';

export interface TeamsServiceDeps {
  readonly db: Database;
  readonly config: Config;
  readonly storage: FileStorage;
}

type TeamsQuery = z.output<typeof teamsQuerySchema>;
type UpdateTeamBody = z.output<typeof updateTeamBodySchema>;
type BanTeamBody = z.output<typeof banTeamBodySchema>;

/** 400 on `sport_type`: a team's administrator sends another sport than the team's. */
export const SPORT_TYPE_WSK_ONLY = 'Only WSK can change the team’s sport';
/** 400 on `sport_type`: the roster wears numbers the new sport does not allow. */
export const SPORT_TYPE_ROSTER_CLASH = 'The roster wears jersey numbers this sport does not allow';

/** WSK staff: administrators and viewers. */
export const isWskStaff = (caller: AccessClaims): boolean => caller.role === ROLE_TYPES.WSK_ADMIN;
/** WSK administrators (not viewers). */
export const isWskAdmin = (caller: AccessClaims): boolean =>
  isWskStaff(caller) && caller.permission === PERMISSIONS.ADMIN;

// Replies ---------------------------------------------------------------------------------------------------

function toTeam(config: Pick<Config, 'publicUrl'>, row: queries.TeamListRow): Team {
  return {
    id: row.id,
    name: row.name,
    country_code: row.countryCode,
    sport_type: row.sportType,
    administrator:
      row.administrator === null
        ? null
        : { id: row.administrator.id, full_name: fullName(row.administrator) },
    roster_size: row.rosterSize,
    logo:
      row.logo === null
        ? null
        : {
            file_name: row.logo.key,
            content_type: row.logo.contentType,
            url: publicFileUrl(config, row.logo.key),
          },
    ban:
      row.bannedAt === null || row.banReason === null
        ? null
        : { since: row.bannedAt.toISOString(), reason: row.banReason },
    active_paid: row.activePaid,
  };
}

function toTeamDetail(
  config: Pick<Config, 'publicUrl'>,
  row: queries.TeamDetailRow,
  showContacts: boolean,
): TeamDetail {
  return {
    ...toTeam(config, row),
    contact_email: showContacts ? row.contactEmail : null,
    contact_phone: showContacts ? row.contactPhone : null,
    application: row.applicationId === null ? null : Number(row.applicationId),
    created: row.createdAt.toISOString(),
  };
}

const administers = (caller: AccessClaims, adminUserId: number | null) =>
  adminUserId !== null && adminUserId === caller.userId;

/** The team page after a read or a committed write; 404 when there is no such team. */
async function teamDetailFor(deps: TeamsServiceDeps, caller: AccessClaims, id: number): Promise<TeamDetail> {
  const row = await queries.findTeamDetail(deps.db, { id });
  if (!row) throw new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);
  return toTeamDetail(deps.config, row, isWskStaff(caller) || administers(caller, row.adminUserId));
}

// Reads -----------------------------------------------------------------------------------------------------

/** The teams the caller administers, oldest first; empty for everyone else. */
export async function listMyTeams(
  deps: { readonly db: Database; readonly config: Pick<Config, 'publicUrl'> },
  caller: AccessClaims,
): Promise<Team[]> {
  const rows = await queries.listTeamsOfAdmin(deps.db, { userId: caller.userId });
  return rows.map((row) => toTeam(deps.config, row));
}

/** The teams by name, paged in SQL, by name search, country, ban and the current season's payment. */
export async function listTeams(
  deps: TeamsServiceDeps,
  query: TeamsQuery,
  links: ListLinks,
): Promise<Paged<Team>> {
  const page = toPageRequest(query);
  const { rows, count } = await queries.listTeamPage(deps.db, {
    search: query.search || undefined,
    country: query.country,
    banned: query.banned,
    activePaid: query.active_paid,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toTeam(deps.config, row)),
  });
}

/** The teams active for the current season and not banned, by name. */
export async function listActivePaidTeams(deps: TeamsServiceDeps): Promise<Team[]> {
  const rows = await queries.listActivePaidTeams(deps.db);
  return rows.map((row) => toTeam(deps.config, row));
}

/** A team's page; contacts for its administrator and WSK staff only. */
export async function getTeam(deps: TeamsServiceDeps, caller: AccessClaims, id: number): Promise<TeamDetail> {
  return teamDetailFor(deps, caller, id);
}

// Writes ----------------------------------------------------------------------------------------------------

/** The team locked for the transaction; 404 when there is none. */
async function lockedTeam(tx: Database, id: number) {
  const team = await queries.lockTeam(tx, { id });
  if (!team) throw new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);
  return team;
}

/**
 * The team's administrator or a WSK administrator changes the name (unique whatever the case), contacts and
 * logo (attached in the transaction, the old one detached); the sport type is WSK's: a team's administrator
 * sending another sport than the team's gets 400 on `sport_type`. Audited with what changed.
 */
export async function updateTeam(
  deps: TeamsServiceDeps,
  caller: AccessClaims,
  id: number,
  body: UpdateTeamBody,
): Promise<TeamDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const team = await lockedTeam(tx, id);
      const wskAdmin = isWskAdmin(caller);
      if (!wskAdmin && !administers(caller, team.adminUserId)) {
        throw new Forbidden(TEAM_MESSAGES.TEAM_ADMIN_OR_WSK);
      }
      const values: Partial<typeof team> = {};
      if (body.name !== undefined && body.name !== team.name) {
        if (await queries.teamNameTaken(tx, { name: body.name, exceptId: team.id })) {
          throw new Invalid({ name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] });
        }
        values.name = body.name;
      }
      if (body.contact_email !== undefined && body.contact_email !== team.contactEmail) {
        values.contactEmail = body.contact_email;
      }
      if (body.contact_phone !== undefined && body.contact_phone !== team.contactPhone) {
        values.contactPhone = body.contact_phone;
      }
      if (body.sport_type !== undefined && body.sport_type !== team.sportType) {
        if (!wskAdmin) throw new Invalid({ sport_type: [SPORT_TYPE_WSK_ONLY] });
        const rule = jerseyRuleOf(body.sport_type);
        if ((await countRosterOutsideRange(tx, { teamId: team.id, ...rule })) > 0) {
          throw new Invalid({ sport_type: [SPORT_TYPE_ROSTER_CLASH] });
        }
        values.sportType = body.sport_type;
      }
      if (body.logo !== undefined && body.logo !== team.logoKey) {
        if (body.logo !== null) {
          await attachUpload(tx, {
            key: body.logo,
            ownerUserId: caller.userId,
            purpose: 'team_logo',
            field: 'logo',
            storage: deps.storage,
          });
        }
        if (team.logoKey !== null) await detachUpload(tx, team.logoKey);
        values.logoKey = body.logo;
      }
      if (Object.keys(values).length === 0) return;
      await queries.updateTeamRow(tx, { id: team.id, values });
      const before = Object.fromEntries(
        Object.keys(values).map((key) => [key, team[key as keyof typeof values] ?? null]),
      );
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'team.update',
        details: { team: team.id },
        before,
        after: values,
      });
    });
  } catch (error) {
    // Two renames racing to one name: the unique index answers as the check would have.
    if (isUniqueViolation(error)) throw new Invalid({ name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] });
    throw error;
  }
  return teamDetailFor(deps, caller, id);
}

/** A single-use upload URL for a team logo: a public picture, attached by PATCH `teams/{id}/`. */
export async function presignTeamLogo(
  deps: TeamsServiceDeps,
  caller: AccessClaims,
  body: { readonly file_name: string },
): Promise<PresignedUpload> {
  return presignUpload(deps, {
    ownerUserId: caller.userId,
    fileName: body.file_name,
    purpose: 'team_logo',
    isPrivate: false,
  });
}

/** WSK administrators ban a team with a reason (400 when it is banned already). Audited. */
export async function banTeam(
  deps: TeamsServiceDeps,
  caller: AccessClaims,
  id: number,
  body: BanTeamBody,
  now = new Date(),
): Promise<TeamDetail> {
  await deps.db.transaction(async (tx) => {
    const team = await lockedTeam(tx, id);
    if (team.bannedAt !== null) throw new Invalid({}, TEAM_MESSAGES.ALREADY_BANNED);
    await queries.updateTeamRow(tx, {
      id: team.id,
      values: { bannedAt: now, banReason: body.reason, bannedBy: caller.userId },
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team.ban',
      details: { team: team.id },
      before: { banned_at: null, ban_reason: null },
      after: { banned_at: now.toISOString(), ban_reason: body.reason },
    });
  });
  return teamDetailFor(deps, caller, id);
}

/** WSK administrators lift a team's ban (400 when it is not banned). Audited. */
export async function unbanTeam(
  deps: TeamsServiceDeps,
  caller: AccessClaims,
  id: number,
): Promise<TeamDetail> {
  await deps.db.transaction(async (tx) => {
    const team = await lockedTeam(tx, id);
    if (team.bannedAt === null) throw new Invalid({}, TEAM_MESSAGES.NOT_BANNED);
    await queries.updateTeamRow(tx, {
      id: team.id,
      values: { bannedAt: null, banReason: null, bannedBy: null },
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team.unban',
      details: { team: team.id },
      before: {
        banned_at: team.bannedAt.toISOString(),
        ban_reason: team.banReason,
        banned_by: team.bannedBy,
      },
      after: { banned_at: null, ban_reason: null },
    });
  });
  return teamDetailFor(deps, caller, id);
}
