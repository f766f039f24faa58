// Rules of a user's sports (spec §3 User sport item, §7 Sport service). Athletes and ITOs pick sports one
// by one, WSK and NF users replace their whole list; which of these a caller may do follows the role they
// hold or requested (pending sign-ups are still doing their steps). Another user's sports are read within
// the user-read scope; administrators change a user's discipline, stance or device within theirs.
import {
  SPORT_ALREADY_SELECTED_MESSAGE,
  SPORT_NOT_ALLOWED_MESSAGE,
  SPORTS_NOT_ALLOWED_FOR_GROUP_MESSAGE,
  type UserSport,
  type UserSportKind,
} from '@portal/contract/endpoints/sport-service';
import type { InvalidFields } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { Database } from '../../db/client';
import type { UserSportRow } from '../../db/schema/user-sports';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { requireUserReadAccess } from '../users/access';
import { markSteps } from '../users/progress';
import {
  deleteOwnUserSport,
  deleteUserSportsOfKindExcept,
  findSportIds,
  findSportsHeldUnderOtherKind,
  findSportUser,
  findSportWithReferences,
  findUserSportRow,
  insertUserSports,
  listUserSports,
  type SportUserRow,
  type UserSportListRow,
  updateUserSportRow,
} from './queries';

export const USER_SPORT_NOT_FOUND_MESSAGE = 'Sport not found';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const UNKNOWN_SPORT_MESSAGE = 'Choose a sport from the list';
export const UNKNOWN_SPORTS_MESSAGE = 'Choose sports from the list';
export const DISCIPLINE_MISMATCH_MESSAGE = 'Choose a discipline of this sport';
export const STANCE_MISMATCH_MESSAGE = 'Choose a stance of this sport';
export const DEVICE_MISMATCH_MESSAGE = 'Choose a device of this sport';
export const OFFICIAL_NO_STANCE_MESSAGE = 'Technical officials do not choose a stance';
export const OFFICIAL_NO_DEVICE_MESSAGE = 'Technical officials do not choose a device';
export const STAFF_SPORT_SELECTION_MESSAGE = 'Use the staff sport selection';

/** The largest value of an integer column; larger ids cannot exist and must not reach the database. */
const MAX_ID = 2_147_483_647;

export function toUserSport(row: UserSportListRow): UserSport {
  return {
    id: row.id,
    user: row.userId,
    kind: row.kind,
    sport: {
      id: row.sport.id,
      name: row.sport.name,
      type: row.sport.type,
      icon: row.sport.icon,
      is_team_based: row.sport.isTeamBased,
    },
    federation: row.federation,
    discipline: row.discipline,
    stance: row.stance,
    device: row.device,
    marathon_no_level_show_modal: row.marathonNoLevelShowModal,
    palmares_form: row.palmaresFormId,
  };
}

async function requireSportUser(db: Database, userId: number): Promise<SportUserRow> {
  const user = await findSportUser(db, { id: userId });
  // The access guard has just found the caller, so only a concurrent deletion gets here.
  if (!user) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return user;
}

async function requireUserSport(db: Database, id: number): Promise<UserSport> {
  const [row] = await listUserSports(db, { id });
  if (!row) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
  return toUserSport(row);
}

/** Which picks the role allows: athletes with discipline, stance and device, ITOs with a discipline. */
function pickerKind(user: SportUserRow): 'athlete' | 'ito' {
  if (user.roleType === ROLE_TYPES.ATHLETE) return 'athlete';
  if (user.roleType === ROLE_TYPES.ITO) return 'ito';
  throw new Forbidden(STAFF_SPORT_SELECTION_MESSAGE);
}

interface Picks {
  readonly disciplineId: number | null;
  readonly stanceId: number | null;
  readonly deviceId: number | null;
}

/**
 * The messages of every chosen discipline, stance or device that does not fit the sport or the kind of
 * selection (only athletes choose a stance and a device); empty when all fit. Null picks always fit.
 */
