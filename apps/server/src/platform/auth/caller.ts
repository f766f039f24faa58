// The per-request check of the access guard: one query by the session's primary key, joined to the user
// and the role, that says whether the session is still active and what the user's role is now, so a
// sign-out, a reuse revocation or a role change takes effect on the next request. A role still pending an
// administrator's approval counts as no role at all (docs/decisions/009-registration-progress-and-roles.md).
// The same row says whether the sign-in passed a second factor and whether the account has two-factor
// sign-in on (docs/decisions/026-two-factor-sign-in.md).
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdminTwoFactor } from '../../config';
import { type Database, preparedPerDatabase } from '../../db/client';
import { sessions, userTwoFactor } from '../../db/schema/auth';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { AccessClaims, AccessTokenClaims } from './tokens';

const callerQuery = preparedPerDatabase((db) =>
  db
    .select({
      role: roles.type,
      permission: roles.permission,
      roleStatus: users.roleStatus,
      nfAdminFederationId: users.nfAdminFederationId,
      kind: sessions.kind,
      secondFactorAt: sessions.secondFactorAt,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('load_caller'),
);

/** Whether ADMIN_TWO_FACTOR=required applies to a role: WSK and NF administrators, not their viewers. */
export function roleRequiresTwoFactor(
  policy: AdminTwoFactor,
  role: AccessClaims['role'],
  permission: AccessClaims['permission'],
): boolean {
  return (
    policy === 'required' &&
    (role === ROLE_TYPES.WSK_ADMIN || role === ROLE_TYPES.NF_ADMIN) &&
    permission === PERMISSIONS.ADMIN
  );
}

/**
 * The caller of an active session; null when the session is revoked, unknown or another user's, or when it
 * is a sign-in without the second factor of an account that has two-factor sign-in on (only a session
 * opened before it was turned on, or by a path that skips it, can be one: it must sign in again).
 */
export async function loadCaller(
  db: Database,
  claims: AccessTokenClaims,
  adminTwoFactor: AdminTwoFactor = 'optional',
): Promise<AccessClaims | null> {
  const [row] = await callerQuery(db).execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) return null;
  // The session's kind is the authority; a recovery token of a normal session would be forged anyway.
  const approved = row.roleStatus === 'approved';
  const recovery = row.kind === 'recovery' || claims.recovery === true;
  // A recovery session only sets the password (authorize), whatever its second factor.
  const withoutSecondFactor = !recovery && row.secondFactorAt === null;
  if (withoutSecondFactor && row.twoFactorEnabledAt !== null) return null;
  const role = approved ? row.role : null;
  const permission = approved ? row.permission : null;
  const setUpPending = withoutSecondFactor && roleRequiresTwoFactor(adminTwoFactor, role, permission);
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    ...(recovery && { recovery: true as const }),
    // A requested role gives none of its rights until approved: authorize() sees a caller without a role.
    role,
    permission,
    // Read here, in the query every request makes anyway, for the NF staff's scope checks.
    nfFederationId: approved && row.role === ROLE_TYPES.NF_ADMIN ? row.nfAdminFederationId : null,
    ...(setUpPending && { secondFactorPending: true as const }),
  };
}
