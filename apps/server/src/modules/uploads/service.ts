// Rules of uploaded files: who gets an upload URL and for what, what an upload must be to be kept (a
// valid, unexpired, unused signature; the promised type, sniffed; the size limit; a picture sharp can
// decode, kept re-encoded: file-check.ts), serving a file through its link, and the removal of uploads no
// record took. Who gets a private file's link is decided by the record's reader rule (users/access.ts,
// attach.ts storedFileFor). With a bucket, uploads go straight to it and are checked when a record
// attaches them (bucket-check.ts); the upload route here is not used.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_TYPES, type UploadExtension } from '@portal/contract/endpoints/uploads';
import type { PresignedUpload } from '@portal/contract/user';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Forbidden, Invalid, NotFound, PayloadTooLarge } from '../../platform/http/errors';
import { downloadName } from '../../platform/storage/content-disposition';
import { notExpired } from '../../platform/storage/signing';
import type { EmbeddedFileStorage, FileStorage } from '../../platform/storage/storage';
import { checkUpload, tooLargeMessage } from './file-check';
import * as queries from './queries';

export interface UploadsDeps {
  readonly config: Config;
  readonly db: Database;
  readonly storage: FileStorage;
}

/**
 * What an upload is for; later issues add theirs. A team application's documents are uploaded without an
 * account (decision 019), so their rows have no owner.
 */
export type UploadPurpose = 'user_document' | 'event_file' | 'team_application_document' | 'team_logo';

/** A public file (a profile picture, an event's file) never changes under its key, so caches may keep it. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400';

export const UNSUPPORTED_TYPE_MESSAGE = 'Upload a JPEG, PNG, WebP or PDF file';
export const INVALID_UPLOAD_MESSAGE = 'This upload URL is not valid; ask for a new one';
export const EXPIRED_UPLOAD_MESSAGE = 'This upload URL has expired; ask for a new one';
export const USED_UPLOAD_MESSAGE = 'This upload URL has already been used; ask for a new one';
export const INVALID_LINK_MESSAGE = 'This file link is not valid or has expired';

export { tooLargeMessage };

function extensionOf(fileName: string): UploadExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension && Object.hasOwn(UPLOAD_TYPES, extension) ? (extension as UploadExtension) : null;
}

/**
 * A single-use upload URL for one file of `ownerUserId` (null: an upload made without an account, which
 * only attachOwnerlessUploads takes); the stored name keeps only the extension.
 */
export async function presignUpload(
  deps: Pick<UploadsDeps, 'db' | 'storage'> & {
    readonly config: Pick<Config, 'uploadUrlTtlSeconds' | 'uploadMaxBytes'>;
  },
  input: { ownerUserId: number | null; fileName: string; purpose: UploadPurpose; isPrivate: boolean },
): Promise<PresignedUpload> {
  const extension = extensionOf(input.fileName);
  if (!extension) throw new Invalid({ file_name: [UNSUPPORTED_TYPE_MESSAGE] });
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  const contentType = UPLOAD_TYPES[extension];
  const expiresAt = new Date(Date.now() + deps.config.uploadUrlTtlSeconds * 1000);
  await queries.insertUpload(deps.db, {
    key,
    ownerUserId: input.ownerUserId,
    purpose: input.purpose,
    isPrivate: input.isPrivate,
    originalName: input.fileName,
    contentType,
    maxBytes: deps.config.uploadMaxBytes,
    expiresAt,
  });
  const target = await deps.storage.presignUpload({
    key,
    contentType,
    maxBytes: deps.config.uploadMaxBytes,
    expiresAt,
  });
  return { url: target.url, fields: target.fields, new_file_name: key };
}

/**
 * Keeps the file of an upload URL: the fields must be as signed, unexpired and unused before the file is
 * read at all; then the bytes must fit and be of the promised type, and a picture is stored re-encoded
 * (its row records the stored size). `readFile` reads the file part and throws PayloadTooLarge past
 * `maxBytes`.
 */
