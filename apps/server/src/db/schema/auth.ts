// Sign-in sessions and their refresh tokens (docs/decisions/007-token-scheme.md). A session is one
// successful sign-in and the family of refresh tokens rotated from it; revoking it ends every token of the
// family and, through the per-request check of the access guard, every access token that names it.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
