// A fake of the event endpoints for the screens' tests: the signed-in user, a list that records its
// queries, one event with one sport, its staff, ITOs, quotas and NF management, the user's events, the
// reference lists, the registration of participants (athletes, NTOs, requests over the quota, pre-seed
// results), the credentials pick-up, and every write recorded with its body.
import type { Event, EventListItem, EventSport } from '@portal/contract/event';
import type {
  FederationQuota,
  ItoAssignment,
  NfManagementDetail,
  NfManagementRow,
  StaffMember,
  UserEvent,
} from '@portal/contract/event-parts';
import type {
  FederationCredentialsPickup,
  FederationRegistration,
  Participant,
  RegistrationCandidate,
  SelfRegistration,
} from '@portal/contract/participant';
import type { StaffCandidate, User } from '@portal/contract/user';
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
    allow_self_registration: false,
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
        quota: 3,
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
        quota: null,
        phase: 'not_open_yet',
        outcome: 'NOT_OPENED_YET',
      },
    ],
    ...overrides,
  };
}

export const nfAdmin: User = {
  ...athlete,
  id: 5,
  email: 'nf.admin@portal.test',
  first_name: 'Nico',
  last_name: 'Ferri',
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'admin' },
  nf_admin_federation: italy,
};

export const france = { id: 8, name: 'France', code: 'FRA' };

