// Generated orders of the ledger property tests (decision 018), shared by the event orders' test
// (orders-read-ledger.test.ts) and the annual orders' (annual-ledger.test.ts, decision 019): lines with fees,
// discounts, cancellations and refunds in every state, payments in every state, and the ledger orderLedger
// derives from them.
import fc from 'fast-check';
import { orderLedger } from './ledger';

/** Amounts around each other, so that paid exactly, one cent short and fully discounted come up often. */
export const cents = fc.constantFrom(1, 1000, 2050, 6000, 12_050, 24_100);
const paymentState = fc.constantFrom('pending', 'confirmed', 'declined' as const);
const refundState = fc.constantFrom('requested', 'confirmed', 'declined' as const);

/** A line: on the order or moved off it (when `movable`), its fee, discount, cancellation and refunds. */
function lineArbitrary(options: { readonly movable: boolean; readonly fees: readonly number[] }) {
  return fc.record({
    onOrder: options.movable ? fc.boolean() : fc.constant(true),
    feeCents: fc.constantFrom(...options.fees),
    discount: fc.constantFrom('none', 'part', 'all' as const),
    cancelled: fc.boolean(),
    refunds: fc.array(fc.record({ amountCents: cents, state: refundState }), { maxLength: 2 }),
  });
}

/** An order of `lines` lines and up to four payments. */
export function orderArbitrary(
  options: { readonly lines: number; readonly movable: boolean; readonly fees?: readonly number[] } = {
    lines: 4,
    movable: true,
  },
) {
  const fees = options.fees ?? [0, 1000, 2050, 12_050];
  return fc.record({
    lines: fc.array(lineArbitrary({ movable: options.movable, fees }), {
      minLength: options.lines,
      maxLength: options.lines,
    }),
    payments: fc.array(fc.record({ amountCents: cents, state: paymentState }), { maxLength: 4 }),
  });
}

export type GeneratedOrder = ReturnType<typeof orderArbitrary> extends fc.Arbitrary<infer T> ? T : never;
export type GeneratedLine = GeneratedOrder['lines'][number];

export const discountOf = (line: GeneratedLine) =>
  line.discount === 'all' ? line.feeCents : line.discount === 'part' ? Math.min(1000, line.feeCents) : 0;

/** The ledger of the generated order whose lines have the ids `lineIds` (in order). */
export function generatedLedger(generated: GeneratedOrder, lineIds: readonly number[]) {
  const sumOf = <T extends { amountCents: number; state: string }>(rows: readonly T[], state: string) =>
    rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.amountCents, 0);
  return orderLedger({
    lines: generated.lines.flatMap((line, index) =>
      line.onOrder
        ? [
            {
              id: lineIds[index] ?? 0,
              feeCents: line.feeCents,
              discountCents: discountOf(line),
              cancelled: line.cancelled,
              refundedCents: sumOf(line.refunds, 'confirmed'),
            },
          ]
        : [],
    ),
    confirmedCents: sumOf(generated.payments, 'confirmed'),
    pendingCents: sumOf(generated.payments, 'pending'),
  });
}
