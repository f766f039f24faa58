// Messages to the federation's support: from the contact-us form (anyone) and from /profile/support
// (a signed-in user, kept with the account); each is also e-mailed to SUPPORT_EMAIL.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Lower-case, the address to answer to; null for a signed-in user who has only a phone. */
    email: text('email'),
    /** The signed-in user who wrote it; null for the contact-us form. Erased with the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone'),
    /** Given on /profile/support; the contact-us form has none. */
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_email_created_at_index').on(table.email, table.createdAt),
    index('support_messages_user_id_created_at_index').on(table.userId, table.createdAt),
  ],
);
