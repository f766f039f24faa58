// The hourly removal of uploads no record took, as a recurring job: the job queue runs it once an hour
// across every instance, instead of a timer in each.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/worker';
import { removeUnattachedUploads, type UploadsDeps } from './service';

export const UNATTACHED_UPLOADS_JOB = 'uploads.remove_unattached';

export function unattachedUploadsJob(deps: Pick<UploadsDeps, 'db' | 'storage'>) {
  return defineJob({
    kind: UNATTACHED_UPLOADS_JOB,
    payload: z.object({}).loose(),
    async run(_payload, { logger, now }) {
      const keys = await removeUnattachedUploads(deps, now);
      logger.info({ count: keys.length }, 'Removed unattached uploads');
    },
  });
}
