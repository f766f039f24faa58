// The checks of an upload the server did not receive itself: with a bucket, browsers POST straight to it
// and its policy holds the key, size range, Content-Type and expiry, but not what the bytes are. So when a
// record attaches such an upload, the object is looked at (HEAD for the size, a ranged GET of the first
// bytes for the sniffed type) and the row marked uploaded; an object that breaks the rules is deleted.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileUploads } from '../../db/schema/uploads';
import { Invalid } from '../../platform/http/errors';
import { sniffContentType } from '../../platform/storage/sniff';
import type { BucketFileStorage } from '../../platform/storage/storage';

/** Enough for every magic number sniff.ts knows (WebP needs 12). */
const SNIFF_BYTES = 16;

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'application/pdf': 'a PDF document',
};

/** The refusal of bytes that are not the type the upload URL promised (the same at upload and attach). */
export function wrongTypeMessage(contentType: string): string {
  return `The file is not ${TYPE_LABELS[contentType] ?? 'of the announced type'}`;
}

export function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  return megabytes >= 1
    ? `The file is larger than ${Number(megabytes.toFixed(1))} MB`
    : `The file is larger than ${maxBytes} bytes`;
}

/**
 * Marks the bucket upload `key` as uploaded (size, time) if its object is there and keeps the rules of
 * decision 010; 400 on `field` (and the object deleted) when it does not. Nothing happens when the row is
 * not a not-yet-uploaded upload of `ownerUserId` (null: made without an account): the caller's attach then
 * refuses it or finds it already checked. Call it in the record's transaction, before attaching.
 */
export async function confirmBucketUpload(
  db: Database,
  storage: BucketFileStorage,
  params: { readonly key: string; readonly ownerUserId: number | null; readonly field: string },
): Promise<void> {
  const { key, field } = params;
  const owner =
    params.ownerUserId === null
      ? isNull(fileUploads.ownerUserId)
      : eq(fileUploads.ownerUserId, params.ownerUserId);
  const [upload] = await db
    .select({ maxBytes: fileUploads.maxBytes, contentType: fileUploads.contentType })
    .from(fileUploads)
    .where(and(eq(fileUploads.key, key), owner, isNull(fileUploads.uploadedAt)))
    .limit(1);
  if (!upload) return;
  const size = await storage.sizeOf(key);
  // Not uploaded (yet): the attach refuses it as any upload not there.
  if (size === null) return;
  const refuse = async (message: string): Promise<never> => {
    await storage.remove(key);
    throw new Invalid({ [field]: [message] });
  };
  // The bucket's policy already holds the size range; a store that does not enforce it is caught here.
  if (size === 0) await refuse('The file is empty');
  if (size > upload.maxBytes) await refuse(tooLargeMessage(upload.maxBytes));
  const start = await storage.readStart(key, SNIFF_BYTES);
  if (!start || sniffContentType(start) !== upload.contentType)
    await refuse(wrongTypeMessage(upload.contentType));
  await db
    .update(fileUploads)
    .set({ uploadedAt: new Date(), sizeBytes: size })
    .where(and(eq(fileUploads.key, key), isNull(fileUploads.uploadedAt)));
}