async function checkPicks(
  db: Database,
  sportId: number,
  kind: UserSportKind,
  picks: Picks,
): Promise<{ fields: InvalidFields; sport: { id: number; allowedCountries: string[] } | undefined }> {
  const fields: InvalidFields = {};
  const officialOnly = kind !== 'athlete';
  if (officialOnly && picks.stanceId !== null) fields.stance = [OFFICIAL_NO_STANCE_MESSAGE];
  if (officialOnly && picks.deviceId !== null) fields.device = [OFFICIAL_NO_DEVICE_MESSAGE];
  const sport = await findSportWithReferences(db, { sportId, ...picks });
  if (!sport) return { fields, sport };
  if (!sport.disciplineFits) fields.discipline = [DISCIPLINE_MISMATCH_MESSAGE];
  if (!sport.stanceFits) fields.stance ??= [STANCE_MISMATCH_MESSAGE];
  if (!sport.deviceFits) fields.device ??= [DEVICE_MISMATCH_MESSAGE];
  return { fields, sport };
}

export interface UserSportInput {
  readonly sport: number;
  readonly discipline?: number | null | undefined;
  readonly stance?: number | null | undefined;
  readonly device?: number | null | undefined;
}

/** An athlete or ITO adds a sport; the sport step is marked in the same transaction. */
export async function createUserSport(
  db: Database,
  caller: AccessClaims,
  body: UserSportInput,
): Promise<UserSport> {
  const user = await requireSportUser(db, caller.userId);
  const kind = pickerKind(user);
  const picks: Picks = {
    disciplineId: body.discipline ?? null,
    stanceId: body.stance ?? null,
    deviceId: body.device ?? null,
  };
  const { fields, sport } = await checkPicks(db, body.sport, kind, picks);
  if (!sport) throw new Invalid({ sport: [UNKNOWN_SPORT_MESSAGE] });
  if (
    sport.allowedCountries.length > 0 &&
    user.countryCode !== null &&
    !sport.allowedCountries.includes(user.countryCode)
  ) {
    fields.sport = [SPORT_NOT_ALLOWED_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);

  const id = await db.transaction(async (tx) => {
    const [inserted] = await insertUserSports(tx, [
      { userId: user.id, sportId: sport.id, kind, federationId: user.federationId, ...picks },
    ]);
    // Nothing inserted: the user already holds the sport (possibly added a moment ago by a racing request).
    if (!inserted) throw new Invalid({ sport: [SPORT_ALREADY_SELECTED_MESSAGE] });
    await markSteps(tx, user.id, { stepSportDetails: true });
    return inserted.id;
  });
  return requireUserSport(db, id);
}

export interface UserSportPatchInput {
  readonly discipline?: number | null | undefined;
  readonly stance?: number | null | undefined;
  readonly device?: number | null | undefined;
}

/** Applies a patch to a user sport found within the caller's scope; the same checks as at creation. */
async function applyPatch(
  db: Database,
  row: UserSportRow,
  patch: UserSportPatchInput,
  scope: { readonly userId?: number; readonly federationId?: number },
): Promise<UserSport> {
  const { fields } = await checkPicks(db, row.sportId, row.kind, {
    disciplineId: patch.discipline ?? null,
    stanceId: patch.stance ?? null,
    deviceId: patch.device ?? null,
  });
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  const updated = await updateUserSportRow(db, {
    id: row.id,
    ...scope,
    values: {
      ...(patch.discipline !== undefined && { disciplineId: patch.discipline }),
      ...(patch.stance !== undefined && { stanceId: patch.stance }),
      ...(patch.device !== undefined && { deviceId: patch.device }),
    },
  });
  if (!updated) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
  return requireUserSport(db, row.id);
}

/** An administrator's change: WSK administrators any user sport, NF administrators their federation's. */
export async function adminUpdateUserSport(
  db: Database,
  caller: AccessClaims,
  id: number,
  patch: UserSportPatchInput,
): Promise<UserSport> {
  let scope: { federationId?: number } = {};
  if (caller.role === ROLE_TYPES.NF_ADMIN) {
    const admin = await requireSportUser(db, caller.userId);
    if (admin.nfAdminFederationId === null) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
    scope = { federationId: admin.nfAdminFederationId };
  } else if (caller.role !== ROLE_TYPES.WSK_ADMIN) {
    // The endpoint's access rule already refuses everyone else.
    throw new Forbidden();
  }
  const row = await findUserSportRow(db, { id, ...scope });
  if (!row) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
  return applyPatch(db, row, patch, scope);
}

/** The owner's change of one of their sports. */
export async function ownerUpdateUserSport(
  db: Database,
  caller: AccessClaims,
  id: number,
  patch: UserSportPatchInput,
): Promise<UserSport> {
  const row = await findUserSportRow(db, { id, userId: caller.userId });
  if (!row) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
  return applyPatch(db, row, patch, { userId: caller.userId });
}

export async function setMarathonNoLevelShowModal(
  db: Database,
  caller: AccessClaims,
  id: number,
  show: boolean,
): Promise<UserSport> {
  const updated = await updateUserSportRow(db, {
    id,
    userId: caller.userId,
    values: { marathonNoLevelShowModal: show },
  });
  if (!updated) throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
  return requireUserSport(db, id);
}

export async function deleteUserSport(db: Database, caller: AccessClaims, id: number): Promise<void> {
  // The palmares form goes with it (ON DELETE CASCADE).
  if (!(await deleteOwnUserSport(db, { id, userId: caller.userId })))
    throw new NotFound(USER_SPORT_NOT_FOUND_MESSAGE);
}

export async function getMyUserSports(db: Database, caller: AccessClaims): Promise<UserSport[]> {
  return (await listUserSports(db, { userId: caller.userId })).map(toUserSport);
}

export async function getUserSportsByUser(
  db: Database,
  caller: AccessClaims,
  userId: number,
): Promise<UserSport[]> {
  await requireUserReadAccess(db, caller, userId);
  return (await listUserSports(db, { userId })).map(toUserSport);
}

// Staff selections -----------------------------------------------------------------------------------------

const STAFF_ROLE = { wsk: ROLE_TYPES.WSK_ADMIN, nf: ROLE_TYPES.NF_ADMIN } as const;

/** A WSK or NF user's list (`?user=`, one's own by default), within the user-read scope. */
export async function getStaffSports(
  db: Database,
  caller: AccessClaims,
  kind: 'wsk' | 'nf',
  userId: number | undefined,
): Promise<UserSport[]> {
  const target = userId ?? caller.userId;
  if (target !== caller.userId) await requireUserReadAccess(db, caller, target);
  return (await listUserSports(db, { userId: target, kind })).map(toUserSport);
}

/**
 * A WSK or NF user replaces their list: sports no longer listed are removed, new ones added, in one
 * transaction with the sport step. A sport the user holds as an athlete or official cannot also be listed.
 */
export async function setStaffSports(
  db: Database,
  caller: AccessClaims,
  kind: 'wsk' | 'nf',
  sportIds: readonly number[],
): Promise<UserSport[]> {
  const user = await requireSportUser(db, caller.userId);
  if (user.roleType !== STAFF_ROLE[kind]) throw new Forbidden();
  if (kind === 'wsk' && !user.groupAllowsSports) throw new Forbidden(SPORTS_NOT_ALLOWED_FOR_GROUP_MESSAGE);
  const wanted = [...new Set(sportIds)];
  const known = await findSportIds(db, { ids: wanted.filter((id) => id <= MAX_ID) });
  if (known.length !== wanted.length) throw new Invalid({ sports: [UNKNOWN_SPORTS_MESSAGE] });

  await db.transaction(async (tx) => {
    await deleteUserSportsOfKindExcept(tx, { userId: user.id, kind, keepSportIds: wanted });
    // Sports already in the list are skipped by the insert, and so are sports held under another kind;
    // the check afterwards also sees a pick committed by a racing request in the meantime.
    await insertUserSports(
      tx,
      wanted.map((sportId) => ({ userId: user.id, sportId, kind, federationId: user.federationId })),
    );
    const heldElsewhere = await findSportsHeldUnderOtherKind(tx, { userId: user.id, kind, sportIds: wanted });
    if (heldElsewhere.length > 0) throw new Invalid({ sports: [SPORT_ALREADY_SELECTED_MESSAGE] });
    await markSteps(tx, user.id, { stepSportDetails: true });
  });
  return (await listUserSports(db, { userId: user.id, kind })).map(toUserSport);
}
