// SQL of invitations: the live account of an e-mail (locked for the inviting transaction), the invited
// account's insert, giving it the invited role, and the federation an NF administrator administers.
import type { Permission, RoleType } from '@portal/contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { type NewUserRow, type RoleStatus, users } from '../../db/schema/users';

export interface InviteeRow {
  readonly id: number;
  readonly email: string | null;
  readonly roleId: number | null;
  readonly roleType: RoleType | null;
  readonly rolePermission: Permission | null;
  readonly roleStatus: RoleStatus;
  readonly nfAdminFederationId: number | null;
  readonly federationId: number | null;
}

/**
 * The live account of this (lower-case) e-mail with its stored role, locked until the caller's transaction
 * ends so that two invitations of one account are decided one after the other. Deleted accounts (their
 * e-mail erased) never match.
 */
export async function lockInviteeByEmail(
  db: Database,
  params: { readonly email: string },
): Promise<InviteeRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      roleType: roles.type,
      rolePermission: roles.permission,
      roleStatus: users.roleStatus,
      nfAdminFederationId: users.nfAdminFederationId,
      federationId: users.federationId,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sql`lower(${users.email})`, params.email), isNull(users.deletedAt)))
    .limit(1)
    .for('update', { of: users });
  return row;
}

/**
 * Inserts the invited account; undefined when another account took the e-mail meanwhile (a concurrent
 * invitation or sign-up), which the unique index on lower(email) reports as a conflict.
 */
export async function insertInvitee(db: Database, values: NewUserRow): Promise<number | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/**
 * Gives the live user `id` the invited role, approved. A new role (`newRole`) has its own sign-up steps, so
 * the registration is to be completed again, as when a role is cleared.
 */
export async function giveInvitedRole(
  db: Database,
  params: {
    readonly id: number;
    readonly roleId: number;
    readonly newRole: boolean;
    readonly nfAdminFederationId?: number;
    readonly federationId?: number;
  },
): Promise<void> {
  await db
    .update(users)
    .set({
      roleId: params.roleId,
      roleStatus: 'approved',
      ...(params.newRole && { registrationCompleted: false, isValidForEvent: false }),
      ...(params.nfAdminFederationId !== undefined && { nfAdminFederationId: params.nfAdminFederationId }),
      ...(params.federationId !== undefined && { federationId: params.federationId }),
    })
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)));
}

/** The federation the live user `userId` administers (an NF administrator's scope); null when none. */
export async function findAdministeredFederationId(
  db: Database,
  params: { readonly userId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}
