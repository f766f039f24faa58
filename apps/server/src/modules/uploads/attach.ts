// Attaching an uploaded file to the record that references it (passport scan, guardian consent,
// anti-doping certificate, profile picture, team logo, a team application's documents), and describing an
// attached file to a reader. A file serves one record: it must be the caller's own (or, for a record made
// without an account, have no owner), uploaded, not yet attached elsewhere, and of a type the record
// accepts. Call attachUpload inside the record's transaction, with the app's storage: an upload that went
// straight to a bucket is checked there first (bucket-check.ts).
import type { StoredFile } from '@portal/contract/user';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { fileUploads } from '../../db/schema/uploads';
import { Invalid } from '../../platform/http/errors';
import { downloadName } from '../../platform/storage/content-disposition';
import type { FileStorage } from '../../platform/storage/storage';
import { confirmBucketUpload } from './bucket-check';

/** What a record keeps a file for; the purpose is recorded on the upload row. */
export type AttachPurpose =
  | 'passport_scan'
  | 'anti_doping_certificate'
  | 'guardian_consent'
  | 'avatar'
  | 'event_cover'
  | 'event_photo'
  | 'event_report'
  | 'payment_proof'
  | 'team_application_document'
  | 'team_logo';

/** Files an event publishes: they belong to the event, not to the administrator who uploaded them. */
export const EVENT_FILE_PURPOSES = [
  'event_cover',
  'event_photo',
  'event_report',
] as const satisfies readonly AttachPurpose[];
/**
 * Files anyone may read through their unguessable key (decisions 010 update, 016, 019): pictures, event
 * files and team logos.
 */
const PUBLIC_PURPOSES: readonly AttachPurpose[] = ['avatar', ...EVENT_FILE_PURPOSES, 'team_logo'];
/** Records that take pictures only; the others (a team application's documents too) take PDFs as well. */
const IMAGE_PURPOSES: readonly AttachPurpose[] = ['avatar', 'event_cover', 'event_photo', 'team_logo'];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const UNKNOWN_UPLOAD_MESSAGE = 'Upload the file again: this upload is not available';
export const IMAGE_REQUIRED_MESSAGE = 'Upload a JPEG, PNG or WebP picture';

/**
 * Marks `key` as the file of a record, for `purpose`. 400 on `field` when the key is not an uploaded file
 * of `ownerUserId`, is already attached to another record, or is not an image where one is needed.
 * When `currentKey` equals `key` (the record keeps its file) nothing is checked or changed. `storage` is
 * the app's: with a bucket, the upload is checked in it and marked uploaded here; without it only uploads
 * already marked uploaded (by the embedded upload route) are taken.
 */
export async function attachUpload(
  db: Database,
  params: {
    readonly key: string;
    readonly ownerUserId: number;
    readonly purpose: AttachPurpose;
    readonly field: string;
    readonly currentKey?: string | null;
    readonly storage?: FileStorage;
  },
): Promise<void> {
  const { key, ownerUserId, purpose, field } = params;
  if (params.currentKey === key) return;
  if (params.storage?.kind === 'bucket') {
    await confirmBucketUpload(db, params.storage, { key, ownerUserId, field });
  }
  const isPrivate = !PUBLIC_PURPOSES.includes(purpose);
  const [attached] = await db
    .update(fileUploads)
    .set({ attachedAt: new Date(), purpose, isPrivate })
    .where(
      and(
        eq(fileUploads.key, key),
        eq(fileUploads.ownerUserId, ownerUserId),
        isNotNull(fileUploads.uploadedAt),
        isNull(fileUploads.attachedAt),
      ),
    )
    .returning({ contentType: fileUploads.contentType });
  if (!attached) throw new Invalid({ [field]: [UNKNOWN_UPLOAD_MESSAGE] });
  if (IMAGE_PURPOSES.includes(purpose) && !IMAGE_TYPES.includes(attached.contentType)) {
    // Thrown inside the caller's transaction, so the attachment above is rolled back with it.
    throw new Invalid({ [field]: [IMAGE_REQUIRED_MESSAGE] });
  }
  // The replaced file serves no record any more: the clean-up of unattached uploads removes it.
  if (params.currentKey) {
    await db
      .update(fileUploads)
      .set({ attachedAt: null })
      .where(and(eq(fileUploads.key, params.currentKey), eq(fileUploads.ownerUserId, ownerUserId)));
  }
}

