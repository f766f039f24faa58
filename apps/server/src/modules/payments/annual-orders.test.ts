// The teams' annual orders (decision 019) through the API: seasons, fees, opening an order (idempotent, also
// under parallel opens), the team administrator's lists and reads, WSK's list, the amount check, paying by
// test card and by bank transfer confirmed through the event orders' wsk_confirm, refunds on the annual line
// confirmed through the event refunds' wsk_confirm, and the boundaries between the annual and event calls
// and between the roles.
import { ANNUAL_FEE_MESSAGES } from '@portal/contract/endpoints/annual-fees';
import type { OrderPaymentReply, TestCheckout } from '@portal/contract/endpoints/order-payments';
import { REFUNDS_BASE } from '@portal/contract/endpoints/refunds';
import { TEAM_MESSAGES, TEAMS_BASE } from '@portal/contract/endpoints/teams';
import type { Paged } from '@portal/contract/http';
import {
  checkAmountSchema,
  notPaidOrderSchema,
  ORDER_MESSAGES,
  type Order,
  type OrderDetail,
  orderDetailSchema,
  type RefundRequest,
} from '@portal/contract/order';
import { annualTeamFeeSchema, teamSeasonSchema } from '@portal/contract/team';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../../db/schema/payments';
import { annualTeamFees, teamSeasons, teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid } from '../events/people-fixtures';
import { ANNUAL_ORDERS, ANNUAL_PAYMENTS, ANNUAL_REFUNDS, annualSetup, insertSeason } from './annual-fixtures';
import { teamPaidForSeason } from './annual-state';
import { NEW_PAYMENTS, ORDER_PAYMENTS, TEST_CHECKOUT } from './payments-test-setup';

const ctx = useTestApp();
const a = annualSetup(ctx);
const { call, tokens, callers, teamIds, seasons } = a;

const get = (url: string, token: string | null) => call('GET', url, token);

async function json<T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

async function teamPaid(teamId: number, seasonId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ paid: teamPaidForSeason(teams.id, seasonId) })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row?.paid ?? false;
}

let current: OrderDetail;

beforeAll(async () => {
  await a.setUp();
  current = await a.openOrder(teamIds.team, seasons.current.id, callers.teamAdmin.token);
});

describe('team-seasons', () => {
  it('answers the season today falls in to anyone signed in', async () => {
    const season = teamSeasonSchema.parse(
      await json(await get(`${TEAMS_BASE}team-seasons/now/`, tokens.athlete)),
    );
    expect(season).toMatchObject({ id: seasons.current.id, name: seasons.current.name });
    expect((await get(`${TEAMS_BASE}team-seasons/now/`, null)).statusCode).toBe(401);
  });

  it('lists the seasons a team is active in, newest first; 404 for no team', async () => {
    const url = (team: number) => `${TEAMS_BASE}team-seasons/active_paid_by_team/?team=${team}`;
    expect(await json(await get(url(teamIds.otherTeam), tokens.athlete))).toEqual([]);
    expectError(await get(url(999_999), tokens.athlete), 404, TEAM_MESSAGES.TEAM_NOT_FOUND);
  });
});

