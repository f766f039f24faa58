// The WSK id database (spec §7 Sport service `wsk-ids/`, §3 WSK id record, the `/wyldata-db` screen): the
// world federation's register of athlete ids, imported from CSV and matched to users. A record is INITIAL
// when imported, READY_TO_BE_MATCHED or NO_MATCH_FOUND after a candidate search, MATCHED once
// `set_wsk_id/` links it to a user. World federation staff only; viewers read.
import { z } from 'zod';
import { WSK_ID_STATUSES } from '../constants';
import { defineEndpoint, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { matchCandidateSchema, wskIdRecordSchema, wskIdStatusSchema } from '../user';
import { SPORT_BASE } from './sport-service';

export const WSK_IDS_BASE = `${SPORT_BASE}wsk-ids/`;

export const WSK_ID_ORDERINGS = [
  'last_name',
  '-last_name',
  'wsk_id',
  '-wsk_id',
  'created',
  '-created',
] as const;

export const wskIdsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: wskIdStatusSchema.optional(),
  /** Part of the first or last name or of the WSK id, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** Last name by default. */
  ordering: z.enum(WSK_ID_ORDERINGS).optional(),
});
export type WskIdsQuery = z.input<typeof wskIdsQuerySchema>;

export const listWskIds = defineEndpoint({
  name: 'listWskIds',
  method: 'GET',
  path: WSK_IDS_BASE,
  access: { auth: 'token', roles: ['wsk_admin'] },
  summary: 'Records of the WSK id database, paged in SQL, filtered by status and search.',
  tags: ['wsk ids'],
  query: wskIdsQuerySchema,
  response: pagedSchema(wskIdRecordSchema),
});

export const findCandidates = defineEndpoint({
  name: 'findCandidates',
  method: 'GET',
  path: `${WSK_IDS_BASE}:id/find_candidates/`,
  access: { auth: 'token', roles: ['wsk_admin'] },
  summary: `Users who may be the person of this record, best first (name trigram similarity, birthday, country); at most 10, never users holding a WSK id. When a WSK administrator searches for a record not yet matched, its status records the outcome: ${WSK_ID_STATUSES.READY_TO_BE_MATCHED} when there are candidates, ${WSK_ID_STATUSES.NO_MATCH_FOUND} when there are none.`,
  tags: ['wsk ids'],
  params: idParamsSchema,
  response: z.array(matchCandidateSchema),
});

export const searchAllCandidatesResultSchema = z.object({
  /** Records searched (every INITIAL record). */
  searched: z.number().int().min(0),
  ready_to_be_matched: z.number().int().min(0),
  no_match_found: z.number().int().min(0),
});

export const searchAllCandidates = defineEndpoint({
  name: 'searchAllCandidates',
  method: 'POST',
  path: `${WSK_IDS_BASE}search_candidates/`,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    'Runs the candidate search for every INITIAL record at once (one SQL statement) and records each outcome as ready to be matched or no match found.',
  tags: ['wsk ids'],
  response: searchAllCandidatesResultSchema,
});

/** The largest CSV an import takes, in characters. */
export const MAX_WSK_ID_IMPORT_CHARS = 5_000_000;

/**
 * The columns of an import, by header name (case and spaces ignored, any order, other columns ignored):
 * wsk_id, first_name and last_name are required; birthday (YYYY-MM-DD or DD/MM/YYYY), gender and
 * nationality (a country code of 2 or 3 letters or a country name) may be empty.
 */
export const WSK_ID_IMPORT_COLUMNS = [
  'wsk_id',
  'first_name',
  'last_name',
  'birthday',
  'gender',
  'nationality',
] as const;
export const WSK_ID_IMPORT_REQUIRED_COLUMNS = ['wsk_id', 'first_name', 'last_name'] as const;

export const importWskIdsBodySchema = z.object({
  /** The file's name, for the report. */
  file_name: z.string().trim().min(1).max(255),
  /** The CSV text, comma or semicolon separated, UTF-8, first line the header. */
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(MAX_WSK_ID_IMPORT_CHARS, 'The file is larger than 5 MB'),
});
export type ImportWskIdsBody = z.input<typeof importWskIdsBodySchema>;

export const wskIdImportReportSchema = z.object({
  file_name: z.string(),
  /** Data rows read (the header not counted). */
  rows: z.number().int().min(0),
  /** New records, INITIAL. */
  created: z.number().int().min(0),
  /** Records with this WSK id that already existed: their person fields replaced, their status kept. */
  updated: z.number().int().min(0),
  /** Rows left out, with the 1-based line number in the file and every reason. */
  rejected: z.array(
    z.object({ line: z.number().int().min(1), wsk_id: z.string().nullable(), reasons: z.array(z.string()) }),
  ),
});
export type WskIdImportReport = z.infer<typeof wskIdImportReportSchema>;

export const importWskIds = defineEndpoint({
  name: 'importWskIds',
  method: 'POST',
  path: `${WSK_IDS_BASE}import/`,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    'Imports a CSV of the WSK id database in one transaction: new WSK ids become INITIAL records, known ones are updated; rows with a missing WSK id or name, an impossible birthday or a WSK id repeated in the file are rejected with their line and reasons. A file without the required columns is 400.',
  tags: ['wsk ids'],
  body: importWskIdsBodySchema,
  response: wskIdImportReportSchema,
  bodyLimit: MAX_WSK_ID_IMPORT_CHARS * 4 + 4096,
});

export const wskIdsEndpoints = [listWskIds, findCandidates, searchAllCandidates, importWskIds] as const;
