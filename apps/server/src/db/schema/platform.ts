// Tables of the platform pieces that several app instances share: fixed-window rate-limit counters, the
// background job queue and the data versions of the cached list replies. Nothing here holds business rules;
// the modules reach them through platform/.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One fixed window per key (failed sign-ins per account and per address, contact messages, applications). */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // Ended windows are deleted in batches by the clean-up job.
  (table) => [index('rate_limit_windows_reset_at_index').on(table.resetAt)],
);

/**
 * The job queue: a row per job, claimed with `for update skip locked` by whichever instance's worker gets it
 * first. A job with a `dedupeKey` is queued once (a daily reminder run, one reminder per document).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').unique('background_jobs_dedupe_key_unique'),
    /** Not before this time: the first run, or the next try after a failure (backing off). */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** While a worker runs it; a worker that died leaves it to be claimed again once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Set when the last allowed attempt failed: the job is kept for inspection and never runs again. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('background_jobs_due_index')
      .on(table.runAt)
      .where(sql`${table.completedAt} is null and ${table.failedAt} is null`),
    index('background_jobs_kind_created_at_index').on(table.kind, table.createdAt),
  ],
);

/**
 * The version of each table that the cached list replies read (decision 033): bumped once per writing
 * transaction, at its commit, by triggers on every table but the bookkeeping ones (sessions, throttles, jobs,
 * the audit trail). A cached reply is served only while the versions of its tables are those it was read at.
 */
export const dataVersions = pgTable('data_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row per writing transaction, inserted by the first write to a versioned table and deleted again at the
 * commit by the deferred trigger that bumps the versions of every table the transaction wrote.
 */
export const dataVersionMarks = pgTable('data_version_marks', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
});
