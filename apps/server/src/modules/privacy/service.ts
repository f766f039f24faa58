// The personal-data export ("Download my data", docs/decisions/025-personal-data-export-and-erasure.md):
// every row of every table linked to the caller, secrets withheld, files listed with short-lived links.
import { type MyData, WITHHELD } from '@portal/contract/endpoints/privacy';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { signedStoredFile } from '../uploads/attach';
import { listUserReferences, selectRowsOfUser } from './queries';
import { ACTOR_COLUMNS, EXPORTED_TABLES, isActedOnColumn } from './tables';

export interface PrivacyDeps {
  readonly db: Database;
  readonly config: Config;
  readonly storage: FileStorage;
}

/** A timestamptz as PostgreSQL writes it in text (`2026-03-01 09:30:00.123+00`), which raw rows carry. */
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/** A value as JSON carries it: timestamps as ISO 8601 UTC, 64-bit integers as strings. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  const timestamp = typeof value === 'string' ? PG_TIMESTAMP.exec(value) : null;
  if (timestamp) {
    const [, day, time, hours, minutes] = timestamp;
    return new Date(`${day}T${time}${hours}:${minutes ?? '00'}`).toISOString();
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** One exported row: reduced when the user only acted on it, secrets withheld, values as JSON. */
function exportedRow(row: Record<string, unknown>, withheld: readonly string[]): Record<string, unknown> {
  const { __subject: isSubject, ...columns } = row;
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(columns)) {
    if (!isSubject && !isActedOnColumn(column)) continue;
    out[column] = withheld.includes(column) && value !== null ? WITHHELD : jsonValue(value);
  }
  return out;
}

/** The caller's data, as the attachment of GET /api/client/users/users/me/data/ holds it. */
export async function exportMyData(deps: PrivacyDeps, userId: number): Promise<MyData> {
  const exportedAt = new Date();
  // The database says which columns reference users, so a column added by a migration is read at once.
  const references = await listUserReferences(deps.db);
  const tables: Record<string, Record<string, unknown>[]> = {};
  const withheld: Record<string, string[]> = {};
  for (const [table, how] of Object.entries(EXPORTED_TABLES)) {
    const rows = await selectRowsOfUser(deps.db, {
      table,
      columns: references.filter((reference) => reference.table === table).map(({ column }) => column),
      actorColumns: ACTOR_COLUMNS,
      through: how.through ?? [],
      userId,
    });
    tables[table] = rows.map((row) => exportedRow(row, how.withheld ?? []));
    if (how.withheld) withheld[table] = [...how.withheld];
  }
  const files = await Promise.all(
    (tables.file_uploads ?? [])
      .filter((row) => row.owner_user_id === userId)
      .map(async (row) => {
        const key = String(row.key);
        const contentType = String(row.content_type);
        const uploadedAt = typeof row.uploaded_at === 'string' ? row.uploaded_at : null;
        return {
          key,
          original_name: String(row.original_name),
          content_type: contentType,
          purpose: String(row.purpose),
          size_bytes: typeof row.size_bytes === 'number' ? row.size_bytes : null,
          uploaded_at: uploadedAt,
          download_url: uploadedAt ? (await signedStoredFile(deps, { key, contentType })).url : null,
        };
      }),
  );
  return { exported_at: exportedAt.toISOString(), user_id: userId, tables, withheld, files };
}
