// The ledger's invariants on annual team orders (decisions 018 and 019): for generated annual orders (the fee
// line with its discount, cancellation and refunds in every state, payments in every state; the generators of
// the event orders' property test), the state, tabs and sums the lists' SQL derives, and the order the API
// shows, equal what ledger.ts derives from the same rows, and a team is active for the season
// (teamPaidForSeason) exactly when that state is paid or waived.
import { fromCents } from '@portal/contract/money';
import { ORDER_STATES, ORDER_TABS, type OrderState, type OrderTab } from '@portal/contract/order';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderPayments, refundRequests } from '../../db/schema/payments';
import { teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { annualSetup } from './annual-fixtures';
import { teamPaidForSeason } from './annual-state';
import { discountOf, type GeneratedOrder, generatedLedger, orderArbitrary } from './ledger-arbitraries';
import { loadOrderDetail } from './order-details';
import { listOrderPage, type OrderScope, sumOrders } from './order-queries';

const ctx = useTestApp();
const a = annualSetup(ctx);

/** The fee line alone (an annual order has one), with fees from nothing to more than any payment. */
const generatedOrders = orderArbitrary({ lines: 1, movable: false, fees: [0, 1000, 25_000] });

let orderId = 0;
let lineIds: number[] = [];

beforeAll(async () => {
  await a.setUp();
  orderId = (await a.openOrder(a.teamIds.team, a.seasons.current.id, a.callers.teamAdmin.token)).id;
  lineIds = await a.lineIdsOf(orderId);
});

/** Rewrites the team's annual order to the generated one. */
async function writeOrder(generated: GeneratedOrder) {
  await ctx.db.delete(refundRequests);
  await ctx.db.delete(orderPayments).where(eq(orderPayments.orderId, orderId));
  for (const [index, line] of generated.lines.entries()) {
    const id = lineIds[index] ?? 0;
    await ctx.db
      .update(orderLines)
      .set({
        fee: fromCents(line.feeCents),
        discount: fromCents(discountOf(line)),
        cancelledAt: line.cancelled ? new Date() : null,
      })
      .where(eq(orderLines.id, id));
    for (const refund of line.refunds) await a.refund(id, fromCents(refund.amountCents), refund.state);
  }
  for (const payment of generated.payments) {
    await a.pay(orderId, fromCents(payment.amountCents), payment.state);
  }
}

async function teamPaid(): Promise<boolean> {
  const [row] = await ctx.db
    .select({ paid: teamPaidForSeason(teams.id, a.seasons.current.id) })
    .from(teams)
    .where(eq(teams.id, a.teamIds.team));
  return row?.paid ?? false;
}

describe('annual orders and the ledger', () => {
  it('derive the same state, tabs, sums and active season for generated annual orders', async () => {
    const scopes: OrderScope[] = [{ kind: 'team', teamId: a.teamIds.team }];
    const filter = {
      scopes,
      subject: 'annual',
      seasonId: a.seasons.current.id,
      limit: 10,
      offset: 0,
    } as const;
    const listed = async (extra: { state?: OrderState; tab?: OrderTab }) =>
      (await listOrderPage(ctx.db, { ...filter, ...extra })).ids.includes(orderId);

    await fc.assert(
      fc.asyncProperty(generatedOrders, async (generated) => {
        await writeOrder(generated);
        const ledger = generatedLedger(generated, lineIds);
        for (const state of ORDER_STATES) {
          expect(await listed({ state }), state).toBe(state === ledger.state);
        }
        const inTab: Record<OrderTab, boolean> = {
          awaiting: ledger.state === 'awaiting_payment' || ledger.state === 'partially_paid',
          processed: ledger.state === 'paid' || ledger.confirmedCents > 0,
          waived: ledger.state === 'waived',
        };
        for (const tab of ORDER_TABS) expect(await listed({ tab }), tab).toBe(inTab[tab]);
        // The event lists never show it.
        expect((await listOrderPage(ctx.db, { scopes, limit: 10, offset: 0 })).ids).not.toContain(orderId);

        const [sums] = await sumOrders(ctx.db, filter);
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

        const detail = await loadOrderDetail(ctx.db, orderId);
        expect(detail?.state).toBe(ledger.state);
        expect(detail?.amounts.outstanding).toBe(fromCents(ledger.outstandingCents));
        expect(await teamPaid(), ledger.state).toBe(ledger.state === 'paid' || ledger.state === 'waived');
      }),
      { numRuns: 40 },
    );
  });
});
