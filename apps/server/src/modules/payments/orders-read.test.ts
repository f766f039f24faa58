// The reads of the new payments group (decision 018): WSK's lists and details with their filters and pages,
// the payers' tabs by state with their sums and totals, and who sees which orders.

import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import { pagedSchema } from '@portal/contract/http';
import { sumMoney } from '@portal/contract/money';
import {
  individualLineSchema,
  ORDER_MESSAGES,
  type OrderDetail,
  orderDetailSchema,
  orderSchema,
  orderTotalsSchema,
} from '@portal/contract/order';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness';
import { expectError, UNKNOWN_ID } from '../events/people-fixtures';
import { loadOrderDetails } from './order-details';
import { type BilledEvent, orderFixtures } from './orders-fixtures';

const ctx = useTestApp();
const f = orderFixtures(ctx);
const { tokens, callers, get } = f;

const orderPage = pagedSchema(orderSchema);
const detailPage = pagedSchema(orderDetailSchema);
const individualPage = pagedSchema(individualLineSchema);

async function orderList(url: string, token: string) {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderPage.parse(response.json());
}

async function detailList(url: string, token: string) {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return detailPage.parse(response.json());
}

const idsOf = (page: { results: { id: number }[] }) => page.results.map((order) => order.id);

let main: BilledEvent;

beforeAll(async () => {
  await f.setUp();
  // Italy's NF: three athletes; France: one; the self-registered athlete; the team: two roster athletes.
  main = await f.billedEvent({ italy: 3, france: 1, self: true, team: 2 });
});

