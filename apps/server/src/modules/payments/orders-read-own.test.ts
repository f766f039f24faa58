// The caller's own orders (decision 018): whether an amount may be paid on an order now (the payer and WSK
// staff ask; the boundaries of what is payable), the not-paid orders of the start-up load and whether the
// caller pays anything for an event.
import { checkAmountSchema, notPaidOrderSchema, ORDER_MESSAGES } from '@portal/contract/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { type BilledEvent, orderFixtures } from './orders-fixtures';

const ctx = useTestApp();
const f = orderFixtures(ctx);
const { tokens, callers, get } = f;

const check = (orderId: number, amount: string, token: string) =>
  get(`orders/${orderId}/check_amount/?amount=${encodeURIComponent(amount)}`, token);

async function checked(orderId: number, amount: string, token = tokens.nfAdmin) {
  const response = await check(orderId, amount, token);
  expect(response.statusCode, response.body).toBe(200);
  return checkAmountSchema.parse(response.json());
}

let main: BilledEvent;

beforeAll(async () => {
  await f.setUp();
  // Italy: two athletes (241.00); France: one (120.50); the self-registered athlete; the team: one (60.00).
  main = await f.billedEvent({ italy: 2, france: 1, self: true, team: 1 });
});

describe('check_amount', () => {
  it('allows up to what is payable and refuses one cent more, with the amount in currency style', async () => {
    expect(await checked(main.orders.italy, '241')).toEqual({
      allowed: true,
      message: null,
      payable: '241.00',
      currency: 'EUR',
    });
    expect(await checked(main.orders.italy, '0.01')).toMatchObject({ allowed: true });
    expect(await checked(main.orders.italy, '241.01')).toEqual({
      allowed: false,
      message: 'The amount is more than the outstanding €241.00',
      payable: '241.00',
      currency: 'EUR',
    });
  });

  it('refuses amounts that are not above zero', async () => {
    for (const amount of ['0', '0.00', '-5', '-0.01']) {
      expect(await checked(main.orders.italy, amount), amount).toMatchObject({
        allowed: false,
        message: ORDER_MESSAGES.AMOUNT_NOT_POSITIVE,
      });
    }
  });

  it('answers 400 for an amount that is no amount', async () => {
    for (const amount of ['abc', '1.234', '1,50', '']) {
      await expectInvalid(
        await check(main.orders.italy, amount, tokens.nfAdmin),
        'amount',
        'Enter an amount such as 120 or 120.50',
      );
    }
    expect((await get(`orders/${main.orders.italy}/check_amount/`, tokens.nfAdmin)).statusCode).toBe(400);
  });

  it('takes pending payments off what is payable, and confirmed ones off what is outstanding', async () => {
    const event = await f.billedEvent({ italy: 1, self: true });
    await f.pay(event.orders.italy, '20.50', 'pending');
    await f.pay(event.orders.italy, '10.00', 'declined');
    expect(await checked(event.orders.italy, '100')).toMatchObject({ allowed: true, payable: '100.00' });
    expect(await checked(event.orders.italy, '100.01')).toEqual({
      allowed: false,
      message: 'The amount is more than the outstanding €100.00',
      payable: '100.00',
      currency: 'EUR',
    });
    await f.pay(event.orders.italy, '50.00');
    expect(await checked(event.orders.italy, '50.01')).toMatchObject({ allowed: false, payable: '50.00' });
    expect(await checked(event.orders.italy, '50')).toMatchObject({ allowed: true });
    // Pending payments covering all that is outstanding leave nothing payable, though something is outstanding.
    await f.pay(event.orders.athlete, '120.50', 'pending');
    expect(await checked(event.orders.athlete, '1', callers.selfAthlete.token)).toEqual({
      allowed: false,
      message: 'The amount is more than the outstanding €0.00',
      payable: '0.00',
      currency: 'EUR',
    });
  });

  it('says when nothing is outstanding: paid, waived or cancelled', async () => {
    const paid = await f.billedEvent({ italy: 1 });
    await f.pay(paid.orders.italy, '120.50');
    const waived = await f.billedEvent({ italy: 1 });
    await f.waive(waived.orders.italy);
    const cancelled = await f.billedEvent({ italy: 1 });
    await f.cancel(cancelled.orders.italy);
    for (const order of [paid.orders.italy, waived.orders.italy, cancelled.orders.italy]) {
      expect(await checked(order, '1')).toEqual({
        allowed: false,
        message: ORDER_MESSAGES.NOTHING_OUTSTANDING,
        payable: '0.00',
        currency: 'EUR',
      });
    }
    // Not positive is said first.
    expect((await checked(paid.orders.italy, '0')).message).toBe(ORDER_MESSAGES.AMOUNT_NOT_POSITIVE);
  });

  it('formats large amounts with thousands separators', async () => {
    const event = await f.billedEvent({ italy: 1 });
    const [line] = await f.lineIdsOf(event.orders.italy);
    await f.setFee(line ?? 0, '12345.60');
    expect((await checked(event.orders.italy, '99999')).message).toBe(
      'The amount is more than the outstanding €12,345.60',
    );
  });

  it('answers the payer and WSK staff, and 404 to everyone else whether the order exists or not', async () => {
    const allowed: [number, string][] = [
      [main.orders.italy, tokens.nfAdmin],
      [main.orders.italy, tokens.nfViewer],
      [main.orders.france, callers.franceNf.token],
      [main.orders.athlete, callers.selfAthlete.token],
      [main.orders.team, callers.teamAdmin.token],
      [main.orders.italy, tokens.wskViewer],
      [main.orders.team, tokens.wskAdmin],
    ];
    for (const [order, token] of allowed) {
      expect((await check(order, '1', token)).statusCode).toBe(200);
    }
    const refused: [number, string][] = [
      [main.orders.france, tokens.nfAdmin],
      [main.orders.italy, callers.franceNf.token],
      // NF staff do not pay their athletes' individual orders, nor the team's.
      [main.orders.athlete, tokens.nfAdmin],
      [main.orders.team, tokens.nfAdmin],
      [main.orders.athlete, tokens.athlete],
      [main.orders.italy, callers.selfAthlete.token],
      [main.orders.team, callers.otherTeamAdmin.token],
      [main.orders.team, callers.selfAthlete.token],
      [main.orders.italy, tokens.guest],
      [UNKNOWN_ID, tokens.nfAdmin],
      [UNKNOWN_ID, tokens.wskAdmin],
    ];
    for (const [order, token] of refused) {
      expectError(await check(order, '1', token), 404, ORDER_MESSAGES.ORDER_NOT_FOUND);
    }
    expect((await check(main.orders.italy, '1', '')).statusCode).toBe(401);
  });
});

