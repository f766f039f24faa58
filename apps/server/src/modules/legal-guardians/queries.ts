// SQL of the legal guardians: the minor's guardian (one per user), the progress flag that makes a user a
// minor for this step, and the guardian's insert and update.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LegalGuardianRow, legalGuardians } from '../../db/schema/personal-details';
import { registrationProgresses } from '../../db/schema/registration';

type GuardianValues = Pick<
  LegalGuardianRow,
  'firstName' | 'lastName' | 'relation' | 'email' | 'phone' | 'consentDocument'
>;

/** Whether the user's progress asks for a legal guardian (an athlete under 18); false without a progress. */
export async function needsLegalGuardian(
  db: Database,
  params: { readonly userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ need: registrationProgresses.needLegalGuardianStep })
    .from(registrationProgresses)
    .where(eq(registrationProgresses.userId, params.userId))
    .limit(1);
  return row?.need ?? false;
}

export async function findGuardianById(
  db: Database,
  params: { readonly id: number },
): Promise<LegalGuardianRow | undefined> {
  const [row] = await db.select().from(legalGuardians).where(eq(legalGuardians.id, params.id)).limit(1);
  return row;
}

/** The guardian `id` only if it is the guardian of `userId`, locked for the rest of the transaction. */
export async function findOwnGuardianForUpdate(
  db: Database,
  params: { readonly id: number; readonly userId: number },
): Promise<LegalGuardianRow | undefined> {
  const [row] = await db
    .select()
    .from(legalGuardians)
    .where(and(eq(legalGuardians.id, params.id), eq(legalGuardians.userId, params.userId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Records the guardian of `userId`; undefined when the user already has one (also when another
 * transaction recorded it meanwhile: the unique user_id decides, without an error).
 */
export async function insertGuardianIfNone(
  db: Database,
  params: { readonly userId: number; readonly values: GuardianValues },
): Promise<LegalGuardianRow | undefined> {
  const [row] = await db
    .insert(legalGuardians)
    .values({ userId: params.userId, ...params.values })
    .onConflictDoNothing({ target: legalGuardians.userId })
    .returning();
  return row;
}

/**
 * Changes the guardian's fields; `acknowledgeAntiDoping` records the acknowledgement's time, keeping the
 * first one.
 */
export async function updateGuardian(
  db: Database,
  params: {
    readonly id: number;
    readonly values: Partial<GuardianValues>;
    readonly acknowledgeAntiDoping: boolean;
  },
): Promise<LegalGuardianRow> {
  const [row] = await db
    .update(legalGuardians)
    .set({
      ...params.values,
      ...(params.acknowledgeAntiDoping && {
        antiDopingAcknowledgedAt: sql`coalesce(${legalGuardians.antiDopingAcknowledgedAt}, now())`,
      }),
      updatedAt: new Date(),
    })
    .where(eq(legalGuardians.id, params.id))
    .returning();
  if (!row) throw new Error('The legal guardian update returned no row');
  return row;
}
