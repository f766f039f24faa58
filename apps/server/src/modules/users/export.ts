// The users export (spec §7 users/export_to/): what a `/users` tab lists under the same filters and in the
// same order, every page of it, as CSV or XLSX. Rows are read in keyset batches (one page query and one
// sports query each) and written as they come, so memory stays flat whatever the number of users.
import { genderDisplay } from '@portal/contract/constants';
import {
  EXPORT_COLUMNS,
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportList,
  type exportUsersBodySchema,
} from '@portal/contract/endpoints/user-management';
import { ROLE_TYPES, roleDisplayName } from '@portal/contract/roles';
import { Zip, ZipDeflate } from 'fflate';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden } from '../../platform/http/errors';
import {
  countUserList,
  listSportsOfUsers,
  listUserBatch,
  type UserBatchRow,
  type UserListCursor,
  type UserListFilters,
  type UserListOrdering,
  type UserSportOfListRow,
} from './user-list-queries';
import {
  federationsOf,
  groupSportsByUser,
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

type ExportUsersRequest = z.output<typeof exportUsersBodySchema>;

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number][0];
/** A cell: text, a number (the id) or nothing. */
export type ExportCell = string | number | null;
export type ExportRow = Readonly<Record<ExportColumnKey, ExportCell>>;

/** Rows read per batch: one page query and one sports query each. */
export const EXPORT_BATCH_SIZE = 1000;

export interface UsersExportDeps {
  readonly db: Database;
}

export interface UsersExportOptions {
  readonly now?: Date;
  readonly batchSize?: number;
}

export interface UsersExport {
  /** How many users the file holds (counted before the first row is read). */
  readonly count: number;
  readonly filename: string;
  readonly contentType: string;
  /** The file's bytes; nothing is read from the database until the first chunk is asked for. */
  readonly chunks: AsyncGenerator<Uint8Array>;
}

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
  if (body.list === 'not_approved_wsk' && caller.role !== ROLE_TYPES.WSK_ADMIN) throw new Forbidden();
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
    chunks: writeFile(body.format, batches),
  };
}

export function writeFile(
  format: ExportFormat,
  batches: AsyncIterable<readonly ExportRow[]>,
): AsyncGenerator<Uint8Array> {
  return format === 'csv' ? csvFile(batches) : xlsxFile(batches);
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
    const sports = groupSportsByUser(
      await listSportsOfUsers(read.db, { userIds: rows.map((row) => row.id) }),
    );
    yield rows.map((row) => toExportRow(row, sports.get(row.id) ?? []));
    const last = rows[rows.length - 1];
    if (!last || rows.length < read.batchSize) return;
    after = { key: last.cursorKey, id: last.id };
  }
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const joined = (names: readonly string[]) => names.join(', ');
const ROLE_STATUS_LABELS = { approved: 'Approved', pending: 'Pending' } as const;

export function toExportRow(row: UserBatchRow, sports: readonly UserSportOfListRow[]): ExportRow {
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

const COLUMN_KEYS: readonly ExportColumnKey[] = EXPORT_COLUMNS.map(([key]) => key);
const COLUMN_HEADERS: readonly string[] = EXPORT_COLUMNS.map(([, header]) => header);

// CSV (RFC 4180) ------------------------------------------------------------------------------------------

/** Excel reads a UTF-8 file as such (accents and all) only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';
/** OWASP CSV injection: a spreadsheet takes a cell starting with one of these for a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvCell).join(',')}${CRLF}`;

async function* csvFile(batches: AsyncIterable<readonly ExportRow[]>): AsyncGenerator<Uint8Array> {
  yield Buffer.from(UTF8_BOM + csvLine(COLUMN_HEADERS), 'utf8');
  for await (const rows of batches) {
    yield Buffer.from(rows.map((row) => csvLine(COLUMN_KEYS.map((key) => row[key]))).join(''), 'utf8');
  }
}

// XLSX (SpreadsheetML in a ZIP) -----------------------------------------------------------------------------

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts of the workbook around its one sheet. */
const XLSX_PARTS: readonly (readonly [string, string])[] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    // Style 1 is the bold header row.
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

/** A, B, … Z, AA, …: the letters of a 0-based column index. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const LETTERS = COLUMN_KEYS.map((_, index) => columnLetters(index));

/** The header row frozen in view, and every column wide enough for a name or an e-mail. */
const SHEET_HEAD =
  `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  `<cols><col min="1" max="${COLUMN_KEYS.length}" width="20" customWidth="1"/></cols><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

// Characters XML 1.0 does not allow (controls, lone surrogates, U+FFFE/U+FFFF) are dropped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A row of the sheet; text as inline strings (no formula is ever written), numbers as numbers. */
function sheetRow(rowNumber: number, cells: readonly ExportCell[], style?: number): string {
  const styleAttribute = style === undefined ? '' : ` s="${style}"`;
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, index) => {
    if (value === null || value === '') return;
    const ref = `${LETTERS[index]}${rowNumber}`;
    xml +=
      typeof value === 'number'
        ? `<c r="${ref}"${styleAttribute}><v>${value}</v></c>`
        : `<c r="${ref}"${styleAttribute} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * The workbook, written as a ZIP stream: the small parts whole, then the sheet pushed batch by batch into
 * one deflated entry. fflate's Zip and ZipDeflate run synchronously, so what a push produces is collected
 * and yielded before the next batch is read; the consumer's pace (backpressure) decides when that is.
 */
async function* xlsxFile(batches: AsyncIterable<readonly ExportRow[]>): AsyncGenerator<Uint8Array> {
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else output.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* output.splice(0);
  };
  for (const [name, xml] of XLSX_PARTS) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(utf8(xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(utf8(SHEET_HEAD + sheetRow(1, COLUMN_HEADERS, 1)));
  yield* drain();
  let rowNumber = 1;
  for await (const rows of batches) {
    sheet.push(
      utf8(
        rows
          .map((row) =>
            sheetRow(
              ++rowNumber,
              COLUMN_KEYS.map((key) => row[key]),
            ),
          )
          .join(''),
      ),
    );
    yield* drain();
  }
  sheet.push(utf8(SHEET_TAIL), true);
  zip.end();
  yield* drain();
}