describe('not_paid_orders', () => {
  const notPaid = async (token: string) => {
    const response = await get('orders/not_paid_orders/', token);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(notPaidOrderSchema).parse(response.json());
  };

  it('lists the caller’s awaiting and partially paid orders, oldest event first', async () => {
    const late = await f.billedEvent({ italy: 1, france: 1, startsOn: '2028-03-01', endsOn: '2028-03-03' });
    const early = await f.billedEvent({ italy: 1, startsOn: '2026-12-01', endsOn: '2026-12-03' });
    await f.pay(early.orders.italy, '20.00');
    const paid = await f.billedEvent({ italy: 1, startsOn: '2026-11-01', endsOn: '2026-11-03' });
    await f.pay(paid.orders.italy, '120.50');
    const waived = await f.billedEvent({ italy: 1, startsOn: '2026-11-01', endsOn: '2026-11-03' });
    await f.waive(waived.orders.italy);
    const cancelled = await f.billedEvent({ italy: 1, startsOn: '2026-11-01', endsOn: '2026-11-03' });
    await f.cancel(cancelled.orders.italy);

    const italy = await notPaid(tokens.nfViewer);
    const ids = italy.map((order) => order.id);
    // The main event starts on 1 July 2027, between the two; the earlier tests' orders lie around them.
    const expected = [early.orders.italy, main.orders.italy, late.orders.italy];
    expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
    for (const id of [paid.orders.italy, waived.orders.italy, cancelled.orders.italy]) {
      expect(ids).not.toContain(id);
    }
    expect(ids).not.toContain(main.orders.france);
    expect(italy.every((order) => ['awaiting_payment', 'partially_paid'].includes(order.state))).toBe(true);
    expect(italy.find((order) => order.id === early.orders.italy)).toEqual({
      id: early.orders.italy,
      reference: `WS-${String(early.orders.italy).padStart(6, '0')}`,
      event: { id: early.target.id, name: expect.any(String) },
      payer_kind: 'federation',
      event_sport: expect.any(Number),
      state: 'partially_paid',
      currency: 'EUR',
      outstanding: '100.50',
    });
    expect(italy.find((order) => order.id === main.orders.italy)).toMatchObject({
      state: 'awaiting_payment',
      outstanding: '241.00',
    });
    expect((await notPaid(callers.franceNf.token)).map((order) => order.id)).toEqual([
      main.orders.france,
      late.orders.france,
    ]);
  });

  it('gives athletes their own orders and team administrators their teams’', async () => {
    const own = (await notPaid(callers.selfAthlete.token)).map((order) => order.id);
    expect(own).toContain(main.orders.athlete);
    // The athlete runs no team and administers no federation: none of those orders.
    for (const id of [main.orders.italy, main.orders.france, main.orders.team]) expect(own).not.toContain(id);
    expect((await notPaid(callers.teamAdmin.token)).map((order) => order.id)).toEqual([main.orders.team]);
    for (const token of [tokens.athlete, tokens.guest, tokens.wskAdmin, callers.otherTeamAdmin.token]) {
      expect(await notPaid(token)).toEqual([]);
    }
    expect((await get('orders/not_paid_orders/', null)).statusCode).toBe(401);
  });
});