describe('WSK lists', () => {
  it('lists an event’s federation and athlete orders, newest first, as summaries', async () => {
    const page = await orderList(`orders/wsk_list/?event=${main.target.id}`, tokens.wskViewer);
    const expected = [main.orders.italy, main.orders.france, main.orders.athlete].sort((a, b) => b - a);
    expect(page.count).toBe(3);
    expect(idsOf(page)).toEqual(expected);
    const italy = page.results.find((order) => order.id === main.orders.italy);
    expect(italy).toMatchObject({
      reference: `WS-${String(main.orders.italy).padStart(6, '0')}`,
      event: { id: main.target.id },
      payer: { kind: 'federation', id: f.refs.italy, federation: { id: f.refs.italy } },
      state: 'awaiting_payment',
      amounts: {
        currency: 'EUR',
        fees: '361.50',
        discount: '0.00',
        due: '361.50',
        paid: '0.00',
        refunded: '0.00',
        pending: '0.00',
        outstanding: '361.50',
      },
      participants_count: 3,
      allowed_payment_systems: ['card', 'bank_transfer'],
    });
    expect(italy).not.toHaveProperty('lines');
  });

  it('sums every order the filters match, whatever the page', async () => {
    const totalsOf = async (url: string) => {
      const response = await get(url, tokens.wskViewer);
      expect(response.statusCode, response.body).toBe(200);
      return orderTotalsSchema.shape.totals.parse(response.json().totals);
    };
    const base = `orders/wsk_list/?event=${main.target.id}`;
    expect(await totalsOf(`${base}&page_size=1`)).toEqual([
      {
        currency: 'EUR',
        orders: 3,
        fees: '602.50',
        discount: '0.00',
        due: '602.50',
        paid: '0.00',
        refunded: '0.00',
        pending: '0.00',
        outstanding: '602.50',
      },
    ]);
    expect((await totalsOf(`${base}&payer_kind=federation`))[0]).toMatchObject({ orders: 2, fees: '482.00' });
    expect(await totalsOf(`${base}&state=paid`)).toEqual([]);
    expect((await totalsOf(`orders/marathon_teams_wsk_list/?event=${main.target.id}`))[0]).toMatchObject({
      orders: 1,
      fees: '120.00',
      outstanding: '120.00',
    });
  });

  it('narrows by payer kind, state and payer name', async () => {
    const base = `orders/wsk_list/?event=${main.target.id}`;
    expect(idsOf(await orderList(`${base}&payer_kind=athlete`, tokens.wskAdmin))).toEqual([
      main.orders.athlete,
    ]);
    expect((await orderList(`${base}&payer_kind=federation`, tokens.wskAdmin)).count).toBe(2);
    expect((await orderList(`${base}&state=paid`, tokens.wskAdmin)).count).toBe(0);
    expect((await orderList(`${base}&state=awaiting_payment`, tokens.wskAdmin)).count).toBe(3);
    expect(idsOf(await orderList(`${base}&search=ital`, tokens.wskAdmin))).toEqual([main.orders.italy]);
    expect(idsOf(await orderList(`${base}&search=selfpay`, tokens.wskAdmin))).toEqual([main.orders.athlete]);
    expect(idsOf(await orderList(`${base}&search=selma%20self`, tokens.wskAdmin))).toEqual([
      main.orders.athlete,
    ]);
    // The caller's wildcards are taken literally.
    expect((await orderList(`${base}&search=%25`, tokens.wskAdmin)).count).toBe(0);
    expect((await orderList(`${base}&search=_`, tokens.wskAdmin)).count).toBe(0);
    // Another event's orders never show.
    const other = await f.billedEvent({ italy: 1 });
    expect(idsOf(await orderList(`orders/wsk_list/?event=${other.target.id}`, tokens.wskAdmin))).toEqual([
      other.orders.italy,
    ]);
  });

  it('pages in SQL with the count over every page and links to the neighbours', async () => {
    const base = `orders/wsk_list/?event=${main.target.id}`;
    const first = await orderList(`${base}&page_size=2`, tokens.wskAdmin);
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(
      /\/api\/client\/new_payments\/orders\/wsk_list\/\?event=\d+&page_size=2&page=2$/,
    );
    const second = await orderList(`${base}&page_size=2&page=2`, tokens.wskAdmin);
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/page=1/);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(await orderList(base, tokens.wskAdmin)));
    // A page past the end has no rows, and still the count over every page.
    const beyond = await orderList(`${base}&page_size=2&page=3`, tokens.wskAdmin);
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(3);
    expect((await orderList(`${base}&state=paid&page=2`, tokens.wskAdmin)).count).toBe(0);
  });

  it('lists the team orders of an event by state and team name', async () => {
    const base = `orders/marathon_teams_wsk_list/?event=${main.target.id}`;
    const page = await orderList(base, tokens.wskAdmin);
    expect(idsOf(page)).toEqual([main.orders.team]);
    expect(page.results[0]).toMatchObject({
      payer: { kind: 'team', id: f.teamIds.team, name: 'Roma Marathon Rollers', federation: null },
      amounts: { fees: '120.00', outstanding: '120.00' },
      participants_count: 2,
    });
    expect((await orderList(`${base}&search=roma%20mara`, tokens.wskAdmin)).count).toBe(1);
    expect((await orderList(`${base}&search=lyon`, tokens.wskAdmin)).count).toBe(0);
    expect((await orderList(`${base}&state=waived`, tokens.wskAdmin)).count).toBe(0);
  });

  it('lists the lines of individual orders, one row each, with their order', async () => {
    const second = await f.billedEvent({ italy: 0, self: true });
    const response = await get(
      `participants/marathon_individuals_wsk_list/?event=${second.target.id}`,
      tokens.wskAdmin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = individualPage.parse(response.json());
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      order: { id: second.orders.athlete, state: 'awaiting_payment' },
      line: { fee: '120.50', participant: { user: { id: callers.selfAthlete.id } } },
      currency: 'EUR',
    });
    const lines = individualPage.parse(
      (
        await get(
          `participants/marathon_individuals_wsk_list/?event=${main.target.id}&state=paid`,
          tokens.wskAdmin,
        )
      ).json(),
    );
    expect(lines.count).toBe(0);
  });

  it('finds the orders with a payment to check, and says so on individual lines', async () => {
    // Italy's and the athlete's totals are checked elsewhere across events: France and another athlete here.
    const event = await f.billedEvent({ italy: 0, france: 1, self: true, team: 1 });
    await f.pay(event.orders.france, '50', 'pending');
    await f.pay(event.orders.team, '10', 'confirmed');
    await f.pay(event.orders.athlete, '20', 'pending');
    const id = event.target.id;
    expect(idsOf(await orderList(`orders/wsk_list/?event=${id}&to_check=true`, tokens.wskAdmin))).toEqual([
      event.orders.athlete,
      event.orders.france,
    ]);
    expect((await orderList(`orders/wsk_list/?event=${id}&to_check=false`, tokens.wskAdmin)).count).toBe(2);
    expect(
      (await orderList(`orders/marathon_teams_wsk_list/?event=${id}&to_check=true`, tokens.wskAdmin)).count,
    ).toBe(0);
    const lines = individualPage.parse(
      (
        await get(`participants/marathon_individuals_wsk_list/?event=${id}&to_check=true`, tokens.wskAdmin)
      ).json(),
    );
    expect(lines.results.map((row) => row.order)).toEqual([
      {
        id: event.orders.athlete,
        reference: expect.any(String),
        state: 'awaiting_payment',
        pending: '20.00',
      },
    ]);
    expect((await get(`orders/wsk_list/?event=${id}&to_check=maybe`, tokens.wskAdmin)).statusCode).toBe(400);
  });

  it('pages the individual lines over lines, not orders', async () => {
    const event = await f.billedEvent({ italy: 0, self: true });
    // A second line on the athlete's order (as a move from the federation's order would leave it).
    const [line] = await f.lineIdsOf(event.orders.athlete);
    const other = await f.billedEvent({ italy: 1 });
    const [moved] = await f.lineIdsOf(other.orders.italy);
    await f.moveLine(moved ?? 0, event.orders.athlete);
    const url = `participants/marathon_individuals_wsk_list/?event=${event.target.id}&page_size=1`;
    const first = individualPage.parse((await get(url, tokens.wskAdmin)).json());
    expect(first.count).toBe(2);
    expect(first.results.map((row) => row.line.id)).toEqual([line]);
    const second = individualPage.parse((await get(`${url}&page=2`, tokens.wskAdmin)).json());
    expect(second.results.map((row) => row.line.id)).toEqual([moved]);
    expect(second.results[0]?.order.id).toBe(event.orders.athlete);
    const beyond = individualPage.parse((await get(`${url}&page=3`, tokens.wskAdmin)).json());
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(2);
  });

  it('gives an order’s details only through the endpoint of its payer kind', async () => {
    const details = async (path: string, id: number) => {
      const response = await get(`orders/${path}/?order=${id}`, tokens.wskViewer);
      expect(response.statusCode, response.body).toBe(200);
      return orderDetailSchema.parse(response.json());
    };
    const italy = await details('wsk_details', main.orders.italy);
    expect(italy.lines).toHaveLength(3);
    expect(italy.lines.every((line) => line.fee === '120.50' && line.due === '120.50')).toBe(true);
    expect((await details('wsk_details', main.orders.athlete)).payer.kind).toBe('athlete');
    expect((await details('marathon_teams_wsk_details', main.orders.team)).lines).toHaveLength(2);
    expect((await details('marathon_individuals_wsk_details', main.orders.athlete)).id).toBe(
      main.orders.athlete,
    );
    const notFound = [
      ['wsk_details', main.orders.team],
      ['marathon_teams_wsk_details', main.orders.italy],
      ['marathon_teams_wsk_details', main.orders.athlete],
      ['marathon_individuals_wsk_details', main.orders.italy],
      ['marathon_individuals_wsk_details', main.orders.team],
      ['wsk_details', UNKNOWN_ID],
    ] as const;
    for (const [path, id] of notFound) {
      expectError(
        await get(`orders/${path}/?order=${id}`, tokens.wskAdmin),
        404,
        ORDER_MESSAGES.ORDER_NOT_FOUND,
      );
    }
  });

  it('is for WSK staff only and needs the event', async () => {
    const urls = [
      `orders/wsk_list/?event=${main.target.id}`,
      `orders/marathon_teams_wsk_list/?event=${main.target.id}`,
      `participants/marathon_individuals_wsk_list/?event=${main.target.id}`,
      `orders/wsk_details/?order=${main.orders.italy}`,
      `orders/marathon_teams_wsk_details/?order=${main.orders.team}`,
      `orders/marathon_individuals_wsk_details/?order=${main.orders.athlete}`,
    ];
    for (const url of urls) {
      for (const token of [tokens.nfAdmin, tokens.athlete, tokens.guest, callers.teamAdmin.token]) {
        expect((await get(url, token)).statusCode, url).toBe(403);
      }
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await get('orders/wsk_list/', tokens.wskAdmin)).statusCode).toBe(400);
    expect(
      (await get(`orders/wsk_list/?event=${main.target.id}&state=lost`, tokens.wskAdmin)).statusCode,
    ).toBe(400);
    expect(
      (await get(`orders/wsk_list/?event=${main.target.id}&payer_kind=team`, tokens.wskAdmin)).statusCode,
    ).toBe(400);
    expect((await get('orders/wsk_details/', tokens.wskAdmin)).statusCode).toBe(400);
  });
});

