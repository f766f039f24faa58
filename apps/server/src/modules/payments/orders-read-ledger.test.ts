// The lists' SQL against the ledger (decision 018): for generated orders (lines with fees, discounts and
// cancellations, payments in every state, refunds), the state, the tabs and the sums the SQL derives equal
// what ledger.ts's orderLedger derives from the same rows.
import { fromCents } from '@portal/contract/money';
import { ORDER_STATES, ORDER_TABS, type OrderState, type OrderTab } from '@portal/contract/order';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderPayments, refundRequests } from '../../db/schema/payments';
import { useTestApp } from '../../test/harness';
import { discountOf, type GeneratedOrder, generatedLedger, orderArbitrary } from './ledger-arbitraries';
import { listOrderPage, type OrderScope, sumOrders } from './order-queries';
import { type BilledEvent, orderFixtures } from './orders-fixtures';

const ctx = useTestApp();
const f = orderFixtures(ctx);

const generatedOrders = orderArbitrary();

let event: BilledEvent;
let pool: number[] = [];

beforeAll(async () => {
  await f.setUp();
  // Italy's order is the one generated; France's holds the lines generated off it.
  event = await f.billedEvent({ italy: 4, france: 1 });
  pool = await f.lineIdsOf(event.orders.italy);
});

/** Rewrites Italy's order to the generated one. */
async function writeOrder(generated: GeneratedOrder) {
  await ctx.db.delete(refundRequests).where(inArray(refundRequests.orderLineId, pool));
  await ctx.db.delete(orderPayments).where(eq(orderPayments.orderId, event.orders.italy));
  for (const [index, line] of generated.lines.entries()) {
    const id = pool[index] ?? 0;
    await ctx.db
      .update(orderLines)
      .set({
        orderId: line.onOrder ? event.orders.italy : event.orders.france,
        fee: fromCents(line.feeCents),
        discount: fromCents(discountOf(line)),
        cancelledAt: line.cancelled ? new Date() : null,
      })
      .where(eq(orderLines.id, id));
    for (const refund of line.refunds) {
      await f.refund(id, fromCents(refund.amountCents), refund.state);
    }
  }
  for (const payment of generated.payments) {
    await f.pay(event.orders.italy, fromCents(payment.amountCents), payment.state);
  }
}

const ledgerOf = (generated: GeneratedOrder) => generatedLedger(generated, pool);

describe('the lists’ SQL and the ledger', () => {
  it('derive the same state, tabs and sums for generated orders', async () => {
    const scopes: OrderScope[] = [{ kind: 'federation', federationId: f.refs.italy }];
    const filter = { scopes, eventId: event.target.id, limit: 10, offset: 0 };
    const listed = async (extra: { state?: OrderState; tab?: OrderTab }) =>
      (await listOrderPage(ctx.db, { ...filter, ...extra })).ids.includes(event.orders.italy);

    await fc.assert(
      fc.asyncProperty(generatedOrders, async (generated) => {
        await writeOrder(generated);
        const ledger = ledgerOf(generated);
        for (const state of ORDER_STATES) {
          expect(await listed({ state }), state).toBe(state === ledger.state);
        }
        const inTab: Record<OrderTab, boolean> = {
          awaiting: ledger.state === 'awaiting_payment' || ledger.state === 'partially_paid',
          processed: ledger.state === 'paid' || ledger.confirmedCents > 0,
          waived: ledger.state === 'waived',
        };
        for (const tab of ORDER_TABS) expect(await listed({ tab }), tab).toBe(inTab[tab]);

        const [sums] = await sumOrders(ctx.db, { scopes, eventId: event.target.id });
        expect(sums).toEqual({
          currency: 'EUR',
          orders: 1,
          fees: fromCents(ledger.feesCents),
          discount: fromCents(ledger.discountCents),
          refunded: fromCents(ledger.refundedCents),
          confirmed: fromCents(ledger.confirmedCents),
          pending: fromCents(ledger.pendingCents),
          outstanding: fromCents(ledger.outstandingCents),
        });
      }),
      { numRuns: 30 },
    );
  });
});
