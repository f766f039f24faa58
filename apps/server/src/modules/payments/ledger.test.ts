// The ledger's rules (decision 018), property-tested: random orders go through random sequences of what
// happens to orders (lines added, cancelled and discounted, payments made, confirmed and declined, refunds
// given), each write asking the ledger's guard first as the services do; after every step the ledger's
// invariants hold, and a write a guard refuses would have broken one. The same sequences run against a real
// order under its lock, and the sums read from the database equal the model's.
import { randomUUID } from 'node:crypto';
import { fromCents } from '@portal/contract/money';
import type { OrderState } from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, refundRequests } from '../../db/schema/payments';
import { useTestApp } from '../../test/harness';
import { registrationFixtures } from '../participants/participants-fixtures';
import { billParticipant, lockOrders, readLedger } from './billing';
import {
  type LedgerInput,
  mayCancelLine,
  mayConfirmPayment,
  mayDiscount,
  mayRefund,
  type OrderLedger,
  orderLedger,
  orderState,
} from './ledger';
import { loadOrderDetail } from './order-details';

// The model ---------------------------------------------------------------------------------------------

interface ModelLine {
  readonly id: number;
  readonly feeCents: number;
  discountCents: number;
  cancelled: boolean;
  readonly refunds: number[];
}

interface ModelPayment {
  readonly id: number;
  readonly amountCents: number;
  state: 'pending' | 'confirmed' | 'declined';
}

interface Model {
  readonly lines: ModelLine[];
  readonly payments: ModelPayment[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const confirmedOf = (model: Model) =>
  sum(
    model.payments.filter((payment) => payment.state === 'confirmed').map((payment) => payment.amountCents),
  );
const pendingOf = (model: Model) =>
  sum(model.payments.filter((payment) => payment.state === 'pending').map((payment) => payment.amountCents));

function inputOf(model: Model): LedgerInput {
  return {
    lines: model.lines.map((line) => ({
      id: line.id,
      feeCents: line.feeCents,
      discountCents: line.discountCents,
      cancelled: line.cancelled,
      refundedCents: sum(line.refunds),
    })),
    confirmedCents: confirmedOf(model),
    pendingCents: pendingOf(model),
  };
}

const ledgerOf = (model: Model) => orderLedger(inputOf(model));

/** The state rule of decision 018, written out again from the model. */
function expectedState(model: Model): OrderState {
  const live = model.lines.filter((line) => !line.cancelled);
  const charge = sum(live.map((line) => line.feeCents - line.discountCents));
  const confirmed = confirmedOf(model);
  if (confirmed === 0) {
    if (live.length === 0) return 'cancelled';
    return charge === 0 ? 'waived' : 'awaiting_payment';
  }
  return confirmed >= charge ? 'paid' : 'partially_paid';
}

/** Every invariant the ledger of the model's order breaks; none after a write a guard allowed. */
function violations(model: Model, ledger: OrderLedger): string[] {
  const found: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) found.push(what);
  };
  const confirmed = confirmedOf(model);
  const refunded = sum(model.lines.flatMap((line) => line.refunds));
  check(ledger.confirmedCents === confirmed, 'confirmed = Σ confirmed payments');
  check(ledger.refundedCents === refunded, 'refunded = Σ confirmed refunds');
  check(ledger.paidCents === confirmed - refunded, 'paid = confirmed − refunded');
  check(ledger.paidCents >= 0, 'paid ≥ 0');
  check(ledger.confirmedCents <= ledger.chargeCents, 'confirmed ≤ charge');
  check(sum(ledger.lines.map((line) => line.paidCents)) === ledger.paidCents, 'Σ line paid = paid');
  check(
    ledger.outstandingCents === Math.max(0, ledger.chargeCents - ledger.confirmedCents),
    'outstanding = max(0, charge − confirmed)',
  );
  check(ledger.pendingCents === pendingOf(model), 'pending = Σ pending payments');
  check(
    ledger.payableCents === Math.max(0, ledger.outstandingCents - ledger.pendingCents),
    'payable = max(0, outstanding − pending)',
  );
  check(ledger.state === expectedState(model), `state is ${expectedState(model)}`);
  if (ledger.confirmedCents <= ledger.chargeCents) {
    check(ledger.dueCents - ledger.paidCents === ledger.outstandingCents, 'due − paid = outstanding');
  }
  let uncovered = false;
  for (const line of ledger.lines) {
    check(
      line.discountCents >= 0 && line.discountCents <= line.feeCents,
      `line ${line.id}: 0 ≤ discount ≤ fee`,
    );
    check(line.refundedCents <= line.coveredCents, `line ${line.id}: refunded ≤ covered`);
    check(
      line.coveredCents >= 0 && line.coveredCents <= line.chargeCents,
      `line ${line.id}: covered ≤ charge`,
    );
    // Payments cover the lines oldest first: after a line left short, nothing is covered.
    check(!uncovered || line.coveredCents === 0, `line ${line.id}: covered after a line left short`);
    if (line.coveredCents < line.chargeCents) uncovered = true;
  }
  return found;
}

