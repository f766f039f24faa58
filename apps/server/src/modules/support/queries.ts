// SQL of support messages.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema/support';

export async function insertSupportMessage(
  db: Database,
  params: { readonly name: string; readonly email: string; readonly message: string },
): Promise<void> {
  await db.insert(supportMessages).values(params);
}

export async function insertUserSupportRequest(
  db: Database,
  params: {
    readonly userId: number;
    readonly name: string;
    readonly email: string | null;
    readonly phone: string | null;
    readonly subject: string;
    readonly message: string;
  },
) {
  const [row] = await db.insert(supportMessages).values(params).returning();
  if (!row) throw new Error('The support request was not stored');
  return row;
}

/** The user's most recent requests, newest first (index on user_id, created_at). */
export async function findRecentRequestsOf(
  db: Database,
  params: { readonly userId: number; readonly limit: number },
) {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, params.userId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(params.limit);
}
