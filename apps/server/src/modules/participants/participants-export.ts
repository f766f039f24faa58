// The event's participants export (decision 017, slice 3): what the management list shows under the same
// filters and in the same order, every page of it, as §3's staff and participant listing records in CSV or
// XLSX. Counted first, then read in keyset batches (the batch and its entries: two queries each) and written
// as they come through the platform's tabular writer (decision 013); no transaction holds the stream.
import { genderDisplay } from '@portal/contract/constants';
import type { exportEventParticipantsQuerySchema } from '@portal/contract/endpoints/participants';
import { EXPORT_CONTENT_TYPES } from '@portal/contract/endpoints/user-management';
import { EVENT_ROLE_LABELS } from '@portal/contract/event-parts';
import {
  PARTICIPANT_EXPORT_COLUMNS,
  PARTICIPANT_STATUS_LABELS,
  type ParticipantExportColumn,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import {
  EXPORT_BATCH_SIZE,
  type StreamedExport,
  type TableLayout,
  type TableRow,
  writeTable,
} from '../../platform/export/tabular-file';
import { Forbidden } from '../../platform/http/errors';
import { fullName } from '../events/people-service';
import { type EventReadDeps, formatMoney } from '../events/service';
import {
  countEventParticipants,
  type EventParticipantBatchRow,
  type EventParticipantCursor,
  type EventParticipantFilters,
  listEventParticipantBatch,
} from './management-queries';
import { eventParticipantFilters } from './management-service';
import { listEntriesOf } from './queries';

type ExportQuery = z.output<typeof exportEventParticipantsQuerySchema>;
export type ParticipantExportRow = TableRow<ParticipantExportColumn>;

const PARTICIPANTS_TABLE: TableLayout<ParticipantExportColumn> = {
  columns: PARTICIPANT_EXPORT_COLUMNS,
  sheetName: 'Participants',
};

export interface ParticipantsExportOptions {
  /** Rows read per batch; EXPORT_BATCH_SIZE by default. */
  readonly batchSize?: number;
}

/** Counts the participants of the export and prepares the file. WSK staff only (admins and viewers). */
export async function exportEventParticipants(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number },
  query: ExportQuery,
  options: ParticipantsExportOptions = {},
): Promise<StreamedExport> {
  if (caller.role !== ROLE_TYPES.WSK_ADMIN) throw new Forbidden();
  const filters = await eventParticipantFilters(deps, caller, params.id, query);
  const count = await countEventParticipants(deps.db, filters);
  const batches = readBatches(deps.db, filters, options.batchSize ?? EXPORT_BATCH_SIZE);
  return {
    count,
    filename: `participants-${filters.eventId}.${query.format}`,
    contentType: EXPORT_CONTENT_TYPES[query.format],
    chunks: writeTable(query.format, PARTICIPANTS_TABLE, batches),
  };
}

/** Batch after batch in list order, each resuming after the last row of the one before. */
async function* readBatches(
  db: Database,
  filters: EventParticipantFilters,
  batchSize: number,
): AsyncGenerator<ParticipantExportRow[]> {
  let after: EventParticipantCursor | null = null;
  for (;;) {
    const rows = await listEventParticipantBatch(db, { filters, after, limit: batchSize });
    if (rows.length === 0) return;
    const entries = await listEntriesOf(db, { participantIds: rows.map((row) => row.id) });
    const entriesOf = new Map<number, string[]>();
    for (const entry of entries) {
      const label =
        entry.category === null ? entry.discipline.name : `${entry.discipline.name} (${entry.category})`;
      entriesOf.set(entry.participantId, [...(entriesOf.get(entry.participantId) ?? []), label]);
    }
    yield rows.map((row) => toExportRow(row, entriesOf.get(row.id) ?? []));
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { lastName: last.lastName, firstName: last.firstName, id: last.id };
  }
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One listing record: lists joined with ", ", booleans Yes/No, the registration day as YYYY-MM-DD (UTC). */
export function toExportRow(row: EventParticipantBatchRow, entries: readonly string[]): ParticipantExportRow {
  return {
    id: row.id,
    full_name: fullName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender === null ? null : genderDisplay(row.gender),
    role: EVENT_ROLE_LABELS[row.kind],
    group: row.group,
    department: row.department,
    job: row.job,
    organization_type_id: row.organizationType,
    email: row.email,
    sport: row.sport,
    need_wsk_match: yesNo(row.needWskMatch),
    federation: row.federation,
    status: PARTICIPANT_STATUS_LABELS[row.status],
    function: row.function,
    entries: entries.join(', '),
    fee: formatMoney(row.feeAmount),
    currency: row.currency,
    registered: row.createdAt.toISOString().slice(0, 10),
  };
}
