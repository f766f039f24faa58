// The job queue on a real database: enqueue and run, retries with back-off and the final failure, dedupe,
// two workers claiming side by side, a lease taken over, recurring jobs and the clean-up.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backgroundJobs, rateLimitWindows } from '../../db/schema/platform';
import { createTestDatabase, createTestLogger, type TestDatabase } from '../../test/harness';
import { CLEANUP_JOB, cleanupJob } from './cleanup';
import { claimDueJobs, enqueue } from './queue';
import { defaultBackoffMs, defineJob, JobWorker, type JobWorkerOptions, PermanentJobError } from './worker';

const logger = createTestLogger();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

// Later than any row's default run_at (now()), so every job queued without one is due at T0.
const T0 = new Date('2030-11-26T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const worker = (options: Partial<JobWorkerOptions> = {}) =>
  new JobWorker({ db: database.db, logger, clock: () => T0, ...options });
const jobRow = async (id: number) => {
  const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  if (!row) throw new Error(`No job ${id}`);
  return row;
};

describe('enqueue and run', () => {
  it('runs a due job once with its payload and marks it completed', async () => {
    const seen: unknown[] = [];
    const w = worker().register(
      defineJob({
        kind: 'test.echo',
        payload: z.object({ n: z.number() }),
        run: async (p) => void seen.push(p),
      }),
    );
    const id = await enqueue(database.db, { kind: 'test.echo', payload: { n: 7 } });
    expect(id).not.toBeNull();
    expect(await w.runDue()).toBe(1);
    expect(await w.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    const row = await jobRow(id ?? 0);
    expect(row.completedAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lockedUntil).toBeNull();
  });

  it('waits for run_at, and claims only the kinds it has handlers for', async () => {
    const ran: string[] = [];
    const w = worker().register(
      defineJob({ kind: 'test.later', payload: z.object({}), run: async () => void ran.push('later') }),
    );
    await enqueue(database.db, { kind: 'test.later', runAt: at(60_000) });
    const other = await enqueue(database.db, { kind: 'test.unknown' });
    expect(await w.runDue()).toBe(0);
    expect(await w.runDue({ now: at(60_000) })).toBe(1);
    expect(ran).toEqual(['later']);
    expect((await jobRow(other ?? 0)).attempts).toBe(0);
  });

  it("counts a job queued in the clock's current millisecond as due", async () => {
    const ran: string[] = [];
    const w = worker().register(
      defineJob({ kind: 'test.same_ms', payload: z.object({}), run: async () => void ran.push('ran') }),
    );
    const id = await enqueue(database.db, { kind: 'test.same_ms' });
    // As now() gives it in the millisecond the clock reads: later than the clock by a few microseconds.
    await database.db
      .update(backgroundJobs)
      .set({ runAt: sql`${T0.toISOString()}::timestamptz + interval '400 microseconds'` })
      .where(eq(backgroundJobs.id, id ?? 0));
    expect(await w.runDue()).toBe(1);
    expect(ran).toEqual(['ran']);
  });

  it('queues in the caller transaction: a rolled-back transaction leaves no job', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'test.tx' });
        throw new Error('roll back');
      })
      .catch(() => {});
    const rows = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'test.tx'));
    expect(rows).toHaveLength(0);
  });
});

