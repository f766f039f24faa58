// A fake of WSK's payments endpoints for the screen's tests: the signed-in user, the three lists answering
// `event`, `state`, `payer_kind`, `search`, `to_check` and `page` as the server does, the details per order,
// and the discount and payment-system writes, the decisions on payments (confirm, correct, decline) and the
// refund writes (record, confirm, change, decline), which stick (as on the server) so a refetch sees them.
import { fromCents, toCents } from '@portal/contract/money';
import type {
  IndividualLine,
  Order,
  OrderDetail,
  OrderLine,
  OrderPayment,
  RefundRequest,
} from '@portal/contract/order';
import type { TeamSeason } from '@portal/contract/team';
import type { User } from '@portal/contract/user';
import { athlete } from '../../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../../shared/testing/mock-api';

export const NEW_PAYMENTS_PATH = '/api/client/new_payments/';
export const TEAMS_PATH = '/api/client/teams/';

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
export const nfAdmin: User = {
  ...athlete,
  id: 5,
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'admin' },
  nf_admin_federation: italy,
};

const at = '2026-04-10T10:00:00Z';

export function orderLine(id: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    annual_fee: null,
    participant: {
      id: 100 + id,
      user: { id: 300 + id, full_name: `Skater ${id}` },
      kind: 'athlete',
      status: 'approved',
      event_sport: { id: 10, sport: { id: 4, name: 'Inline speed skating' } },
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

export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    reference: `WS-${String(id).padStart(6, '0')}`,
    event: { id: 1, name: 'World Championships 1' },
    season: null,
    payer: { kind: 'federation', id: italy.id, name: 'Italy', federation: italy },
    state: 'awaiting_payment',
    amounts: {
      currency: 'EUR',
      fees: '240.00',
      discount: '0.00',
      due: '240.00',
      paid: '0.00',
      refunded: '0.00',
      pending: '0.00',
      outstanding: '240.00',
    },
    allowed_payment_systems: ['card', 'bank_transfer'],
    participants_count: 2,
    created: at,
    updated: at,
    ...overrides,
  };
}

export function orderDetail(summary: Order, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return { ...summary, lines: [orderLine(1), orderLine(2)], payments: [], refunds: [], ...overrides };
}

/** A pending bank transfer with a PDF proof, sent by the federation's administrator. */
export function orderPayment(id: number, overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id,
    order: 1,
    amount: '50.00',
    currency: 'EUR',
    payment_system: 'bank_transfer',
    state: 'pending',
    created: '2026-04-11T09:00:00Z',
    created_by: { id: 5, full_name: 'Nico Ferri' },
    decided: null,
    decided_by: null,
    decline_reason: null,
    proof: {
      file_name: `${String(id).padStart(32, '0')}.pdf`,
      content_type: 'application/pdf',
      url: `https://files.test/proof-${id}.pdf?signature=x`,
    },
    ...overrides,
  };
}

