// A fake of the team application endpoints for the screens' tests: the signed-in user (or none), the open
// period, the federations behind the country select, and per-call answers given by the test; every call is
// recorded with its method, path, query and JSON body.
import type { NationalFederation } from '@portal/contract/sport';
import type { TeamApplication, TeamApplicationPeriod } from '@portal/contract/team-application';
import type { User } from '@portal/contract/user';
import { vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../../shared/testing/athlete';
import { json } from '../../../../shared/testing/mock-api';
import { publicConfig } from '../../../../shared/testing/public-config';

export const BASE = '/api/client/teams/team-applications/';

/** Long enough for the lazy screen and its first calls under a loaded test run. */
export const LOAD = { timeout: 10_000 };

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

export const openPeriod: TeamApplicationPeriod = {
  id: 3,
  name: 'Marathon season 2027',
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
};
export const closedPeriod: TeamApplicationPeriod = { id: null, name: null, starts_on: null, ends_on: null };

export const federations: NationalFederation[] = [
  { id: 1, name: 'Italy', code: 'ITA', country_code: 'IT', flag: '🇮🇹', is_default: false },
  { id: 2, name: 'Netherlands', code: 'NLD', country_code: 'NL', flag: '🇳🇱', is_default: false },
];

export function application(id: number, overrides: Partial<TeamApplication> = {}): TeamApplication {
  return {
    id,
    period: { id: 3, name: 'Marathon season 2027' },
    team_name: `Team ${id}`,
    country_code: 'IT',
    contact_email: `team${id}@example.test`,
    contact_phone: '+390612345678',
    administrator: { first_name: 'Marco', last_name: 'Rossi', email: `admin${id}@example.test` },
    documents: [
      {
        file_name: `${'a'.repeat(32)}.pdf`,
        content_type: 'application/pdf',
        url: `https://files.test/doc-${id}.pdf?signature=x`,
      },
    ],
    status: 'submitted',
    reason: null,
    applicant: null,
    team: null,
    created: '2026-11-20T10:00:00Z',
    submitted: '2026-11-20T10:05:00Z',
    decided: null,
    decided_by: null,
    ...overrides,
  };
}

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

/** Answers a call the test cares about, or undefined for the fake's default. */
export type Answer = (call: Call) => Response | Promise<Response> | undefined;

export interface FakeOptions {
  /** The signed-in user; none means a visitor (no tokens stored). */
  readonly me?: User | null;
  readonly period?: TeamApplicationPeriod;
  /** The review list (filtered by status as the server does) and the details. */
  readonly applications?: readonly TeamApplication[];
  readonly answer?: Answer;
}

export const refuse = (body: object, status = 400) =>
  json({ status: 'ERR', error: { code: status, message: 'Bad request' }, ...body }, status);

export function mockApplicationsApi({
  me = null,
  period = openPeriod,
  applications = [],
  answer,
}: FakeOptions = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: headers.Authorization,
    };
    calls.push(call);
    const answered = await answer?.(call);
    if (answered) return answered;
    const { path, method } = call;
    if (path === '/api/config/') {
      return json(publicConfig());
    }
    if (path.endsWith('/users/users/me/')) return me ? json(me) : refuse({}, 401);
    if (path === '/api/client/users/register-progresses/my/') return json(completeProgress);
    if (path === '/api/client/teams/team-application-periods/now/') return json(period);
    if (path === '/api/client/sport/federations/') {
      return json({ count: federations.length, next: null, previous: null, results: federations });
    }
    if (path === BASE && method === 'GET') {
      const status = call.query.get('status');
      const rows = applications.filter((row) => !status || row.status === status);
      return json({ count: rows.length, next: null, previous: null, results: rows });
    }
    const detail = /team-applications\/(\d+)\/$/.exec(path);
    if (detail && method === 'GET') {
      const found = applications.find((row) => row.id === Number(detail[1]));
      return found
        ? json(found)
        : refuse({ error: { code: 404, message: 'Team application not found' } }, 404);
    }
    if (
      path === '/api/client/sport/user-sports/my/' ||
      path === '/api/client/teams/teams/my/' ||
      path === '/api/client/payment/currencies/' ||
      path === '/api/client/payment/payment-systems/' ||
      path === '/api/client/new_payments/orders/not_paid_orders/'
    ) {
      return json([]);
    }
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (suffix: string, method?: string) =>
    calls.filter((call) => call.path.endsWith(suffix) && (!method || call.method === method));
  return { fetchMock, calls, callsTo };
}

/** Opens `path` against the fake API, signed in as `options.me` when given. */
export function openScreen(path: string | readonly string[], options: FakeOptions = {}) {
  const api = mockApplicationsApi(options);
  if (options.me) storeTokens();
  return { ...api, ...renderRoutes(path) };
}
