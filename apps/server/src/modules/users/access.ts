// Who may read whose personal records (passport, address, anti-doping, guardian, sports, social links):
// the user themselves; WSK staff (admin or viewer) anyone; NF staff (admin or viewer) the users of their
// own federation. Documents (scans, certificates, consents) go further only to administrators. Everyone
// else gets 403 whether the user exists or not, so ids cannot be probed; only WSK staff, who may see
// everyone, learn that an id is unknown (404).
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, NotFound } from '../../platform/http/errors';

export const USER_NOT_FOUND = 'User not found';

export interface UserReadAccess {
  /** May see the user's documents (short-lived links): the owner and administrators in scope. */
  readonly documents: boolean;
}

/**
 * What `caller` may read of user `userId`, or null when nothing (or the user does not exist). One query.
 * Pending roles reach here as no role (decision 009), so they read only their own records.
 */
export async function userReadAccess(
  db: Database,
  caller: AccessClaims,
  userId: number,
): Promise<UserReadAccess | null> {
  if (userId === caller.userId) return { documents: true };
  const isAdmin = caller.permission === PERMISSIONS.ADMIN;
  if (caller.role === ROLE_TYPES.WSK_ADMIN) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row ? { documents: isAdmin } : null;
  }
  if (caller.role === ROLE_TYPES.NF_ADMIN) {
    const [me] = await db
      .select({ federationId: users.nfAdminFederationId })
      .from(users)
      .where(eq(users.id, caller.userId))
      .limit(1);
    if (!me?.federationId) return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.federationId, me.federationId)))
      .limit(1);
    return row ? { documents: isAdmin } : null;
  }
  return null;
}

export const PROFILE_FORBIDDEN = 'You may not see this user’s profile';

/** userReadAccess, or 403 (404 'User not found' for WSK staff, who may see any existing user). */
export async function requireUserReadAccess(
  db: Database,
  caller: AccessClaims,
  userId: number,
): Promise<UserReadAccess> {
  const access = await userReadAccess(db, caller, userId);
  if (access) return access;
  if (caller.role === ROLE_TYPES.WSK_ADMIN) throw new NotFound(USER_NOT_FOUND);
  throw new Forbidden(PROFILE_FORBIDDEN);
}
