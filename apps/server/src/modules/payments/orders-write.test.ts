// WSK's and the national federations' changes to orders (decision 018): discounts (0 to the fee, never
// below what was confirmed paid), allowed payment systems, an NF athlete's line moved to the athlete's own
// order and back (refused once anything covers it), who may do each, the audit, and sums that stay whole
// under parallel requests.
import { randomUUID } from 'node:crypto';
import {
  changeAllowedPaymentSystems,
  changeDiscount,
  moveToFederation,
  moveToIndividual,
} from '@portal/contract/endpoints/orders';
import { toCents } from '@portal/contract/money';
import {
  type MoveReply,
  moveReplySchema,
  ORDER_MESSAGES,
  type OrderDetail,
  orderDetailSchema,
} from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, orders, refundRequests } from '../../db/schema/payments';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { registrationFixtures } from '../participants/participants-fixtures';
import { billParticipant } from './billing';
import { loadOrderDetail } from './order-details';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

type Target = { id: number; sportId: number };

/** An NF administrator of France, who may not touch Italy's athletes. */
const france = { token: '' };

beforeAll(async () => {
  await f.setUp();
  const id = await f.person(ROLE_TYPES.NF_ADMIN, { nfAdminFederationId: f.refs.france }, 'admin');
  france.token = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin', userId: id });
});

const urlOf = (endpoint: { readonly path: string }, id: number) => endpoint.path.replace(':id', String(id));

/** An event with no quota whose athletes pay 120.50 (the fixtures' default fee). */
const openEvent = (options: { allowSelfRegistration?: boolean } = {}) =>
  f.event({ window: { quota: null }, ...options });

/** Italy registers a new athlete (billed on Italy's order). */
async function registerByNf(event: Target) {
  const userId = await f.athlete();
  const participant = await f.register(event, userId);
  return { userId, participantId: participant.id };
}

async function lineOf(participantId: number) {
  const [line] = await ctx.db
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.participantId, participantId));
  if (!line) throw new Error(`No line for participant ${participantId}`);
  return line;
}

async function detailOf(orderId: number): Promise<OrderDetail> {
  const detail = await loadOrderDetail(ctx.db, orderId);
  if (!detail) throw new Error(`No order ${orderId}`);
  return detail;
}

async function addPayment(orderId: number, amount: string, state: 'pending' | 'confirmed' = 'confirmed') {
  await ctx.db.insert(orderPayments).values({
    orderId,
    amount,
    paymentSystem: 'bank_transfer',
    state,
    idempotencyKey: randomUUID(),
  });
}

const discount = (participantId: number, amount: string, token = tokens.wskAdmin) =>
  call('PATCH', urlOf(changeDiscount, participantId), token, { discount: amount });

const systems = (orderId: number, allowed: string[], token = tokens.wskAdmin) =>
  call('PATCH', urlOf(changeAllowedPaymentSystems, orderId), token, { allowed_payment_systems: allowed });

const toIndividual = (participantId: number, token = tokens.nfAdmin) =>
  call('POST', urlOf(moveToIndividual, participantId), token);

const toFederation = (participantId: number, token = tokens.nfAdmin) =>
  call('POST', urlOf(moveToFederation, participantId), token);

async function moved(response: {
  statusCode: number;
  body: string;
  json: () => unknown;
}): Promise<MoveReply> {
  expect(response.statusCode, response.body).toBe(200);
  return moveReplySchema.parse(response.json());
}

async function auditOf(action: string, targetUserId: number) {
  const rows = await ctx.db
    .select({
      actor: auditEvents.actorUserId,
      details: auditEvents.details,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUserId, targetUserId)));
  return rows;
}

const cents = (amount: string) => toCents(amount);

