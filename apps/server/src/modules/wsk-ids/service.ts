// Rules of the WSK id database (decision 014): the list, the candidate searches and the statuses they
// record, linking a user to a record (one record per user and one user per record, held by the database),
// and the CSV import. The contract admits WSK staff only; the writes need the admin permission, and a
// viewer's candidate search reads without recording anything.
import { WSK_ID_STATUSES } from '@portal/contract/constants';
import { UNKNOWN_WSK_ID_MESSAGE, WSK_ID_TAKEN_MESSAGE } from '@portal/contract/endpoints/user-management';
import type {
  importWskIdsBodySchema,
  WskIdImportReport,
  wskIdsQuerySchema,
} from '@portal/contract/endpoints/wsk-ids';
import type { Paged } from '@portal/contract/http';
import { PERMISSIONS } from '@portal/contract/roles';
import type { AthleteMatch, MatchCandidate, User, WskIdRecord } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MAX_WSK_ID_LENGTH } from '../../db/schema/wsk-ids';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { getCurrentUser, USER_NOT_FOUND_MESSAGE } from '../users/service';
import { type CsvRow, readImportCsv } from './csv';
import {
  type CandidateRow,
  findLiveUserPerson,
  findWskIdRecord,
  type ImportedRecord,
  linkRecord,
  listCountryFederations,
  listWskIdPage,
  lockWskIdRecord,
  MAX_CANDIDATES,
  rankRecordsForUser,
  rankUsersForRecord,
  recordSearchOutcome,
  releaseRecordOfUser,
  searchInitialRecords,
  setUserWskId,
  upsertWskIdRecords,
  type WskIdRecordListRow,
} from './queries';

export interface WskIdsDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl'>;
}

export const WSK_ID_RECORD_NOT_FOUND_MESSAGE = 'WSK id record not found';

/** No list is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

type WskIdsQuery = z.output<typeof wskIdsQuerySchema>;

function toWskIdRecord(row: WskIdRecordListRow): WskIdRecord {
  return {
    id: row.id,
    wsk_id: row.wskId,
    first_name: row.firstName,
    last_name: row.lastName,
    nationality_raw: row.nationalityRaw,
    birthday: row.birthday,
    gender: row.gender,
    country: row.country,
    status: row.status,
    user: row.userId,
  };
}

/** The records under the status and search filters, paged in SQL, by last name unless told otherwise. */
export async function listWskIds(
  deps: WskIdsDeps,
  query: WskIdsQuery,
  links: { readonly requestUrl: string },
): Promise<Paged<WskIdRecord>> {
  const page = toPageRequest(query);
  const { rows, count } = await listWskIdPage(deps.db, {
    filters: { status: query.status, search: query.search || undefined },
    ordering: query.ordering ?? 'last_name',
    limit: page.offset > MAX_OFFSET ? 0 : page.limit,
    offset: Math.min(page.offset, MAX_OFFSET),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map(toWskIdRecord),
  });
}

function toMatchCandidate(row: CandidateRow): MatchCandidate {
  return {
    pk: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    birthday: row.birthday,
    country: row.country,
    gender: row.gender,
    wsk_id: row.wskId,
    score: row.score,
  };
}

/**
 * The users who may be the person of record `id`, best first. A WSK administrator's search of a record
 * not matched records its outcome in the status (the matching screen's worklist); a viewer only reads.
 */
export async function findCandidates(
  db: Database,
  caller: AccessClaims,
  id: number,
): Promise<MatchCandidate[]> {
  const record = await findWskIdRecord(db, { id });
  if (!record) throw new NotFound(WSK_ID_RECORD_NOT_FOUND_MESSAGE);
  const rows = await rankUsersForRecord(db, { person: record, limit: MAX_CANDIDATES });
  if (caller.permission === PERMISSIONS.ADMIN && record.status !== WSK_ID_STATUSES.MATCHED) {
    await recordSearchOutcome(db, { id, found: rows.length > 0 });
  }
  return rows.map(toMatchCandidate);
}

