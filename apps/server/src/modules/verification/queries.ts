// SQL of confirmation codes: one row per user and purpose, replaced by each new code; wrong tries counted
// and the single use claimed by conditional updates, so concurrent requests cannot both succeed.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type VerificationCodeRow,
  type VerificationPurpose,
  verificationCodes,
} from '../../db/schema/verification';

/** Writes the new code of a user and purpose over the old one (fresh tries, expiry and send time). */
export async function upsertCode(
  db: Database,
  params: {
    readonly userId: number;
    readonly purpose: VerificationPurpose;
    readonly target: string;
    readonly codeHash: string;
    readonly linkTokenHash: string | null;
    readonly expiresAt: Date;
    readonly now: Date;
  },
): Promise<void> {
  const values = {
    target: params.target,
    codeHash: params.codeHash,
    linkTokenHash: params.linkTokenHash,
    expiresAt: params.expiresAt,
    failedAttempts: 0,
    usedAt: null,
    createdAt: params.now,
  };
  await db
    .insert(verificationCodes)
    .values({ userId: params.userId, purpose: params.purpose, ...values })
    .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: values });
}

export async function findCode(
  db: Database,
  params: { readonly userId: number; readonly purpose: VerificationPurpose },
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, params.userId), eq(verificationCodes.purpose, params.purpose)))
    .limit(1);
  return row;
}

export async function findCodeByLinkToken(
  db: Database,
  params: { readonly linkTokenHash: string; readonly purpose: VerificationPurpose },
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.linkTokenHash, params.linkTokenHash),
        eq(verificationCodes.purpose, params.purpose),
      ),
    )
    .limit(1);
  return row;
}

/** Counts one wrong try of a live code. */
export async function countWrongTry(db: Database, params: { readonly id: number }): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, params.id));
}

/** Marks a live code used; undefined when it was not live any more (used, expired, out of tries). */
export async function claimCode(
  db: Database,
  params: { readonly id: number; readonly maxTries: number; readonly now: Date },
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(verificationCodes.id, params.id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, params.now),
        lt(verificationCodes.failedAttempts, params.maxTries),
      ),
    )
    .returning({ id: verificationCodes.id });
  return row;
}

/** Forgets every code of a user (account deletion). */
export async function deleteCodesOf(db: Database, params: { readonly userId: number }): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, params.userId));
}
