// SQL of sign-in: the account by e-mail or phone, sessions and their refresh tokens.
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, type SessionRevokedReason, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

/** The account of a sign-in; e-mails are stored lower-case, phones as digits with an optional +. */
export async function findAccount(
  db: Database,
  params: { readonly email: string } | { readonly phone: string },
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const where: SQL = 'email' in params ? eq(users.email, params.email) : eq(users.phone, params.phone);
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(where)
    .limit(1);
  return row;
}

export async function insertSession(db: Database, params: { readonly userId: number }): Promise<number> {
  const [row] = await db.insert(sessions).values({ userId: params.userId }).returning({ id: sessions.id });
  if (!row) throw new Error('The session insert returned no row');
  return row.id;
}

export async function insertRefreshToken(
  db: Database,
  params: {
    readonly sessionId: number;
    readonly parentId: number | null;
    readonly tokenHash: string;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(params);
}

/**
 * Marks an unused, unexpired token of an active session as used and returns it. The `used_at is null`
 * condition makes it the one winner of concurrent exchanges: PostgreSQL re-checks it after the row lock of
 * the first exchange is released, so the second one updates nothing.
 */
export async function claimRefreshToken(
  db: Database,
  params: { readonly tokenHash: string; readonly now: Date },
): Promise<{ id: number; sessionId: number; userId: number } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: params.now })
    .from(sessions)
    .where(
      and(
        eq(refreshTokens.tokenHash, params.tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, params.now),
        eq(sessions.id, refreshTokens.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId, userId: sessions.userId });
  return row;
}

/** A token by its hash, in any state, with the state of its session. */
export async function findRefreshToken(
  db: Database,
  params: { readonly tokenHash: string },
): Promise<{ sessionId: number; usedAt: Date | null; sessionRevokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, params.tokenHash))
    .limit(1);
  return row;
}

/** Ends a session (and so every refresh token of its family); an ended one keeps its first reason. */
export async function revokeSession(
  db: Database,
  params: { readonly sessionId: number; readonly reason: SessionRevokedReason; readonly now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: params.now, revokedReason: params.reason })
    .where(and(eq(sessions.id, params.sessionId), isNull(sessions.revokedAt)));
}