/** The candidate search of every INITIAL record, recorded in their statuses, in one statement. */
export async function searchAllCandidates(db: Database) {
  const { searched, readyToBeMatched } = await searchInitialRecords(db);
  return {
    searched,
    ready_to_be_matched: readyToBeMatched,
    no_match_found: searched - readyToBeMatched,
  };
}

/** The records not yet matched that may be user `id`, best first. */
export async function matchAthlete(db: Database, id: number): Promise<AthleteMatch[]> {
  const user = await findLiveUserPerson(db, { id });
  if (!user) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  const rows = await rankRecordsForUser(db, { person: user, limit: MAX_CANDIDATES });
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    nationality_raw: row.nationalityRaw,
    birthday: row.birthday,
    country: row.country,
    wsk_id: row.wskId,
  }));
}

// Linking ----------------------------------------------------------------------------------------------

const wskIdInvalid = (message: string) => new Invalid({ wsk_id: [message] });

/** PostgreSQL's unique_violation, however deep the driver and the ORM wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Links user `id` to the record with this WSK id (MATCHED; the user's previous record READY_TO_BE_MATCHED
 * again) or, with null, unlinks them; audited in the same transaction. The record and the user are locked
 * first; should another transaction still link either meanwhile, the unique constraints refuse it and the
 * caller gets the same 400 as when the record was already taken.
 */