/**
 * Marks `keys` as the files of a record made without an account (a team application's documents, decision
 * 019): each must be an upload without an owner, presigned for `purpose`, uploaded and not yet attached.
 * 400 on `field` with `message` otherwise. Call it inside the record's transaction, so a refusal rolls back
 * the files attached before it.
 */
export async function attachOwnerlessUploads(
  db: Database,
  params: {
    readonly keys: readonly string[];
    readonly purpose: AttachPurpose;
    readonly field: string;
    readonly message?: string;
    /** The app's storage, as for attachUpload. */
    readonly storage?: FileStorage;
  },
): Promise<void> {
  const { purpose, field } = params;
  const keys = [...new Set(params.keys)];
  if (keys.length === 0) return;
  if (params.storage?.kind === 'bucket') {
    for (const key of keys) await confirmBucketUpload(db, params.storage, { key, ownerUserId: null, field });
  }
  const attached = await db
    .update(fileUploads)
    .set({ attachedAt: new Date(), isPrivate: !PUBLIC_PURPOSES.includes(purpose) })
    .where(
      and(
        inArray(fileUploads.key, keys),
        isNull(fileUploads.ownerUserId),
        eq(fileUploads.purpose, purpose),
        isNotNull(fileUploads.uploadedAt),
        isNull(fileUploads.attachedAt),
      ),
    )
    .returning({ contentType: fileUploads.contentType });
  const refused = params.message ?? UNKNOWN_UPLOAD_MESSAGE;
  if (attached.length !== keys.length) throw new Invalid({ [field]: [refused] });
  if (IMAGE_PURPOSES.includes(purpose) && attached.some((file) => !IMAGE_TYPES.includes(file.contentType))) {
    throw new Invalid({ [field]: [IMAGE_REQUIRED_MESSAGE] });
  }
}

/**
 * The file no longer serves its record (a removed photo or report, a replaced event cover): it becomes
 * private again, so its public link stops at once, and the clean-up of unattached uploads removes it.
 * Whoever uploaded it; call it in the record's transaction.
 */
export async function detachUpload(db: Database, key: string): Promise<void> {
  await db.update(fileUploads).set({ attachedAt: null, isPrivate: true }).where(eq(fileUploads.key, key));
}

/**
 * The link of a public file (profile pictures, event files, team logos): the unguessable key is enough. This
 * server serves it from the disk or the bucket, so the link never expires and caches may keep it.
 */
export function publicFileUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return `${config.publicUrl}/api/files/${key}/`;
}

/**
 * A private file as a reader sees it: a short-lived signed link, or null when there is no file or the
 * reader may not see documents (decided by the caller, see users/access.ts).
 */
export async function storedFileFor(
  deps: { readonly db: Database; readonly config: Config; readonly storage: FileStorage },
  key: string | null,
  mayReadDocuments: boolean,
): Promise<StoredFile | null> {
  if (!key || !mayReadDocuments) return null;
  const [file] = await deps.db
    .select({ contentType: fileUploads.contentType, originalName: fileUploads.originalName })
    .from(fileUploads)
    .where(and(eq(fileUploads.key, key), isNotNull(fileUploads.uploadedAt)))
    .limit(1);
  if (!file) return null;
  return await signedStoredFile(deps, { key, ...file });
}

/**
 * A private file already loaded with its record (lists read their files in one query) as a reader allowed
 * to see it gets it: a short-lived signed link (this server's, or a presigned GET of the bucket). A bucket's
 * link downloads it under its cleaned `originalName` when given (this server's always does), else its key.
 */
export async function signedStoredFile(
  deps: {
    readonly config: Pick<Config, 'fileLinkTtlSeconds'>;
    readonly storage: Pick<FileStorage, 'signedDownloadUrl'>;
  },
  file: { readonly key: string; readonly contentType: string; readonly originalName?: string },
): Promise<StoredFile> {
  const expiresAt = new Date(Date.now() + deps.config.fileLinkTtlSeconds * 1000);
  const fileName = file.originalName === undefined ? file.key : downloadName(file.originalName, file.key);
  return {
    file_name: file.key,
    content_type: file.contentType,
    url: await deps.storage.signedDownloadUrl(file.key, expiresAt, fileName),
  };
}
