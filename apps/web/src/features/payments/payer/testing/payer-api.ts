// A fake of the payers' payments endpoints for the screens' tests: the signed-in user, one event with one
// sport, each list's orders by path, the totals, whether the caller pays anything, the not-paid orders, the
// user's teams, the moves, which take the line from one order to the other as the server does, and the refund
// requests, which stick on their order (asked, then withdrawn) so a refetch sees them.
import { REFUND_MESSAGES } from '@portal/contract/endpoints/refunds';
import type { Event, EventSport } from '@portal/contract/event';
import type {
  NotPaidOrder,
  OrderDetail,
  OrderLine,
  OrderTotals,
  RefundRequest,
} from '@portal/contract/order';
import type { Team } from '@portal/contract/team';
import type { User } from '@portal/contract/user';
import { athlete } from '../../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../../shared/testing/mock-api';

export const BASE = '/api/client/new_payments/';

export const italy = { id: 3, name: 'Italy', code: 'ITA' };
const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

export const nfAdmin: User = {
  ...athlete,
  id: 5,
  first_name: 'Nico',
  last_name: 'Ferri',
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'admin' },
  nf_admin_federation: italy,
};
export const nfViewer: User = {
  ...nfAdmin,
  id: 9,
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'viewer' },
};
export const athleteUser: User = {
  ...athlete,
  role: { id: 2, name: 'Athlete', type: 'athlete', permission: 'admin' },
  national_federation: italy,
};
export const wskAdmin: User = {
  ...athlete,
  id: 1,
  role: { id: 3, name: 'WSK', type: 'wsk_admin', permission: 'admin' },
};
export const guest: User = {
  ...athlete,
  id: 12,
  role: { id: 1, name: 'Guest', type: 'guest', permission: 'admin' },
};

export const team: Team = {
  id: 4,
  name: 'Roma Inline Marathon Team',
  country_code: 'IT',
  administrator: { id: athlete.id, full_name: 'Ada Skater' },
  sport_type: 'INLINE_SPEED_SKATING',
  roster_size: 6,
  logo: null,
  ban: null,
  active_paid: true,
};

export function testEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    name: 'World Championships 1',
    kind: 'championship',
    status: 'published',
    starts_on: '2026-07-01',
    ends_on: '2026-07-05',
    city: 'Rome',
    country: italy,
    cover_image: null,
    sports: [{ id: 10, sport: speed }],
    venue: 'Foro Italico',
    description: '',
    currency: 'EUR',
    time_zone: 'Europe/Rome',
    custom_sections: [],
    show_only_selected_reports: true,
    created: '2026-01-01T10:00:00Z',
    updated: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

export function testSport(): EventSport {
  return {
    id: 10,
    event: 1,
    sport: speed,
    disciplines: [],
    categories: [],
    need_pre_seed: false,
    need_extra_quota: false,
    need_extra_officials_nto: false,
    allow_self_registration: false,
    extra_official_rules: null,
    today: '2026-04-15',
    participants: [],
  };
}

export function orderLine(id: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    annual_fee: null,
    participant: {
      id: 100 + id,
      user: { id: 300 + id, full_name: `Athlete ${id}` },
      kind: 'athlete',
      status: 'approved',
      event_sport: { id: 10, sport: { id: speed.id, name: speed.name } },
      federation: italy,
    },
    fee: '120.00',
    fee_reduced: false,
    discount: '0.00',
    due: '120.00',
    paid: '0.00',
    refunded: '0.00',
    cancelled: null,
    ...overrides,
  };
}

type LineParticipant = NonNullable<OrderLine['participant']>;

/** A participant's line whose participant differs from the default in `participant`. */
export function participantLine(
  id: number,
  participant: Partial<LineParticipant>,
  overrides: Partial<OrderLine> = {},
): OrderLine {
  const base = orderLine(id);
  return { ...base, participant: { ...(base.participant as LineParticipant), ...participant }, ...overrides };
}

/** The one line of an annual team order: the season's fee, no participant. */
export function annualLine(id: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    ...orderLine(id),
    participant: null,
    annual_fee: { id: 1, name: 'Annual team fee 2026' },
    fee: '300.00',
    due: '300.00',
    ...overrides,
  };
}