describe('POST annual-orders/', () => {
  it('opens the order with one line for the fee, and answers the same order again', async () => {
    expect(orderDetailSchema.parse(current)).toMatchObject({
      event: null,
      season: { id: seasons.current.id, name: seasons.current.name },
      payer: { kind: 'team', id: teamIds.team },
      state: 'awaiting_payment',
      amounts: { currency: 'EUR', fees: '250.00', due: '250.00', outstanding: '250.00' },
    });
    expect(current.lines).toHaveLength(1);
    expect(current.lines[0]).toMatchObject({
      participant: null,
      annual_fee: { id: seasons.current.feeId, name: `Annual team fee ${seasons.current.name}` },
      fee: '250.00',
    });
    const again = await a.openOrder(teamIds.team, seasons.current.id, callers.teamAdmin.token);
    expect(again.id).toBe(current.id);
    expect(again.lines).toHaveLength(1);
  });

  it('opens one order under 10 parallel opens', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        a.open(callers.otherTeamAdmin.token, teamIds.otherTeam, seasons.next.id),
      ),
    );
    const ids = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as OrderDetail).id;
    });
    expect(new Set(ids).size).toBe(1);
    const rows = await ctx.db.select().from(orders).where(eq(orders.seasonId, seasons.next.id));
    expect(rows.filter((row) => row.teamId === teamIds.otherTeam)).toHaveLength(1);
    expect((await a.orderDetail(ids[0] ?? 0)).lines).toHaveLength(1);
  });

  it('refuses a season with no fee (400) and an unknown season (404)', async () => {
    await expectInvalid(
      await a.open(callers.teamAdmin.token, teamIds.team, seasons.noFee.id),
      'season',
      ANNUAL_FEE_MESSAGES.NO_FEE,
    );
    expectError(
      await a.open(callers.teamAdmin.token, teamIds.team, 999_999),
      404,
      ANNUAL_FEE_MESSAGES.SEASON_NOT_FOUND,
    );
  });

  it('refuses a team administrator a new order of an ended season or of a banned team (400)', async () => {
    await expectInvalid(
      await a.open(callers.otherTeamAdmin.token, teamIds.otherTeam, seasons.past.id),
      'season',
      ANNUAL_FEE_MESSAGES.SEASON_ENDED,
    );
    const bannedAt = new Date();
    await ctx.db
      .update(teams)
      .set({ bannedAt, banReason: 'Unpaid fines' })
      .where(eq(teams.id, teamIds.otherTeam));
    const later = new Date().getUTCFullYear() + 5;
    const unopened = await insertSeason(ctx, {
      name: `${later}`,
      startsOn: `${later}-01-01`,
      endsOn: `${later}-12-31`,
      amount: '260.00',
    });
    try {
      await expectInvalid(
        await a.open(callers.otherTeamAdmin.token, teamIds.otherTeam, unopened.id),
        'team',
        TEAM_MESSAGES.TEAM_BANNED,
      );
      // WSK administrators may still bill the team, an ended season included.
      const late = await a.openOrder(teamIds.otherTeam, seasons.past.id, tokens.wskAdmin);
      expect(late).toMatchObject({ season: { id: seasons.past.id }, amounts: { fees: '200.00' } });
      // An order already opened is answered as it is.
      const again = await a.open(callers.otherTeamAdmin.token, teamIds.otherTeam, seasons.past.id);
      expect(again.statusCode, again.body).toBe(201);
      expect((again.json() as { id: number }).id).toBe(late.id);
    } finally {
      await ctx.db
        .update(teams)
        .set({ bannedAt: null, banReason: null })
        .where(eq(teams.id, teamIds.otherTeam));
      // The season served this test alone: the fee lists below know the fixtures' seasons only.
      await ctx.db.delete(annualTeamFees).where(eq(annualTeamFees.seasonId, unopened.id));
      await ctx.db.delete(teamSeasons).where(eq(teamSeasons.id, unopened.id));
    }
  });

  it('is the team administrator’s or a WSK administrator’s: others get 404, a WSK viewer 403', async () => {
    for (const token of [callers.otherTeamAdmin.token, tokens.nfAdmin, tokens.athlete]) {
      expectError(await a.open(token, teamIds.team, seasons.past.id), 404, TEAM_MESSAGES.TEAM_NOT_FOUND);
    }
    expect((await a.open(tokens.wskViewer, teamIds.team, seasons.past.id)).statusCode).toBe(403);
    const byWsk = await a.openOrder(teamIds.team, seasons.past.id, tokens.wskAdmin);
    expect(byWsk).toMatchObject({ season: { id: seasons.past.id }, amounts: { fees: '200.00' } });
  });
});

