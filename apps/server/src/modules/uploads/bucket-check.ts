// The checks of an upload the server did not receive itself: with a bucket, browsers POST straight to it
// and its policy holds the key, size range, Content-Type and expiry, but not what the bytes are. So when a
// record attaches such an upload, the arrived object is looked at (HEAD for the size, a ranged GET of the
// first bytes for the sniffed type), then the version checked is put under its key (a PDF copied as it is,
// a picture read whole and re-encoded, file-check.ts) and the row marked uploaded with the stored size; an
// object that breaks the rules is deleted.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileUploads } from '../../db/schema/uploads';
import { Invalid } from '../../platform/http/errors';
import { SNIFF_SAMPLE_BYTES } from '../../platform/storage/sniff';
import type { BucketFileStorage } from '../../platform/storage/storage';
import { isPicture, reencodePicture, tooLargeMessage, typeRefusal } from './file-check';

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
  const arrived = await storage.inspectUpload(key, SNIFF_SAMPLE_BYTES);
  if (arrived === null) {
    // Put under its key by an attach whose transaction then failed: only checked uploads get there.
    const accepted = await storage.sizeOf(key);
    if (accepted !== null) await markUploaded(db, key, accepted);
    // Otherwise not uploaded (yet): the attach refuses it as any upload not there.
    return;
  }
  const refuse = async (message: string): Promise<never> => {
    await storage.remove(key);
    throw new Invalid({ [field]: [message] });
  };
  const { size } = arrived;
  // The bucket's policy already holds the size range; a store that does not enforce it is caught here.
  if (size === 0) await refuse('The file is empty');
  if (size > upload.maxBytes) await refuse(tooLargeMessage(upload.maxBytes));
  // Before anything is downloaded whole: the first bytes tell a file of another type.
  const wrongType = await typeRefusal(arrived.start, upload.contentType);
  if (wrongType) await refuse(wrongType);
  // A PDF is kept as sent, a picture is read whole and encoded again; either way only the version checked.
  // One sent again meanwhile is refused by the attach as not there; the sender may try again.
  if (!isPicture(upload.contentType)) {
    if (!(await storage.acceptUpload(key, arrived.version))) return;
    await markUploaded(db, key, size);
    return;
  }
  const sent = await storage.readUpload(key, arrived.version);
  if (sent === null) return;
  const picture = await reencodePicture(sent, upload.contentType);
  if ('refused' in picture) return await refuse(picture.refused);
  await storage.acceptUploadAs(key, picture.bytes, upload.contentType);
  await markUploaded(db, key, picture.bytes.length);
}

async function markUploaded(db: Database, key: string, sizeBytes: number): Promise<void> {
  await db
    .update(fileUploads)
    .set({ uploadedAt: new Date(), sizeBytes })
    .where(and(eq(fileUploads.key, key), isNull(fileUploads.uploadedAt)));
}
