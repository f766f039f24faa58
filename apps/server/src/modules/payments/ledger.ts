// The ledger of one order (decision 018), as whole cents: what each line owes and what the order's
// confirmed payments cover of it, applied to the live lines oldest first; the refunds given back on each
// line; the order's sums and its state. Nothing here is stored: the lists derive the same sums and state in
// SQL (queries.ts, kept equal by the tests), and every write that moves money asks these rules first, under
// a lock of the order, so the invariants hold: confirmed payments never exceed what the order charges,
// refunds on a line never exceed what was paid on it, paid is never negative.
import type { OrderState } from '@portal/contract/order';

export interface LedgerLineInput {
  readonly id: number;
  readonly feeCents: number;
  readonly discountCents: number;
  readonly cancelled: boolean;
  /** Σ confirmed refunds on the line. */
  readonly refundedCents: number;
}

export interface LedgerInput {
  /** In the order payments are applied to them: by id, oldest first. */
  readonly lines: readonly LedgerLineInput[];
  readonly confirmedCents: number;
  readonly pendingCents: number;
}

export interface LineLedger {
  readonly id: number;
  readonly cancelled: boolean;
  readonly feeCents: number;
  readonly discountCents: number;
  /** fee − discount of a live line; 0 for a cancelled one. */
  readonly chargeCents: number;
  /** What the order's confirmed payments cover of this line. */
  readonly coveredCents: number;
  readonly refundedCents: number;
  /** covered − refunded. */
  readonly paidCents: number;
  /** charge − refunded: a refund takes its amount off what is owed as well as off what was paid. */
  readonly dueCents: number;
}

export interface OrderLedger {
  readonly lines: readonly LineLedger[];
  readonly liveLines: number;
  /** Σ fees and Σ discounts of the live lines. */
  readonly feesCents: number;
  readonly discountCents: number;
  /** Σ charges of the live lines: what the order bills before refunds. */
  readonly chargeCents: number;
  readonly confirmedCents: number;
  readonly refundedCents: number;
  readonly pendingCents: number;
  /** confirmed − refunded. */
  readonly paidCents: number;
  /** charge − refunded. */
  readonly dueCents: number;
  /** due − paid (= charge − confirmed), never below zero. */
  readonly outstandingCents: number;
  /** What may be paid now: outstanding less the payments waiting for confirmation, never below zero. */
  readonly payableCents: number;
  readonly state: OrderState;
}

/**
 * The order's state from its live lines, what they charge and its confirmed payments. A refund never makes
 * an order owe again, so refunds do not enter it.
 */
export function orderState(facts: {
  readonly liveLines: number;
  readonly chargeCents: number;
  readonly confirmedCents: number;
}): OrderState {
  const { liveLines, chargeCents, confirmedCents } = facts;
  if (confirmedCents <= 0) {
    if (liveLines === 0) return 'cancelled';
    if (chargeCents <= 0) return 'waived';
    return 'awaiting_payment';
  }
  return confirmedCents >= chargeCents ? 'paid' : 'partially_paid';
}

export function orderLedger(input: LedgerInput): OrderLedger {
  let uncovered = input.confirmedCents;
  let liveLines = 0;
  let feesCents = 0;
  let discountCents = 0;
  let chargeCents = 0;
  let refundedCents = 0;
  const lines = input.lines.map((line): LineLedger => {
    const charge = line.cancelled ? 0 : line.feeCents - line.discountCents;
    const covered = Math.min(uncovered, charge);
    uncovered -= covered;
    if (!line.cancelled) {
      liveLines += 1;
      feesCents += line.feeCents;
      discountCents += line.discountCents;
    }
    chargeCents += charge;
    refundedCents += line.refundedCents;
    return {
      id: line.id,
      cancelled: line.cancelled,
      feeCents: line.feeCents,
      discountCents: line.discountCents,
      chargeCents: charge,
      coveredCents: covered,
      refundedCents: line.refundedCents,
      paidCents: covered - line.refundedCents,
      dueCents: charge - line.refundedCents,
    };
  });
  const outstandingCents = Math.max(0, chargeCents - input.confirmedCents);
  return {
    lines,
    liveLines,
    feesCents,
    discountCents,
    chargeCents,
    confirmedCents: input.confirmedCents,
    refundedCents,
    pendingCents: input.pendingCents,
    paidCents: input.confirmedCents - refundedCents,
    dueCents: chargeCents - refundedCents,
    outstandingCents,
    payableCents: Math.max(0, outstandingCents - input.pendingCents),
    state: orderState({ liveLines, chargeCents, confirmedCents: input.confirmedCents }),
  };
}