// Operations ----------------------------------------------------------------------------------------------

/** What a random step asks for; the `pick`s choose among the candidates present at that moment. */
type Operation =
  | { readonly kind: 'add_line'; readonly fee: number; readonly discountPercent: number }
  | { readonly kind: 'cancel'; readonly pick: number }
  | { readonly kind: 'discount'; readonly pick: number; readonly percent: number }
  | { readonly kind: 'pay'; readonly percent: number; readonly raw: number | null }
  | { readonly kind: 'confirm'; readonly pick: number }
  | { readonly kind: 'decline'; readonly pick: number }
  | { readonly kind: 'refund'; readonly pick: number; readonly percent: number; readonly raw: number | null };

/** A concrete write on the order. */
type Step =
  | { readonly kind: 'add_line'; readonly feeCents: number; readonly discountCents: number }
  | { readonly kind: 'cancel'; readonly lineId: number }
  | { readonly kind: 'discount'; readonly lineId: number; readonly discountCents: number }
  | { readonly kind: 'pay'; readonly amountCents: number }
  | { readonly kind: 'confirm'; readonly paymentId: number; readonly amountCents: number }
  | { readonly kind: 'decline'; readonly paymentId: number }
  | { readonly kind: 'refund'; readonly lineId: number; readonly amountCents: number };

const percentOf = (cents: number, percent: number) => Math.max(1, Math.round((cents * percent) / 100));

function stepOf(model: Model, operation: Operation): Step | null {
  const ledger = ledgerOf(model);
  const live = model.lines.filter((line) => !line.cancelled);
  const pending = model.payments.filter((payment) => payment.state === 'pending');
  const pickOf = <T>(items: readonly T[], pick: number) => items[pick % Math.max(1, items.length)];
  switch (operation.kind) {
    case 'add_line':
      return {
        kind: 'add_line',
        feeCents: operation.fee,
        discountCents: Math.floor((operation.fee * operation.discountPercent) / 100),
      };
    case 'cancel': {
      const line = pickOf(live, operation.pick);
      return line ? { kind: 'cancel', lineId: line.id } : null;
    }
    case 'discount': {
      const line = pickOf(live, operation.pick);
      // Up to 110% of the fee, so a discount above the fee is tried too.
      return line
        ? {
            kind: 'discount',
            lineId: line.id,
            discountCents: Math.floor((line.feeCents * operation.percent) / 100),
          }
        : null;
    }
    case 'pay':
      return {
        kind: 'pay',
        amountCents: operation.raw ?? percentOf(ledger.outstandingCents, operation.percent),
      };
    case 'confirm': {
      const payment = pickOf(pending, operation.pick);
      return payment ? { kind: 'confirm', paymentId: payment.id, amountCents: payment.amountCents } : null;
    }
    case 'decline': {
      const payment = pickOf(pending, operation.pick);
      return payment ? { kind: 'decline', paymentId: payment.id } : null;
    }
    case 'refund': {
      const line = pickOf(model.lines, operation.pick);
      if (!line) return null;
      const paid = ledger.lines.find((entry) => entry.id === line.id)?.paidCents ?? 0;
      return {
        kind: 'refund',
        lineId: line.id,
        amountCents: operation.raw ?? percentOf(paid, operation.percent),
      };
    }
  }
}

