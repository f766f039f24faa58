// The per-request check of the access guard: one query by the session's primary key, joined to the user
// and the role, that says whether the session is still active and what the user's role is now, so a
// sign-out, a reuse revocation or a role change takes effect on the next request. A role still pending an
// administrator's approval counts as no role at all (docs/decisions/009-registration-progress-and-roles.md).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { AccessClaims, AccessTokenClaims } from './tokens';

/** The caller of an active session; null when the session is revoked, unknown or another user's. */
export async function loadCaller(db: Database, claims: AccessTokenClaims): Promise<AccessClaims | null> {
  const [row] = await db
    .select({
      role: roles.type,
      permission: roles.permission,
      roleStatus: users.roleStatus,
      kind: sessions.kind,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  // The session's kind is the authority; a recovery token of a normal session would be forged anyway.
  const approved = row.roleStatus === 'approved';
  const recovery = row.kind === 'recovery' || claims.recovery === true;
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    ...(recovery && { recovery: true as const }),
    // A requested role gives none of its rights until approved: authorize() sees a caller without a role.
    role: approved ? row.role : null,
    permission: approved ? row.permission : null,
  };
}