export async function acceptUpload(
  deps: Pick<UploadsDeps, 'config' | 'db'> & { readonly storage: EmbeddedFileStorage },
  input: {
    key: string;
    fields: Readonly<Record<string, string | undefined>>;
    readFile: (maxBytes: number) => Promise<Buffer>;
  },
): Promise<void> {
  const { key, fields } = input;
  if (fields.key !== key || !deps.storage.verifyUploadFields(fields)) {
    throw new Forbidden(INVALID_UPLOAD_MESSAGE);
  }
  const now = new Date();
  const upload = await queries.findUpload(deps.db, key);
  if (!upload) throw new Forbidden(INVALID_UPLOAD_MESSAGE);
  if (upload.uploadedAt) throw new Forbidden(USED_UPLOAD_MESSAGE);
  if (!notExpired(fields.expires ?? '', now) || upload.expiresAt <= now) {
    throw new Forbidden(EXPIRED_UPLOAD_MESSAGE);
  }

  const maxBytes = Math.min(upload.maxBytes, Number(fields.max_size));
  const sent = await input.readFile(maxBytes);
  if (sent.length > maxBytes) throw new PayloadTooLarge(tooLargeMessage(maxBytes));
  if (sent.length === 0) throw new Invalid({ file: ['The file is empty'] });
  const checked = await checkUpload(sent, upload.contentType);
  if ('refused' in checked) throw new Invalid({ file: [checked.refused] });
  const { bytes } = checked;

  // Claimed before writing, so two uploads racing on one URL cannot both write.
  if (!(await queries.claimUpload(deps.db, { key, sizeBytes: bytes.length, now }))) {
    throw new Forbidden(USED_UPLOAD_MESSAGE);
  }
  try {
    await deps.storage.write(key, bytes);
  } catch (error) {
    await queries.releaseUpload(deps.db, key);
    throw error;
  }
}

/**
 * The file behind a link: a public file (a profile picture) as it is, from the disk or the bucket; a
 * private one only through an unaltered, unexpired link signed by the embedded storage (Forbidden
 * otherwise, whether or not the key exists). With a bucket, private links are presigned GETs of the bucket
 * and never come here.
 */
export async function openFile(
  deps: Pick<UploadsDeps, 'db' | 'storage'>,
  input: { key: string; expires: string | undefined; signature: string | undefined },
): Promise<{ stream: Readable; size: number; contentType: string; isPrivate: boolean; fileName: string }> {
  const { key, expires = '', signature = '' } = input;
  const file = await queries.findUploadedFileWithOwner(deps.db, key);
  const isPublic = file !== null && !file.isPrivate;
  const signedHere =
    deps.storage.kind === 'embedded' &&
    deps.storage.verifyDownload(key, expires, signature) &&
    notExpired(expires);
  if (!isPublic && !signedHere) {
    throw new Forbidden(INVALID_LINK_MESSAGE);
  }
  const stored = file && (await deps.storage.read(key));
  if (!file || !stored) throw new NotFound('File not found');
  return {
    ...stored,
    contentType: file.contentType,
    isPrivate: file.isPrivate,
    // Anyone may fetch a public file by its key: its name on the uploader's device is not theirs to see.
    fileName: file.isPrivate ? downloadName(file.originalName, key) : key,
  };
}

/** How long an upload may wait for a record to take it before it is deleted. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the uploads no record took within UNATTACHED_UPLOAD_LIFETIME_MS (their upload URLs expired long
 * before): rows first, so no reader is handed a file about to go, then the stored files. Answers the keys.
 */
export async function removeUnattachedUploads(
  deps: Pick<UploadsDeps, 'db' | 'storage'>,
  now = new Date(),
): Promise<string[]> {
  const keys = await queries.deleteUnattachedUploads(deps.db, {
    before: new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS),
  });
  for (const key of keys) await deps.storage.remove(key);
  return keys;
}

/**
 * Deletes every upload of a user, rows and stored files (account deletion). Run it after the records
 * referencing them are erased, in the same transaction as that erasure, with `removeFiles` called once it
 * has committed.
 */
export async function forgetUploadsOf(
  db: Database,
  ownerUserId: number,
): Promise<{ removeFiles: (storage: Pick<FileStorage, 'remove'>) => Promise<void> }> {
  const keys = await queries.deleteUploadsOf(db, { ownerUserId });
  return {
    removeFiles: async (storage) => {
      for (const key of keys) await storage.remove(key);
    },
  };
}

/**
 * Records a file the server stored itself (a users export) as a used, private upload of its owner, so the
 * signed links and the clean-up of unattached uploads (its lifetime) treat it like any other.
 */
export async function recordServerFile(
  db: Database,
  params: {
    readonly key: string;
    readonly ownerUserId: number;
    readonly purpose: string;
    readonly originalName: string;
    readonly contentType: string;
    readonly sizeBytes: number;
    readonly now: Date;
  },
): Promise<void> {
  await queries.insertUpload(db, {
    key: params.key,
    ownerUserId: params.ownerUserId,
    purpose: params.purpose,
    isPrivate: true,
    originalName: params.originalName,
    contentType: params.contentType,
    maxBytes: params.sizeBytes,
    sizeBytes: params.sizeBytes,
    // No upload URL was ever handed out for it: the row is used at once.
    expiresAt: params.now,
    uploadedAt: params.now,
  });
}

/** The upload row of a stored name, or null. */
export function findStoredFile(db: Database, key: string) {
  return queries.findUpload(db, key);
}
