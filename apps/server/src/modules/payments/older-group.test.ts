// The older payments group (client/payment/payments/) through the API: the caller's order payments by the
// payers' scopes (WSK staff all), paged newest first with their filters; WSK's confirmation and the NF
// administrator's withdrawal, the same rules as the new group's; the athlete's own orders and one of them.
import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import type { Paged } from '@portal/contract/http';
import { ORDER_MESSAGES, type Order, type OrderDetail, type OrderPayment } from '@portal/contract/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPayments, orders } from '../../db/schema/payments';
import { teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../events/people-fixtures';
import { WITHDRAWN_REASON } from './order-payments';
import { ORDER_PAYMENTS, PAYMENT, paymentsSetup } from './payments-test-setup';

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

const notFound = (message: string) => ({ error: { code: 404, message } });
const refusedWith = (message: string) => ({ error: { code: 400, message } });

const list = async (token: string, query: string) => {
  const response = await call('GET', `${PAYMENT}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Paged<OrderPayment>;
};

/** The ids of the order's payments, newest first. */
async function paymentIdsOf(orderId: number): Promise<number[]> {
  return (await s.paymentsOf(orderId)).map((row) => row.id).sort((a, b) => b - a);
}

describe('GET client/payment/payments/', () => {
  it("answers the payments of the caller's own orders, newest first, and every one to WSK staff", async () => {
    const billed = await s.billedEvent({ france: 1 });
    await s.pay(billed.italy, '100.00');
    await s.pay(billed.italy, '50.00', 'pending');
    await s.pay(billed.france, '120.50', 'pending');
    await s.pay(billed.athlete, '20.00', 'declined');
    await s.pay(billed.team, '60.00');
    const event = `event=${billed.event.id}`;
    const idsOf = (page: Paged<OrderPayment>) => page.results.map((payment) => payment.id);

    for (const token of [tokens.nfAdmin, tokens.nfViewer]) {
      const page = await list(token, event);
      expect(page.count).toBe(2);
      expect(idsOf(page)).toEqual(await paymentIdsOf(billed.italy));
      expect(page.results[0]).toMatchObject({ order: billed.italy, amount: '50.00', state: 'pending' });
    }
    expect(idsOf(await list(s.callers.franceNf.token, event))).toEqual(await paymentIdsOf(billed.france));
    expect(idsOf(await list(s.callers.selfAthlete.token, event))).toEqual(await paymentIdsOf(billed.athlete));
    expect(idsOf(await list(s.callers.teamAdmin.token, event))).toEqual(await paymentIdsOf(billed.team));
    for (const token of [tokens.athlete, tokens.ito, tokens.guest, s.callers.otherTeamAdmin.token]) {
      expect((await list(token, event)).count).toBe(0);
    }
    for (const token of [tokens.wskAdmin, tokens.wskViewer]) {
      const page = await list(token, event);
      expect(page.count).toBe(5);
      expect(idsOf(page)).toEqual([...idsOf(page)].sort((a, b) => b - a));
    }
  });

  it('filters by order, event and state, and pages in the database', async () => {
    const billed = await s.billedEvent();
    await s.pay(billed.italy, '10.00');
    await s.pay(billed.italy, '20.00', 'pending');
    await s.pay(billed.italy, '30.00', 'declined');
    await s.pay(billed.athlete, '40.00', 'pending');
    const event = `event=${billed.event.id}`;

    expect((await list(tokens.wskAdmin, `${event}&state=pending`)).results.map((p) => p.amount)).toEqual([
      '40.00',
      '20.00',
    ]);
    expect((await list(tokens.wskAdmin, `order=${billed.italy}`)).count).toBe(3);
    expect(
      (await list(tokens.wskAdmin, `order=${billed.italy}&state=confirmed`)).results.map((p) => p.amount),
    ).toEqual(['10.00']);
    // Another payer's order filtered for answers nothing, not its payments.
    expect((await list(tokens.nfAdmin, `order=${billed.athlete}`)).count).toBe(0);

    const first = await list(tokens.wskAdmin, `${event}&page_size=3`);
    expect(first.count).toBe(4);
    expect(first.results).toHaveLength(3);
    expect(first.next).toContain('page=2');
    const second = await list(tokens.wskAdmin, `${event}&page_size=3&page=2`);
    expect(second.results.map((p) => p.amount)).toEqual(['10.00']);
    expect(second.next).toBeNull();

    const bad = await call('GET', `${PAYMENT}?state=lost`, tokens.wskAdmin);
    expect(bad.statusCode).toBe(400);
  });

  it('links the proof of a bank transfer', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    const [shown] = (await list(tokens.nfAdmin, `order=${billed.italy}`)).results;
    expect(shown?.id).toBe(payment.id);
    expect(shown?.proof).toMatchObject({ content_type: 'application/pdf' });
    expect(shown?.proof?.url).toBeTruthy();
  });

  it('needs a token', async () => {
    expect((await call('GET', PAYMENT, null)).statusCode).toBe(401);
  });
});

describe('POST client/payment/payments/{id}/confirm/', () => {
  const confirm = (id: number, token: string | null = tokens.wskAdmin) =>
    call('POST', `${PAYMENT}${id}/confirm/`, token, { note: 'Matched the statement' });

  it('confirms a pending bank transfer as wsk_confirm/ does, once, and answers the payment', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '241');
    const response = await confirm(payment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: payment.id,
      order: billed.italy,
      state: 'confirmed',
      decided_by: { id: s.ids.wskAdmin },
    });
    expect((await confirm(payment.id)).statusCode).toBe(200);
    const audits = await s.auditOf('order_payment.confirm', payment.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ note: 'Matched the statement' });
    expect((await s.orderDetail(billed.italy)).state).toBe('paid');
  });

  it('leaves card payments to the provider and refuses more than the order charges', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const refused = await confirm(card.payment.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.CARD_BY_PROVIDER));
    const transfer = await s.bankTransfer(tokens.nfAdmin, billed.italy, '141');
    await s.pay(billed.italy, '141.00');
    const above = await confirm(transfer.id);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING));
    expect((await s.paymentRow(transfer.id)).state).toBe('pending');
  });

  it('is for WSK administrators only, and answers 404 for no payment', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete, s.callers.teamAdmin.token]) {
      expect((await confirm(payment.id, token)).statusCode).toBe(403);
    }
    expect((await confirm(payment.id, null)).statusCode).toBe(401);
    expect((await s.paymentRow(payment.id)).state).toBe('pending');
    expect((await confirm(UNKNOWN_ID)).json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));
  });
});

describe('DELETE client/payment/payments/{id}/', () => {
  const remove = (id: number, token: string | null = tokens.nfAdmin) =>
    call('DELETE', `${PAYMENT}${id}/`, token);

  it("withdraws a pending payment of the NF administrator's federation, kept as withdrawn", async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    const response = await remove(payment.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(await s.paymentRow(payment.id)).toMatchObject({
      state: 'declined',
      declineReason: WITHDRAWN_REASON,
      decidedBy: s.callers.italyNf.id,
    });
    expect(await s.auditOf('order_payment.withdraw', payment.id)).toHaveLength(1);
    const again = await remove(payment.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.NOT_PENDING));
  });

  it("answers 404 for another federation's payment and for any order not a federation's", async () => {
    const billed = await s.billedEvent({ france: 1 });
    await s.pay(billed.france, '50.00', 'pending');
    await s.pay(billed.athlete, '50.00', 'pending');
    const [france] = await paymentIdsOf(billed.france);
    const [athlete] = await paymentIdsOf(billed.athlete);
    // A team Italy's NF administrator happens to run: the team pays through its own calls, not this one.
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Milano Skating Club', countryCode: 'IT', adminUserId: s.callers.italyNf.id })
      .returning({ id: teams.id });
    const [order] = await ctx.db
      .insert(orders)
      .values({ eventId: billed.event.id, payerKind: 'team', teamId: team?.id ?? 0, currency: 'EUR' })
      .returning({ id: orders.id });
    const [own] = await ctx.db
      .insert(orderPayments)
      .values({
        orderId: order?.id ?? 0,
        amount: '10.00',
        paymentSystem: 'bank_transfer',
        idempotencyKey: 'nf-admin-team',
      })
      .returning({ id: orderPayments.id });
    for (const id of [france ?? 0, athlete ?? 0, own?.id ?? 0, UNKNOWN_ID]) {
      const response = await remove(id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));
    }
    expect((await s.paymentsOf(billed.france)).map((row) => row.state)).toEqual(['pending']);
    expect((await s.paymentRow(own?.id ?? 0)).state).toBe('pending');
    // The new group's withdrawal is the payer's, whoever the payer is.
    expect((await call('DELETE', `${ORDER_PAYMENTS}${own?.id}/`, tokens.nfAdmin)).statusCode).toBe(204);
  });

  it('is for NF administrators only', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    for (const token of [tokens.nfViewer, tokens.wskAdmin, tokens.athlete, s.callers.teamAdmin.token]) {
      expect((await remove(payment.id, token)).statusCode).toBe(403);
    }
    expect((await remove(payment.id, null)).statusCode).toBe(401);
    expect((await s.paymentRow(payment.id)).state).toBe('pending');
  });
});

describe("an athlete's orders", () => {
  const ATHLETE_ORDERS = `${PAYMENT}athlete_orders/`;
  const detailOf = (id: number, token: string | null = s.callers.selfAthlete.token) =>
    call('GET', `${PAYMENT}${id}/athlete_order_detail/`, token);

  it('lists their own orders in every state, cancelled included, newest first, as summaries', async () => {
    const paid = await s.billedEvent({ italy: 1 });
    await s.pay(paid.athlete, '120.50');
    const cancelled = await s.billedEvent({ italy: 1 });
    await s.cancel(cancelled.athlete);

    const response = await call('GET', ATHLETE_ORDERS, s.callers.selfAthlete.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Paged<Order>;
    const ids = page.results.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(expect.arrayContaining([paid.athlete, cancelled.athlete]));
    expect(ids).not.toContain(paid.italy);
    expect(page.results.every((order) => order.payer.id === s.callers.selfAthlete.id)).toBe(true);
    expect(page.results[0]).not.toHaveProperty('lines');

    const one = await call(
      'GET',
      `${ATHLETE_ORDERS}?event=${cancelled.event.id}`,
      s.callers.selfAthlete.token,
    );
    const filtered = one.json() as Paged<Order>;
    expect(filtered.count).toBe(1);
    expect(filtered.results[0]).toMatchObject({ id: cancelled.athlete, state: 'cancelled' });
    const paidOne = await call(
      'GET',
      `${ATHLETE_ORDERS}?event=${paid.event.id}`,
      s.callers.selfAthlete.token,
    );
    expect((paidOne.json() as Paged<Order>).results[0]).toMatchObject({ id: paid.athlete, state: 'paid' });

    const other = await call('GET', ATHLETE_ORDERS, s.callers.otherAthlete.token);
    expect((other.json() as Paged<Order>).count).toBe(0);
  });

  it("answers one of their own orders with its lines, payments and refunds; another's is 404", async () => {
    const billed = await s.billedEvent({ italy: 1 });
    await s.pay(billed.athlete, '120.50');
    const [lineId = 0] = await s.lineIdsOf(billed.athlete);
    await s.refund(lineId, '20.00', 'requested');
    const response = await detailOf(billed.athlete);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as OrderDetail;
    expect(order).toMatchObject({ id: billed.athlete, state: 'paid' });
    expect(order.lines).toHaveLength(1);
    expect(order.payments).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ amount: '20.00', state: 'requested' });

    for (const [id, token] of [
      [billed.athlete, s.callers.otherAthlete.token],
      [billed.athlete, tokens.athlete],
      [billed.italy, s.callers.selfAthlete.token],
      [billed.team, s.callers.selfAthlete.token],
      [UNKNOWN_ID, s.callers.selfAthlete.token],
    ] as const) {
      const refused = await detailOf(id, token);
      expect(refused.statusCode, `${id}: ${refused.body}`).toBe(404);
      expect(refused.json()).toEqual(notFound(ORDER_MESSAGES.ORDER_NOT_FOUND));
    }
  });

  it('are for athletes only', async () => {
    const billed = await s.billedEvent({ italy: 1 });
    for (const token of [tokens.nfAdmin, tokens.wskAdmin, s.callers.teamAdmin.token]) {
      expect((await call('GET', ATHLETE_ORDERS, token)).statusCode).toBe(403);
      expect((await detailOf(billed.athlete, token)).statusCode).toBe(403);
    }
    expect((await call('GET', ATHLETE_ORDERS, null)).statusCode).toBe(401);
    expect((await detailOf(billed.athlete, null)).statusCode).toBe(401);
  });
});