describe('retries', () => {
  it('backs off exponentially, records the error and fails after max attempts', async () => {
    let calls = 0;
    const w = worker().register(
      defineJob({
        kind: 'test.flaky',
        payload: z.object({}),
        run: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      }),
    );
    const id = (await enqueue(database.db, { kind: 'test.flaky', maxAttempts: 3 })) ?? 0;
    expect(await w.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row.lastError).toBe('Error: boom 1');
    expect(row.attempts).toBe(1);
    expect(row.runAt.getTime()).toBe(at(30_000).getTime());
    expect(row.failedAt).toBeNull();
    // Not before its back-off.
    expect(await w.runDue({ now: at(29_000) })).toBe(0);

    const w2 = worker({ clock: () => at(30_000) }).register(
      defineJob({
        kind: 'test.flaky',
        payload: z.object({}),
        run: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      }),
    );
    expect(await w2.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.runAt.getTime()).toBe(at(30_000 + 60_000).getTime());

    expect(await w2.runDue({ now: at(90_000) })).toBe(1);
    row = await jobRow(id);
    expect(row.attempts).toBe(3);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('Error: boom 3');
    expect(await w2.runDue({ now: at(10 * 3_600_000) })).toBe(0);
    expect(calls).toBe(3);
  });

  it('caps the back-off at an hour', () => {
    expect([1, 2, 3, 8, 20].map(defaultBackoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('fails at once on a permanent error or an invalid payload', async () => {
    const w = worker().register(
      defineJob({
        kind: 'test.permanent',
        payload: z.object({ ok: z.literal(true) }),
        run: async () => {
          throw new PermanentJobError('cannot ever work');
        },
      }),
    );
    const permanent = (await enqueue(database.db, { kind: 'test.permanent', payload: { ok: true } })) ?? 0;
    const invalid = (await enqueue(database.db, { kind: 'test.permanent', payload: { ok: 'no' } })) ?? 0;
    expect(await w.runDue()).toBe(2);
    expect((await jobRow(permanent)).failedAt).not.toBeNull();
    expect((await jobRow(permanent)).lastError).toContain('cannot ever work');
    expect((await jobRow(invalid)).failedAt).not.toBeNull();
    expect((await jobRow(invalid)).lastError).toContain('Invalid payload');
  });
});

describe('dedupe', () => {
  it('queues a job with a dedupe key once, even after it has run', async () => {
    let runs = 0;
    const w = worker().register(
      defineJob({ kind: 'test.once', payload: z.object({}), run: async () => void runs++ }),
    );
    const first = await enqueue(database.db, { kind: 'test.once', dedupeKey: 'once:1' });
    const second = await enqueue(database.db, { kind: 'test.once', dedupeKey: 'once:1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await w.runDue();
    expect(await enqueue(database.db, { kind: 'test.once', dedupeKey: 'once:1' })).toBeNull();
    await w.runDue();
    expect(runs).toBe(1);
  });

  it('queues a recurring job once per period, whichever worker gets there first', async () => {
    const runs: string[] = [];
    const definition = defineJob({
      kind: 'test.daily',
      payload: z.object({ period: z.string() }),
      run: async (p) => void runs.push(p.period),
    });
    const a = worker().register(definition).every('test.daily', 'day');
    const b = worker().register(definition).every('test.daily', 'day');
    await Promise.all([a.runDue(), b.runDue()]);
    await a.runDue({ now: at(3_600_000) });
    await b.runDue({ now: at(24 * 3_600_000) });
    expect(runs.sort()).toEqual(['2030-11-26', '2030-11-27']);
  });
});

describe('several workers', () => {
  it('two workers claiming side by side run each of 50 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const definition = defineJob({
      kind: 'test.count',
      payload: z.object({ i: z.number() }),
      run: async (p) => {
        runs.set(p.i, (runs.get(p.i) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    for (let i = 0; i < 50; i += 1) await enqueue(database.db, { kind: 'test.count', payload: { i } });
    const a = worker({ batchSize: 5 }).register(definition);
    const b = worker({ batchSize: 5 }).register(definition);
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(50);
    expect(runs.size).toBe(50);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const [done] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.completedAt} is not null`);
    expect(done?.n).toBe(50);
  });

  it('concurrent claims never hand the same job to two claimers', async () => {
    for (let i = 0; i < 50; i += 1) await enqueue(database.db, { kind: 'test.claim', payload: { i } });
    const claims = await Promise.all(
      Array.from({ length: 6 }, () =>
        claimDueJobs(database.db, { kinds: ['test.claim'], limit: 10, now: T0, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
  });

  it('takes over a job whose lease has passed, and ignores the stale run when it settles', async () => {
    const id = (await enqueue(database.db, { kind: 'test.lease' })) ?? 0;
    // A worker claimed it and died.
    const [claimed] = await claimDueJobs(database.db, {
      kinds: ['test.lease'],
      limit: 1,
      now: T0,
      leaseMs: 60_000,
    });
    expect(claimed?.id).toBe(id);
    let runs = 0;
    const w = worker().register(
      defineJob({ kind: 'test.lease', payload: z.object({}), run: async () => void runs++ }),
    );
    expect(await w.runDue({ now: at(59_000) })).toBe(0);
    expect(await w.runDue({ now: at(60_000) })).toBe(1);
    expect(runs).toBe(1);
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.completedAt).not.toBeNull();
  });
});

describe('polling', () => {
  it('start() polls and stop() waits for the running job', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const w = new JobWorker({ db: database.db, logger, pollIntervalMs: 10 }).register(
      defineJob({
        kind: 'test.slow',
        payload: z.object({}),
        run: async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 100));
          finished = true;
        },
      }),
    );
    const id = (await enqueue(database.db, { kind: 'test.slow' })) ?? 0;
    w.start();
    await running;
    await w.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).completedAt).not.toBeNull();
  });
});

describe('clean-up', () => {
  it('deletes old finished jobs (keeping deduped ones longer), fails abandoned ones and ended windows', async () => {
    const day = 24 * 3_600_000;
    const old = at(-10 * day);
    const [oldDone, oldDeduped, recent, abandoned] = await database.db
      .insert(backgroundJobs)
      .values([
        { kind: 'x', completedAt: old },
        { kind: 'x', completedAt: old, dedupeKey: 'kept:1' },
        { kind: 'x', completedAt: at(-day) },
        { kind: 'x', attempts: 5, maxAttempts: 5, lockedUntil: at(-60_000) },
      ])
      .returning({ id: backgroundJobs.id });
    await database.db.delete(rateLimitWindows);
    await database.db.insert(rateLimitWindows).values([
      { key: 'ended', count: 1, resetAt: at(-1000) },
      { key: 'live', count: 1, resetAt: at(60_000) },
    ]);
    const w = worker().register(cleanupJob).every(CLEANUP_JOB, 'hour');
    await w.runDue();
    const ids = (await database.db.select({ id: backgroundJobs.id }).from(backgroundJobs)).map((r) => r.id);
    expect(ids).not.toContain(oldDone?.id);
    expect(ids).toContain(oldDeduped?.id);
    expect(ids).toContain(recent?.id);
    expect((await jobRow(abandoned?.id ?? 0)).failedAt).not.toBeNull();
    const windows = await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows);
    expect(windows.map((r) => r.key)).toEqual(['live']);
  });
});
