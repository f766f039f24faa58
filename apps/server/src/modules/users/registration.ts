// Rules of registration: the signed-in user's progress through the sign-up steps (§3, read by the web
// app's sign-up guard, §4) and the role a user gives themselves (§4 Role assignment). Accounts own both,
// so they live in the users module (docs/decisions/009-registration-progress-and-roles.md).
import type { SelfAssignableRole } from '@portal/contract/endpoints/registration';
import { LAST_ADMIN_ROLE_MESSAGE } from '@portal/contract/endpoints/users';
import { PERMISSIONS, type Permission, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import type { RegistrationProgress, User } from '@portal/contract/user';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegistrationProgressRow } from '../../db/schema/registration';
import type { RoleStatus } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, NotFound } from '../../platform/http/errors';
import {
  type AccountRow,
  assignRoleIfAllowed,
  clearRole,
  findAccountById,
  findProgressByUser,
  findRoleId,
  insertProgressIfMissing,
  lockUserRole,
  updateOwnProgressSteps,
  upsertProgressSteps,
} from './queries';
import { getCurrentUser, USER_NOT_FOUND_MESSAGE, type UsersDeps } from './service';

export const PROGRESS_NOT_FOUND_MESSAGE = 'Registration progress not found';
export const ROLE_CHANGE_FORBIDDEN_MESSAGE = 'Your role can only be changed by an administrator';

/** The progress row with the two values copied from the account, in the contract's shape. */
function toProgress(row: RegistrationProgressRow, account: AccountRow): RegistrationProgress {
  return {
    id: row.id,
    need_legal_guardian_step: row.needLegalGuardianStep,
    password_exists: account.passwordHash !== null,
    step_role_guest_is_selected: row.stepRoleGuestIsSelected,
    step_user_main_information: row.stepUserMainInformation,
    step_passport_details: row.stepPassportDetails,
    step_guardian_details: row.stepGuardianDetails,
    step_job_information: row.stepJobInformation,
    step_postal_address_details: row.stepPostalAddressDetails,
    step_social_profiles: row.stepSocialProfiles,
    step_anti_doping_details: row.stepAntiDopingDetails,
    step_sport_details: row.stepSportDetails,
    step_national_federation: row.stepNationalFederation,
    step_add_profile_picture: row.stepAddProfilePicture,
    user__registration_completed: account.registrationCompleted,
  };
}

async function requireAccount(db: Database, userId: number): Promise<AccountRow> {
  const account = await findAccountById(db, { id: userId });
  // The access guard has just found the user's session, so only a concurrent deletion gets here.
  if (!account) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return account;
}

/** The caller's progress, created on the spot for accounts that have none yet (invited, older ones). */
export async function getMyProgress(db: Database, caller: AccessClaims): Promise<RegistrationProgress> {
  const account = await requireAccount(db, caller.userId);
  await insertProgressIfMissing(db, { userId: caller.userId });
  const row = await findProgressByUser(db, { userId: caller.userId });
  if (!row) throw new NotFound(PROGRESS_NOT_FOUND_MESSAGE);
  return toProgress(row, account);
}

/** Marks the national-federation step of the caller's own progress; another user's id is a 404. */
export async function completeNationalFederationStep(
  db: Database,
  caller: AccessClaims,
  id: number,
): Promise<RegistrationProgress> {
  const row = await updateOwnProgressSteps(db, {
    id,
    userId: caller.userId,
    steps: { stepNationalFederation: true },
  });
  if (!row) throw new NotFound(PROGRESS_NOT_FOUND_MESSAGE);
  return toProgress(row, await requireAccount(db, caller.userId));
}

/** The role row each self-assignment asks for, and whether it needs an administrator's approval. */
const SELF_ASSIGNED: Record<
  SelfAssignableRole,
  { type: RoleType; permission: Permission | null; status: RoleStatus }
> = {
  athlete: { type: ROLE_TYPES.ATHLETE, permission: null, status: 'pending' },
  guest: { type: ROLE_TYPES.GUEST, permission: null, status: 'approved' },
  nf: { type: ROLE_TYPES.NF_ADMIN, permission: PERMISSIONS.VIEWER, status: 'pending' },
  ito: { type: ROLE_TYPES.ITO, permission: null, status: 'pending' },
  wsk_viewer: { type: ROLE_TYPES.WSK_ADMIN, permission: PERMISSIONS.VIEWER, status: 'pending' },
};

/**
 * Gives the caller the role they chose and marks the role step, in one transaction. Allowed while their
 * registration is not completed, and always for a guest; otherwise only an administrator changes a role.
 */
export async function selectRole(
  deps: { readonly db: Database; readonly config: Config },
  caller: AccessClaims,
  choice: SelfAssignableRole,
): Promise<User> {
  const { db } = deps;
  const wanted = SELF_ASSIGNED[choice];
  await db.transaction(async (tx) => {
    const roleId = await findRoleId(tx, { type: wanted.type, permission: wanted.permission });
    if (roleId === undefined)
      throw new Error(`Reference role ${wanted.type}/${wanted.permission} is missing`);
    const guestRoleId = await findRoleId(tx, { type: ROLE_TYPES.GUEST, permission: null });
    const assigned = await assignRoleIfAllowed(tx, {
      id: caller.userId,
      roleId,
      roleStatus: wanted.status,
      keepableRoleId: guestRoleId,
    });
    if (!assigned) throw new Forbidden(ROLE_CHANGE_FORBIDDEN_MESSAGE);
    await upsertProgressSteps(tx, { userId: caller.userId, steps: { stepRoleGuestIsSelected: true } });
  });
  return getCurrentUser(db, caller.userId, deps.config);
}

/**
 * Leaves the user's role (decision 012): one's own, except an approved WSK administrator's (another
 * administrator must do it, so the federation keeps one), or anyone's by a WSK administrator.
 */
export async function clearProfileRole(
  deps: Pick<UsersDeps, 'db' | 'config'>,
  caller: AccessClaims,
  id: number,
): Promise<User> {
  const byAdministrator = caller.role === ROLE_TYPES.WSK_ADMIN && caller.permission === PERMISSIONS.ADMIN;
  if (id !== caller.userId && !byAdministrator) throw new Forbidden();
  await deps.db.transaction(async (tx) => {
    const current = await lockUserRole(tx, { id });
    if (!current) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    const ownAdministratorRole =
      id === caller.userId &&
      current.type === ROLE_TYPES.WSK_ADMIN &&
      current.permission === PERMISSIONS.ADMIN &&
      current.roleStatus === 'approved';
    if (ownAdministratorRole) throw new Forbidden(LAST_ADMIN_ROLE_MESSAGE);
    await clearRole(tx, { id });
  });
  return getCurrentUser(deps.db, id, deps.config);
}
