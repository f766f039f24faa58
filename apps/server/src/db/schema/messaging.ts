// The outbox: every e-mail and SMS of the embedded default is a row here instead of leaving the machine;
// development reads it at /api/dev/outbox/ (platform/messaging).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** E-mail addresses lower-case, phone numbers as stored on the user (digits, optional +). */
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_to_created_at_index').on(table.to, table.createdAt),
    check(
      'outbox_messages_channel_check',
      sql`${table.channel} in (${sql.raw(OUTBOX_CHANNELS.map((channel) => `'${channel}'`).join(', '))})`,
    ),
  ],
);
