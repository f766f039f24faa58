// SQL of two-factor sign-in (db/schema/auth.ts): the user's secret and its state, the backup codes, and the
// mark on a session that passed the second factor. Every acceptance of a code is one conditional UPDATE, so
// of two requests with the same code only one wins.
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, twoFactorBackupCodes, userTwoFactor } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

export interface TwoFactorState {
  readonly secretEncrypted: string;
  readonly enabledAt: Date | null;
  readonly lastUsedStep: number;
}

/** The user's two-factor row (a set-up in progress has `enabledAt` null); undefined when there is none. */
export async function findTwoFactor(
  db: Database,
  params: { readonly userId: number },
): Promise<TwoFactorState | undefined> {
  const [row] = await db
    .select({
      secretEncrypted: userTwoFactor.secretEncrypted,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedStep: userTwoFactor.lastUsedStep,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, params.userId))
    .limit(1);
  return row;
}

/** Whether the user has two-factor sign-in on. */
export async function hasTwoFactorOn(db: Database, params: { readonly userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, params.userId), isNotNull(userTwoFactor.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a new secret not yet in force, replacing an unfinished set-up; false, with nothing changed, when
 * two-factor sign-in is already on (the upsert's condition keeps an enabled row as it is).
 */
export async function upsertPendingSecret(
  db: Database,
  params: { readonly userId: number; readonly secretEncrypted: string; readonly now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId: params.userId, secretEncrypted: params.secretEncrypted, createdAt: params.now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted: params.secretEncrypted, lastUsedStep: 0, createdAt: params.now },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns a pending set-up on with the step of its first code; false when it is no longer pending. */
export async function enablePending(
  db: Database,
  params: { readonly userId: number; readonly step: number; readonly now: Date },
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: params.now, lastUsedStep: params.step })
    .where(
      and(
        eq(userTwoFactor.userId, params.userId),
        isNull(userTwoFactor.enabledAt),
        lt(userTwoFactor.lastUsedStep, params.step),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Records `step` as the last one used, when it is newer than the last: false for a code of a step already
 * used (a replay, or the same code twice at once) or when two-factor sign-in is not on.
 */
export async function claimTotpStep(
  db: Database,
  params: { readonly userId: number; readonly step: number },
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: params.step })
    .where(
      and(
        eq(userTwoFactor.userId, params.userId),
        isNotNull(userTwoFactor.enabledAt),
        lt(userTwoFactor.lastUsedStep, params.step),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Marks an unused backup code of a user with two-factor sign-in on as used; false when there is none. */
export async function claimBackupCode(
  db: Database,
  params: { readonly userId: number; readonly codeHash: string; readonly now: Date },
): Promise<boolean> {
  const rows = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: params.now })
    .from(userTwoFactor)
    .where(
      and(
        eq(twoFactorBackupCodes.userId, params.userId),
        eq(twoFactorBackupCodes.codeHash, params.codeHash),
        isNull(twoFactorBackupCodes.usedAt),
        eq(userTwoFactor.userId, twoFactorBackupCodes.userId),
        isNotNull(userTwoFactor.enabledAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return rows.length > 0;
}

/** Replaces every backup code of the user with these (hashes). */
export async function replaceBackupCodes(
  db: Database,
  params: { readonly userId: number; readonly codeHashes: readonly string[]; readonly now: Date },
): Promise<void> {
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, params.userId));
  await db
    .insert(twoFactorBackupCodes)
    .values(
      params.codeHashes.map((codeHash) => ({ userId: params.userId, codeHash, createdAt: params.now })),
    );
}

export async function countUnusedBackupCodes(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.userId, params.userId), isNull(twoFactorBackupCodes.usedAt)));
  return row?.left ?? 0;
}

/** Forgets the user's secret and backup codes (turning it off, account deletion). */
export async function deleteTwoFactor(db: Database, params: { readonly userId: number }): Promise<void> {
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, params.userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, params.userId));
}

/** Marks the caller's session as one that passed the second factor. */
export async function markSessionSecondFactor(
  db: Database,
  params: { readonly sessionId: number; readonly userId: number; readonly now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: params.now })
    .where(and(eq(sessions.id, params.sessionId), eq(sessions.userId, params.userId)));
}

/** What the authenticator app names the account by, and the password hash the turn-off checks. */
export async function findAccountOfTwoFactor(
  db: Database,
  params: { readonly userId: number },
): Promise<{ email: string | null; phone: string | null; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
