// User management (spec §7 Users): approving and declining the roles users asked for (decision 009), the
// list of roles, and an administrator deleting a user. WSK administrators act on anyone; NF administrators
// approve and decline the athletes of their own federation only. Every action is audited in its own
// transaction and e-mailed to the user once committed.
import { CANNOT_DELETE_SELF_MESSAGE, NOT_PENDING_MESSAGE } from '@portal/contract/endpoints/user-management';
import {
  PERMISSIONS,
  type Permission,
  ROLE_TYPES,
  type Role,
  type RoleType,
  roleDisplayName,
} from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { NON_FIELD_ERRORS } from '../../platform/http/error-handler';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { roleApprovedEmail, roleDeclinedEmail } from '../../platform/messaging/templates';
import { recordAudit } from '../audit/service';
import {
  approvePendingRole,
  declinePendingRole,
  findAdministrableFederation,
  findManagedUser,
  listRoles,
} from './approvals-queries';
import { markSteps } from './progress';
import { findRoleId } from './queries';
import {
  type ErasureDeps,
  eraseAccount,
  getCurrentUser,
  USER_NOT_FOUND_MESSAGE,
  type UsersDeps,
} from './service';
import { UNKNOWN_FEDERATION_MESSAGE } from './steps';

export const NF_FEDERATION_REQUIRED_MESSAGE = 'Choose the federation the user administers';

/** The four requests an administrator approves or declines, by the endpoint's name. */
export type RoleRequest = 'federation' | 'wsk' | 'nf' | 'ito';

/** The role type a user must have asked for, for each request. */
const REQUESTED_TYPE: Readonly<Record<RoleRequest, RoleType>> = {
  federation: ROLE_TYPES.ATHLETE,
  wsk: ROLE_TYPES.WSK_ADMIN,
  nf: ROLE_TYPES.NF_ADMIN,
  ito: ROLE_TYPES.ITO,
};

/** What an administrator may decide on approval (approve_wsk/, approve_nf/ bodies). */
export interface ApprovalChoices {
  readonly permission?: Permission | undefined;
  readonly nf_admin_federation?: number | undefined;
}

type ManagementDeps = Pick<UsersDeps, 'db' | 'config' | 'messaging'>;

/** A 400 on the request as a whole: the contract has no field for it. */
const badRequest = (message: string) => new Invalid({ [NON_FIELD_ERRORS]: [message] }, message);

/**
 * Only WSK administrators act on anyone; everyone else the guard lets in (NF administrators) acts on the
 * users of the federation they administer, a condition of every query.
 */
const scopeOf = (caller: AccessClaims): { scopeOfNfAdmin?: number } =>
  caller.role === ROLE_TYPES.WSK_ADMIN ? {} : { scopeOfNfAdmin: caller.userId };

interface PendingRequest {
  readonly id: number;
  readonly email: string | null;
  readonly role: Role;
  readonly nfAdminFederationId: number | null;
  readonly federationId: number | null;
}

/**
 * The user `id` with a pending request of this kind. Out of an NF administrator's scope: 403, whether the
 * user exists or not (decision 012); unknown to a WSK administrator: 404; no such request: 400.
 */
async function requirePendingRequest(
  db: Database,
  caller: AccessClaims,
  id: number,
  request: RoleRequest,
): Promise<PendingRequest> {
  const scope = scopeOf(caller);
  const target = await findManagedUser(db, { id, ...scope });
  if (!target) {
    if (scope.scopeOfNfAdmin !== undefined) throw new Forbidden();
    throw new NotFound(USER_NOT_FOUND_MESSAGE);
  }
  const { roleId, roleName, roleType, rolePermission } = target;
  if (
    target.roleStatus !== 'pending' ||
    roleType !== REQUESTED_TYPE[request] ||
    roleId === null ||
    roleName === null
  ) {
    throw badRequest(NOT_PENDING_MESSAGE);
  }
  return {
    id: target.id,
    email: target.email,
    role: { id: roleId, name: roleName, type: roleType, permission: rolePermission },
    nfAdminFederationId: target.nfAdminFederationId,
    federationId: target.federationId,
  };
}

interface Grant {
  readonly type: RoleType;
  readonly permission: Permission | null;
  /** The athlete's national federation, or the federation an NF user now administers. */
  readonly federationId: number | null;
}

/** The role an approval grants: viewer unless told otherwise; an NF user's federation must be a real one. */
async function grantOf(
  db: Database,
  request: RoleRequest,
  target: PendingRequest,
  choices: ApprovalChoices,
): Promise<Grant> {
  const permission = choices.permission ?? PERMISSIONS.VIEWER;
  switch (request) {
    case 'federation':
      return { type: ROLE_TYPES.ATHLETE, permission: null, federationId: target.federationId };
    case 'ito':
      return { type: ROLE_TYPES.ITO, permission: null, federationId: null };
    case 'wsk':
      return { type: ROLE_TYPES.WSK_ADMIN, permission, federationId: null };
    case 'nf': {
      const wanted = choices.nf_admin_federation ?? target.nfAdminFederationId;
      if (wanted === null) throw new Invalid({ nf_admin_federation: [NF_FEDERATION_REQUIRED_MESSAGE] });
      const federation = await findAdministrableFederation(db, { id: wanted });
      if (!federation) throw new Invalid({ nf_admin_federation: [UNKNOWN_FEDERATION_MESSAGE] });
      return { type: ROLE_TYPES.NF_ADMIN, permission, federationId: federation.id };
    }
  }
}