describe('annual-team-fees/for_team_admin/', () => {
  const url = (team?: number) =>
    `${TEAMS_BASE}annual-team-fees/for_team_admin/${team ? `?team=${team}` : ''}`;

  it('lists the fees of seasons not ended, with the caller’s first team’s order', async () => {
    const fees = z.array(annualTeamFeeSchema).parse(await json(await get(url(), callers.teamAdmin.token)));
    expect(fees.map((fee) => fee.season.id)).toEqual([seasons.current.id, seasons.next.id]);
    expect(fees[0]).toMatchObject({
      amount: '250.00',
      currency: 'EUR',
      order: {
        id: current.id,
        reference: current.reference,
        state: 'awaiting_payment',
        outstanding: '250.00',
      },
    });
    expect(fees[1]?.order).toBeNull();
  });

  it('answers WSK staff for a named team; another team’s administrator and others get 404', async () => {
    const fees = z
      .array(annualTeamFeeSchema)
      .parse(await json(await get(url(teamIds.team), tokens.wskViewer)));
    expect(fees[0]?.order?.id).toBe(current.id);
    for (const token of [callers.otherTeamAdmin.token, tokens.nfAdmin, tokens.athlete]) {
      expectError(await get(url(teamIds.team), token), 404, TEAM_MESSAGES.TEAM_NOT_FOUND);
    }
    expectError(await get(url(), tokens.athlete), 404, TEAM_MESSAGES.TEAM_NOT_FOUND);
  });
});

