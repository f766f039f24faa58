// The SQL of the job queue (table background_jobs, docs/decisions/022-background-jobs.md): enqueue, claim a
// batch under a lease, and settle a claimed job. Every statement is plain PostgreSQL that PGlite runs as well.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { type Database, executeRows } from '../../db/client';
import { backgroundJobs } from '../../db/schema/platform';

export interface EnqueueParams {
  readonly kind: string;
  /** JSON the handler receives; keep it small and free of secrets a log reader should not see. */
  readonly payload?: Record<string, unknown>;
  /** Not before this time; now by default. */
  readonly runAt?: Date;
  /** A job with the same key is queued once, ever (while its row is kept: see the clean-up job). */
  readonly dedupeKey?: string;
  /** Tries before the job is marked failed; 5 by default. */
  readonly maxAttempts?: number;
}

/**
 * Queues a job; `db` may be the caller's transaction, so the job exists exactly when the caller's writes
 * commit. Answers the new job's id, or null when a job with the same dedupe key already exists.
 */
export async function enqueue(db: Database, params: EnqueueParams): Promise<number | null> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind: params.kind,
      payload: params.payload ?? {},
      ...(params.runAt && { runAt: params.runAt }),
      ...(params.dedupeKey !== undefined && { dedupeKey: params.dedupeKey }),
      ...(params.maxAttempts !== undefined && { maxAttempts: params.maxAttempts }),
    })
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
    .returning({ id: backgroundJobs.id });
  return row?.id ?? null;
}

/** Many jobs in one statement (e.g. a reminder run's e-mails); answers how many were new. */
export async function enqueueMany(db: Database, jobs: readonly EnqueueParams[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db
    .insert(backgroundJobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt ?? sql`now()`,
        dedupeKey: job.dedupeKey ?? null,
        maxAttempts: job.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

export interface ClaimedJob {
  readonly id: number;
  readonly kind: string;
  readonly payload: Record<string, unknown>;
  /** Including this run. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** The lease this claim holds; settling the job checks it, so a run whose lease was taken over is ignored. */
  readonly lockedUntil: Date;
}

interface ClaimedRow {
  id: number | string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` due jobs of these kinds: unfinished, due, not leased (or the lease has passed, so a
 * crashed instance's job runs again), with tries left. `for update skip locked` lets several instances claim
 * at once without waiting on, or taking, each other's rows; the lease then keeps them off until it ends.
 * Counting the try at the claim means a job that kills its worker still uses up its tries.
 */
export async function claimDueJobs(
  db: Database,
  params: {
    readonly kinds: readonly string[];
    readonly limit: number;
    readonly now: Date;
    readonly leaseMs: number;
  },
): Promise<ClaimedJob[]> {
  if (params.kinds.length === 0) return [];
  const lockedUntil = new Date(params.now.getTime() + params.leaseMs);
  // The clock counts milliseconds, the database's now() microseconds: a job queued with now() in the
  // clock's current millisecond is due at it (compared this way, run_at's index still serves).
  const now = params.now.toISOString();
  const kinds = sql.join(
    params.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await executeRows<ClaimedRow>(
    db,
    sql`update background_jobs
      set locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from background_jobs
        where completed_at is null and failed_at is null
          and run_at < ${now}::timestamptz + interval '1 millisecond'
          and (locked_until is null or locked_until <= ${now}::timestamptz)
          and attempts < max_attempts
          and kind in (${kinds})
        order by run_at, id
        limit ${params.limit}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lockedUntil,
  }));
}

/** This claim's job, as long as no other worker took it over after the lease ended. */
const heldBy = (job: ClaimedJob) =>
  and(
    eq(backgroundJobs.id, job.id),
    eq(backgroundJobs.lockedUntil, job.lockedUntil),
    isNull(backgroundJobs.completedAt),
  );

export async function completeJob(db: Database, job: ClaimedJob, now: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ completedAt: now, lockedUntil: null, lastError: null })
    .where(heldBy(job));
}

/** Records the error; the job runs again at `retryAt`, or is failed for good when `retryAt` is null. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  params: { readonly error: string; readonly now: Date; readonly retryAt: Date | null },
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({
      lastError: params.error,
      lockedUntil: null,
      ...(params.retryAt ? { runAt: params.retryAt } : { failedAt: params.now }),
    })
    .where(heldBy(job));
}

/**
 * Fails the jobs whose last try never settled (the worker died during it) once its lease has passed: the
 * claim no longer picks them up, having no tries left.
 */
export async function failAbandonedJobs(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      failedAt: now,
      lockedUntil: null,
      lastError: sql`coalesce(${backgroundJobs.lastError}, 'The last try did not finish within its lease')`,
    })
    .where(
      and(
        isNull(backgroundJobs.completedAt),
        isNull(backgroundJobs.failedAt),
        sql`${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts}`,
        or(isNull(backgroundJobs.lockedUntil), lte(backgroundJobs.lockedUntil, now)),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

/**
 * Deletes up to `batch` finished jobs (completed or failed) finished before `before`: those with a dedupe key
 * only before `dedupedBefore`, since their row is what keeps the same key from being queued again.
 */
export async function deleteFinishedJobs(
  db: Database,
  params: { readonly before: Date; readonly dedupedBefore: Date; readonly batch: number },
): Promise<number> {
  const finishedAt = sql`coalesce(${backgroundJobs.completedAt}, ${backgroundJobs.failedAt})`;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`delete from background_jobs where id in (
      select id from background_jobs
      where (completed_at is not null or failed_at is not null)
        and ((dedupe_key is null and ${finishedAt} < ${params.before.toISOString()}::timestamptz)
          or ${finishedAt} < ${params.dedupedBefore.toISOString()}::timestamptz)
      limit ${params.batch})
      returning id`,
  );
  return rows.length;
}

/** Deletes up to `batch` rate-limit windows that ended before `now`. */
export async function deleteEndedRateLimitWindows(
  db: Database,
  params: { readonly now: Date; readonly batch: number },
): Promise<number> {
  const rows = await executeRows<{ key: string }>(
    db,
    sql`delete from rate_limit_windows where key in (
      select key from rate_limit_windows where reset_at < ${params.now.toISOString()}::timestamptz limit ${params.batch})
      returning key`,
  );
  return rows.length;
}