describe('payers’ tabs by state', () => {
  /** Italy's orders of events in every state, each with two lines of 120.50. */
  const italy = {
    awaiting: 0,
    pending: 0,
    partial: 0,
    paid: 0,
    refunded: 0,
    waived: 0,
    cancelled: 0,
  };
  const events = { ...italy };

  beforeAll(async () => {
    for (const key of Object.keys(italy) as (keyof typeof italy)[]) {
      const event = await f.billedEvent({ italy: 2 });
      italy[key] = event.orders.italy;
      events[key] = event.target.id;
    }
    await f.pay(italy.pending, '100.00', 'pending');
    await f.pay(italy.partial, '100.00');
    await f.pay(italy.partial, '50.00', 'declined');
    await f.pay(italy.paid, '200.00');
    await f.pay(italy.paid, '41.00');
    await f.pay(italy.refunded, '241.00');
    const [first] = await f.lineIdsOf(italy.refunded);
    await f.refund(first ?? 0, '20.50');
    await f.refund(first ?? 0, '10.00', 'requested');
    await f.waive(italy.waived);
    await f.cancel(italy.cancelled);
  });

  const nfTab = async (path: string, event?: number) =>
    detailList(`orders/${path}/${event === undefined ? '' : `?event=${event}`}`, tokens.nfViewer);

  it('derives every state and the sums from lines, payments and refunds', async () => {
    const expected: Record<keyof typeof italy, Partial<OrderDetail>> = {
      awaiting: { state: 'awaiting_payment' },
      pending: { state: 'awaiting_payment' },
      partial: { state: 'partially_paid' },
      paid: { state: 'paid' },
      refunded: { state: 'paid' },
      waived: { state: 'waived' },
      cancelled: { state: 'cancelled' },
    };
    for (const key of Object.keys(italy) as (keyof typeof italy)[]) {
      const page = await orderList(
        `orders/wsk_list/?event=${events[key]}&state=${expected[key].state}`,
        tokens.wskAdmin,
      );
      expect(idsOf(page), key).toContain(italy[key]);
    }
    const amounts = async (key: keyof typeof italy) =>
      orderDetailSchema.parse((await get(`orders/wsk_details/?order=${italy[key]}`, tokens.wskAdmin)).json())
        .amounts;
    expect(await amounts('pending')).toMatchObject({
      pending: '100.00',
      paid: '0.00',
      outstanding: '241.00',
    });
    expect(await amounts('partial')).toMatchObject({
      fees: '241.00',
      due: '241.00',
      paid: '100.00',
      pending: '0.00',
      outstanding: '141.00',
    });
    expect(await amounts('refunded')).toEqual({
      currency: 'EUR',
      fees: '241.00',
      discount: '0.00',
      due: '220.50',
      paid: '220.50',
      refunded: '20.50',
      pending: '0.00',
      outstanding: '0.00',
    });
    expect(await amounts('waived')).toMatchObject({ fees: '241.00', discount: '241.00', due: '0.00' });
    expect(await amounts('cancelled')).toMatchObject({ fees: '0.00', due: '0.00', outstanding: '0.00' });
  });

  it('puts awaiting and partially paid orders in awaiting, paid or part-paid ones in processed', async () => {
    const awaiting = idsOf(await nfTab('nf_payments'));
    const processed = idsOf(await nfTab('nf_processed_payments'));
    const waived = idsOf(await nfTab('nf_waived_payments'));
    expect(awaiting).toEqual(expect.arrayContaining([italy.awaiting, italy.pending, italy.partial]));
    expect(awaiting).not.toEqual(expect.arrayContaining([italy.paid]));
    expect(processed).toEqual([italy.partial, italy.paid, italy.refunded].sort((a, b) => b - a));
    expect(waived).toEqual([italy.waived]);
    for (const list of [awaiting, processed, waived]) {
      expect(list).not.toContain(italy.cancelled);
      expect(list).not.toContain(main.orders.france);
    }
    for (const ids of [awaiting, processed]) expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // Lists carry the lines.
    const [order] = (await nfTab('nf_payments', events.partial)).results;
    expect(order?.lines.map((line) => line.paid)).toEqual(['100.00', '0.00']);
  });

  it('narrows a tab to one event and pages it', async () => {
    expect(idsOf(await nfTab('nf_payments', events.paid))).toEqual([]);
    expect(idsOf(await nfTab('nf_processed_payments', events.paid))).toEqual([italy.paid]);
    expect(idsOf(await nfTab('nf_waived_payments', events.cancelled))).toEqual([]);
    const page = await detailList('orders/nf_processed_payments/?page_size=2', tokens.nfAdmin);
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toMatch(/page=2/);
  });

  it('totals the federation’s orders per currency, one event or all of them', async () => {
    const total = async (query = '') => {
      const response = await get(`orders/nf_total/${query}`, tokens.nfViewer);
      expect(response.statusCode, response.body).toBe(200);
      return orderTotalsSchema.parse(response.json()).totals;
    };
    expect(await total(`?event=${events.refunded}`)).toEqual([
      {
        currency: 'EUR',
        orders: 1,
        fees: '241.00',
        discount: '0.00',
        due: '220.50',
        paid: '220.50',
        refunded: '20.50',
        pending: '0.00',
        outstanding: '0.00',
      },
    ]);
    expect(await total(`?event=${events.cancelled}`)).toEqual([]);
    // Every event: the sum of the orders in the tabs (the cancelled one in none, and counted in no total).
    const listed = new Map<number, OrderDetail>();
    for (const path of ['nf_payments', 'nf_processed_payments', 'nf_waived_payments']) {
      for (const order of (await detailList(`orders/${path}/?page_size=100`, tokens.nfAdmin)).results) {
        listed.set(order.id, order);
      }
    }
    const sum = (field: 'fees' | 'discount' | 'due' | 'paid' | 'refunded' | 'pending' | 'outstanding') =>
      sumMoney([...listed.values()].map((order) => order.amounts[field]));
    const [all] = await total();
    expect(all?.orders).toBe(listed.size);
    for (const field of ['fees', 'discount', 'due', 'paid', 'refunded', 'pending', 'outstanding'] as const) {
      expect(all?.[field], field).toBe(sum(field));
    }
    expect(all).toMatchObject({ pending: '100.00', refunded: '20.50' });
  });

  it('gives athletes their own tabs and totals', async () => {
    const event = await f.billedEvent({ italy: 0, self: true });
    const tab = async (path: string) =>
      idsOf(await detailList(`orders/${path}/?event=${event.target.id}`, callers.selfAthlete.token));
    expect(await tab('athlete_awaiting_payment')).toEqual([event.orders.athlete]);
    expect(await tab('athlete_processed_payments')).toEqual([]);
    await f.pay(event.orders.athlete, '120.50');
    expect(await tab('athlete_awaiting_payment')).toEqual([]);
    expect(await tab('athlete_processed_payments')).toEqual([event.orders.athlete]);
    expect(await tab('athlete_waived_payment')).toEqual([]);
    const totals = orderTotalsSchema.parse(
      (await get(`orders/athlete_total/?event=${event.target.id}`, callers.selfAthlete.token)).json(),
    );
    expect(totals.totals).toEqual([
      {
        currency: 'EUR',
        orders: 1,
        fees: '120.50',
        discount: '0.00',
        due: '120.50',
        paid: '120.50',
        refunded: '0.00',
        pending: '0.00',
        outstanding: '0.00',
      },
    ]);
    const waivedEvent = await f.billedEvent({ italy: 0, self: true });
    await f.waive(waivedEvent.orders.athlete);
    expect(
      idsOf(
        await detailList(
          `orders/athlete_waived_payment/?event=${waivedEvent.target.id}`,
          callers.selfAthlete.token,
        ),
      ),
    ).toEqual([waivedEvent.orders.athlete]);
  });

  it('gives team administrators their team’s tabs', async () => {
    const event = await f.billedEvent({ italy: 0, team: 1 });
    const tab = async (path: string, query = '') =>
      idsOf(await detailList(`orders/${path}/?event=${event.target.id}${query}`, callers.teamAdmin.token));
    expect(await tab('team_admin_payments')).toEqual([event.orders.team]);
    await f.pay(event.orders.team, '30.00');
    expect(await tab('team_admin_payments', `&team=${f.teamIds.team}`)).toEqual([event.orders.team]);
    expect(await tab('team_admin_processed_payments')).toEqual([event.orders.team]);
    expect(await tab('team_admin_waived_payments')).toEqual([]);
  });
});

