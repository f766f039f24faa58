// The signed-in user's copy of their personal data (docs/decisions/025-personal-data-export-and-erasure.md):
// every row of every table linked to them, as one JSON attachment. Deleting the account is `deleteMe`.
import { z } from 'zod';
import { defineEndpoint } from '../http';

/** What stands in for a secret (a password hash, a token or code hash) in an exported row. */
export const WITHHELD = '[withheld]';

/** One exported row: its columns as stored, dates as ISO strings, secrets as WITHHELD. */
export const exportedRowSchema = z.record(z.string(), z.unknown());

/** A file the user uploaded: listed with a short-lived signed link, never inlined. */
export const exportedFileSchema = z.object({
  key: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  purpose: z.string(),
  size_bytes: z.number().int().nullable(),
  uploaded_at: z.iso.datetime({ offset: true }).nullable(),
  /** Valid for minutes (FILE_LINK_TTL_SECONDS); null for an upload that never arrived. */
  download_url: z.string().nullable(),
});

export const myDataSchema = z
  .object({
    exported_at: z.iso.datetime({ offset: true }),
    user_id: z.number().int().positive(),
    /** Table name -> the user's rows of it; every table is present, empty when nothing is linked. */
    tables: z.record(z.string(), z.array(exportedRowSchema)),
    /** Table name -> the columns replaced by WITHHELD. */
    withheld: z.record(z.string(), z.array(z.string())),
    files: z.array(exportedFileSchema),
  })
  .meta({ id: 'MyData' });
export type MyData = z.output<typeof myDataSchema>;

/** `my-data-2026-03-01.json`: the name the reply's Content-Disposition gives the file. */
export function myDataFileName(exportedAt: Date): string {
  return `my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}

export const getMyData = defineEndpoint({
  name: 'getMyData',
  method: 'GET',
  path: '/api/client/users/users/me/data/',
  access: { auth: 'token' },
  summary:
    'Downloads every row of every table linked to the caller as one JSON file (an attachment, never cached). Password, token and code hashes are withheld; files are listed with short-lived links.',
  tags: ['users'],
  response: myDataSchema,
});

export const privacyEndpoints = [getMyData] as const;
