// Uploaded files: one row per presigned upload URL, so that a URL is used once, a stored file has an
// owner to decide who may read it, and the declared and sniffed facts about it are kept.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fileUploads = pgTable(
  'file_uploads',
  {
    /** The stored name (`new_file_name`): random hex and the kept extension. */
    key: text('key').primaryKey(),
    /** null for an upload made without an account (a team application's documents, decision 019). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the upload is for, e.g. 'user_document'; later issues add theirs. */
    purpose: text('purpose').notNull(),
    /** Private files are read only through short-lived signed links given to those allowed. */
    isPrivate: boolean('is_private').notNull().default(true),
    /** The name on the user's device, as given to presign (at most 255 characters). */
    originalName: text('original_name').notNull(),
    /** The type the bytes must have (from the extension) and, once uploaded, have (sniffed). */
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    /** Set once the file arrived. */
    sizeBytes: integer('size_bytes'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** null until the single use of the upload URL. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    /** Set when a record (passport, guardian, picture...) took the file; a file serves one record only. */
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('file_uploads_owner_user_id_index').on(table.ownerUserId),
    check('file_uploads_size_check', sql`${table.sizeBytes} >= 0`),
  ],
);

export type FileUploadRow = typeof fileUploads.$inferSelect;
