// SQL of the outbox table: writing a message and reading an address's messages (the dev endpoint).
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OutboxChannel, outboxMessages } from '../../db/schema/messaging';

export async function insertOutboxMessage(
  db: Database,
  params: {
    readonly channel: OutboxChannel;
    readonly to: string;
    readonly subject: string | null;
    readonly text: string;
    readonly html: string | null;
  },
): Promise<void> {
  await db.insert(outboxMessages).values(params);
}

/**
 * The messages sent to `to`, newest first: an e-mail address in any case, a phone number as typed
 * (spaces, dashes and brackets are dropped, as the contract's phone field does).
 */
export async function listOutboxMessages(db: Database, params: { readonly to: string }) {
  const to = params.to.includes('@') ? params.to.trim().toLowerCase() : params.to.replace(/[\s()-]/g, '');
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(100);
}

/**
 * Deletes every message to or about one of `contacts` (e-mail addresses lower-case, phone numbers as stored):
 * what account deletion leaves of a person in the outbox, their codes and the copies of their messages to
 * support included.
 */
export async function deleteOutboxMessagesMentioning(
  db: Database,
  contacts: readonly string[],
): Promise<void> {
  if (contacts.length === 0) return;
  const mentions = (contact: string) =>
    or(
      eq(outboxMessages.to, contact),
      sql`position(${contact} in lower(concat_ws(' ', ${outboxMessages.subject}, ${outboxMessages.text}, ${outboxMessages.html}))) > 0`,
    );
  await db.delete(outboxMessages).where(or(...contacts.map(mentions)));
}