describe('changing a discount', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await openEvent();
  });

  it('lets WSK administrators set a line’s discount, lowering what the order owes, audited', async () => {
    const { userId, participantId } = await registerByNf(event);
    const line = await lineOf(participantId);
    const before = await detailOf(line.orderId);
    const response = await discount(participantId, '20.5');
    expect(response.statusCode, response.body).toBe(200);
    const detail = orderDetailSchema.parse(response.json());
    expect(detail.id).toBe(line.orderId);
    expect(detail.lines.find((entry) => entry.id === line.id)).toMatchObject({
      discount: '20.50',
      fee: '120.50',
      due: '100.00',
    });
    expect(cents(detail.amounts.discount) - cents(before.amounts.discount)).toBe(2050);
    expect(cents(before.amounts.due) - cents(detail.amounts.due)).toBe(2050);
    expect(cents(before.amounts.outstanding) - cents(detail.amounts.outstanding)).toBe(2050);
    expect(new Date(detail.updated).getTime()).toBeGreaterThanOrEqual(new Date(before.updated).getTime());
    expect(await auditOf('order.discount', userId)).toEqual([
      {
        actor: f.ids.wskAdmin,
        details: {
          order: line.orderId,
          line: line.id,
          participant: participantId,
        },
        before: { discount: '0.00' },
        after: { discount: '20.50' },
      },
    ]);
    // Back to no discount.
    const reset = orderDetailSchema.parse((await discount(participantId, '0')).json());
    expect(reset.lines.find((entry) => entry.id === line.id)?.discount).toBe('0.00');
  });

  it('waives an order whose only line is fully discounted', async () => {
    const athlete = await f.athlete();
    const lonely = await f.event({ window: { quota: null } });
    const participant = await f.register(lonely, athlete);
    const response = await discount(participant.id, '120.50');
    expect(response.statusCode, response.body).toBe(200);
    expect(orderDetailSchema.parse(response.json())).toMatchObject({
      state: 'waived',
      amounts: { due: '0.00', outstanding: '0.00', discount: '120.50' },
    });
  });

  it('refuses a discount above the fee', async () => {
    const { participantId } = await registerByNf(event);
    await expectInvalid(
      await discount(participantId, '120.51'),
      'discount',
      ORDER_MESSAGES.DISCOUNT_ABOVE_FEE,
    );
    const line = await lineOf(participantId);
    expect((await detailOf(line.orderId)).lines.find((entry) => entry.id === line.id)?.discount).toBe('0.00');
  });

  it('refuses amounts that are not money', async () => {
    const { participantId } = await registerByNf(event);
    for (const amount of ['-1', '1.234', 'ten']) {
      expect((await discount(participantId, amount)).statusCode, amount).toBe(400);
    }
  });

  it('refuses a discount that leaves the order charging less than was confirmed paid', async () => {
    const solo = await openEvent();
    const { participantId } = await registerByNf(solo);
    const line = await lineOf(participantId);
    await addPayment(line.orderId, '100');
    await expectInvalid(
      await discount(participantId, '20.51'),
      'discount',
      ORDER_MESSAGES.DISCOUNT_BELOW_PAID,
    );
    const response = await discount(participantId, '20.50');
    expect(response.statusCode, response.body).toBe(200);
    expect(orderDetailSchema.parse(response.json())).toMatchObject({
      state: 'paid',
      amounts: { due: '100.00', paid: '100.00', outstanding: '0.00' },
    });
  });

  it('refuses the line of a withdrawn registration', async () => {
    const { participantId } = await registerByNf(event);
    const withdrawn = await call(
      'POST',
      `${f.participantUrl(event.id, participantId)}withdraw/`,
      tokens.nfAdmin,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectInvalid(await discount(participantId, '10'), null, ORDER_MESSAGES.LINE_CANCELLED);
  });

  it('answers 404 for a participant without a line, and 403 to everyone but WSK administrators', async () => {
    expectError(await discount(UNKNOWN_ID, '10'), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    const { participantId } = await registerByNf(event);
    for (const actor of ['wskViewer', 'nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const) {
      expect((await discount(participantId, '10', tokens[actor])).statusCode, actor).toBe(403);
    }
    expect(
      (await call('PATCH', urlOf(changeDiscount, participantId), null, { discount: '1' })).statusCode,
    ).toBe(401);
    const line = await lineOf(participantId);
    expect((await detailOf(line.orderId)).lines.find((entry) => entry.id === line.id)?.discount).toBe('0.00');
  });
});

describe('changing the allowed payment systems', () => {
  let orderId = 0;
  beforeAll(async () => {
    const event = await openEvent();
    const { participantId } = await registerByNf(event);
    orderId = (await lineOf(participantId)).orderId;
  });

  it('stores the set in the contract’s order, audited', async () => {
    const only = await systems(orderId, ['bank_transfer']);
    expect(only.statusCode, only.body).toBe(200);
    expect(orderDetailSchema.parse(only.json()).allowed_payment_systems).toEqual(['bank_transfer']);
    const both = await systems(orderId, ['bank_transfer', 'card']);
    expect(orderDetailSchema.parse(both.json()).allowed_payment_systems).toEqual(['card', 'bank_transfer']);
    const [row] = await ctx.db
      .select({ allowed: orders.allowedPaymentSystems })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.allowed).toEqual(['card', 'bank_transfer']);
    const audit = await ctx.db
      .select({
        actor: auditEvents.actorUserId,
        details: auditEvents.details,
        before: auditEvents.before,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'order.allowed_payment_systems'));
    expect(audit.filter((entry) => entry.details.order === orderId)).toEqual([
      {
        actor: f.ids.wskAdmin,
        details: { order: orderId },
        before: { allowed_payment_systems: ['card', 'bank_transfer'] },
        after: { allowed_payment_systems: ['bank_transfer'] },
      },
      {
        actor: f.ids.wskAdmin,
        details: { order: orderId },
        before: { allowed_payment_systems: ['bank_transfer'] },
        after: { allowed_payment_systems: ['card', 'bank_transfer'] },
      },
    ]);
  });

  it('needs at least one system, each named once', async () => {
    await expectInvalid(
      await systems(orderId, []),
      'allowed_payment_systems',
      ORDER_MESSAGES.PAYMENT_SYSTEM_REQUIRED,
    );
    expect((await systems(orderId, ['card', 'card'])).statusCode).toBe(400);
    expect((await systems(orderId, ['cash'])).statusCode).toBe(400);
  });

  it('answers 404 for an unknown order and 403 to everyone but WSK administrators', async () => {
    expectError(await systems(UNKNOWN_ID, ['card']), 404, ORDER_MESSAGES.ORDER_NOT_FOUND);
    for (const actor of ['wskViewer', 'nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const) {
      expect((await systems(orderId, ['card'], tokens[actor])).statusCode, actor).toBe(403);
    }
    expect((await detailOf(orderId)).allowed_payment_systems).toEqual(['card', 'bank_transfer']);
  });
});

describe('moving an athlete between the federation’s order and their own', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await openEvent({ allowSelfRegistration: true });
  });

  it('moves the line to the athlete’s order (opened for it) and back, the amounts following it', async () => {
    await registerByNf(event);
    const { userId, participantId } = await registerByNf(event);
    const federationOrderId = (await lineOf(participantId)).orderId;
    const before = await detailOf(federationOrderId);

    const out = await moved(await toIndividual(participantId));
    expect(out.from).toMatchObject({
      id: federationOrderId,
      payer: { kind: 'federation', id: f.refs.italy },
    });
    expect(out.to).toMatchObject({ payer: { kind: 'athlete', id: userId }, state: 'awaiting_payment' });
    expect(out.to.amounts).toMatchObject({
      fees: '120.50',
      due: '120.50',
      outstanding: '120.50',
      currency: 'EUR',
    });
    expect(cents(before.amounts.due) - cents(out.from.amounts.due)).toBe(12050);
    expect(out.from.participants_count).toBe(before.participants_count - 1);
    expect((await lineOf(participantId)).orderId).toBe(out.to.id);
    expect(await auditOf('order.move_to_individual', userId)).toEqual([
      {
        actor: f.ids.nfAdmin,
        details: {
          line: (await lineOf(participantId)).id,
          participant: participantId,
          from: federationOrderId,
          to: out.to.id,
        },
        before: null,
        after: null,
      },
    ]);

    const back = await moved(await toFederation(participantId));
    expect(back.from.id).toBe(out.to.id);
    expect(back.to.id).toBe(federationOrderId);
    expect(back.to.amounts.due).toBe(before.amounts.due);
    // The emptied individual order stays, with nothing to pay.
    expect(back.from).toMatchObject({ state: 'cancelled', participants_count: 0, amounts: { due: '0.00' } });
    expect(await auditOf('order.move_to_federation', userId)).toHaveLength(1);

    // Out again: the athlete's order is reused, not a second one.
    const again = await moved(await toIndividual(participantId, tokens.wskAdmin));
    expect(again.to.id).toBe(out.to.id);
    expect(again.to.state).toBe('awaiting_payment');
  });

  it('refuses a move from where the line is not', async () => {
    const { participantId } = await registerByNf(event);
    await expectInvalid(await toFederation(participantId), null, ORDER_MESSAGES.NOT_ON_INDIVIDUAL_ORDER);
    await moved(await toIndividual(participantId));
    await expectInvalid(await toIndividual(participantId), null, ORDER_MESSAGES.NOT_ON_FEDERATION_ORDER);
  });

  it('moves a self-registered athlete’s line to the federation’s order', async () => {
    const userId = await f.athlete();
    const token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId });
    const response = await call('POST', `${f.sportUrl(event)}registration/self/`, token, {
      entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const participantId = (response.json() as { id: number }).id;
    await expectInvalid(await toIndividual(participantId), null, ORDER_MESSAGES.NOT_ON_FEDERATION_ORDER);
    const reply = await moved(await toFederation(participantId));
    expect(reply.from.payer).toMatchObject({ kind: 'athlete', id: userId });
    expect(reply.to.payer).toMatchObject({ kind: 'federation', id: f.refs.italy });
  });

  it('refuses a withdrawn registration’s line', async () => {
    const { participantId } = await registerByNf(event);
    const withdrawn = await call(
      'POST',
      `${f.participantUrl(event.id, participantId)}withdraw/`,
      tokens.nfAdmin,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectInvalid(await toIndividual(participantId), null, ORDER_MESSAGES.LINE_CANCELLED);
  });

  it('refuses a line a confirmed payment covers, oldest line first; pending payments do not count', async () => {
    const paidEvent = await openEvent();
    const first = await registerByNf(paidEvent);
    const second = await registerByNf(paidEvent);
    const orderId = (await lineOf(first.participantId)).orderId;
    await addPayment(orderId, '500', 'pending');
    await addPayment(orderId, '120.50');
    await expectInvalid(await toIndividual(first.participantId), null, ORDER_MESSAGES.LINE_PAID);
    expect((await lineOf(first.participantId)).orderId).toBe(orderId);
    // The payment covers the first line only: the second still moves, and no order is left behind.
    const reply = await moved(await toIndividual(second.participantId));
    expect(reply.from).toMatchObject({ state: 'paid', amounts: { due: '120.50', paid: '120.50' } });
    const [individual] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, paidEvent.id), eq(orders.userId, first.userId)));
    expect(individual).toBeUndefined();
  });

  it('refuses a line partly covered by a confirmed payment', async () => {
    const paidEvent = await openEvent();
    await registerByNf(paidEvent);
    const second = await registerByNf(paidEvent);
    await addPayment((await lineOf(second.participantId)).orderId, '120.51');
    await expectInvalid(await toIndividual(second.participantId), null, ORDER_MESSAGES.LINE_PAID);
  });

  it('refuses a move that would leave a refunded line of the athlete’s order uncovered', async () => {
    const paidEvent = await openEvent();
    const { userId, participantId } = await registerByNf(paidEvent);
    const federationOrderId = (await lineOf(participantId)).orderId;
    // A later registration of the athlete on their own order, paid and partly refunded: the moved line,
    // older, would take the payment over and leave the refund on nothing.
    const [later] = await ctx.db
      .insert(eventParticipants)
      .values({
        eventId: paidEvent.id,
        eventSportId: paidEvent.sportId,
        kind: 'nto',
        userId,
        federationId: f.refs.italy,
        registeredBy: userId,
        status: 'approved',
        feeAmount: '80',
        currency: 'EUR',
      })
      .returning({ id: eventParticipants.id });
    await ctx.db.transaction((tx) =>
      billParticipant(tx, {
        eventId: paidEvent.id,
        currency: 'EUR',
        participantId: later?.id ?? 0,
        fee: '80',
        feeReduced: false,
        payer: { kind: 'athlete', userId },
        now: new Date(),
      }),
    );
    const own = await lineOf(later?.id ?? 0);
    await addPayment(own.orderId, '80');
    await ctx.db
      .insert(refundRequests)
      .values({ orderLineId: own.id, amount: '30', reason: 'Overpaid', state: 'confirmed' });
    await expectInvalid(await toIndividual(participantId), null, ORDER_MESSAGES.DESTINATION_REFUNDED);
    expect((await lineOf(participantId)).orderId).toBe(federationOrderId);
  });

  it('lets only the federation’s NF administrators and WSK administrators move', async () => {
    const { participantId } = await registerByNf(event);
    for (const actor of ['wskViewer', 'nfViewer', 'athlete', 'ito', 'guest'] as const) {
      expect((await toIndividual(participantId, tokens[actor])).statusCode, actor).toBe(403);
      expect((await toFederation(participantId, tokens[actor])).statusCode, actor).toBe(403);
    }
    // Another federation's administrators learn nothing about the participant.
    expectError(await toIndividual(participantId, france.token), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    expectError(await toFederation(participantId, france.token), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    expectError(await toIndividual(UNKNOWN_ID, france.token), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    expectError(await toIndividual(UNKNOWN_ID), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    const federationOrderId = (await lineOf(participantId)).orderId;
    expect((await lineOf(participantId)).orderId).toBe(federationOrderId);
    const reply = await moved(await toIndividual(participantId, tokens.wskAdmin));
    expect(reply.from.id).toBe(federationOrderId);
  });

  it('moves athletes only, not officials', async () => {
    const ntoEvent = await f.event({ window: { quota: null }, ntoWindow: { quota: null } });
    const official = await f.member(ROLE_TYPES.ATHLETE);
    const response = await call(
      'POST',
      `${f.sportUrl(ntoEvent)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(official),
    );
    expect(response.statusCode, response.body).toBe(201);
    const participantId = (response.json() as { id: number }).id;
    await lineOf(participantId);
    expectError(await toIndividual(participantId), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
    expectError(await toIndividual(participantId, tokens.wskAdmin), 404, ORDER_MESSAGES.LINE_NOT_FOUND);
  });
});

describe('parallel changes of one order', () => {
  it('keeps every line on one order and the sums whole under parallel moves and discounts', async () => {
    const event = await openEvent();
    const registered = [];
    for (let index = 0; index < 6; index += 1) registered.push(await registerByNf(event));
    const federationOrderId = (await lineOf(registered[0]?.participantId ?? 0)).orderId;
    const [a, b, c, d, e, g] = registered.map((entry) => entry.participantId) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];

    const responses = await Promise.all([
      toIndividual(a),
      toIndividual(a),
      toIndividual(b),
      toIndividual(c, tokens.wskAdmin),
      discount(d, '20'),
      discount(e, '120.50'),
      discount(b, '10'),
      toIndividual(d),
      toFederation(g),
      discount(g, '0.01'),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    // The same line moved twice at once: once only.
    expect([statuses[0], statuses[1]].sort()).toEqual([200, 400]);
    expect(statuses.slice(2, 8)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[8]).toBe(400);
    expect(statuses[9]).toBe(200);

    const federation = await detailOf(federationOrderId);
    expect(federation.lines.map((line) => line.participant?.id).sort()).toEqual([e, g].sort());
    expect(federation.amounts).toMatchObject({ fees: '241.00', discount: '120.51', due: '120.49' });
    const individuals = await Promise.all(
      [a, b, c, d].map(async (participantId) => detailOf((await lineOf(participantId)).orderId)),
    );
    expect(new Set(individuals.map((order) => order.id)).size).toBe(4);
    expect(individuals.map((order) => order.amounts.due)).toEqual(['120.50', '110.50', '120.50', '100.50']);
    for (const order of [federation, ...individuals]) {
      const due = order.lines.reduce((sum, line) => sum + cents(line.due), 0);
      expect(cents(order.amounts.due), `order ${order.id}`).toBe(due);
      expect(cents(order.amounts.fees) - cents(order.amounts.discount)).toBe(cents(order.amounts.due));
    }
  });
});