/** A team's annual order for the 2026 season (no event), with its one line. */
export function annualOrder(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return order(id, {
    event: null,
    season: { id: 1, name: '2026' },
    payer: { kind: 'team', id: team.id, name: team.name, federation: null },
    participants_count: 0,
    amounts: {
      currency: 'EUR',
      fees: '300.00',
      discount: '0.00',
      due: '300.00',
      paid: '0.00',
      refunded: '0.00',
      pending: '0.00',
      outstanding: '300.00',
    },
    lines: [annualLine(id * 10 + 1)],
    ...overrides,
  });
}

export function order(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    reference: `WS-${String(id).padStart(6, '0')}`,
    event: { id: 1, name: 'World Championships 1' },
    season: null,
    payer: { kind: 'federation', id: italy.id, name: 'Italy', federation: italy },
    state: 'awaiting_payment',
    amounts: {
      currency: 'EUR',
      fees: '120.00',
      discount: '0.00',
      due: '120.00',
      paid: '0.00',
      refunded: '0.00',
      pending: '0.00',
      outstanding: '120.00',
    },
    allowed_payment_systems: ['card', 'bank_transfer'],
    participants_count: 1,
    created: '2026-04-10T10:00:00Z',
    updated: '2026-04-10T10:00:00Z',
    lines: [orderLine(1)],
    payments: [],
    refunds: [],
    ...overrides,
  };
}

export function totals(overrides: Partial<OrderTotals['totals'][number]> = {}): OrderTotals {
  return {
    totals: [
      {
        currency: 'EUR',
        fees: '1434.50',
        discount: '200.00',
        due: '1234.50',
        paid: '0.00',
        refunded: '0.00',
        pending: '100.00',
        outstanding: '1234.50',
        orders: 1,
        ...overrides,
      },
    ],
  };
}

export interface Call {
  readonly path: string;
  readonly method: string;
  readonly search: URLSearchParams;
  /** The JSON body sent, if any. */
  readonly body?: unknown;
}

/** A refund request on line `line` of participant `100 + line`, as `orderLine(line)` makes them. */
export function refundRequest(
  id: number,
  line: number,
  overrides: Partial<RefundRequest> = {},
): RefundRequest {
  return {
    id,
    line,
    participant: 100 + line,
    amount: '50.00',
    reason: 'Injured before the event',
    state: 'requested',
    created: '2026-04-14T10:00:00Z',
    created_by: { id: 5, full_name: 'Nico Ferri' },
    decided: null,
    decided_by: null,
    decision_reason: null,
    ...overrides,
  };
}

function jsonBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return undefined;
  }
}

export interface PayerFakeOptions {
  readonly me?: User;
  readonly event?: Event | null;
  /** Orders by list path after the base ("orders/nf_payments/"); every other list is empty. */
  readonly lists?: Readonly<Record<string, readonly OrderDetail[]>>;
  readonly nfTotal?: OrderTotals;
  readonly athleteTotal?: OrderTotals;
  readonly paymentsExist?: boolean;
  readonly notPaid?: readonly NotPaidOrder[];
  readonly teams?: readonly Team[];
  /** Answers a call instead of the default reply (a refusal, a failure). */
  readonly answer?: (call: Call) => Response | undefined;
}

const page = (results: readonly unknown[]) =>
  json({ count: results.length, next: null, previous: null, results });

