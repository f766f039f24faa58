// Registrations bill their payer (decision 018): an NF registration goes on the federation's order, a
// self-registration on the athlete's, a team registration on the team's, a kind that pays nothing on none;
// parallel registrations of one payer share one order; withdrawing or rejecting an unpaid registration
// cancels its line (an order of cancelled lines only is cancelled) while a paid one keeps it; and the
// seed's direct inserts are billed once however often billUnbilledParticipants runs.
import { randomUUID } from 'node:crypto';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, orders } from '../../db/schema/payments';
import { teamMembers, teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { registrationFixtures, type WindowOptions } from '../participants/participants-fixtures';
import { billUnbilledParticipants } from './billing';
import { loadOrderDetail } from './order-details';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

type Target = { id: number; sportId: number };

beforeAll(() => f.setUp());

/** An event with no quota whose athletes pay the window's fee (120.50 unless told). */
const openEvent = (window: WindowOptions = {}, options: { allowSelfRegistration?: boolean } = {}) =>
  f.event({ window: { quota: null, ...window }, ...options });

async function ordersOfEvent(eventId: number) {
  return ctx.db
    .select({
      id: orders.id,
      payerKind: orders.payerKind,
      federationId: orders.federationId,
      userId: orders.userId,
      teamId: orders.teamId,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.eventId, eventId))
    .orderBy(asc(orders.id));
}

async function lineOf(participantId: number) {
  const rows = await ctx.db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      fee: orderLines.fee,
      feeReduced: orderLines.feeReduced,
      cancelledAt: orderLines.cancelledAt,
    })
    .from(orderLines)
    .where(eq(orderLines.participantId, participantId));
  return rows[0];
}

async function stateOf(orderId: number) {
  const detail = await loadOrderDetail(ctx.db, orderId);
  if (!detail) throw new Error(`No order ${orderId}`);
  return detail;
}

const participantAction = (event: Target, participantId: number, verb: string) =>
  `${f.participantUrl(event.id, participantId)}${verb}/`;

async function selfRegister(event: Target) {
  const userId = await f.athlete();
  const token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId });
  const response = await call('POST', `${f.sportUrl(event)}registration/self/`, token, {
    entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { userId, token, participantId: (response.json() as { id: number }).id };
}

async function confirmPayment(orderId: number, amount: string) {
  await ctx.db.insert(orderPayments).values({
    orderId,
    amount,
    paymentSystem: 'bank_transfer',
    state: 'confirmed',
    idempotencyKey: randomUUID(),
  });
}

describe('who a registration bills', () => {
  it('bills an NF registration on the federation’s order, in the event’s currency', async () => {
    const event = await openEvent();
    const participant = await f.register(event, await f.athlete());
    expect(await ordersOfEvent(event.id)).toEqual([
      {
        id: expect.any(Number),
        payerKind: 'federation',
        federationId: f.refs.italy,
        userId: null,
        teamId: null,
        currency: 'EUR',
      },
    ]);
    const line = await lineOf(participant.id);
    expect(line).toMatchObject({ fee: '120.50', feeReduced: false, cancelledAt: null });
    const detail = await stateOf(line?.orderId ?? 0);
    expect(detail).toMatchObject({
      state: 'awaiting_payment',
      amounts: { due: '120.50', outstanding: '120.50' },
    });
  });

  it('freezes the reduced fee of the day on the line', async () => {
    const event = await openEvent({ reductionEnds: 5, reducedAmount: '80' });
    const participant = await f.register(event, await f.athlete());
    expect(await lineOf(participant.id)).toMatchObject({ fee: '80.00', feeReduced: true });
  });

  it('bills a self-registration on the athlete’s own order', async () => {
    const event = await openEvent({}, { allowSelfRegistration: true });
    const { userId, participantId } = await selfRegister(event);
    expect(await ordersOfEvent(event.id)).toEqual([
      expect.objectContaining({ payerKind: 'athlete', userId, federationId: null, teamId: null }),
    ]);
    expect(await lineOf(participantId)).toMatchObject({ fee: '120.50' });
  });

  it('bills a team registration on the team’s order', async () => {
    const adminId = await f.person(ROLE_TYPES.ATHLETE, { federationId: f.refs.italy });
    const adminToken = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: adminId });
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Billing Inline Team', countryCode: 'IT', adminUserId: adminId })
      .returning({ id: teams.id });
    const teamId = team?.id ?? 0;
    const rosterAthlete = await f.athlete();
    await ctx.db
      .insert(teamMembers)
      .values({ teamId, userId: rosterAthlete, jerseyNumber: 7, status: 'accepted' });
    const event = await f.event({ publish: false });
    const set = await call('PUT', `${f.sportUrl(event)}participants/`, tokens.wskAdmin, {
      participants: [f.participantsWindow({}), f.participantsWindow({ amount: '60' }, 'team_athlete')],
    });
    expect(set.statusCode, set.body).toBe(200);
    await f.publish(event.id);
    const response = await call('POST', `${f.sportUrl(event)}teams/${teamId}/participants/`, adminToken, {
      kind: 'team_athlete',
      user: rosterAthlete,
      jersey_number: 7,
      entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await ordersOfEvent(event.id)).toEqual([
      expect.objectContaining({ payerKind: 'team', teamId, federationId: null, userId: null }),
    ]);
    expect(await lineOf((response.json() as { id: number }).id)).toMatchObject({ fee: '60.00' });
  });

  it('opens no order for a kind that pays nothing', async () => {
    for (const amount of [null, '0']) {
      const event = await openEvent({ amount });
      const participant = await f.register(event, await f.athlete());
      expect(await lineOf(participant.id), String(amount)).toBeUndefined();
      expect(await ordersOfEvent(event.id), String(amount)).toEqual([]);
    }
  });

  it('puts parallel registrations of one federation on one order', async () => {
    const event = await openEvent();
    const athletes = await Promise.all(Array.from({ length: 6 }, () => f.athlete()));
    const registered = await Promise.all(athletes.map((athlete) => f.register(event, athlete)));
    const federationOrders = await ordersOfEvent(event.id);
    expect(federationOrders).toHaveLength(1);
    const lines = await ctx.db
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .where(
        inArray(
          orderLines.participantId,
          registered.map((participant) => participant.id),
        ),
      );
    expect(lines.map((line) => line.orderId)).toEqual(Array(6).fill(federationOrders[0]?.id));
    const detail = await stateOf(federationOrders[0]?.id ?? 0);
    expect(detail).toMatchObject({ participants_count: 6, amounts: { fees: '723.00', due: '723.00' } });
  });
});

