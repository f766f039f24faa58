// SQL of uploaded files: the row of each presigned upload URL, its single use, its owner's scope, and the
// removal of uploads no record took.
import { and, eq, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileUploadRow, fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { EVENT_FILE_PURPOSES } from './attach';

export async function insertUpload(db: Database, row: typeof fileUploads.$inferInsert): Promise<void> {
  await db.insert(fileUploads).values(row);
}

export async function findUpload(db: Database, key: string): Promise<FileUploadRow | null> {
  const [row] = await db.select().from(fileUploads).where(eq(fileUploads.key, key)).limit(1);
  return row ?? null;
}

/** Marks the upload as used, only if it was not yet: the single use of an upload URL. */
export async function claimUpload(
  db: Database,
  params: { key: string; sizeBytes: number; now: Date },
): Promise<boolean> {
  const claimed = await db
    .update(fileUploads)
    .set({ uploadedAt: params.now, sizeBytes: params.sizeBytes })
    .where(and(eq(fileUploads.key, params.key), isNull(fileUploads.uploadedAt)))
    .returning({ key: fileUploads.key });
  return claimed.length === 1;
}

/** Gives the upload URL back after the file could not be written. */
export async function releaseUpload(db: Database, key: string): Promise<void> {
  await db.update(fileUploads).set({ uploadedAt: null, sizeBytes: null }).where(eq(fileUploads.key, key));
}

/**
 * An uploaded file with its owner's national federation, the scope of an NF viewer; an upload made
 * without an account (a team application's document) has no owner.
 */
export async function findUploadedFileWithOwner(db: Database, key: string) {
  const [row] = await db
    .select({
      key: fileUploads.key,
      ownerUserId: fileUploads.ownerUserId,
      contentType: fileUploads.contentType,
      isPrivate: fileUploads.isPrivate,
      originalName: fileUploads.originalName,
      ownerFederationId: users.federationId,
    })
    .from(fileUploads)
    .leftJoin(users, eq(users.id, fileUploads.ownerUserId))
    .where(
      and(
        eq(fileUploads.key, key),
        isNotNull(fileUploads.uploadedAt),
        // A public file published for everyone (an event's cover, photos, reports) outlives its uploader's
        // account; a person's own files go with it.
        or(eq(fileUploads.isPrivate, false), isNull(users.deletedAt)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes the rows of uploads never attached to a record and created before `before`; answers their keys. */
export async function deleteUnattachedUploads(db: Database, params: { before: Date }): Promise<string[]> {
  // One statement: an upload attached meanwhile no longer matches and stays.
  const rows = await db
    .delete(fileUploads)
    .where(and(isNull(fileUploads.attachedAt), lt(fileUploads.createdAt, params.before)))
    .returning({ key: fileUploads.key });
  return rows.map((row) => row.key);
}

/**
 * Deletes every upload row of a user (after their records are gone) but the files they attached to an
 * event, which belong to the event; answers the stored names.
 */
export async function deleteUploadsOf(
  db: Database,
  params: { readonly ownerUserId: number },
): Promise<string[]> {
  const rows = await db
    .delete(fileUploads)
    .where(
      and(
        eq(fileUploads.ownerUserId, params.ownerUserId),
        or(isNull(fileUploads.attachedAt), notInArray(fileUploads.purpose, [...EVENT_FILE_PURPOSES])),
      ),
    )
    .returning({ key: fileUploads.key });
  return rows.map((row) => row.key);
}
