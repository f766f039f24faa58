// SQL of sign-in: the account by e-mail or phone, sessions and their refresh tokens.
import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  loginLinks,
  refreshTokens,
  type SessionKind,
  type SessionRevokedReason,
  sessions,
  userTwoFactor,
} from '../../db/schema/auth';
import { users } from '../../db/schema/users';

/**
 * The account of a sign-in, and whether it has two-factor sign-in on; e-mails are stored lower-case, phones
 * as digits with an optional +.
 */
export async function findAccount(
  db: Database,
  params: { readonly email: string } | { readonly phone: string },
): Promise<{ id: number; passwordHash: string | null; twoFactorEnabledAt: Date | null } | undefined> {
  const where: SQL = 'email' in params ? eq(users.email, params.email) : eq(users.phone, params.phone);
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, twoFactorEnabledAt: userTwoFactor.enabledAt })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A new session; `secondFactorAt` when the sign-in passed the second factor. */
export async function insertSession(
  db: Database,
  params: { readonly userId: number; readonly kind: SessionKind; readonly secondFactorAt?: Date | null },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({ userId: params.userId, kind: params.kind, secondFactorAt: params.secondFactorAt ?? null })
    .returning({ id: sessions.id });
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
        // The token set of a password recovery is not renewable.
        eq(sessions.kind, 'normal'),
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

/** Ends every active session of a user, but `exceptSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  params: {
    readonly userId: number;
    readonly reason: SessionRevokedReason;
    readonly now: Date;
    readonly exceptSessionId?: number;
  },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: params.now, revokedReason: params.reason })
    .where(
      and(
        eq(sessions.userId, params.userId),
        isNull(sessions.revokedAt),
        params.exceptSessionId === undefined ? undefined : ne(sessions.id, params.exceptSessionId),
      ),
    );
}

export async function insertLoginLink(
  db: Database,
  params: { readonly userId: number; readonly tokenHash: string; readonly expiresAt: Date },
): Promise<void> {
  await db.insert(loginLinks).values(params);
}

/** Marks an unused, unexpired link of a live account as used and returns its user (one winner). */
export async function claimLoginLink(
  db: Database,
  params: { readonly tokenHash: string; readonly now: Date },
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: params.now })
    .from(users)
    .where(
      and(
        eq(loginLinks.tokenHash, params.tokenHash),
        isNull(loginLinks.usedAt),
        gt(loginLinks.expiresAt, params.now),
        eq(users.id, loginLinks.userId),
        isNull(users.deletedAt),
      ),
    )
    .returning({ userId: loginLinks.userId });
  return row;
}

/** Forgets the unused sign-in links of a user (account deletion). */
export async function deleteLoginLinksOf(db: Database, params: { readonly userId: number }): Promise<void> {
  await db.delete(loginLinks).where(eq(loginLinks.userId, params.userId));
}
