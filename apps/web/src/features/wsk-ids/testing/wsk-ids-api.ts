// A fake of the WSK id endpoints for the screen's tests: the signed-in user, a paged list answering
// `status`, `search` and `page` as the server does, candidates per record, and the writes recorded.
import type { WskIdImportReport } from '@portal/contract/endpoints/wsk-ids';
import type { MatchCandidate, User, WskIdRecord } from '@portal/contract/user';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

export const WSK_IDS_PATH = '/api/client/sport/wsk-ids/';

export const wskAdmin: User = {
  ...athlete,
  id: 1,
  email: 'wsk.admin@portal.test',
  first_name: 'Wanda',
  last_name: 'Keller',
  role: { id: 3, name: 'WSK', type: 'wsk_admin', permission: 'admin' },
};
export const wskViewer: User = {
  ...wskAdmin,
  id: 2,
  role: { id: 4, name: 'WSK', type: 'wsk_admin', permission: 'viewer' },
};
export const nfAdmin: User = {
  ...wskAdmin,
  id: 5,
  role: { id: 5, name: 'NF', type: 'nf_admin', permission: 'admin' },
  nf_admin_federation: { id: 3, name: 'Italy', code: 'ITA' },
};

export const italy = { id: 3, name: 'Italy', code: 'ITA' };

export function wskRecord(id: number, overrides: Partial<WskIdRecord> = {}): WskIdRecord {
  return {
    id,
    first_name: 'Paola',
    last_name: `Rossi${id}`,
    nationality_raw: 'ITA',
    birthday: '1996-03-08',
    country: italy,
    wsk_id: `WSK-${id}`,
    status: 'initial',
    gender: 'F',
    user: null,
    ...overrides,
  };
}

export function candidate(pk: number, overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    pk,
    first_name: 'Paola',
    last_name: 'Rossi',
    email: `user${pk}@portal.test`,
    birthday: '1996-03-08',
    country: italy,
    gender: 'F',
    wsk_id: null,
    score: 0.9,
    ...overrides,
  };
}

export interface FakeOptions {
  user?: User;
  records?: WskIdRecord[];
  candidates?: Record<number, MatchCandidate[]>;
  importReply?: () => Response;
  /** Answers `set_wsk_id/` instead of linking (a refusal). */
  setWskIdReply?: () => Response;
  /** The list answers this status (500: the error state). */
  listStatus?: number;
}

type Call = [string, RequestInit | undefined];

export function mockWskIdsApi(options: FakeOptions = {}) {
  const records = [...(options.records ?? [])];
  const user = options.user ?? wskAdmin;
  const fetchMock = mockAuthApi({ '/api/client/users/users/me/': () => json(user) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    if (path === WSK_IDS_PATH && method === 'GET') {
      if (options.listStatus)
        return json({ error: { code: options.listStatus, message: 'Down' } }, options.listStatus);
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const matching = records.filter(
        (record) =>
          (!status || record.status === status) &&
          (!search ||
            `${record.first_name} ${record.last_name} ${record.wsk_id}`.toLowerCase().includes(search)),
      );
      return json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * size, page * size),
      });
    }
    const candidates = /^\/api\/client\/sport\/wsk-ids\/(\d+)\/find_candidates\/$/.exec(path);
    if (candidates) return json(options.candidates?.[Number(candidates[1])] ?? []);
    if (path === `${WSK_IDS_PATH}import/` && method === 'POST') {
      return options.importReply?.() ?? json({ error: { code: 500, message: 'no reply' } }, 500);
    }
    if (path === `${WSK_IDS_PATH}search_candidates/` && method === 'POST') {
      return json({ searched: 3, ready_to_be_matched: 2, no_match_found: 1 });
    }
    const setWskId = /^\/api\/client\/users\/users\/(\d+)\/set_wsk_id\/$/.exec(path);
    if (setWskId && method === 'PATCH') {
      if (options.setWskIdReply) return options.setWskIdReply();
      const body = JSON.parse(String(init?.body)) as { wsk_id: string };
      const index = records.findIndex((record) => record.wsk_id === body.wsk_id);
      const record = records[index];
      if (record) records[index] = { ...record, status: 'matched', user: Number(setWskId[1]) };
      return json({ ...athlete, id: Number(setWskId[1]), wsk_id: body.wsk_id });
    }
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });

  const calls = () => fetchMock.mock.calls as unknown as Call[];
  return {
    fetchMock,
    records,
    /** The query strings the list was asked with, in order. */
    listQueries: () =>
      calls()
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === WSK_IDS_PATH)
        .map((url) => url.searchParams),
    /** Calls whose path matches `pattern` with this method (GET when the request names none). */
    callsTo: (pattern: RegExp, method: string) =>
      calls().filter(
        ([input, init]) =>
          pattern.test(new URL(String(input), 'http://localhost').pathname) && init?.method === method,
      ),
  };
}

export const importReport = (overrides: Partial<WskIdImportReport> = {}): WskIdImportReport => ({
  file_name: 'wsk.csv',
  rows: 3,
  created: 1,
  updated: 1,
  rejected: [
    { line: 4, wsk_id: 'WSK-9', reasons: ['The birthday is not a date', 'The first name is missing'] },
  ],
  ...overrides,
});
