// A fake of the event endpoints for the screens' tests: the signed-in user, a list that records its
// queries, one event with one sport, the reference lists, and every write recorded with its body.
import type { Event, EventListItem, EventSport } from '@portal/contract/event';
import type { User } from '@portal/contract/user';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

export const EVENTS_PATH = '/api/client/events/';

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

export const italy = { id: 3, name: 'Italy', code: 'ITA' };
const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

export function listItem(id: number, overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    name: `World Championships ${id}`,
    kind: 'championship',
    status: 'published',
    starts_on: '2026-07-01',
    ends_on: '2026-07-05',
    city: 'Rome',
    country: italy,
    cover_image: null,
    sports: [{ id: 10, sport: speed }],
    ...overrides,
  };
}

export function event(overrides: Partial<Event> = {}): Event {
  return {
    ...listItem(1),
    venue: 'Foro Italico',
    description: 'First line\nSecond line',
    currency: 'EUR',
    time_zone: 'Europe/Rome',
    custom_sections: [{ title: 'Travel', body: 'Fly to Fiumicino' }],
    show_only_selected_reports: true,
    created: '2026-01-01T10:00:00Z',
    updated: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

export function eventSport(overrides: Partial<EventSport> = {}): EventSport {
  return {
    id: 10,
    event: 1,
    sport: speed,
    disciplines: [{ id: 21, name: 'Track', code: null, number: null }],
    categories: [{ name: 'Seniors', gender: 'F', age_group: null }],
    need_pre_seed: false,
    need_extra_quota: false,
    need_extra_officials_nto: false,
    extra_official_rules: null,
    today: '2026-04-15',
    participants: [
      {
        kind: 'athlete',
        opens_on: '2026-03-01',
        reduction_ends_on: '2026-04-30',
        closes_on: '2026-05-31',
        amount: '120.00',
        reduced_amount: '0.10',
        phase: 'reduction_period',
        outcome: null,
      },
      {
        kind: 'nto',
        opens_on: '2026-05-01',
        reduction_ends_on: null,
        closes_on: '2026-05-31',
        amount: null,
        reduced_amount: null,
        phase: 'not_open_yet',
        outcome: 'NOT_OPENED_YET',
      },
    ],
    ...overrides,
  };
}

export interface Call {
  readonly path: string;
  readonly method: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
}

export interface FakeOptions {
  readonly me?: User;
  readonly list?: readonly EventListItem[];
  readonly event?: Event | null;
  readonly sport?: EventSport | null;
  /** Answers a write instead of the default reply. */
  readonly write?: (call: Call) => Response | undefined;
}

export function mockEventsApi({
  me = athlete,
  list = [],
  event: initial = event(),
  sport = eventSport(),
  write,
}: FakeOptions = {}) {
  const calls: Call[] = [];
  // Status changes stick, as on the server, so a refetch after a write sees them.
  let one = initial;
  const fetchMock = mockAuthApi({ '/api/client/users/users/me/': () => json(me) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      path: url.pathname,
      method,
      search: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (method !== 'GET') {
      const answer = write?.(call);
      if (answer) return answer;
    }
    if (url.pathname === EVENTS_PATH && method === 'GET')
      return json({ count: list.length, next: null, previous: null, results: list });
    if (url.pathname === EVENTS_PATH && method === 'POST')
      return json(event({ ...(call.body as object), id: 42, status: 'draft', country: italy }), 201);
    if (url.pathname === '/api/client/sport/sports/') return json([]);
    if (url.pathname === '/api/client/sport/federations/')
      return json({ count: 1, next: null, previous: null, results: [{ ...italy }] });
    if (url.pathname === '/api/client/sport/disciplines/') return json([]);
    const detail = /^\/api\/client\/events\/(\d+)\/(.*)$/.exec(url.pathname);
    if (detail) {
      const rest = detail[2] ?? '';
      if (!one || Number(detail[1]) !== one.id)
        return json({ error: { code: 404, message: 'Not found' } }, 404);
      if (rest === '') return json(one);
      if (rest === 'sports/') return json(one.sports);
      if (rest === 'publish/') {
        one = { ...one, status: 'published' };
        return json(one);
      }
      if (/^sports\/\d+\/participants\/$/.test(rest) && sport) return json(sport);
      if (/^sports\/\d+\/$/.test(rest)) {
        return sport && rest === `sports/${sport.id}/`
          ? json(sport)
          : json({ error: { code: 404, message: 'Not found' } }, 404);
      }
    }
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  return { calls, fetchMock };
}