export function individualLine(line: OrderLine, summary: Order = order(50)): IndividualLine {
  return {
    order: {
      id: summary.id,
      reference: summary.reference,
      state: summary.state,
      pending: summary.amounts.pending,
    },
    line,
    currency: summary.amounts.currency,
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
  /** `orders/wsk_list/`: federation and athlete orders. */
  readonly orders?: readonly Order[];
  /** `orders/marathon_teams_wsk_list/`. */
  readonly teamOrders?: readonly Order[];
  /** `participants/marathon_individuals_wsk_list/`. */
  readonly individuals?: readonly IndividualLine[];
  /** `annual-orders/wsk_list/` of the team service: annual team orders (filtered by `season` too). */
  readonly annualOrders?: readonly Order[];
  /** `team-seasons/now/`: the current season, or null between seasons. */
  readonly currentSeason?: TeamSeason | null;
  /** The details of each order by id, whichever details call asks (`annual-orders/{id}/` included). */
  readonly details?: readonly OrderDetail[];
  /** Answers a read instead of the default reply (a failure). */
  readonly read?: (call: Call) => Response | undefined;
  /** Answers a write instead of the default reply (a refusal). */
  readonly write?: (call: Call) => Response | undefined;
}

const notFound = () => json({ error: { code: 404, message: 'Order not found' } }, 404);

function paged<T>(rows: readonly T[], search: URLSearchParams, extra: object = {}) {
  const page = Number(search.get('page') ?? '1');
  const size = Number(search.get('page_size') ?? '20');
  return json({
    count: rows.length,
    next: null,
    previous: null,
    results: rows.slice((page - 1) * size, page * size),
    ...extra,
  });
}

type AmountKey = 'fees' | 'discount' | 'due' | 'paid' | 'refunded' | 'pending' | 'outstanding';
const AMOUNT_KEYS: readonly AmountKey[] = [
  'fees',
  'discount',
  'due',
  'paid',
  'refunded',
  'pending',
  'outstanding',
];

/** WSK's lists also sum every matching order, per currency, as the server does. */
function totalsOf(rows: readonly Order[]) {
  const byCurrency = new Map<string, Order[]>();
  for (const row of rows) {
    byCurrency.set(row.amounts.currency, [...(byCurrency.get(row.amounts.currency) ?? []), row]);
  }
  return [...byCurrency].map(([currency, group]) => ({
    currency,
    orders: group.length,
    ...Object.fromEntries(
      AMOUNT_KEYS.map((key) => [
        key,
        fromCents(group.reduce((sum, row) => sum + toCents(row.amounts[key]), 0)),
      ]),
    ),
  }));
}

function pagedOrders(rows: readonly Order[], search: URLSearchParams) {
  return paged(rows, search, { totals: totalsOf(rows) });
}

const matches = (name: string, search: URLSearchParams) =>
  name.toLowerCase().includes((search.get('search') ?? '').toLowerCase());

/** `to_check=true`: only what has a payment waiting (`pending` above zero). */
const toCheck = (pending: string, search: URLSearchParams) =>
  search.get('to_check') !== 'true' || toCents(pending) > 0;

function filterOrders(rows: readonly Order[], search: URLSearchParams): Order[] {
  const state = search.get('state');
  const kind = search.get('payer_kind');
  return rows.filter(
    (row) =>
      (!state || row.state === state) &&
      (!kind || row.payer.kind === kind) &&
      matches(row.payer.name, search) &&
      toCheck(row.amounts.pending, search),
  );
}

/** A requested refund of €20.00 on line `line` (participant `100 + line`), asked by the payer. */
export function refundRequest(
  id: number,
  line: number,
  overrides: Partial<RefundRequest> = {},
): RefundRequest {
  return {
    id,
    line,
    participant: 100 + line,
    amount: '20.00',
    reason: 'Injury before the event',
    state: 'requested',
    created: '2026-04-13T09:00:00Z',
    created_by: { id: 5, full_name: 'Nico Ferri' },
    decided: null,
    decided_by: null,
    decision_reason: null,
    ...overrides,
  };
}

/** The line's discount set, and its due and the order's sums following, as the ledger would. */
function withDiscount(detail: OrderDetail, participant: number, discount: string): OrderDetail {
  const lines = detail.lines.map((line) =>
    line.participant?.id === participant
      ? { ...line, discount, due: fromCents(toCents(line.fee) - toCents(discount)) }
      : line,
  );
  const live = lines.filter((line) => !line.cancelled);
  const sum = (pick: (line: OrderLine) => string) =>
    fromCents(live.reduce((total, line) => total + toCents(pick(line)), 0));
  return {
    ...detail,
    lines,
    amounts: { ...detail.amounts, discount: sum((line) => line.discount), due: sum((line) => line.due) },
  };
}

const cents = (payments: readonly OrderPayment[], state: OrderPayment['state']) =>
  payments.filter((payment) => payment.state === state).reduce((sum, p) => sum + toCents(p.amount), 0);

/** One payment changed, and the order's paid, pending, outstanding and state following, as the ledger would. */
function withPayment(detail: OrderDetail, id: number, change: Partial<OrderPayment>): OrderDetail {
  const payments = detail.payments.map((payment) =>
    payment.id === id ? { ...payment, ...change } : payment,
  );
  const confirmed = cents(payments, 'confirmed');
  const due = toCents(detail.amounts.due);
  const paid = confirmed - toCents(detail.amounts.refunded);
  return {
    ...detail,
    payments,
    state: confirmed === 0 ? detail.state : confirmed >= due ? 'paid' : 'partially_paid',
    amounts: {
      ...detail.amounts,
      paid: fromCents(paid),
      pending: fromCents(cents(payments, 'pending')),
      outstanding: fromCents(Math.max(0, due - paid)),
    },
  };
}

const DECIDED = { decided: '2026-04-14T08:30:00Z', decided_by: { id: 1, full_name: 'Wanda Keller' } };

/**
 * The refunds changed, and the lines' paid and refunded and the order's sums following from the confirmed
 * ones, as the ledger would (a refund takes the same amount off what the line owes and off what it paid).
 */
function withRefunds(detail: OrderDetail, refunds: readonly RefundRequest[]): OrderDetail {
  const confirmedOn = (rows: readonly RefundRequest[], line: number) =>
    rows
      .filter((refund) => refund.line === line && refund.state === 'confirmed')
      .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  const lines = detail.lines.map((line) => {
    const added = confirmedOn(refunds, line.id) - confirmedOn(detail.refunds, line.id);
    return {
      ...line,
      paid: fromCents(toCents(line.paid) - added),
      due: fromCents(toCents(line.due) - added),
      refunded: fromCents(toCents(line.refunded) + added),
    };
  });
  const sum = (pick: (line: OrderLine) => string) =>
    fromCents(lines.reduce((total, line) => total + toCents(pick(line)), 0));
  return {
    ...detail,
    lines,
    refunds: [...refunds],
    amounts: {
      ...detail.amounts,
      paid: sum((line) => line.paid),
      due: sum((line) => line.due),
      refunded: sum((line) => line.refunded),
    },
  };
}

/** A WSK refund write on `found`: the order as it then is. */
function refundWrite(found: OrderDetail, call: Call, refundId: number | null, action: string): OrderDetail {
  const body = call.body as Record<string, unknown>;
  if (action === 'wsk_create_refund') {
    const line = found.lines.find((candidate) => candidate.participant?.id === body.participant);
    const made = refundRequest(900 + found.refunds.length, line?.id ?? 0, {
      participant: Number(body.participant),
      amount: fromCents(toCents(String(body.amount))),
      reason: String(body.reason),
      created: DECIDED.decided,
      created_by: DECIDED.decided_by,
      ...(body.confirm ? { state: 'confirmed' as const, ...DECIDED } : {}),
    });
    return withRefunds(found, [...found.refunds, made]);
  }
  const change = (refund: RefundRequest): RefundRequest => {
    if (refund.id !== refundId) return refund;
    if (action === 'wsk_confirm') return { ...refund, state: 'confirmed', ...DECIDED };
    if (body.state === 'declined')
      return { ...refund, state: 'declined', decision_reason: String(body.decision_reason), ...DECIDED };
    return { ...refund, amount: fromCents(toCents(String(body.amount))) };
  };
  return withRefunds(found, found.refunds.map(change));
}

/** The change a WSK decision makes to its payment. */
function decision(action: string, call: Call): Partial<OrderPayment> {
  if (action === 'wsk_confirm') return { state: 'confirmed', ...DECIDED };
  if (action === 'wsk_update')
    return { amount: fromCents(toCents((call.body as { amount: string }).amount)) };
  return { state: 'declined', decline_reason: call.search.get('reason'), ...DECIDED };
}

export function mockWskPaymentsApi({
  me = wskAdmin,
  orders = [],
  teamOrders = [],
  individuals = [],
  annualOrders = [],
  currentSeason = null,
  details: initialDetails = [],
  read,
  write,
}: FakeOptions = {}) {
  const calls: Call[] = [];
  let details = [...initialDetails];
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
    // The team service's season and annual orders (the shell's own team calls go to the fallback).
    const teamsRest = url.pathname.startsWith(TEAMS_PATH) ? url.pathname.slice(TEAMS_PATH.length) : '';
    if (/^(team-seasons\/now|annual-orders)\//.test(teamsRest) && method === 'GET') {
      const rest = teamsRest;
      const search = url.searchParams;
      calls.push(call);
      const answer = read?.(call);
      if (answer) return answer;
      if (rest === 'team-seasons/now/') return json(currentSeason);
      if (rest === 'annual-orders/wsk_list/') {
        const season = search.get('season');
        const rows = annualOrders.filter((row) => !season || String(row.season?.id) === season);
        return paged(filterOrders(rows, search), search);
      }
      const annual = /^annual-orders\/(\d+)\/$/.exec(rest);
      const found = annual ? details.find((detail) => detail.id === Number(annual[1])) : undefined;
      if (annual) return found ? json(found) : notFound();
    }
    if (!url.pathname.startsWith(NEW_PAYMENTS_PATH)) {
      return fallback ? fallback(input) : new Response('Not found', { status: 404 });
    }
    // The signed-in user's own not-paid orders, loaded at start-up by every screen: none, and not recorded.
    if (url.pathname === `${NEW_PAYMENTS_PATH}orders/not_paid_orders/`) return json([]);
    calls.push(call);
    const answer = method === 'GET' ? read?.(call) : write?.(call);
    if (answer) return answer;
    const rest = url.pathname.slice(NEW_PAYMENTS_PATH.length);
    const search = url.searchParams;
    if (rest === 'orders/wsk_list/') return pagedOrders(filterOrders(orders, search), search);
    if (rest === 'orders/marathon_teams_wsk_list/')
      return pagedOrders(filterOrders(teamOrders, search), search);
    if (rest === 'participants/marathon_individuals_wsk_list/') {
      const state = search.get('state');
      return paged(
        individuals.filter(
          (row) =>
            (!state || row.order.state === state) &&
            matches(row.line.participant?.user.full_name ?? '', search) &&
            toCheck(row.order.pending, search),
        ),
        search,
      );
    }
    if (/^orders\/(wsk|marathon_teams_wsk|marathon_individuals_wsk)_details\/$/.test(rest)) {
      const found = details.find((detail) => detail.id === Number(search.get('order')));
      return found ? json(found) : notFound();
    }
    const discounted = /^participants\/(\d+)\/wsk_change_discount\/$/.exec(rest);
    if (discounted && method === 'PATCH') {
      const participant = Number(discounted[1]);
      const found = details.find((detail) =>
        detail.lines.some((line) => line.participant?.id === participant),
      );
      if (!found) return notFound();
      const changed = withDiscount(found, participant, (call.body as { discount: string }).discount);
      details = details.map((detail) => (detail.id === changed.id ? changed : detail));
      return json(changed);
    }
    const systems = /^orders\/(\d+)\/wsk_change_allowed_payment_systems\/$/.exec(rest);
    if (systems && method === 'PATCH') {
      const found = details.find((detail) => detail.id === Number(systems[1]));
      if (!found) return notFound();
      const changed: OrderDetail = {
        ...found,
        allowed_payment_systems: (call.body as Pick<OrderDetail, 'allowed_payment_systems'>)
          .allowed_payment_systems,
      };
      details = details.map((detail) => (detail.id === changed.id ? changed : detail));
      return json(changed);
    }
    const decided = /^order-payments\/(\d+)\/(wsk_confirm|wsk_update|wsk_decline)\/$/.exec(rest);
    if (decided && method === (decided[2] === 'wsk_decline' ? 'DELETE' : 'PATCH')) {
      const id = Number(decided[1]);
      const found = details.find((detail) => detail.payments.some((payment) => payment.id === id));
      if (!found) return json({ error: { code: 404, message: 'Payment not found' } }, 404);
      const changed = withPayment(found, id, decision(decided[2] ?? '', call));
      details = details.map((detail) => (detail.id === changed.id ? changed : detail));
      return json(changed);
    }
    const created = rest === 'participant-refund-requests/wsk_create_refund/' && method === 'POST';
    const refunded = /^participant-refund-requests\/(\d+)\/(wsk_confirm|wsk_change_refund)\/$/.exec(rest);
    if (created || (refunded && method === 'PATCH')) {
      const refundId = refunded ? Number(refunded[1]) : null;
      const participant = (call.body as { participant?: number } | undefined)?.participant;
      const found = details.find((detail) =>
        refundId === null
          ? detail.lines.some((line) => line.participant?.id === participant)
          : detail.refunds.some((refund) => refund.id === refundId),
      );
      if (!found) return json({ error: { code: 404, message: 'Refund request not found' } }, 404);
      const changed = refundWrite(found, call, refundId, refunded?.[2] ?? 'wsk_create_refund');
      details = details.map((detail) => (detail.id === changed.id ? changed : detail));
      return json(changed, created ? 201 : 200);
    }
    return new Response('Not found', { status: 404 });
  });
  /** The queries sent to a list or details path ending with `suffix`. */
  const queriesTo = (suffix: string) =>
    calls.filter((call) => call.method === 'GET' && call.path.endsWith(suffix)).map((call) => call.search);
  return { calls, fetchMock, queriesTo };
}