describe('withdrawn and rejected registrations', () => {
  it('cancels an unpaid line on withdrawal; an order of cancelled lines only is cancelled', async () => {
    const event = await openEvent();
    const first = await f.register(event, await f.athlete());
    const second = await f.register(event, await f.athlete());
    const orderId = (await lineOf(first.id))?.orderId ?? 0;
    for (const [index, participant] of [first, second].entries()) {
      const response = await call(
        'POST',
        participantAction(event, participant.id, 'withdraw'),
        tokens.nfAdmin,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((await lineOf(participant.id))?.cancelledAt).toBeInstanceOf(Date);
      const detail = await stateOf(orderId);
      expect(detail.participants_count).toBe(1 - index);
      expect(detail.state).toBe(index === 0 ? 'awaiting_payment' : 'cancelled');
    }
    expect(await stateOf(orderId)).toMatchObject({
      amounts: { fees: '0.00', due: '0.00', outstanding: '0.00' },
    });
  });

  it('cancels the line of a rejected self-registration', async () => {
    const event = await openEvent({}, { allowSelfRegistration: true });
    const { participantId } = await selfRegister(event);
    const response = await call('POST', participantAction(event, participantId, 'reject'), tokens.wskAdmin, {
      reason: 'Not selected',
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = await lineOf(participantId);
    expect(line?.cancelledAt).toBeInstanceOf(Date);
    expect((await stateOf(line?.orderId ?? 0)).state).toBe('cancelled');
  });

  it('keeps the line of a participant a confirmed payment covers', async () => {
    const event = await openEvent();
    const participant = await f.register(event, await f.athlete());
    const orderId = (await lineOf(participant.id))?.orderId ?? 0;
    await confirmPayment(orderId, '50');
    const response = await call('POST', participantAction(event, participant.id, 'withdraw'), tokens.nfAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect((await lineOf(participant.id))?.cancelledAt).toBeNull();
    expect(await stateOf(orderId)).toMatchObject({
      state: 'partially_paid',
      participants_count: 1,
      amounts: { due: '120.50', paid: '50.00', outstanding: '70.50' },
    });
  });

  it('keeps a line the other lines cannot absorb the payments of, and cancels one they can', async () => {
    const event = await openEvent();
    const first = await f.register(event, await f.athlete());
    const second = await f.register(event, await f.athlete());
    const third = await f.register(event, await f.athlete());
    const orderId = (await lineOf(first.id))?.orderId ?? 0;
    // 150 paid of 361.50: any one line may go (241 left ≥ 150), then no other (120.50 left < 150).
    await confirmPayment(orderId, '150');
    expect(
      (await call('POST', participantAction(event, third.id, 'withdraw'), tokens.nfAdmin)).statusCode,
    ).toBe(200);
    expect((await lineOf(third.id))?.cancelledAt).toBeInstanceOf(Date);
    expect(
      (await call('POST', participantAction(event, first.id, 'withdraw'), tokens.nfAdmin)).statusCode,
    ).toBe(200);
    expect((await lineOf(first.id))?.cancelledAt).toBeNull();
    expect(await stateOf(orderId)).toMatchObject({
      state: 'partially_paid',
      participants_count: 2,
      amounts: { due: '241.00', paid: '150.00', outstanding: '91.00' },
    });
    expect((await lineOf(second.id))?.cancelledAt).toBeNull();
  });
});

describe('billing participants inserted directly', () => {
  it('bills each on its payer’s order, once however often it runs', async () => {
    const event = await openEvent();
    const nfAthlete = await f.athlete();
    const selfAthlete = await f.athlete();
    const teamAthlete = await f.athlete();
    const freeAthlete = await f.athlete();
    const withdrawnAthlete = await f.athlete();
    const teamAdmin = await f.person(ROLE_TYPES.ATHLETE, { federationId: f.refs.italy });
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Seeded Team', countryCode: 'IT', adminUserId: teamAdmin })
      .returning({ id: teams.id });
    const teamId = team?.id ?? 0;
    const base = {
      eventId: event.id,
      eventSportId: event.sportId,
      status: 'approved' as const,
      currency: 'EUR',
      federationId: f.refs.italy,
      feeAmount: '120.50',
    };
    const inserted = await ctx.db
      .insert(eventParticipants)
      .values([
        { ...base, kind: 'athlete', userId: nfAthlete, registeredBy: f.ids.nfAdmin },
        { ...base, kind: 'athlete', userId: selfAthlete, registeredBy: selfAthlete, status: 'pending' },
        {
          ...base,
          kind: 'team_athlete',
          userId: teamAthlete,
          registeredBy: teamAdmin,
          federationId: null,
          teamId,
          feeAmount: '60',
        },
        { ...base, kind: 'athlete', userId: freeAthlete, registeredBy: f.ids.nfAdmin, feeAmount: '0' },
        {
          ...base,
          kind: 'athlete',
          userId: withdrawnAthlete,
          registeredBy: f.ids.nfAdmin,
          status: 'withdrawn',
        },
      ])
      .returning({ id: eventParticipants.id });
    const [nfRow, selfRow, teamRow, freeRow, withdrawnRow] = inserted.map((row) => row.id);

    await billUnbilledParticipants(ctx.db);
    const billed = await ordersOfEvent(event.id);
    const orderOf = async (participantId: number | undefined) => {
      const line = await lineOf(participantId ?? 0);
      return billed.find((order) => order.id === line?.orderId);
    };
    expect(await orderOf(nfRow)).toMatchObject({ payerKind: 'federation', federationId: f.refs.italy });
    expect(await orderOf(selfRow)).toMatchObject({ payerKind: 'athlete', userId: selfAthlete });
    expect(await orderOf(teamRow)).toMatchObject({ payerKind: 'team', teamId });
    expect(await lineOf(teamRow ?? 0)).toMatchObject({ fee: '60.00' });
    expect(await lineOf(freeRow ?? 0)).toBeUndefined();
    expect(await lineOf(withdrawnRow ?? 0)).toBeUndefined();
    expect(billed).toHaveLength(3);

    const linesBefore = await ctx.db.select({ id: orderLines.id }).from(orderLines);
    await billUnbilledParticipants(ctx.db);
    expect(await ordersOfEvent(event.id)).toEqual(billed);
    expect(await ctx.db.select({ id: orderLines.id }).from(orderLines)).toEqual(linesBefore);
  });

  it('adds a direct insert to the order its payer already has', async () => {
    const event = await openEvent();
    const registered = await f.register(event, await f.athlete());
    const orderId = (await lineOf(registered.id))?.orderId;
    const [row] = await ctx.db
      .insert(eventParticipants)
      .values({
        eventId: event.id,
        eventSportId: event.sportId,
        kind: 'athlete',
        userId: await f.athlete(),
        federationId: f.refs.italy,
        registeredBy: f.ids.nfAdmin,
        status: 'approved',
        feeAmount: '99.99',
        currency: 'EUR',
      })
      .returning({ id: eventParticipants.id });
    await billUnbilledParticipants(ctx.db);
    expect(await lineOf(row?.id ?? 0)).toMatchObject({ orderId, fee: '99.99' });
    expect(
      await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, event.id), eq(orders.payerKind, 'federation'))),
    ).toHaveLength(1);
    expect((await stateOf(orderId ?? 0)).amounts.fees).toBe('220.49');
  });
});
