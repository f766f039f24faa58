// Refunds under parallel requests: twenty confirmations of one request confirm (and audit) it once; parallel
// confirmations of requests that together ask more than is paid confirm no more than is paid; parallel payer
// requests never ask more than is paid, even while WSK confirms others on the same line.
import { REFUNDS_BASE } from '@portal/contract/endpoints/refunds';
import { toCents } from '@portal/contract/money';
import type { RefundRequest } from '@portal/contract/order';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../db/schema/payments';
import { useTestApp } from '../../test/harness';
import { readLedger } from './billing';
import { ledgerHolds } from './ledger';
import { paymentsSetup } from './payments-test-setup';

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

const request = (participant: number, amount: string) =>
  call('POST', REFUNDS_BASE, tokens.nfAdmin, { participant, amount, reason: 'Injured' });
const confirm = (id: number) => call('PATCH', `${REFUNDS_BASE}${id}/wsk_confirm/`, tokens.wskAdmin, {});

/** An event whose Italian order (two lines of 120.50) is paid in full: its first line and participant. */
async function paidLine() {
  const billed = await s.billedEvent();
  await s.pay(billed.italy, '241.00');
  const [participant = 0] = await s.participantsOf(billed.italy);
  const [lineId = 0] = await s.lineIdsOf(billed.italy);
  return { orderId: billed.italy, participant, lineId };
}

/** Σ the line's refunds in a state, in cents. */
async function sumOn(lineId: number, state: 'requested' | 'confirmed') {
  const rows = await ctx.db.select().from(refundRequests).where(eq(refundRequests.orderLineId, lineId));
  return rows.filter((row) => row.state === state).reduce((sum, row) => sum + toCents(row.amount), 0);
}

async function expectLedgerHolds(orderId: number) {
  expect(ledgerHolds(await readLedger(ctx.db, orderId))).toBe(true);
}

describe('parallel refunds', () => {
  it('confirms one request once under twenty parallel confirmations', async () => {
    const line = await paidLine();
    const created = await request(line.participant, '20');
    expect(created.statusCode, created.body).toBe(201);
    const refund = created.json() as RefundRequest;
    const responses = await Promise.all(Array.from({ length: 20 }, () => confirm(refund.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await s.refundRow(refund.id)).state).toBe('confirmed');
    expect(await s.refundAuditOf('refund.confirm', refund.id)).toHaveLength(1);
    expect(await sumOn(line.lineId, 'confirmed')).toBe(2000);
    expect((await s.orderDetail(line.orderId)).amounts.refunded).toBe('20.00');
  });

  it('confirms no more than is paid when ten requests together ask more', async () => {
    const line = await paidLine();
    // Ten requests of 20.00 on a line paid 120.50, as requests left from before a refund would stand.
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => s.refund(line.lineId, '20.00', 'requested')),
    );
    const responses = await Promise.all(ids.map((id) => confirm(id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(await sumOn(line.lineId, 'confirmed')).toBe(12_000);
    const order = await s.orderDetail(line.orderId);
    expect(order.lines[0]).toMatchObject({ refunded: '120.00', paid: '0.50' });
    await expectLedgerHolds(line.orderId);
  });

  it('never lets parallel payer requests ask more than is paid, while WSK confirms others', async () => {
    const line = await paidLine();
    const earlier = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const response = await request(line.participant, '20');
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as RefundRequest).id;
      }),
    );
    // 120.50 paid, 60.00 asked: 60.50 is left, room for three more requests of 20.00.
    const [requests, confirmations] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => request(line.participant, '20'))),
      Promise.all(earlier.map((id) => confirm(id))),
    ]);
    expect(confirmations.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const statuses = requests.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    const confirmed = await sumOn(line.lineId, 'confirmed');
    const requested = await sumOn(line.lineId, 'requested');
    expect(confirmed).toBe(6000);
    expect(confirmed + requested).toBeLessThanOrEqual(12_050);
    await expectLedgerHolds(line.orderId);

    // Confirming everything still asked stays within what is paid.
    const pending = await ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderLineId, line.lineId));
    const last = await Promise.all(
      pending.filter((row) => row.state === 'requested').map((row) => confirm(row.id)),
    );
    expect(last.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await sumOn(line.lineId, 'confirmed')).toBe(12_000);
    await expectLedgerHolds(line.orderId);
  });
});
