// SQL of support messages.
import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema/support';

export async function insertSupportMessage(
  db: Database,
  params: { readonly name: string; readonly email: string; readonly message: string },
): Promise<void> {
  await db.insert(supportMessages).values(params);
}
