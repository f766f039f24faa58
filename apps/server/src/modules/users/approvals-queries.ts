// SQL of user management: the user an administrator acts on (an NF administrator's federation scope in the
// WHERE clause), the conditional updates that approve or decline a pending role, the federations an NF
// user may administer, and the list of roles.
import type { Permission, Role, RoleType } from '@portal/contract/roles';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { federations } from '../../db/schema/federations';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** The NF administrator whose federation scopes a query. */
const managers = alias(users, 'managers');

/**
 * Only users whose national federation is the one NF administrator `managerId` administers; nobody when
 * they administer none (the subquery then yields null, which matches no row).
 */
function inFederationOf(db: Database, managerId: number): SQL {
  return inArray(
    users.federationId,
    db.select({ id: managers.nfAdminFederationId }).from(managers).where(eq(managers.id, managerId)),
  );
}

export interface ManagedUserRow {
  readonly id: number;
  readonly email: string | null;
  readonly roleId: number | null;
  readonly roleName: string | null;
  readonly roleType: RoleType | null;
  readonly rolePermission: Permission | null;
  readonly roleStatus: 'approved' | 'pending';
  readonly nfAdminFederationId: number | null;
  readonly federationId: number | null;
}

/**
 * A live user with their stored role (requested or approved); with `scopeOfNfAdmin`, only one of that NF
 * administrator's federation. Undefined when there is none (or it is out of scope).
 */
export async function findManagedUser(
  db: Database,
  params: { readonly id: number; readonly scopeOfNfAdmin?: number },
): Promise<ManagedUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      roleName: roles.name,
      roleType: roles.type,
      rolePermission: roles.permission,
      roleStatus: users.roleStatus,
      nfAdminFederationId: users.nfAdminFederationId,
      federationId: users.federationId,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.id, params.id),
        isNull(users.deletedAt),
        params.scopeOfNfAdmin === undefined ? undefined : inFederationOf(db, params.scopeOfNfAdmin),
      ),
    )
    .limit(1);
  return row;
}

/** Where a role update acts: the live user, still pending with the role that was read. */
function stillPending(
  db: Database,
  params: { readonly id: number; readonly pendingRoleId: number; readonly scopeOfNfAdmin?: number },
) {
  return and(
    eq(users.id, params.id),
    isNull(users.deletedAt),
    eq(users.roleStatus, 'pending'),
    eq(users.roleId, params.pendingRoleId),
    params.scopeOfNfAdmin === undefined ? undefined : inFederationOf(db, params.scopeOfNfAdmin),
  );
}

/**
 * Approves the pending role `pendingRoleId` as `roleId` (and, for NF users, the administered federation).
 * One conditional update, so of two concurrent approvals only one acts: false for the other.
 */
export async function approvePendingRole(
  db: Database,
  params: {
    readonly id: number;
    readonly pendingRoleId: number;
    readonly roleId: number;
    readonly nfAdminFederationId?: number;
    readonly scopeOfNfAdmin?: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      roleId: params.roleId,
      roleStatus: 'approved',
      ...(params.nfAdminFederationId !== undefined && { nfAdminFederationId: params.nfAdminFederationId }),
    })
    .where(stillPending(db, params))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Replaces the pending role `pendingRoleId` by the guest role (approved), without an administered
 * federation, the registration to be completed again as a guest; false when it is no longer pending.
 */
export async function declinePendingRole(
  db: Database,
  params: {
    readonly id: number;
    readonly pendingRoleId: number;
    readonly guestRoleId: number;
    readonly scopeOfNfAdmin?: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      roleId: params.guestRoleId,
      roleStatus: 'approved',
      nfAdminFederationId: null,
      registrationCompleted: false,
      // A guest takes part in no event.
      isValidForEvent: false,
    })
    .where(stillPending(db, params))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A national federation an NF user may administer (not the default federation of users without one). */
export async function findAdministrableFederation(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({ id: federations.id, code: federations.code })
    .from(federations)
    .where(and(eq(federations.id, params.id), eq(federations.isDefault, false)))
    .limit(1);
  return row;
}

/** Every role, by type then permission. */
export function listRoles(db: Database): Promise<Role[]> {
  return db
    .select({ id: roles.id, name: roles.name, type: roles.type, permission: roles.permission })
    .from(roles)
    .orderBy(asc(roles.type), asc(roles.permission));
}
