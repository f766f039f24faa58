// The hourly clean-up of the shared tables: finished jobs past their retention, jobs whose last try died with
// its worker, and ended rate-limit windows. Deletes go in batches so no statement holds many locks for long.
import { z } from 'zod';
import { deleteEndedRateLimitWindows, deleteFinishedJobs, failAbandonedJobs } from './queue';
import { defineJob } from './worker';

export const CLEANUP_JOB = 'jobs.cleanup';

const DAY_MS = 24 * 60 * 60_000;
/** Finished jobs without a dedupe key (e-mails of codes, exports) are kept this long for inspection. */
export const FINISHED_JOB_RETENTION_DAYS = 7;
/**
 * A job with a dedupe key is kept longer than the longest window in which the same key could be queued
 * again (a reminder's window is at most a year), since its row is what stops a second one.
 */
export const DEDUPED_JOB_RETENTION_DAYS = 400;
const BATCH = 1000;
/** Batches per run; what is left waits for the next hour. */
const MAX_BATCHES = 100;

export const cleanupJob = defineJob({
  kind: CLEANUP_JOB,
  payload: z.object({}).loose(),
  async run(_payload, { db, logger, now }) {
    const abandoned = await failAbandonedJobs(db, now);
    const inBatches = async (step: () => Promise<number>) => {
      let total = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const deleted = await step();
        total += deleted;
        if (deleted < BATCH) break;
      }
      return total;
    };
    const jobs = await inBatches(() =>
      deleteFinishedJobs(db, {
        before: new Date(now.getTime() - FINISHED_JOB_RETENTION_DAYS * DAY_MS),
        dedupedBefore: new Date(now.getTime() - DEDUPED_JOB_RETENTION_DAYS * DAY_MS),
        batch: BATCH,
      }),
    );
    const windows = await inBatches(() => deleteEndedRateLimitWindows(db, { now, batch: BATCH }));
    logger.info({ abandoned, jobs, windows }, 'Cleaned up the job queue and rate-limit windows');
  },
});