export async function setWskId(
  deps: WskIdsDeps,
  caller: AccessClaims,
  id: number,
  wskId: string | null,
): Promise<User> {
  try {
    await deps.db.transaction(async (tx) => {
      const user = await findLiveUserPerson(tx, { id, lock: true });
      if (!user) throw new NotFound(USER_NOT_FOUND_MESSAGE);
      if (wskId === null) {
        const released = await releaseRecordOfUser(tx, { userId: id });
        if (released === undefined && user.wskId === null) return;
        await setUserWskId(tx, { userId: id, wskId: null });
        await recordAudit(tx, {
          actorUserId: caller.userId,
          action: 'user.unset_wsk_id',
          targetUserId: id,
          details: { previous_wsk_id: released ?? user.wskId },
        });
        return;
      }
      const record = await lockWskIdRecord(tx, { wskId });
      if (!record) throw wskIdInvalid(UNKNOWN_WSK_ID_MESSAGE);
      if (record.userId !== null && record.userId !== id) throw wskIdInvalid(WSK_ID_TAKEN_MESSAGE);
      if (record.userId === id && user.wskId === record.wskId) return;
      const released = record.userId === id ? undefined : await releaseRecordOfUser(tx, { userId: id });
      await linkRecord(tx, { id: record.id, userId: id });
      await setUserWskId(tx, { userId: id, wskId: record.wskId });
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'user.set_wsk_id',
        targetUserId: id,
        details: { wsk_id: record.wskId, record: record.id, previous_wsk_id: released ?? user.wskId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw wskIdInvalid(WSK_ID_TAKEN_MESSAGE);
    throw error;
  }
  return getCurrentUser(deps.db, id, deps.config);
}

// Import -----------------------------------------------------------------------------------------------

export const IMPORT_MESSAGES = {
  wskIdMissing: 'The WSK id is missing',
  wskIdTooLong: `The WSK id is longer than ${MAX_WSK_ID_LENGTH} characters`,
  firstNameMissing: 'The first name is missing',
  lastNameMissing: 'The last name is missing',
  birthdayInvalid: 'The birthday is not a date (YYYY-MM-DD or DD/MM/YYYY)',
  birthdayInFuture: 'The birthday is in the future',
  repeated: (firstLine: number) => `The WSK id is repeated: it first appears on line ${firstLine}`,
} as const;

/** Rows written per INSERT: 7 parameters each, well under PostgreSQL's 65,535 per statement. */
const IMPORT_BATCH_SIZE = 1000;
/** Birthdays before this year are typing mistakes, not athletes. */
const MIN_BIRTH_YEAR = 1900;

/** YYYY-MM-DD of a real day written YYYY-MM-DD or DD/MM/YYYY; null otherwise. */
export function parseImportDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const european = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31/02 over into March; a real day comes back as it went in.
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day) ||
    Number(year) < MIN_BIRTH_YEAR
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

type FederationResolver = (nationality: string) => number | null;

/** Nationality -> federation by alpha-3 code, alpha-2 code or country name, case-insensitive. */
async function federationResolver(db: Database): Promise<FederationResolver> {
  const byKey = new Map<string, number>();
  for (const federation of await listCountryFederations(db)) {
    byKey.set(federation.name.toLowerCase(), federation.id);
    byKey.set(federation.countryCode.toLowerCase(), federation.id);
    byKey.set(federation.code.toLowerCase(), federation.id);
  }
  return (nationality) => byKey.get(nationality.trim().toLowerCase()) ?? null;
}

interface CheckedRows {
  readonly accepted: ImportedRecord[];
  readonly rejected: WskIdImportReport['rejected'];
}

function checkRows(rows: readonly CsvRow[], resolve: FederationResolver, today: string): CheckedRows {
  const accepted: ImportedRecord[] = [];
  const rejected: WskIdImportReport['rejected'] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, values } of rows) {
    const reasons: string[] = [];
    const wskId = values.wsk_id;
    if (wskId === '') reasons.push(IMPORT_MESSAGES.wskIdMissing);
    else if (wskId.length > MAX_WSK_ID_LENGTH) reasons.push(IMPORT_MESSAGES.wskIdTooLong);
    if (values.first_name === '') reasons.push(IMPORT_MESSAGES.firstNameMissing);
    if (values.last_name === '') reasons.push(IMPORT_MESSAGES.lastNameMissing);
    let birthday: string | null = null;
    if (values.birthday !== '') {
      birthday = parseImportDate(values.birthday);
      if (birthday === null) reasons.push(IMPORT_MESSAGES.birthdayInvalid);
      else if (birthday > today) reasons.push(IMPORT_MESSAGES.birthdayInFuture);
    }
    if (wskId !== '') {
      // The first row of a WSK id claims it, even when rejected for another reason.
      const firstLine = firstLineOf.get(wskId);
      if (firstLine === undefined) firstLineOf.set(wskId, line);
      else reasons.push(IMPORT_MESSAGES.repeated(firstLine));
    }
    if (reasons.length > 0) {
      rejected.push({ line, wsk_id: wskId === '' ? null : wskId, reasons });
      continue;
    }
    accepted.push({
      wskId,
      firstName: values.first_name,
      lastName: values.last_name,
      nationalityRaw: values.nationality === '' ? null : values.nationality,
      birthday,
      gender: values.gender === '' ? null : values.gender,
      countryFederationId: values.nationality === '' ? null : resolve(values.nationality),
    });
  }
  return { accepted, rejected };
}

/**
 * Imports a CSV file in one transaction: new WSK ids become INITIAL records, known ones get the file's
 * person fields (their status and user kept), rows that fail a rule are reported and left out. Audited.
 */
export async function importWskIds(
  db: Database,
  caller: AccessClaims,
  body: z.output<typeof importWskIdsBodySchema>,
  now = new Date(),
): Promise<WskIdImportReport> {
  const rows = readImportCsv(body.content);
  const { accepted, rejected } = checkRows(
    rows,
    await federationResolver(db),
    now.toISOString().slice(0, 10),
  );
  const { created, updated } = await db.transaction(async (tx) => {
    let totals = { created: 0, updated: 0 };
    for (let start = 0; start < accepted.length; start += IMPORT_BATCH_SIZE) {
      const written = await upsertWskIdRecords(tx, accepted.slice(start, start + IMPORT_BATCH_SIZE));
      totals = { created: totals.created + written.created, updated: totals.updated + written.updated };
    }
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'wsk_ids.import',
      details: { file_name: body.file_name, rows: rows.length, ...totals, rejected: rejected.length },
    });
    return totals;
  });
  return { file_name: body.file_name, rows: rows.length, created, updated, rejected };
}