describe('reading annual orders', () => {
  it('GET annual-orders/{id}/: the team administrator and WSK staff; others and event orders 404', async () => {
    for (const token of [callers.teamAdmin.token, tokens.wskViewer]) {
      expect((await json<OrderDetail>(await get(`${ANNUAL_ORDERS}${current.id}/`, token))).id).toBe(
        current.id,
      );
    }
    for (const token of [callers.otherTeamAdmin.token, tokens.nfAdmin, tokens.athlete]) {
      expectError(await get(`${ANNUAL_ORDERS}${current.id}/`, token), 404, ANNUAL_FEE_MESSAGES.NOT_ANNUAL);
    }
    const billed = await a.billedEvent();
    expectError(
      await get(`${ANNUAL_ORDERS}${billed.team}/`, tokens.wskAdmin),
      404,
      ANNUAL_FEE_MESSAGES.NOT_ANNUAL,
    );
  });

  it('keeps annual orders out of the event lists and in the team administrator’s not-paid orders', async () => {
    const billed = await a.billedEvent();
    const eventList = await json<Paged<OrderDetail>>(
      await get(`${NEW_PAYMENTS}orders/team_admin_payments/`, callers.teamAdmin.token),
    );
    expect(eventList.results.every((order) => order.event !== null)).toBe(true);
    expect(eventList.results.map((order) => order.id)).toContain(billed.team);
    const notPaid = z
      .array(notPaidOrderSchema)
      .parse(await json(await get(`${NEW_PAYMENTS}orders/not_paid_orders/`, callers.teamAdmin.token)));
    expect(notPaid.find((order) => order.id === current.id)).toMatchObject({
      event: null,
      payer_kind: 'team',
      event_sport: null,
      outstanding: '250.00',
    });
    // Event orders first (oldest event first), the annual ones after them.
    const firstAnnual = notPaid.findIndex((order) => order.event === null);
    expect(notPaid.slice(firstAnnual).every((order) => order.event === null)).toBe(true);
    expect(notPaid.map((order) => order.id)).toContain(billed.team);
  });

  it('lists the team’s annual orders by tab for its administrator only', async () => {
    const list = (tab: string, token: string, team?: number) =>
      get(`${ANNUAL_ORDERS}team_admin_${tab}_payments/${team ? `?team=${team}` : ''}`, token);
    const awaiting = await json<Paged<OrderDetail>>(await list('awaiting', callers.teamAdmin.token));
    // The newest season first: this year's, then last year's (opened by WSK).
    expect(awaiting.results.map((order) => order.season?.id)).toEqual([seasons.current.id, seasons.past.id]);
    expect((await json<Paged<OrderDetail>>(await list('processed', callers.teamAdmin.token))).count).toBe(0);
    expect((await json<Paged<OrderDetail>>(await list('waived', callers.teamAdmin.token))).count).toBe(0);
    expectError(
      await list('awaiting', callers.otherTeamAdmin.token, teamIds.team),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
    expect((await json<Paged<OrderDetail>>(await list('awaiting', tokens.athlete))).count).toBe(0);
  });

  it('wsk_list: every team’s annual orders by season, state, team name and to check; WSK staff only', async () => {
    const list = (query: string, token = tokens.wskViewer) =>
      get(`${ANNUAL_ORDERS}wsk_list/?${query}`, token);
    const all = await json<Paged<Order>>(await list(''));
    expect(all.results.every((order) => order.season !== null && order.event === null)).toBe(true);
    expect(all.results.map((order) => order.id)).toContain(current.id);
    const bySeason = await json<Paged<Order>>(await list(`season=${seasons.next.id}`));
    expect(bySeason.results.map((order) => order.payer.id)).toEqual([teamIds.otherTeam]);
    const byName = await json<Paged<Order>>(await list('search=marathon%20roll'));
    expect(new Set(byName.results.map((order) => order.payer.id))).toEqual(new Set([teamIds.team]));
    expect((await json<Paged<Order>>(await list('state=paid'))).count).toBe(0);
    expect((await json<Paged<Order>>(await list('to_check=true'))).count).toBe(0);
    for (const token of [callers.teamAdmin.token, tokens.nfAdmin]) {
      expect((await list('', token)).statusCode).toBe(403);
    }
  });

  it('check_amount: the event orders’ rules, for the team administrator and WSK staff', async () => {
    const check = (orderId: number, amount: string, token: string) =>
      get(`${ANNUAL_ORDERS}${orderId}/check_amount/?amount=${amount}`, token);
    expect(
      checkAmountSchema.parse(await json(await check(current.id, '250', callers.teamAdmin.token))),
    ).toEqual({
      allowed: true,
      message: null,
      payable: '250.00',
      currency: 'EUR',
    });
    expect(await json(await check(current.id, '250.01', tokens.wskViewer))).toMatchObject({
      allowed: false,
      message: 'The amount is more than the outstanding €250.00',
    });
    expect(await json(await check(current.id, '0', callers.teamAdmin.token))).toMatchObject({
      message: ORDER_MESSAGES.AMOUNT_NOT_POSITIVE,
    });
    expectError(
      await check(current.id, '1', callers.otherTeamAdmin.token),
      404,
      ANNUAL_FEE_MESSAGES.NOT_ANNUAL,
    );
    // Each call takes its own kind of order.
    expectError(
      await get(`${NEW_PAYMENTS}orders/${current.id}/check_amount/?amount=1`, callers.teamAdmin.token),
      404,
      ORDER_MESSAGES.ORDER_NOT_FOUND,
    );
    const billed = await a.billedEvent();
    expectError(await check(billed.team, '1', callers.teamAdmin.token), 404, ANNUAL_FEE_MESSAGES.NOT_ANNUAL);
  });
});

describe('paying annual orders', () => {
  it('pays by test card end to end: the order is paid and the team active for the season', async () => {
    const order = await a.openOrder(teamIds.otherTeam, seasons.current.id, callers.otherTeamAdmin.token);
    expect(await teamPaid(teamIds.otherTeam, seasons.current.id)).toBe(false);
    const reply = await json<OrderPaymentReply>(
      await a.submit(callers.otherTeamAdmin.token, {
        order: order.id,
        amount: '250.00',
        payment_system: 'card',
      }),
      201,
    );
    if (reply.checkout?.provider !== 'test') throw new Error('Expected a test checkout');
    const token = reply.checkout.url.replace('/test-checkout/', '');
    const checkout = await json<TestCheckout>(
      await get(`${TEST_CHECKOUT}${token}/`, callers.otherTeamAdmin.token),
    );
    expect(checkout).toMatchObject({
      event: `Annual team fee ${seasons.current.name}`,
      reference: order.reference,
      return_path: `/team-admin-payment-redirect?payment=${reply.payment.id}&annual=1`,
    });
    const done = await call('POST', `${TEST_CHECKOUT}${token}/`, callers.otherTeamAdmin.token, {
      outcome: 'succeeded',
    });
    expect((await json<TestCheckout>(done)).state).toBe('confirmed');
    expect((await a.orderDetail(order.id)).state).toBe('paid');
    expect(await teamPaid(teamIds.otherTeam, seasons.current.id)).toBe(true);
    const active = await json<{ id: number }[]>(
      await get(`${TEAMS_BASE}team-seasons/active_paid_by_team/?team=${teamIds.otherTeam}`, tokens.athlete),
    );
    expect(active.map((season) => season.id)).toEqual([seasons.current.id]);
    const processed = await json<Paged<OrderDetail>>(
      await get(`${ANNUAL_ORDERS}team_admin_processed_payments/`, callers.otherTeamAdmin.token),
    );
    expect(processed.results.map((entry) => entry.id)).toEqual([order.id]);
  });

  it('pays by bank transfer confirmed through order-payments/{id}/wsk_confirm/, answering the order', async () => {
    const order = await a.openOrder(teamIds.team, seasons.next.id, callers.teamAdmin.token);
    const payment = await a.bankTransfer(callers.teamAdmin.token, order.id, '300.00');
    const toCheck = await json<Paged<Order>>(
      await get(`${ANNUAL_ORDERS}wsk_list/?to_check=true`, tokens.wskViewer),
    );
    expect(toCheck.results.map((entry) => entry.id)).toEqual([order.id]);
    const viewer = await call('PATCH', `${ORDER_PAYMENTS}${payment.id}/wsk_confirm/`, tokens.wskViewer, {});
    expect(viewer.statusCode).toBe(403);
    const confirmed = orderDetailSchema.parse(
      await json(await call('PATCH', `${ORDER_PAYMENTS}${payment.id}/wsk_confirm/`, tokens.wskAdmin, {})),
    );
    expect(confirmed).toMatchObject({
      id: order.id,
      season: { id: seasons.next.id },
      event: null,
      state: 'paid',
    });
    expect(confirmed.payments[0]).toMatchObject({
      state: 'confirmed',
      proof: { content_type: 'application/pdf' },
    });
    expect(await teamPaid(teamIds.team, seasons.next.id)).toBe(true);
  });

  it('declines a bank transfer through wsk_decline and lets its payer withdraw another', async () => {
    const payment = await a.bankTransfer(callers.teamAdmin.token, current.id, '100.00');
    const declined = await call(
      'DELETE',
      `${ORDER_PAYMENTS}${payment.id}/wsk_decline/?reason=${encodeURIComponent('No money arrived')}`,
      tokens.wskAdmin,
    );
    expect((await json<OrderDetail>(declined)).payments.find((p) => p.id === payment.id)?.state).toBe(
      'declined',
    );
    const second = await a.bankTransfer(callers.teamAdmin.token, current.id, '50.00');
    expect(
      (await call('DELETE', `${ANNUAL_PAYMENTS}${second.id}/`, callers.otherTeamAdmin.token)).statusCode,
    ).toBe(404);
    // The event call does not take an annual order's payment.
    expect((await call('DELETE', `${ORDER_PAYMENTS}${second.id}/`, callers.teamAdmin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `${ANNUAL_PAYMENTS}${second.id}/`, callers.teamAdmin.token)).statusCode,
    ).toBe(204);
    expect((await a.paymentRow(second.id)).state).toBe('declined');
  });

  it('refuses event orders on the annual calls and annual orders on the event calls, and other payers', async () => {
    const billed = await a.billedEvent();
    expectError(
      await a.submit(callers.teamAdmin.token, { order: billed.team, amount: '1', payment_system: 'card' }),
      404,
      ANNUAL_FEE_MESSAGES.NOT_ANNUAL,
    );
    expectError(
      await call('POST', ORDER_PAYMENTS, callers.teamAdmin.token, {
        order: current.id,
        amount: '1',
        payment_system: 'card',
        idempotency_key: 'annual-on-event-call',
      }),
      404,
      ORDER_MESSAGES.ORDER_NOT_FOUND,
    );
    for (const token of [callers.otherTeamAdmin.token, tokens.nfAdmin, tokens.wskAdmin]) {
      expectError(
        await a.submit(token, { order: current.id, amount: '1', payment_system: 'card' }),
        404,
        ANNUAL_FEE_MESSAGES.NOT_ANNUAL,
      );
    }
    await expectInvalid(
      await a.submit(callers.teamAdmin.token, {
        order: current.id,
        amount: '250.01',
        payment_system: 'card',
      }),
      'amount',
      'The amount is more than the outstanding €250.00',
    );
  });
});

describe('refunds on the annual line', () => {
  it('asks, confirms through participant-refund-requests/{id}/wsk_confirm/ and keeps the ledger', async () => {
    const order = await a.orderDetail(
      (
        await ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orders.teamId} = ${teamIds.team} and ${orders.seasonId} = ${seasons.next.id}`)
      )[0]?.id ?? 0,
    );
    const line = order.lines[0]?.id ?? 0;
    const ask = (body: object, token = callers.teamAdmin.token) =>
      call('POST', ANNUAL_REFUNDS, token, { reason: 'Team dissolved', ...body });
    await expectInvalid(
      await ask({ line, amount: '300.01' }),
      'amount',
      'The refund is more than what was paid for this participant (€300.00)',
    );
    expect((await ask({ line, amount: '10' }, callers.otherTeamAdmin.token)).statusCode).toBe(404);
    const eventLine = (await a.orderDetail((await a.billedEvent()).team)).lines[0]?.id ?? 0;
    expect((await ask({ line: eventLine, amount: '10' })).statusCode).toBe(404);

    const refund = await json<RefundRequest>(await ask({ line, amount: '100' }), 201);
    expect(refund).toMatchObject({ line, participant: null, amount: '100.00', state: 'requested' });
    expect((await call('DELETE', `${REFUNDS_BASE}${refund.id}/`, callers.teamAdmin.token)).statusCode).toBe(
      404,
    );
    const confirmed = orderDetailSchema.parse(
      await json(await call('PATCH', `${REFUNDS_BASE}${refund.id}/wsk_confirm/`, tokens.wskAdmin, {})),
    );
    expect(confirmed).toMatchObject({
      state: 'paid',
      amounts: { paid: '200.00', refunded: '100.00', outstanding: '0.00' },
    });
    expect(confirmed.refunds[0]).toMatchObject({ participant: null, state: 'confirmed' });

    const withdrawn = await json<RefundRequest>(await ask({ line, amount: '50' }), 201);
    expect(
      (await call('DELETE', `${ANNUAL_REFUNDS}${withdrawn.id}/`, callers.otherTeamAdmin.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${ANNUAL_REFUNDS}${withdrawn.id}/`, callers.teamAdmin.token)).statusCode,
    ).toBe(204);
    expect((await a.refundRow(withdrawn.id)).state).toBe('declined');
  });

  it('refuses a refund on an unpaid annual line on the line', async () => {
    const line = current.lines[0]?.id ?? 0;
    await expectInvalid(
      await call('POST', ANNUAL_REFUNDS, callers.teamAdmin.token, {
        line,
        amount: '1',
        reason: 'Changed plans',
      }),
      'line',
      'Nothing has been paid for this participant',
    );
  });
});