/** The guard the services ask before the write; writes that move no money have none. */
function allowedBy(ledger: OrderLedger, step: Step): boolean {
  switch (step.kind) {
    case 'cancel':
      return mayCancelLine(ledger, step.lineId);
    case 'discount':
      return mayDiscount(ledger, step.lineId, step.discountCents);
    case 'confirm':
      return mayConfirmPayment(ledger, step.amountCents);
    case 'refund':
      return mayRefund(ledger, step.lineId, step.amountCents);
    default:
      return true;
  }
}

/** The step applied to the model; `newId` names a new line or payment (the database's id, or a counter). */
function apply(model: Model, step: Step, newId: number): void {
  const line = (id: number) => {
    const found = model.lines.find((entry) => entry.id === id);
    if (!found) throw new Error(`No line ${id}`);
    return found;
  };
  const payment = (id: number) => {
    const found = model.payments.find((entry) => entry.id === id);
    if (!found) throw new Error(`No payment ${id}`);
    return found;
  };
  switch (step.kind) {
    case 'add_line':
      model.lines.push({
        id: newId,
        feeCents: step.feeCents,
        discountCents: step.discountCents,
        cancelled: false,
        refunds: [],
      });
      return;
    case 'cancel':
      line(step.lineId).cancelled = true;
      return;
    case 'discount':
      line(step.lineId).discountCents = step.discountCents;
      return;
    case 'pay':
      model.payments.push({ id: newId, amountCents: step.amountCents, state: 'pending' });
      return;
    case 'confirm':
      payment(step.paymentId).state = 'confirmed';
      return;
    case 'decline':
      payment(step.paymentId).state = 'declined';
      return;
    case 'refund':
      line(step.lineId).refunds.push(step.amountCents);
      return;
  }
}

const clone = (model: Model): Model => structuredClone(model);

// Generators ----------------------------------------------------------------------------------------------

const feeOf = (min: number) =>
  fc.oneof(
    fc.constantFrom(...[0, 1, 100, 12050].filter((fee) => fee >= min)),
    fc.integer({ min, max: 50_000 }),
  );
/** Mostly a share of what may be paid or refunded (null), now and then any amount. */
const rawAmount: fc.Arbitrary<number | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60_000 }) },
);

/** Weighted so that payments get confirmed and refunds given often enough to meet the other writes. */
const operationOf = (minFee: number): fc.Arbitrary<Operation> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('add_line' as const),
        fee: feeOf(minFee),
        discountPercent: fc.oneof(fc.constant(0), fc.constant(100), fc.integer({ min: 0, max: 100 })),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('discount' as const),
        pick: fc.nat(),
        percent: fc.oneof(fc.constantFrom(0, 100, 110), fc.integer({ min: 0, max: 110 })),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('pay' as const),
        percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 120 })),
        raw: rawAmount,
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), pick: fc.nat() }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('refund' as const),
        pick: fc.nat(),
        percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 120 })),
        raw: rawAmount,
      }),
    },
  );

const initialLinesOf = (minFee: number) =>
  fc.array(
    fc.record({
      fee: feeOf(minFee),
      discountPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
    }),
    { minLength: 0, maxLength: 5 },
  );

// The pure ledger -------------------------------------------------------------------------------------------