export function mockPayerApi({
  me = nfAdmin,
  event = testEvent(),
  lists = {},
  nfTotal = totals(),
  athleteTotal = totals(),
  paymentsExist = true,
  notPaid = [],
  teams = [],
  answer,
}: PayerFakeOptions = {}) {
  const calls: Call[] = [];
  const orders = new Map(Object.entries(lists).map(([path, rows]) => [path, [...rows]]));
  // A move takes the participant's line off the order it is on and puts it on the first order of the other list.
  const move = (participantId: number, from: string, to: string) => {
    const source = orders.get(from) ?? [];
    const holder = source.find((row) => row.lines.some((line) => line.participant?.id === participantId));
    const line = holder?.lines.find((row) => row.participant?.id === participantId);
    if (!holder || !line) return json({ error: { code: 400, message: 'Participant not found' } }, 400);
    orders.set(
      from,
      source.map((row) =>
        row === holder ? { ...row, lines: row.lines.filter((item) => item !== line) } : row,
      ),
    );
    const target = orders.get(to) ?? [];
    const first =
      target[0] ??
      order(900, {
        payer: {
          kind: 'athlete',
          id: 1,
          name: line.participant?.user.full_name ?? 'Athlete',
          federation: italy,
        },
        lines: [],
      });
    orders.set(to, [{ ...first, lines: [...first.lines, line] }, ...target.slice(1)]);
    return json({ from: holder, to: first });
  };
  /** Every list's copy of the order `pick` finds, changed by `change`. */
  const changeOrders = (pick: (row: OrderDetail) => boolean, change: (row: OrderDetail) => OrderDetail) => {
    for (const [path, rows] of orders)
      orders.set(
        path,
        rows.map((row) => (pick(row) ? change(row) : row)),
      );
  };
  let refundIds = 700;
  const requestRefund = (body: { participant: number; amount: string; reason: string }) => {
    const holder = [...orders.values()]
      .flat()
      .find((row) => row.lines.some((line) => line.participant?.id === body.participant));
    const line = holder?.lines.find((row) => row.participant?.id === body.participant);
    if (!holder || !line) return json({ error: { code: 404, message: 'Participant not found' } }, 404);
    refundIds += 1;
    const made = refundRequest(refundIds, line.id, {
      participant: body.participant,
      amount: body.amount,
      reason: body.reason,
      created_by: { id: me.id, full_name: `${me.first_name} ${me.last_name}` },
    });
    changeOrders(
      (row) => row.id === holder.id,
      (row) => ({ ...row, refunds: [...row.refunds, made] }),
    );
    return json(made, 201);
  };
  const withdrawRefund = (id: number) => {
    changeOrders(
      (row) => row.refunds.some((refund) => refund.id === id),
      (row) => ({
        ...row,
        refunds: row.refunds.map((refund) =>
          refund.id === id
            ? { ...refund, state: 'declined' as const, decision_reason: REFUND_MESSAGES.WITHDRAWN }
            : refund,
        ),
      }),
    );
    return new Response(null, { status: 204 });
  };
  const fetchMock = mockAuthApi({
    '/api/client/users/users/me/': () => json(me),
    '/api/client/teams/teams/my/': () => json(teams),
  });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      search: url.searchParams,
      body: jsonBody(init),
    };
    calls.push(call);
    const given = answer?.(call);
    if (given) return given;
    if (url.pathname === '/api/client/events/1/')
      return event ? json(event) : json({ error: { code: 404, message: 'Not found' } }, 404);
    if (url.pathname === '/api/client/events/1/sports/10/') return json(testSport());
    if (url.pathname.startsWith('/api/client/events/'))
      return json({ error: { code: 404, message: 'Not found' } }, 404);
    if (url.pathname.startsWith(BASE)) {
      const rest = url.pathname.slice(BASE.length);
      if (rest === 'orders/nf_total/') return json(nfTotal);
      if (rest === 'orders/athlete_total/') return json(athleteTotal);
      if (rest === 'participants/payments_exists/') return json({ exists: paymentsExist });
      if (rest === 'orders/not_paid_orders/') return json(notPaid);
      const moved = /^participants\/(\d+)\/nf_move_to_(individual|nf)\/$/.exec(rest);
      if (moved && call.method === 'POST') {
        const toIndividual = moved[2] === 'individual';
        return move(
          Number(moved[1]),
          toIndividual ? 'orders/nf_payments/' : 'orders/nf_individual_payments/',
          toIndividual ? 'orders/nf_individual_payments/' : 'orders/nf_payments/',
        );
      }
      if (rest === 'participant-refund-requests/' && call.method === 'POST')
        return requestRefund(call.body as { participant: number; amount: string; reason: string });
      const withdrawn = /^participant-refund-requests\/(\d+)\/$/.exec(rest);
      if (withdrawn && call.method === 'DELETE') return withdrawRefund(Number(withdrawn[1]));
      if (rest.startsWith('orders/')) return page(orders.get(rest) ?? []);
    }
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  return { calls, fetchMock };
}

/** An amounts strip as label → shown value ("Due" → "€1,234.50"). */
export function stripValues(strip: HTMLElement): Record<string, string> {
  const labels = [...strip.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
  const values = [...strip.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
}