function lineOf(ledger: OrderLedger, lineId: number): LineLedger {
  const line = ledger.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new RangeError(`Line ${lineId} is not on the order`);
  return line;
}

/**
 * The invariants every write keeps: the confirmed payments fit in what the live lines charge, and no line
 * was refunded more than the payments cover of it.
 */
export function ledgerHolds(ledger: OrderLedger): boolean {
  return (
    ledger.confirmedCents <= ledger.chargeCents &&
    ledger.lines.every((line) => line.refundedCents <= line.coveredCents)
  );
}

function inputLines(ledger: OrderLedger): LedgerLineInput[] {
  return ledger.lines.map(({ id, feeCents, discountCents, cancelled, refundedCents }) => ({
    id,
    feeCents,
    discountCents,
    cancelled,
    refundedCents,
  }));
}

function withLines(ledger: OrderLedger, lines: readonly LedgerLineInput[]): OrderLedger {
  return orderLedger({ lines, confirmedCents: ledger.confirmedCents, pendingCents: ledger.pendingCents });
}

function withLine(
  ledger: OrderLedger,
  lineId: number,
  change: Partial<Pick<LedgerLineInput, 'cancelled' | 'discountCents'>>,
): OrderLedger {
  return withLines(
    ledger,
    inputLines(ledger).map((line) => (line.id === lineId ? { ...line, ...change } : line)),
  );
}

/**
 * A withdrawn or rejected registration's line is cancelled when the order still holds without it: its
 * confirmed payments fit in the other lines and no refunded line loses the payment that covers it (payments
 * cover lines oldest first, so a line's charge going away moves coverage). Otherwise it stays, and its money
 * comes back only through a refund.
 */
export function mayCancelLine(ledger: OrderLedger, lineId: number): boolean {
  const line = lineOf(ledger, lineId);
  return !line.cancelled && ledgerHolds(withLine(ledger, lineId, { cancelled: true }));
}

/** A discount (0 to the fee) under which the order still holds. */
export function mayDiscount(ledger: OrderLedger, lineId: number, discountCents: number): boolean {
  const line = lineOf(ledger, lineId);
  if (line.cancelled || discountCents < 0 || discountCents > line.feeCents) return false;
  return ledgerHolds(withLine(ledger, lineId, { discountCents }));
}

/**
 * A line moved in keeps its id, so it takes its place among the order's lines by age and may take coverage
 * from a later, refunded line: allowed while the order still holds with it.
 */
export function mayReceiveLine(ledger: OrderLedger, line: LedgerLineInput): boolean {
  const lines = [...inputLines(ledger), line].sort((a, b) => a.id - b.id);
  return ledgerHolds(withLines(ledger, lines));
}

/** A line moves to another payer's order only while nothing of the order's payments covers it. */
export function mayMoveLine(ledger: OrderLedger, lineId: number): boolean {
  const line = lineOf(ledger, lineId);
  return !line.cancelled && line.coveredCents === 0 && line.refundedCents === 0;
}

/** A payment may be confirmed while it leaves the order paid no more than it charges. */
export function mayConfirmPayment(ledger: OrderLedger, amountCents: number): boolean {
  return amountCents > 0 && ledger.confirmedCents + amountCents <= ledger.chargeCents;
}

/** A refund on a line may be confirmed up to what is paid on it. */
export function mayRefund(ledger: OrderLedger, lineId: number, amountCents: number): boolean {
  const line = lineOf(ledger, lineId);
  return amountCents > 0 && amountCents <= line.paidCents;
}
