// The job worker: polls background_jobs, claims due jobs of the kinds it has handlers for under a lease, runs
// them, and settles each (done, retried with exponential back-off, or failed after its last try). Recurring
// jobs are queued by every instance with a dedupe key of their period, so one instance runs each period.
// docs/decisions/022-background-jobs.md.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type ClaimedJob, claimDueJobs, completeJob, enqueue, failJob } from './queue';

export interface JobContext {
  readonly job: {
    readonly id: number;
    readonly kind: string;
    readonly attempts: number;
    readonly maxAttempts: number;
  };
  readonly db: Database;
  readonly logger: FastifyBaseLogger;
  /** The worker's clock at the claim (tests set it through runDue). */
  readonly now: Date;
}

/** A kind of job: its payload's schema (checked before each run) and what running it does. */
export interface JobDefinition<P> {
  readonly kind: string;
  readonly payload: z.ZodType<P>;
  run(payload: P, context: JobContext): Promise<void>;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Thrown by a handler when trying again cannot help: the job is failed at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export type RecurringPeriod = 'hour' | 'day';

export interface JobWorkerOptions {
  readonly db: Database;
  readonly logger: FastifyBaseLogger;
  /** Between polls when nothing was due (a full batch polls again at once). */
  readonly pollIntervalMs?: number;
  /** Jobs claimed, and run side by side, per poll. */
  readonly batchSize?: number;
  /** How long a claim keeps other workers off a job; a run longer than this may run twice. */
  readonly leaseMs?: number;
  /** The wait before the next try after the `attempts`-th failed one. */
  readonly backoffMs?: (attempts: number) => number;
  readonly clock?: () => Date;
}

export const DEFAULT_POLL_INTERVAL_MS = 1000;
export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/** Recurring jobs are (re)queued at most this often by each worker; the dedupe key makes it one per period. */
const RECURRING_CHECK_MS = 60_000;
/** runDue stops after this many batches, so a job that keeps queuing due jobs cannot hold a test for ever. */
const RUN_DUE_MAX_BATCHES = 100;
const MAX_ERROR_LENGTH = 2000;

/** 30 s after the first failed try, doubling with each one, at most an hour. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** `day:2026-11-26`, `hour:2026-11-26T09` (UTC). */
export function periodKey(period: RecurringPeriod, now: Date): string {
  const iso = now.toISOString();
  return period === 'day' ? iso.slice(0, 10) : iso.slice(0, 13);
}

export class JobWorker {
  private readonly db: Database;
  private readonly logger: FastifyBaseLogger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly clock: () => Date;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different payload types share the map; each checks its own payload with its schema.
  private readonly definitions = new Map<string, JobDefinition<any>>();
  private readonly recurring: { kind: string; period: RecurringPeriod }[] = [];
  private recurringCheckedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(options: JobWorkerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.clock = options.clock ?? (() => new Date());
  }

  /** Registers the handler of a kind; this worker claims only kinds it has a handler for. */
  register<P>(definition: JobDefinition<P>): this {
    if (this.definitions.has(definition.kind))
      throw new Error(`Job kind ${definition.kind} is registered twice`);
    this.definitions.set(definition.kind, definition);
    return this;
  }

  /** Queues `kind` once per period (UTC), with the dedupe key `<kind>:<period>`; the kind needs a handler. */
  every(kind: string, period: RecurringPeriod): this {
    this.recurring.push({ kind, period });
    return this;
  }

  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /** Starts polling; stop() ends it. */
  start(): void {
    if (this.polling) return;
    this.polling = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs that are running to settle. */
  async stop(): Promise<void> {
    this.polling = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Queues the recurring jobs of this moment's periods, then runs batches until nothing is due at `now`
   * (jobs queued by the jobs run included). Answers how many jobs ran. Tests call it instead of polling.
   */
  async runDue(options: { readonly now?: Date } = {}): Promise<number> {
    const now = options.now ?? this.clock();
    // A given moment holds for the whole run, settling included, so back-off times follow from it.
    const clock = options.now ? () => now : this.clock;
    await this.queueRecurring(now);
    let total = 0;
    for (let batch = 0; batch < RUN_DUE_MAX_BATCHES; batch += 1) {
      const ran = await this.track(this.runBatch(now, clock));
      total += ran;
      if (ran === 0) break;
    }
    return total;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.track(this.poll()).then((next) => {
        if (this.polling) this.schedule(next);
      });
    }, delayMs);
    // A poll never keeps the process alive on its own: shutdown goes through stop().
    this.timer.unref();
  }

  /** One poll; answers the delay before the next. */
  private async poll(): Promise<number> {
    try {
      const now = this.clock();
      if (now.getTime() - this.recurringCheckedAt >= RECURRING_CHECK_MS) {
        await this.queueRecurring(now);
        this.recurringCheckedAt = now.getTime();
      }
      const ran = await this.runBatch(now, this.clock);
      return ran >= this.batchSize ? 0 : this.pollIntervalMs;
    } catch (error) {
      // The database is away or refusing: try again later rather than spin.
      this.logger.error({ err: error }, 'Polling the job queue failed');
      return this.pollIntervalMs * 5;
    }
  }

  private async queueRecurring(now: Date): Promise<void> {
    for (const { kind, period } of this.recurring) {
      const key = periodKey(period, now);
      const id = await enqueue(this.db, { kind, payload: { period: key }, dedupeKey: `${kind}:${key}` });
      if (id !== null) this.logger.info({ job: id, kind, period: key }, 'Queued a recurring job');
    }
  }

  private async runBatch(now: Date, clock: () => Date): Promise<number> {
    const jobs = await claimDueJobs(this.db, {
      kinds: this.kinds,
      limit: this.batchSize,
      now,
      leaseMs: this.leaseMs,
    });
    await Promise.all(jobs.map((job) => this.runJob(job, now, clock)));
    return jobs.length;
  }

  private async runJob(job: ClaimedJob, now: Date, clock: () => Date): Promise<void> {
    const definition = this.definitions.get(job.kind);
    const logger = this.logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    const started = Date.now();
    try {
      if (!definition) throw new PermanentJobError(`No handler for job kind ${job.kind}`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      await definition.run(parsed.data, {
        job: { id: job.id, kind: job.kind, attempts: job.attempts, maxAttempts: job.maxAttempts },
        db: this.db,
        logger,
        now,
      });
    } catch (error) {
      await this.settleFailure(job, error, logger, clock());
      return;
    }
    await completeJob(this.db, job, clock());
    logger.debug({ ms: Date.now() - started }, 'Job done');
  }

  private async settleFailure(
    job: ClaimedJob,
    error: unknown,
    logger: FastifyBaseLogger,
    now: Date,
  ): Promise<void> {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const retryAt = final ? null : new Date(now.getTime() + this.backoffMs(job.attempts));
    try {
      await failJob(this.db, job, { error: message, now, retryAt });
    } catch (settleError) {
      // The lease runs out and the job is claimed again: at worst one more try.
      logger.error({ err: settleError }, 'Recording a failed job failed');
    }
    if (retryAt) logger.warn({ err: error, retryAt }, 'Job failed; it will be tried again');
    else logger.error({ err: error }, 'Job failed for good');
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    return promise.finally(() => this.running.delete(promise));
  }
}
