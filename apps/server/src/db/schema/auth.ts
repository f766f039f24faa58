// Sign-in sessions and their refresh tokens (docs/decisions/007-token-scheme.md). A session is one
// successful sign-in and the family of refresh tokens rotated from it; revoking it ends every token of the
// family and, through the per-request check of the access guard, every access token that names it.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Why a session ended. */
export const SESSION_REVOKED_REASONS = [
  'sign_out',
  'reuse',
  'password_change',
  'account_deleted',
  'recovery_done',
  'two_factor_enabled',
] as const;
export type SessionRevokedReason = (typeof SESSION_REVOKED_REASONS)[number];

/** `normal`: a sign-in. `recovery`: a confirmed password recovery, only good for setting the password. */
export const SESSION_KINDS = ['normal', 'recovery'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SessionKind>().notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason').$type<SessionRevokedReason>(),
    /**
     * When this sign-in passed the second factor (a code at `sign_in/two_factor/`, or turning two-factor
     * sign-in on in it); null for a sign-in without one (docs/decisions/026-two-factor-sign-in.md).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('sessions_user_id_index').on(table.userId),
    check(
      'sessions_kind_check',
      sql`${table.kind} in (${sql.raw(SESSION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check(
      'sessions_revoked_reason_check',
      sql`(${table.revokedAt} is null) = (${table.revokedReason} is null) and ${table.revokedReason} in (${sql.raw(SESSION_REVOKED_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The token this one was exchanged for; null for the one issued at sign-in. */
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    /** Hex SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the token is exchanged; a second presentation is reuse and revokes the session. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_id_index').on(table.sessionId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** One-time sign-in links (`/login_by_token/:token`): invitations and e-mails sign the user in once. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the opaque token; the token itself is only in the link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('login_links_token_hash_unique').on(table.tokenHash),
    index('login_links_user_id_index').on(table.userId),
  ],
);

/**
 * A user's two-factor sign-in (docs/decisions/026-two-factor-sign-in.md): the TOTP secret, encrypted with
 * AES-256-GCM under a key derived from JWT_SECRET, so a copy of the database alone gives no codes. A row
 * with `enabled_at` null is a set-up not finished yet, which signs nobody in.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<ciphertext>.<tag>`, base64url; the base32 secret itself is never stored. */
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The TOTP time step of the last code accepted; a code of that step or an earlier one is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Single-use backup codes of two-factor sign-in, stored as HMAC-SHA256 under a key derived from JWT_SECRET. */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex HMAC-SHA256 of the user id and the code; the code itself is shown once and never stored. */
    codeHash: text('code_hash').notNull(),
    /** Set when the code signs someone in; a used code is refused. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('two_factor_backup_codes_user_id_code_hash_unique').on(table.userId, table.codeHash),
  ],
);

export type UserTwoFactorRow = typeof userTwoFactor.$inferSelect;
