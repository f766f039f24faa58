// The users export by e-mail (decision 013, update): for exports too large to wait for. The request is
// checked as the streamed export is and queues a `users.export` job; the job checks the caller again as
// stored by then, makes the same file, keeps it as a private upload of the caller (deleted with the other
// unattached uploads after 24 hours) and e-mails them a link to `/exports/:key`, where the owner gets a
// fresh signed link to it.
import { randomBytes } from 'node:crypto';
import {
  EXPORT_GONE_MESSAGE,
  EXPORT_NEEDS_EMAIL_MESSAGE,
  type ExportFile,
  exportUsersBodySchema,
  exportUsers as exportUsersEndpoint,
} from '@portal/contract/endpoints/user-management';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { authorize } from '../../platform/auth/guard';
import type { AccessClaims } from '../../platform/auth/tokens';
import { NON_FIELD_ERRORS } from '../../platform/http/error-handler';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { enqueue } from '../../platform/jobs/queue';
import { defineJob, PermanentJobError } from '../../platform/jobs/worker';
import type { Messaging } from '../../platform/messaging/messaging';
import { usersExportReadyEmail } from '../../platform/messaging/templates';
import type { FileStorage } from '../../platform/storage/storage';
import { signedStoredFile } from '../uploads/attach';
import { findStoredFile, recordServerFile, UNATTACHED_UPLOAD_LIFETIME_MS } from '../uploads/service';
import { checkExportAccess, type ExportUsersRequest, exportUsers } from './export';
import { findExportRequester } from './export-queries';

export const USERS_EXPORT_JOB = 'users.export';
/** The `file_uploads` purpose of a users export: private, owned by the caller, never attached to a record. */
export const USERS_EXPORT_PURPOSE = 'users_export';
/** Making the file again cannot be cheap for 100,000 rows: a few tries, backing off. */
const USERS_EXPORT_MAX_ATTEMPTS = 3;
const LIFETIME_HOURS = UNATTACHED_UPLOAD_LIFETIME_MS / 3_600_000;

export interface UsersExportByEmailDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl' | 'fileLinkTtlSeconds'>;
  readonly storage: FileStorage;
  readonly messaging: Messaging;
}

/**
 * Queues the export of `body` for the caller: refused now, with the streamed export's errors, when the caller
 * may not export that tab; 400 when they have no e-mail address to send it to.
 */
export async function requestUsersExportByEmail(
  deps: Pick<UsersExportByEmailDeps, 'db'>,
  caller: AccessClaims,
  body: ExportUsersRequest,
): Promise<{ detail: string }> {
  checkExportAccess(caller, body);
  const requester = await findExportRequester(deps.db, caller.userId);
  if (!requester?.email) {
    throw new Invalid({ [NON_FIELD_ERRORS]: [EXPORT_NEEDS_EMAIL_MESSAGE] }, EXPORT_NEEDS_EMAIL_MESSAGE);
  }
  await enqueue(deps.db, {
    kind: USERS_EXPORT_JOB,
    payload: { userId: caller.userId, body },
    maxAttempts: USERS_EXPORT_MAX_ATTEMPTS,
  });
  return {
    detail: `The export is being prepared. A link to download it will be e-mailed to ${requester.email}.`,
  };
}

const usersExportPayload = z.object({
  userId: z.number().int().positive(),
  body: exportUsersBodySchema,
});

/** The caller as stored now, or a permanent failure: retrying cannot give back a role or an address. */
async function currentCaller(db: Database, userId: number, body: ExportUsersRequest) {
  const requester = await findExportRequester(db, userId);
  if (!requester?.email) {
    throw new PermanentJobError('The user who asked for the export is gone or has no e-mail address');
  }
  // A job runs outside any sign-in session: session 0 names none, and only the role decides from here on.
  const caller: AccessClaims = {
    userId,
    sessionId: 0,
    role: requester.role,
    permission: requester.permission,
  };
  try {
    authorize(exportUsersEndpoint.access, caller);
    checkExportAccess(caller, body);
  } catch (error) {
    if (error instanceof Forbidden) {
      throw new PermanentJobError('The user who asked for the export may no longer export this list');
    }
    throw error;
  }
  return { caller, email: requester.email, firstName: requester.firstName };
}

/**
 * Makes the file with the streamed export's code, writing it to the storage as it is made (never whole in
 * memory: tens of megabytes for 100,000 users), under a fresh key, and e-mails the link. A failed try leaves
 * at most an orphan upload, which the clean-up deletes.
 */
export function usersExportJob(deps: UsersExportByEmailDeps) {
  return defineJob({
    kind: USERS_EXPORT_JOB,
    payload: usersExportPayload,
    async run({ userId, body }, { db, now, logger }) {
      const { caller, email, firstName } = await currentCaller(db, userId, body);
      const file = await exportUsers({ db }, caller, body, { now });
      const key = `${randomBytes(16).toString('hex')}.${body.format}`;
      let sizeBytes: number;
      try {
        sizeBytes = await deps.storage.writeStream(key, file.chunks, file.contentType);
      } catch (error) {
        await deps.storage.remove(key);
        throw error;
      }
      try {
        await recordServerFile(db, {
          key,
          ownerUserId: userId,
          purpose: USERS_EXPORT_PURPOSE,
          originalName: file.filename,
          contentType: file.contentType,
          sizeBytes,
          now,
        });
      } catch (error) {
        await deps.storage.remove(key);
        throw error;
      }
      const content = usersExportReadyEmail(deps.config.publicUrl, {
        firstName,
        key,
        fileName: file.filename,
        rows: file.count,
        lifetimeHours: LIFETIME_HOURS,
      });
      await deps.messaging.mailer.send({ to: email, ...content });
      logger.info({ key, rows: file.count, bytes: sizeBytes }, 'Users export e-mailed');
    },
  });
}

/**
 * The caller's own export: its name, a fresh signed link and when it is deleted. Anything else (another
 * user's export, another kind of upload, an export past its lifetime) is the same 404.
 */
export async function getExportFile(
  deps: Pick<UsersExportByEmailDeps, 'db' | 'config' | 'storage'>,
  caller: AccessClaims,
  key: string,
  now = new Date(),
): Promise<ExportFile> {
  const row = await findStoredFile(deps.db, key);
  if (
    !row ||
    row.ownerUserId !== caller.userId ||
    row.purpose !== USERS_EXPORT_PURPOSE ||
    row.uploadedAt === null
  ) {
    throw new NotFound(EXPORT_GONE_MESSAGE);
  }
  // The clean-up runs hourly: past its lifetime the export is gone whether or not it has run yet.
  const expiresAt = new Date(row.createdAt.getTime() + UNATTACHED_UPLOAD_LIFETIME_MS);
  if (expiresAt <= now) throw new NotFound(EXPORT_GONE_MESSAGE);
  const link = await signedStoredFile(deps, { key, contentType: row.contentType });
  return { file_name: row.originalName, url: link.url, expires_at: expiresAt.toISOString() };
}