describe('payments_exists', () => {
  const exists = async (eventId: number, token: string) => {
    const response = await get(`participants/payments_exists/?event=${eventId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return z.object({ exists: z.boolean() }).parse(response.json()).exists;
  };

  it('says whether the caller has an order with a live line for the event', async () => {
    expect(await exists(main.target.id, tokens.nfAdmin)).toBe(true);
    expect(await exists(main.target.id, callers.franceNf.token)).toBe(true);
    expect(await exists(main.target.id, callers.selfAthlete.token)).toBe(true);
    expect(await exists(main.target.id, callers.teamAdmin.token)).toBe(true);
    for (const token of [tokens.athlete, tokens.guest, tokens.wskAdmin, callers.otherTeamAdmin.token]) {
      expect(await exists(main.target.id, token)).toBe(false);
    }
    const italianOnly = await f.billedEvent({ italy: 1 });
    expect(await exists(italianOnly.target.id, callers.franceNf.token)).toBe(false);
    expect(await exists(italianOnly.target.id, tokens.nfViewer)).toBe(true);
    // Every registration withdrawn before paying: nothing to pay any more. A waived order still counts.
    await f.cancel(italianOnly.orders.italy);
    expect(await exists(italianOnly.target.id, tokens.nfViewer)).toBe(false);
    const waived = await f.billedEvent({ italy: 1 });
    await f.waive(waived.orders.italy);
    expect(await exists(waived.target.id, tokens.nfViewer)).toBe(true);
    expect(await exists(UNKNOWN_ID, tokens.nfViewer)).toBe(false);
  });

  it('needs the event', async () => {
    expect((await get('participants/payments_exists/', tokens.nfAdmin)).statusCode).toBe(400);
    expect((await get(`participants/payments_exists/?event=${main.target.id}`, null)).statusCode).toBe(401);
  });
});
