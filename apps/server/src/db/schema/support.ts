// Messages to the federation's support from the contact-us form; each is also e-mailed to SUPPORT_EMAIL.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Lower-case, the address to answer to. */
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_email_created_at_index').on(table.email, table.createdAt)],
);