describe('scopes', () => {
  it('shows NF staff their federation’s orders and never another’s', async () => {
    const lists = ['nf_payments', 'nf_processed_payments', 'nf_waived_payments', 'nf_individual_payments'];
    for (const path of lists) {
      const italian = idsOf(await detailList(`orders/${path}/?event=${main.target.id}`, tokens.nfAdmin));
      const french = idsOf(
        await detailList(`orders/${path}/?event=${main.target.id}`, callers.franceNf.token),
      );
      expect(italian).not.toContain(main.orders.france);
      expect(french).not.toContain(main.orders.italy);
      expect(french).not.toContain(main.orders.team);
      expect(italian).not.toContain(main.orders.team);
    }
    expect(idsOf(await detailList(`orders/nf_payments/?event=${main.target.id}`, tokens.nfAdmin))).toEqual([
      main.orders.italy,
    ]);
    expect(
      idsOf(await detailList(`orders/nf_payments/?event=${main.target.id}`, callers.franceNf.token)),
    ).toEqual([main.orders.france]);
    const frenchTotal = orderTotalsSchema.parse(
      (await get(`orders/nf_total/?event=${main.target.id}`, callers.franceNf.token)).json(),
    );
    expect(frenchTotal.totals).toMatchObject([{ orders: 1, fees: '120.50' }]);
  });

  it('shows NF staff the individual orders of their federation’s athletes only', async () => {
    const url = `orders/nf_individual_payments/?event=${main.target.id}`;
    expect(idsOf(await detailList(url, tokens.nfViewer))).toEqual([main.orders.athlete]);
    expect(idsOf(await detailList(url, callers.franceNf.token))).toEqual([]);
  });

  it('gives NF staff without a federation empty lists', async () => {
    const id = await f.person('nf_admin', {}, 'admin');
    const token = await ctx.token({ role: 'nf_admin', permission: 'admin', userId: id });
    expect((await detailList('orders/nf_payments/', token)).count).toBe(0);
    expect(orderTotalsSchema.parse((await get('orders/nf_total/', token)).json()).totals).toEqual([]);
  });

  it('shows an athlete only their own orders', async () => {
    expect(
      idsOf(
        await detailList(
          `orders/athlete_awaiting_payment/?event=${main.target.id}`,
          callers.selfAthlete.token,
        ),
      ),
    ).toEqual([main.orders.athlete]);
    for (const path of ['athlete_awaiting_payment', 'athlete_processed_payments', 'athlete_waived_payment']) {
      expect((await detailList(`orders/${path}/`, tokens.athlete)).count).toBe(0);
    }
    expect(
      orderTotalsSchema.parse((await get('orders/athlete_total/', tokens.athlete)).json()).totals,
    ).toEqual([]);
  });

  it('shows a team administrator only their team, and 404 for a team that is not theirs', async () => {
    const lists = ['team_admin_payments', 'team_admin_processed_payments', 'team_admin_waived_payments'];
    for (const path of lists) {
      expect(
        idsOf(await detailList(`orders/${path}/?event=${main.target.id}`, callers.otherTeamAdmin.token)),
      ).toEqual([]);
      expectError(
        await get(`orders/${path}/?team=${f.teamIds.team}`, callers.otherTeamAdmin.token),
        404,
        TEAM_MESSAGES.TEAM_NOT_FOUND,
      );
      expectError(
        await get(`orders/${path}/?team=${UNKNOWN_ID}`, callers.teamAdmin.token),
        404,
        TEAM_MESSAGES.TEAM_NOT_FOUND,
      );
      // Someone who runs no team has nothing to see.
      expect((await detailList(`orders/${path}/`, tokens.athlete)).count).toBe(0);
    }
    expect(
      idsOf(await detailList(`orders/team_admin_payments/?event=${main.target.id}`, callers.teamAdmin.token)),
    ).toEqual([main.orders.team]);
  });

  it('shows a team administrator the individual orders of their roster athletes', async () => {
    const url = `orders/team_admin_individual_payments/?event=${main.target.id}`;
    expect(idsOf(await detailList(url, callers.teamAdmin.token))).toEqual([main.orders.athlete]);
    expect(idsOf(await detailList(url, callers.otherTeamAdmin.token))).toEqual([]);
    expect((await detailList(`${url}&team=${f.teamIds.otherTeam}`, callers.otherTeamAdmin.token)).count).toBe(
      0,
    );
  });

  it('refuses the roles the contract leaves out', async () => {
    const nf = [
      'nf_payments',
      'nf_individual_payments',
      'nf_processed_payments',
      'nf_waived_payments',
      'nf_total',
    ];
    for (const path of nf) {
      for (const token of [tokens.wskAdmin, tokens.athlete, tokens.guest, tokens.ito]) {
        expect((await get(`orders/${path}/`, token)).statusCode, path).toBe(403);
      }
      expect((await get(`orders/${path}/`, null)).statusCode).toBe(401);
    }
    const athlete = [
      'athlete_awaiting_payment',
      'athlete_processed_payments',
      'athlete_waived_payment',
      'athlete_total',
    ];
    for (const path of athlete) {
      for (const token of [tokens.wskAdmin, tokens.nfAdmin, tokens.guest, callers.teamAdmin.token]) {
        expect((await get(`orders/${path}/`, token)).statusCode, path).toBe(403);
      }
    }
    for (const path of ['team_admin_payments', 'team_admin_individual_payments']) {
      expect((await get(`orders/${path}/`, null)).statusCode).toBe(401);
    }
  });
});

describe('queries per page', () => {
  afterEach(() => vi.restoreAllMocks());

  // A page's orders with their payer, lines, payments and refunds: one statement whatever the page's length.
  it('reads a batch of orders with every part in one statement, in the order of the ids', async () => {
    const { driver } = ctx.database.handle;
    const target: { query: (...args: never[]) => unknown } =
      driver.kind === 'pglite' ? driver.client : driver.pool;
    const ids = [main.orders.athlete, main.orders.italy, UNKNOWN_ID, main.orders.france];
    const spy = vi.spyOn(target, 'query');
    const details = await loadOrderDetails(ctx.db, ids);
    expect(spy.mock.calls.length).toBe(1);
    expect(details.map((order) => [order.id, order.lines.length])).toEqual([
      [main.orders.athlete, 1],
      [main.orders.italy, 3],
      [main.orders.france, 1],
    ]);
    const italy = details[1];
    expect(italy?.lines.map((line) => line.fee)).toEqual(['120.50', '120.50', '120.50']);
    expect(italy?.lines[0]?.participant).toMatchObject({ federation: { id: f.refs.italy } });
    expect(italy?.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
