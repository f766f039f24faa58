// Confirmation codes: one live code per user and purpose (confirming the e-mail or the phone, resetting
// the password), sent to `target`. Code and link token are stored only as HMACs with the server secret
// (docs/decisions/008-accounts-and-verification.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const VERIFICATION_PURPOSES = ['confirm_email', 'confirm_phone', 'reset_password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    /** The e-mail address or phone number the code was sent to; it must still be the user's. */
    target: text('target').notNull(),
    /** Hex HMAC-SHA256 of the six digits. */
    codeHash: text('code_hash').notNull(),
    /** Hex HMAC-SHA256 of the link token; null when the code went by SMS (no link). */
    linkTokenHash: text('link_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** When it was sent; a new one may be sent a minute later. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A new code replaces the old one: one row per user and purpose.
    uniqueIndex('verification_codes_user_purpose_unique').on(table.userId, table.purpose),
    index('verification_codes_link_token_hash_index').on(table.linkTokenHash),
    check(
      'verification_codes_purpose_check',
      sql`${table.purpose} in (${sql.raw(VERIFICATION_PURPOSES.map((purpose) => `'${purpose}'`).join(', '))})`,
    ),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