export function staffMember(id: number, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id,
    event: 1,
    group: 'staff',
    user: { id: 100 + id, full_name: `Person ${id}`, avatar: null, federation: italy },
    function: 'Chief of competition',
    created: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export function itoAssignment(id: number, overrides: Partial<ItoAssignment> = {}): ItoAssignment {
  return {
    id,
    event: 1,
    event_sport: { id: 10, sport: speed },
    user: { id: 200 + id, full_name: `Official ${id}`, avatar: null, federation: france },
    function: 'Referee',
    created: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export function candidate(id: number, overrides: Partial<StaffCandidate> = {}): StaffCandidate {
  return {
    id,
    avatar: null,
    first_name: 'Carla',
    last_name: `Candidate ${id}`,
    full_name: `Carla Candidate ${id}`,
    has_anti_doping: true,
    has_passport: true,
    is_valid_for_event: true,
    registration_completed: true,
    passport_expire_date: '2030-01-01',
    ...overrides,
  };
}

export function userEvent(id: number, overrides: Partial<UserEvent> = {}): UserEvent {
  return {
    ...listItem(id),
    roles: [{ kind: 'staff', function: 'Chief of competition', sport: null, participant: null }],
    ...overrides,
  };
}

export function nfDetail(overrides: Partial<NfManagementDetail> = {}): NfManagementDetail {
  return {
    federation: italy,
    eligible_athletes: 12,
    contacts: [
      { id: 5, full_name: 'Nico Ferri', email: 'nf.admin@portal.test', permission: 'admin' },
      { id: 6, full_name: 'Vera Viewer', email: null, permission: 'viewer' },
    ],
    sports: [
      {
        event_sport: { id: 10, sport: speed },
        quotas: [
          { kind: 'athlete', quota: 6, overridden: true, used: 4, approved: 3 },
          { kind: 'nto', quota: null, overridden: false, used: 0, approved: 0 },
        ],
      },
    ],
    judged_on: '2026-07-05',
    ...overrides,
  };
}

export const nfViewer: User = {
  ...nfAdmin,
  id: 9,
  email: 'nf.viewer@portal.test',
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'viewer' },
};

export const athleteUser: User = {
  ...athlete,
  role: { id: 2, name: 'Athlete', type: 'athlete', permission: 'admin' },
  national_federation: italy,
};

export function registrationCandidate(
  id: number,
  overrides: Partial<RegistrationCandidate> = {},
): RegistrationCandidate {
  return {
    id,
    full_name: `Athlete ${id}`,
    avatar: null,
    gender: 'F',
    age_group: 'adult',
    wsk_id: null,
    federation: italy,
    eligible: true,
    reasons: [],
    categories: ['Seniors'],
    participant: null,
    ...overrides,
  };
}

export function participant(id: number, overrides: Partial<Participant> = {}): Participant {
  return {
    id,
    event: 1,
    event_sport: { id: 10, sport: speed },
    kind: 'athlete',
    status: 'approved',
    user: { id: 300 + id, full_name: `Registered ${id}`, avatar: null, federation: italy },
    federation: italy,
    entries: [{ discipline: { id: 21, name: 'Track' }, category: 'Seniors', pre_seed: null }],
    fee: { amount: '0.10', reduced: true, currency: 'EUR' },
    extra_quota: false,
    team: null,
    jersey_number: null,
    function: null,
    registered_by: { id: 5, full_name: 'Nico Ferri' },
    decision: null,
    created: '2026-04-10T10:00:00Z',
    updated: '2026-04-10T10:00:00Z',
    ...overrides,
  };
}

export function federationRegistration(
  overrides: Partial<FederationRegistration> = {},
): FederationRegistration {
  return {
    federation: italy,
    event_sport: { id: 10, sport: speed },
    kinds: [{ kind: 'athlete', quota: 3, used: 2, approved: 1, pending: 1, extra_quota: 0 }],
    ...overrides,
  };
}

export function selfRegistration(overrides: Partial<SelfRegistration> = {}): SelfRegistration {
  return {
    allowed: true,
    candidate: registrationCandidate(athleteUser.id, { full_name: 'Ada Skater' }),
    participant: null,
    ...overrides,
  };
}

export function credentialsPickup(
  overrides: Partial<FederationCredentialsPickup> = {},
): FederationCredentialsPickup {
  return {
    event: 1,
    federation: italy,
    pickup: {
      full_name: 'Paola Pick',
      email: 'paola@fisr.test',
      phone: '+39 06 1234567',
      note: 'Arrives on 30/06',
      updated_by: { id: 5, full_name: 'Nico Ferri' },
      updated: '2026-04-12T10:00:00Z',
    },
    editable: true,
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
  readonly staff?: readonly StaffMember[];
  readonly itos?: readonly ItoAssignment[];
  /** The candidates of both candidate searches. */
  readonly candidates?: readonly StaffCandidate[];
  readonly quotas?: readonly FederationQuota[];
  readonly nfRows?: readonly NfManagementRow[];
  readonly nfDetail?: NfManagementDetail;
  /** The events of `events/my/` and `events/users/{id}/`. */
  readonly userEvents?: readonly UserEvent[];
  /** The people of the registration candidate list (`eligible=true` keeps the eligible ones). */
  readonly registrationCandidates?: readonly RegistrationCandidate[];
  /** The participants of the event sport; registrations add to them and withdrawals change them. */
  readonly participants?: readonly Participant[];
  /** The federation's use of its quotas (its federation follows the path). */
  readonly registration?: FederationRegistration;
  readonly selfRegistration?: SelfRegistration;
  /** Who collects the federation's credentials (`credentials-pickup/{federation}/`); a PUT replaces it. */
  readonly credentialsPickup?: FederationCredentialsPickup;
  /** Answers a read instead of the default reply (a 403, a failure). */
  readonly read?: (call: Call) => Response | undefined;
  /** Answers a write instead of the default reply. */
  readonly write?: (call: Call) => Response | undefined;
}

const page = (results: readonly unknown[]) =>
  json({ count: results.length, next: null, previous: null, results });

export function mockEventsApi({
  me = athlete,
  list = [],
  event: initial = event(),
  sport = eventSport(),
  staff = [],
  itos = [],
  candidates = [],
  quotas = [],
  nfRows = [],
  nfDetail: detailOfNf = nfDetail(),
  userEvents = [],
  registrationCandidates = [],
  participants: initialParticipants = [],
  registration = federationRegistration(),
  selfRegistration: self = selfRegistration(),
  credentialsPickup: initialPickup = credentialsPickup(),
  read,
  write,
}: FakeOptions = {}) {
  const calls: Call[] = [];
  // Status changes stick, as on the server, so a refetch after a write sees them.
  let one = initial;
  let participants = [...initialParticipants];
  let pickup = initialPickup;
  const entriesOf = (body: { entries?: { discipline: number; category?: string | null }[] }) =>
    (body.entries ?? []).map((entry) => ({
      discipline: { id: entry.discipline, name: `Discipline ${entry.discipline}` },
      category: entry.category ?? null,
      pre_seed: null,
    }));
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
    const answer = method === 'GET' ? read?.(call) : write?.(call);
    if (answer) return answer;
    if (url.pathname === `${EVENTS_PATH}my/` || /^\/api\/client\/events\/users\/\d+\/$/.test(url.pathname))
      return page(userEvents);
    if (url.pathname === EVENTS_PATH && method === 'GET')
      return json({ count: list.length, next: null, previous: null, results: list });
    if (url.pathname === EVENTS_PATH && method === 'POST')
      return json(event({ ...(call.body as object), id: 42, status: 'draft', country: italy }), 201);
    if (url.pathname === '/api/client/sport/sports/') return json([]);
    if (url.pathname === '/api/client/sport/federations/') return page([{ ...italy }, { ...france }]);
    if (url.pathname === '/api/client/sport/disciplines/') return json([]);
    const detail = /^\/api\/client\/events\/(\d+)\/(.*)$/.exec(url.pathname);
    if (detail) {
      const rest = detail[2] ?? '';
      if (!one || Number(detail[1]) !== one.id)
        return json({ error: { code: 404, message: 'Not found' } }, 404);
      if (rest === '') return json(one);
      if (rest === 'sports/') return json(one.sports);
      if (rest === 'staff/' && method === 'GET') {
        const group = url.searchParams.get('group');
        return page(staff.filter((member) => !group || member.group === group));
      }
      if (rest === 'staff/' && method === 'POST') {
        const body = call.body as { user: number; group: 'staff' | 'loc'; function: string };
        return json(staffMember(99, { group: body.group, function: body.function }), 201);
      }
      if (rest === 'itos/' && method === 'GET') {
        const eventSportId = url.searchParams.get('event_sport');
        return page(itos.filter((row) => !eventSportId || String(row.event_sport.id) === eventSportId));
      }
      if (rest === 'itos/' && method === 'POST') return json(itoAssignment(99), 201);
      if (rest === 'staff/candidates/' || rest === 'itos/candidates/') return page(candidates);
      if (/^(staff|itos)\/\d+\/$/.test(rest)) {
        if (method === 'DELETE') return json(null, 204);
        const body = call.body as { function: string };
        return json(
          rest.startsWith('staff')
            ? staffMember(1, { function: body.function })
            : itoAssignment(1, { function: body.function }),
        );
      }
      if (/^sports\/\d+\/quotas\/$/.test(rest)) {
        if (method === 'GET') return json(quotas);
        const body = call.body as { quotas: { federation: number; kind: string; quota: number }[] };
        return json(
          body.quotas.map((row) => ({
            ...row,
            federation: row.federation === france.id ? france : italy,
          })),
        );
      }
      if (rest === 'nf-management/') return page(nfRows);
      if (/^nf-management\/\d+\/$/.test(rest)) return json(detailOfNf);
      if (rest === 'publish/') {
        one = { ...one, status: 'published' };
        return json(one);
      }
      if (/^sports\/\d+\/participants\/$/.test(rest)) {
        if (method === 'PUT' && sport) return json(sport);
        if (method === 'GET') {
          const kind = url.searchParams.get('kind');
          const status = url.searchParams.get('status');
          const extraQuota = url.searchParams.get('extra_quota');
          return page(
            participants.filter(
              (row) =>
                (!kind || row.kind === kind) &&
                (!status || row.status === status) &&
                (!extraQuota || String(row.extra_quota) === extraQuota),
            ),
          );
        }
        const body = call.body as {
          kind?: Participant['kind'];
          user: number;
          entries: { discipline: number; category: string | null }[];
          function?: string | null;
          extra_quota?: boolean;
        };
        const created = participant(500 + participants.length, {
          kind: body.kind ?? 'athlete',
          status: body.extra_quota ? 'pending' : 'approved',
          user: { id: body.user, full_name: `Person ${body.user}`, avatar: null, federation: italy },
          entries: entriesOf(body),
          function: body.function ?? null,
          extra_quota: body.extra_quota ?? false,
        });
        participants = [...participants, created];
        return json(created, 201);
      }
      if (/^sports\/\d+\/registration\/candidates\/$/.test(rest)) {
        const eligibleOnly = url.searchParams.get('eligible') === 'true';
        return page(registrationCandidates.filter((person) => !eligibleOnly || person.eligible));
      }
      const federationOf = /^sports\/\d+\/registration\/federations\/(\d+)\/$/.exec(rest);
      if (federationOf) {
        const federation = Number(federationOf[1]) === france.id ? france : italy;
        return json({ ...registration, federation });
      }
      if (/^sports\/\d+\/registration\/self\/$/.test(rest)) {
        if (method === 'GET') return json(self);
        const created = participant(600, {
          status: 'pending',
          user: { id: athleteUser.id, full_name: 'Ada Skater', avatar: null, federation: italy },
          entries: entriesOf(call.body as { entries: { discipline: number; category: string | null }[] }),
        });
        return json(created, 201);
      }
      const withdrawn = /^participants\/(\d+)\/withdraw\/$/.exec(rest);
      if (withdrawn) {
        const id = Number(withdrawn[1]);
        const found = participants.find((row) => row.id === id) ?? self.participant ?? participant(id);
        const changed: Participant = { ...found, id, status: 'withdrawn' };
        participants = participants.map((row) => (row.id === id ? changed : row));
        return json(changed);
      }
      const preSeeded = /^participants\/(\d+)\/pre-seed\/$/.exec(rest);
      if (preSeeded) {
        const id = Number(preSeeded[1]);
        const body = call.body as { entries: { discipline: number; pre_seed: string | null }[] };
        const found = participants.find((row) => row.id === id) ?? participant(id);
        const changed: Participant = {
          ...found,
          entries: found.entries.map((entry) => ({
            ...entry,
            pre_seed:
              body.entries.find((given) => given.discipline === entry.discipline.id)?.pre_seed || null,
          })),
        };
        participants = participants.map((row) => (row.id === id ? changed : row));
        return json(changed);
      }
      if (/^credentials-pickup\/\d+\/$/.test(rest)) {
        if (method === 'PUT') {
          const body = call.body as { full_name: string; email: string; phone: string; note?: string };
          pickup = {
            ...pickup,
            pickup: {
              full_name: body.full_name,
              email: body.email || null,
              phone: body.phone || null,
              note: body.note ?? '',
              updated_by: { id: me.id, full_name: `${me.first_name} ${me.last_name}` },
              updated: '2026-04-15T10:00:00Z',
            },
          };
        }
        return json(pickup);
      }
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
