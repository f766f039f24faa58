// Attaching an uploaded file to the record that references it (passport scan, guardian consent,
// anti-doping certificate, profile picture), and describing an attached file to a reader. A file serves
// one record: it must be the caller's own, uploaded, not yet attached elsewhere, and of a type the record
// accepts. Call attachUpload inside the record's transaction.
import type { StoredFile } from '@portal/contract/user';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { fileUploads } from '../../db/schema/uploads';
import { Invalid } from '../../platform/http/errors';
import type { LocalFileStorage } from '../../platform/storage/local';

/** What a record keeps a file for; the purpose is recorded on the upload row. */
export type AttachPurpose =
  | 'passport_scan'
  | 'anti_doping_certificate'
  | 'guardian_consent'
  | 'avatar'
  | 'event_cover'
  | 'event_photo'
  | 'event_report'
  | 'payment_proof';

/** Files an event publishes: they belong to the event, not to the administrator who uploaded them. */
export const EVENT_FILE_PURPOSES = [
  'event_cover',
  'event_photo',
  'event_report',
] as const satisfies readonly AttachPurpose[];
/** Files anyone may read through their unguessable key (decision 010 update, 016): pictures and event files. */
const PUBLIC_PURPOSES: readonly AttachPurpose[] = ['avatar', ...EVENT_FILE_PURPOSES];
/** Records that take pictures only; the others take PDFs too. */
const IMAGE_PURPOSES: readonly AttachPurpose[] = ['avatar', 'event_cover', 'event_photo'];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const UNKNOWN_UPLOAD_MESSAGE = 'Upload the file again: this upload is not available';
export const IMAGE_REQUIRED_MESSAGE = 'Upload a JPEG, PNG or WebP picture';

/**
 * Marks `key` as the file of a record, for `purpose`. 400 on `field` when the key is not an uploaded file
 * of `ownerUserId`, is already attached to another record, or is not an image where one is needed.
 * When `currentKey` equals `key` (the record keeps its file) nothing is checked or changed.
 */
export async function attachUpload(
  db: Database,
  params: {
    readonly key: string;
    readonly ownerUserId: number;
    readonly purpose: AttachPurpose;
    readonly field: string;
    readonly currentKey?: string | null;
  },
): Promise<void> {
  const { key, ownerUserId, purpose, field } = params;
  if (params.currentKey === key) return;
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
 * The file no longer serves its record (a removed photo or report, a replaced event cover): it becomes
 * private again, so its public link stops at once, and the clean-up of unattached uploads removes it.
 * Whoever uploaded it; call it in the record's transaction.
 */
export async function detachUpload(db: Database, key: string): Promise<void> {
  await db.update(fileUploads).set({ attachedAt: null, isPrivate: true }).where(eq(fileUploads.key, key));
}

/** The link of a public file (profile pictures): the unguessable key is enough. */
export function publicFileUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return `${config.publicUrl}/api/files/${key}/`;
}

/**
 * A private file as a reader sees it: a short-lived signed link, or null when there is no file or the
 * reader may not see documents (decided by the caller, see users/access.ts).
 */
export async function storedFileFor(
  deps: { readonly db: Database; readonly config: Config; readonly storage: LocalFileStorage },
  key: string | null,
  mayReadDocuments: boolean,
): Promise<StoredFile | null> {
  if (!key || !mayReadDocuments) return null;
  const [file] = await deps.db
    .select({ contentType: fileUploads.contentType })
    .from(fileUploads)
    .where(and(eq(fileUploads.key, key), isNotNull(fileUploads.uploadedAt)))
    .limit(1);
  if (!file) return null;
  const expiresAt = new Date(Date.now() + deps.config.fileLinkTtlSeconds * 1000);
  return {
    file_name: key,
    content_type: file.contentType,
    url: deps.storage.signedDownloadUrl(key, expiresAt),
  };
}
