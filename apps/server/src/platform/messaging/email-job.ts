// The `email.send` job: an e-mail queued in background_jobs and delivered by the job worker through the
// configured delivery (SMTP, or the outbox in the embedded default), tried again with back-off on failure.
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { backgroundJobs } from '../../db/schema/platform';
import { enqueue } from '../jobs/queue';
import { defineJob } from '../jobs/worker';
import type { EmailMessage, Mailer } from './email';

export const EMAIL_JOB = 'email.send';
/** Tries of an e-mail: with the default back-off the last is about 7.5 minutes after the first. */
export const EMAIL_MAX_ATTEMPTS = 5;

const emailPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
});

/**
 * Queues an e-mail; `db` may be the caller's transaction. With a dedupe key the same e-mail is queued once
 * (a reminder per person and document); answers whether it was queued now.
 */
export async function enqueueEmail(
  db: Database,
  message: EmailMessage,
  options: { readonly dedupeKey?: string; readonly maxAttempts?: number } = {},
): Promise<boolean> {
  const id = await enqueue(db, {
    kind: EMAIL_JOB,
    payload: emailPayloadOf(message),
    maxAttempts: options.maxAttempts ?? EMAIL_MAX_ATTEMPTS,
    ...(options.dedupeKey !== undefined && { dedupeKey: options.dedupeKey }),
  });
  return id !== null;
}

export function emailPayloadOf(message: EmailMessage): Record<string, unknown> {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo && { replyTo: message.replyTo }),
  };
}

/** The handler of `email.send`, delivering through `delivery`. */
export function emailJob(delivery: Mailer) {
  return defineJob({
    kind: EMAIL_JOB,
    payload: emailPayload,
    async run(message, { logger }) {
      await delivery.send(message);
      logger.info({ subject: message.subject }, 'E-mail sent');
    },
  });
}

/**
 * Deletes every queued or delivered e-mail job to or about one of `contacts` (account deletion): their
 * payloads hold the address and the text (codes, copies of messages to support). A pending one is not sent.
 */
export async function deleteEmailJobsMentioning(db: Database, contacts: readonly string[]): Promise<void> {
  if (contacts.length === 0) return;
  const mentions = (contact: string) =>
    sql`position(${contact} in lower(${backgroundJobs.payload}::text)) > 0`;
  await db
    .delete(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, EMAIL_JOB), or(...contacts.map(mentions))));
}
