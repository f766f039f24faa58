// The users export (spec §7 users/export_to/): what a `/users` tab lists under the same filters and in the
// same order, every page of it, as CSV or XLSX. Rows are read in keyset batches (one page query and one
// sports query each) and written as they come by the platform's tabular writer, so memory stays flat
// whatever the number of users.
import { genderDisplay } from '@portal/contract/constants';
import {
  EXPORT_COLUMNS,
  EXPORT_CONTENT_TYPES,
  type ExportList,
  type exportUsersBodySchema,
} from '@portal/contract/endpoints/user-management';
import { ROLE_TYPES, roleDisplayName } from '@portal/contract/roles';
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
import {
  countUserList,
  listUserBatch,
  type UserBatchRow,
  type UserListCursor,
  type UserListFilters,
  type UserListOrdering,
} from './user-list-queries';
import {
  federationsOf,
  PENDING_ORDERING,
  pendingFilters,
  STAFF_CANDIDATES_ORDERING,
  scopeOf,
  staffCandidateFilters,
  USERS_DEFAULT_ORDERING,
  usersListFilters,
  validityDayOf,
  WSK_APPROVED_ROLE_TYPES,
} from './user-lists';

export type ExportUsersRequest = z.output<typeof exportUsersBodySchema>;

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number][0];
export type ExportRow = TableRow<ExportColumnKey>;

const USERS_TABLE: TableLayout<ExportColumnKey> = { columns: EXPORT_COLUMNS, sheetName: 'Users' };

export interface UsersExportDeps {
  readonly db: Database;
}

export interface UsersExportOptions {
  readonly now?: Date;
  /** Rows read per batch (one page query and one sports query each); EXPORT_BATCH_SIZE by default. */
  readonly batchSize?: number;
}

/** The file of a tab; `count`: how many users it holds (counted before the first row is read). */
export type UsersExport = StreamedExport;

/** The filters and order of a tab, exactly as its list (user-lists.ts) applies them to its query. */
function listRequestOf(list: ExportList, body: ExportUsersRequest) {
  switch (list) {
    case 'all':
      return { filters: usersListFilters(body), ordering: body.ordering ?? USERS_DEFAULT_ORDERING };
    case 'staff_candidates':
      return { filters: staffCandidateFilters(body), ordering: STAFF_CANDIDATES_ORDERING };
    case 'not_approved':
      return { filters: pendingFilters([ROLE_TYPES.ATHLETE], body), ordering: PENDING_ORDERING };
    case 'not_approved_wsk':
      return { filters: pendingFilters(WSK_APPROVED_ROLE_TYPES, body), ordering: PENDING_ORDERING };
  }
}

/**
 * Who may export which tab, beyond the endpoint's roles: the WSK requests tab is the world federation's, and
 * only WSK and NF staff have a list scope. The streamed export, the export by e-mail (when asked and again
 * when its job runs) all check through here, so they refuse the same callers with the same error.
 */
export function checkExportAccess(caller: AccessClaims, body: Pick<ExportUsersRequest, 'list'>): void {
  if (body.list === 'not_approved_wsk' && caller.role !== ROLE_TYPES.WSK_ADMIN) throw new Forbidden();
  scopeOf(caller);
}

/**
 * Counts the users of the export and prepares the file. Scoped like the lists (NF staff: their federation,
 * in SQL); the WSK requests tab is the world federation's, as its list is.
 */
export async function exportUsers(
  deps: UsersExportDeps,
  caller: AccessClaims,
  body: ExportUsersRequest,
  options: UsersExportOptions = {},
): Promise<UsersExport> {
  const now = options.now ?? new Date();
  checkExportAccess(caller, body);
  const { filters, ordering } = listRequestOf(body.list, body);
  const read: BatchRead = {
    db: deps.db,
    params: { scope: scopeOf(caller), filters, ordering, day: validityDayOf(now) },
    batchSize: options.batchSize ?? EXPORT_BATCH_SIZE,
  };
  const count = await countUserList(deps.db, read.params);
  const batches = readBatches(read);
  return {
    count,
    filename: `users-${now.toISOString().slice(0, 10)}.${body.format}`,
    contentType: EXPORT_CONTENT_TYPES[body.format],
    chunks: writeTable(body.format, USERS_TABLE, batches),
  };
}

// Reading -------------------------------------------------------------------------------------------------

interface BatchRead {
  readonly db: Database;
  readonly params: {
    readonly scope: ReturnType<typeof scopeOf>;
    readonly filters: UserListFilters;
    readonly ordering: UserListOrdering;
    readonly day: ReturnType<typeof validityDayOf>;
  };
  readonly batchSize: number;
}

/** Batch after batch in list order, each resuming after the last row of the one before. */
async function* readBatches(read: BatchRead): AsyncGenerator<ExportRow[]> {
  let after: UserListCursor | null = null;
  for (;;) {
    const rows = await listUserBatch(read.db, { ...read.params, after, limit: read.batchSize });
    if (rows.length === 0) return;
    yield rows.map(toExportRow);
    const last = rows[rows.length - 1];
    if (!last || rows.length < read.batchSize) return;
    after = { key: last.cursorKey, id: last.id };
  }
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const joined = (names: readonly string[]) => names.join(', ');
const ROLE_STATUS_LABELS = { approved: 'Approved', pending: 'Pending' } as const;

export function toExportRow(row: UserBatchRow): ExportRow {
  const { sports } = row;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    gender: row.gender === null ? null : genderDisplay(row.gender),
    role: row.role ? roleDisplayName(row.role) : null,
    role_status: row.role ? ROLE_STATUS_LABELS[row.roleStatus] : null,
    national_federation: row.nationalFederation?.name ?? null,
    federations: joined(federationsOf(row, sports).map((federation) => federation.name)),
    sports: joined(sports.map(({ sport }) => sport.name)),
    wsk_id: row.wskId,
    registration_completed: yesNo(row.registrationCompleted),
    has_passport: yesNo(row.hasPassport),
    passport_expire_date: row.activeUntilDate,
    has_anti_doping: yesNo(row.hasAntiDoping),
    is_valid_for_event: yesNo(row.isValidForEvent),
    created: row.createdAt.toISOString().slice(0, 10),
  };
}