/** How the user hears of the decision; phone-only users are not told (no SMS for this yet). */
const notifiedBy = (email: string | null) => (email ? 'email' : null);

/**
 * Approves a pending request: the role (with the permission and, for NF users, the federation chosen)
 * counts from the user's next request. One conditional update, so a second approval gets 400.
 */
export async function approveRole(
  deps: ManagementDeps,
  caller: AccessClaims,
  id: number,
  request: RoleRequest,
  choices: ApprovalChoices = {},
): Promise<User> {
  const scope = scopeOf(caller);
  const email = await deps.db.transaction(async (tx) => {
    const target = await requirePendingRequest(tx, caller, id, request);
    const grant = await grantOf(tx, request, target, choices);
    const roleId = await findRoleId(tx, { type: grant.type, permission: grant.permission });
    if (roleId === undefined) throw new Error(`Reference role ${grant.type}/${grant.permission} is missing`);
    const approved = await approvePendingRole(tx, {
      id,
      pendingRoleId: target.role.id,
      roleId,
      ...(request === 'nf' && grant.federationId !== null && { nfAdminFederationId: grant.federationId }),
      ...scope,
    });
    // Another administrator decided meanwhile.
    if (!approved) throw badRequest(NOT_PENDING_MESSAGE);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: `user.approve_${request}`,
      targetUserId: id,
      details: {
        role: grant.type,
        permission: grant.permission,
        federation: grant.federationId,
        notified_by: notifiedBy(target.email),
      },
      before: { role: target.role.type, permission: target.role.permission, status: 'pending' },
      after: { role: grant.type, permission: grant.permission, status: 'approved' },
    });
    return target.email;
  });
  const user = await getCurrentUser(deps.db, id, deps.config);
  if (email && user.role) {
    const content = roleApprovedEmail(deps.config.publicUrl, roleDisplayName(user.role));
    await deps.messaging.mailer.send({ to: email, ...content });
  }
  return user;
}

/**
 * Declines a pending request: the user becomes a guest (approved), without an administered federation.
 * The registration is then the guest's: complete at once when the guest's steps are done, else the
 * sign-up guard walks the user through the missing ones.
 */
export async function declineRole(
  deps: ManagementDeps,
  caller: AccessClaims,
  id: number,
  request: RoleRequest,
): Promise<void> {
  const scope = scopeOf(caller);
  const target = await deps.db.transaction(async (tx) => {
    const pending = await requirePendingRequest(tx, caller, id, request);
    const guestRoleId = await findRoleId(tx, { type: ROLE_TYPES.GUEST, permission: null });
    if (guestRoleId === undefined) throw new Error('Reference role guest is missing');
    const declined = await declinePendingRole(tx, {
      id,
      pendingRoleId: pending.role.id,
      guestRoleId,
      ...scope,
    });
    if (!declined) throw badRequest(NOT_PENDING_MESSAGE);
    await markSteps(tx, id, {});
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: `user.decline_${request}`,
      targetUserId: id,
      details: {
        role: pending.role.type,
        permission: pending.role.permission,
        federation:
          request === 'nf'
            ? pending.nfAdminFederationId
            : request === 'federation'
              ? pending.federationId
              : null,
        notified_by: notifiedBy(pending.email),
      },
      before: { role: pending.role.type, permission: pending.role.permission, status: 'pending' },
      after: { role: ROLE_TYPES.GUEST, permission: null, status: 'approved' },
    });
    return pending;
  });
  if (target.email) {
    const content = roleDeclinedEmail(deps.config.publicUrl, roleDisplayName(target.role));
    await deps.messaging.mailer.send({ to: target.email, ...content });
  }
}

/** Every role (type and permission), by type then permission. */
export function getRoles(db: Database): Promise<Role[]> {
  return listRoles(db);
}

/**
 * A WSK administrator deletes another user exactly as users delete themselves (eraseAccount), with an
 * audit row in the same transaction. Their own account they delete from their settings (400 here).
 */
export async function deleteUser(deps: ErasureDeps, caller: AccessClaims, id: number): Promise<void> {
  if (id === caller.userId) throw badRequest(CANNOT_DELETE_SELF_MESSAGE);
  const erased = await eraseAccount(deps, id, (tx, role) =>
    recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'user.delete',
      targetUserId: id,
      before: { role: role.type, permission: role.permission, status: role.roleStatus, deleted: false },
      after: { deleted: true },
    }),
  );
  if (!erased) throw new NotFound(USER_NOT_FOUND_MESSAGE);
}