describe('the ledger under random sequences of writes', () => {
  it('keeps its invariants after every allowed write, and refuses only writes that would break one', () => {
    fc.assert(
      fc.property(
        initialLinesOf(0),
        fc.array(operationOf(0), { minLength: 5, maxLength: 40 }),
        (initial, operations) => {
          const model: Model = { lines: [], payments: [] };
          let nextId = 1;
          for (const line of initial) {
            apply(
              model,
              {
                kind: 'add_line',
                feeCents: line.fee,
                discountCents: Math.floor((line.fee * line.discountPercent) / 100),
              },
              nextId++,
            );
          }
          expect(violations(model, ledgerOf(model))).toEqual([]);
          for (const operation of operations) {
            const step = stepOf(model, operation);
            if (!step) continue;
            if (allowedBy(ledgerOf(model), step)) {
              apply(model, step, nextId++);
              expect(violations(model, ledgerOf(model)), JSON.stringify(step)).toEqual([]);
            } else {
              const tried = clone(model);
              apply(tried, step, nextId);
              expect(violations(tried, ledgerOf(tried)), JSON.stringify(step)).not.toEqual([]);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the guards on refunded lines', () => {
  const line = (
    id: number,
    feeCents: number,
    values: { discountCents?: number; refundedCents?: number } = {},
  ) => ({
    id,
    feeCents,
    discountCents: values.discountCents ?? 0,
    cancelled: false,
    refundedCents: values.refundedCents ?? 0,
  });

  it('keeps a refunded line the payments cover: cancelling it would leave its refund on nothing', () => {
    const ledger = orderLedger({
      lines: [line(1, 10000, { refundedCents: 5000 }), line(2, 10000)],
      confirmedCents: 10000,
      pendingCents: 0,
    });
    expect(mayCancelLine(ledger, 1)).toBe(false);
    expect(mayCancelLine(ledger, 2)).toBe(true);
  });

  it('refuses to raise an earlier line’s charge away from a later refunded line', () => {
    // 100 paid covers 50 of the first line and 50 of the second, 50 of which was refunded.
    const ledger = orderLedger({
      lines: [line(1, 10000, { discountCents: 5000 }), line(2, 10000, { refundedCents: 5000 })],
      confirmedCents: 10000,
      pendingCents: 0,
    });
    expect(mayDiscount(ledger, 1, 0)).toBe(false);
    expect(mayDiscount(ledger, 1, 5000)).toBe(true);
    expect(mayDiscount(ledger, 2, 5000)).toBe(true);
    expect(mayDiscount(ledger, 2, 5001)).toBe(false);
  });
});

describe('orderState', () => {
  it('is cancelled with no live line and nothing confirmed', () => {
    expect(orderState({ liveLines: 0, chargeCents: 0, confirmedCents: 0 })).toBe('cancelled');
  });

  it('is waived when the live lines charge nothing and nothing was confirmed', () => {
    expect(orderState({ liveLines: 2, chargeCents: 0, confirmedCents: 0 })).toBe('waived');
  });

  it('awaits payment while something is charged and nothing confirmed', () => {
    expect(orderState({ liveLines: 1, chargeCents: 12050, confirmedCents: 0 })).toBe('awaiting_payment');
  });

  it('is partially paid while confirmed payments fall short of the charge', () => {
    expect(orderState({ liveLines: 1, chargeCents: 12050, confirmedCents: 12049 })).toBe('partially_paid');
    expect(orderState({ liveLines: 1, chargeCents: 12050, confirmedCents: 1 })).toBe('partially_paid');
  });

  it('is paid once confirmed payments reach the charge, refunds or not', () => {
    expect(orderState({ liveLines: 1, chargeCents: 12050, confirmedCents: 12050 })).toBe('paid');
    // Confirmed money on an order whose lines were discounted to nothing stays paid, not waived.
    expect(orderState({ liveLines: 1, chargeCents: 0, confirmedCents: 500 })).toBe('paid');
    expect(orderState({ liveLines: 0, chargeCents: 0, confirmedCents: 500 })).toBe('paid');
  });

  it('agrees with orderLedger’s state and sums on an example', () => {
    const ledger = orderLedger({
      lines: [
        { id: 1, feeCents: 10000, discountCents: 0, cancelled: false, refundedCents: 2000 },
        { id: 2, feeCents: 5000, discountCents: 1000, cancelled: false, refundedCents: 0 },
        { id: 3, feeCents: 7000, discountCents: 0, cancelled: true, refundedCents: 0 },
      ],
      confirmedCents: 12000,
      pendingCents: 1500,
    });
    expect(ledger).toMatchObject({
      liveLines: 2,
      feesCents: 15000,
      discountCents: 1000,
      chargeCents: 14000,
      refundedCents: 2000,
      paidCents: 10000,
      dueCents: 12000,
      outstandingCents: 2000,
      payableCents: 500,
      state: 'partially_paid',
    });
    expect(ledger.lines.map((line) => [line.coveredCents, line.paidCents, line.dueCents])).toEqual([
      [10000, 8000, 8000],
      [2000, 2000, 4000],
      [0, 0, 0],
    ]);
  });
});

// A real order ----------------------------------------------------------------------------------------------

describe('a real order under random sequences of writes', () => {
  const ctx = useTestApp();
  const f = registrationFixtures(ctx);
  let event = { id: 0, sportId: 0 };

  beforeAll(async () => {
    await f.setUp();
    event = await f.event({ window: { quota: null } });
  });

  /**
   * The athlete `userId` registered for the event and billed on `payerId`'s order (one athlete pays for
   * everyone). The user is made before the transaction: the embedded database runs one at a time.
   */
  async function addLine(tx: Database, payerId: number, userId: number, feeCents: number): Promise<number> {
    const [participant] = await tx
      .insert(eventParticipants)
      .values({
        eventId: event.id,
        eventSportId: event.sportId,
        kind: 'athlete',
        userId,
        federationId: f.refs.italy,
        registeredBy: f.ids.nfAdmin,
        status: 'approved',
        feeAmount: fromCents(feeCents),
        currency: 'EUR',
      })
      .returning({ id: eventParticipants.id });
    const participantId = participant?.id ?? 0;
    await billParticipant(tx, {
      eventId: event.id,
      currency: 'EUR',
      participantId,
      fee: fromCents(feeCents),
      feeReduced: false,
      payer: { kind: 'athlete', userId: payerId },
      now: new Date(),
    });
    const [line] = await tx
      .select({ id: orderLines.id, orderId: orderLines.orderId })
      .from(orderLines)
      .where(eq(orderLines.participantId, participantId));
    if (!line) throw new Error('The participant was not billed');
    return line.id;
  }

  /** Runs the step as a service would: the order locked, the guard asked on its ledger, then the write. */
  async function write(
    orderId: number,
    payerId: number,
    step: Step,
  ): Promise<{ allowed: boolean; id: number }> {
    const userId = step.kind === 'add_line' ? await f.person(ROLE_TYPES.ATHLETE) : 0;
    return ctx.db.transaction(async (tx) => {
      await lockOrders(tx, [orderId]);
      const allowed = allowedBy(await readLedger(tx, orderId), step);
      if (!allowed) return { allowed, id: 0 };
      const now = new Date();
      switch (step.kind) {
        case 'add_line': {
          const id = await addLine(tx, payerId, userId, step.feeCents);
          await tx
            .update(orderLines)
            .set({ discount: fromCents(step.discountCents) })
            .where(eq(orderLines.id, id));
          return { allowed, id };
        }
        case 'cancel':
          await tx.update(orderLines).set({ cancelledAt: now }).where(eq(orderLines.id, step.lineId));
          return { allowed, id: 0 };
        case 'discount':
          await tx
            .update(orderLines)
            .set({ discount: fromCents(step.discountCents) })
            .where(eq(orderLines.id, step.lineId));
          return { allowed, id: 0 };
        case 'pay': {
          const [payment] = await tx
            .insert(orderPayments)
            .values({
              orderId,
              amount: fromCents(step.amountCents),
              paymentSystem: 'bank_transfer',
              idempotencyKey: randomUUID(),
            })
            .returning({ id: orderPayments.id });
          return { allowed, id: payment?.id ?? 0 };
        }
        case 'confirm':
        case 'decline':
          await tx
            .update(orderPayments)
            .set({ state: step.kind === 'confirm' ? 'confirmed' : 'declined', decidedAt: now })
            .where(eq(orderPayments.id, step.paymentId));
          return { allowed, id: 0 };
        case 'refund':
          await tx.insert(refundRequests).values({
            orderLineId: step.lineId,
            amount: fromCents(step.amountCents),
            reason: 'Property test',
            state: 'confirmed',
          });
          return { allowed, id: 0 };
      }
    });
  }

  it('reads each line’s confirmed refunds', async () => {
    const payerId = await f.person(ROLE_TYPES.ATHLETE);
    const users = [await f.person(ROLE_TYPES.ATHLETE), await f.person(ROLE_TYPES.ATHLETE)];
    const [first, second] = await ctx.db.transaction(async (tx) => [
      await addLine(tx, payerId, users[0] ?? 0, 10000),
      await addLine(tx, payerId, users[1] ?? 0, 10000),
    ]);
    const [row] = await ctx.db
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .where(eq(orderLines.id, first ?? 0));
    const orderId = row?.orderId ?? 0;
    await ctx.db.insert(orderPayments).values({
      orderId,
      amount: '200',
      paymentSystem: 'card',
      state: 'confirmed',
      idempotencyKey: randomUUID(),
    });
    await ctx.db.insert(refundRequests).values([
      { orderLineId: second ?? 0, amount: '30', reason: 'Overpaid', state: 'confirmed' },
      { orderLineId: second ?? 0, amount: '5', reason: 'Asked', state: 'requested' },
      { orderLineId: first ?? 0, amount: '7', reason: 'Declined', state: 'declined' },
    ]);
    const ledger = await readLedger(ctx.db, orderId);
    expect(ledger.lines.map((entry) => [entry.id, entry.refundedCents, entry.paidCents])).toEqual([
      [first, 0, 10000],
      [second, 3000, 7000],
    ]);
    expect(ledger).toMatchObject({ refundedCents: 3000, paidCents: 17000, dueCents: 17000 });
  });

  it('reads back the model’s sums after every write', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ fee: feeOf(1), discountPercent: fc.integer({ min: 0, max: 100 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(operationOf(1), { maxLength: 15 }),
        async (initial, operations) => {
          // Each run bills a new athlete's order of the event.
          const payerId = await f.person(ROLE_TYPES.ATHLETE);
          const model: Model = { lines: [], payments: [] };
          let orderId = 0;
          for (const line of initial) {
            const discountCents = Math.floor((line.fee * line.discountPercent) / 100);
            const userId = await f.person(ROLE_TYPES.ATHLETE);
            const lineId = await ctx.db.transaction(async (tx) => {
              const id = await addLine(tx, payerId, userId, line.fee);
              await tx
                .update(orderLines)
                .set({ discount: fromCents(discountCents) })
                .where(eq(orderLines.id, id));
              return id;
            });
            apply(model, { kind: 'add_line', feeCents: line.fee, discountCents }, lineId);
            const [row] = await ctx.db
              .select({ orderId: orderLines.orderId })
              .from(orderLines)
              .where(eq(orderLines.id, lineId));
            orderId = row?.orderId ?? 0;
          }
          for (const operation of operations) {
            const step = stepOf(model, operation);
            if (!step) continue;
            const expected = allowedBy(ledgerOf(model), step);
            const done = await write(orderId, payerId, step);
            expect(done.allowed, JSON.stringify(step)).toBe(expected);
            if (done.allowed) apply(model, step, done.id);
            const stored = await readLedger(ctx.db, orderId);
            expect(stored).toEqual(ledgerOf(model));
            expect(violations(model, stored)).toEqual([]);
          }
          const detail = await loadOrderDetail(ctx.db, orderId);
          const ledger = ledgerOf(model);
          expect(detail).toMatchObject({
            state: ledger.state,
            participants_count: ledger.liveLines,
            amounts: {
              fees: fromCents(ledger.feesCents),
              discount: fromCents(ledger.discountCents),
              due: fromCents(ledger.dueCents),
              paid: fromCents(ledger.paidCents),
              refunded: fromCents(ledger.refundedCents),
              pending: fromCents(ledger.pendingCents),
              outstanding: fromCents(ledger.outstandingCents),
            },
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});
