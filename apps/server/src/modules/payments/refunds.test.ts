// Refund requests through the API: the payer's request (scope, what may be asked back on a line) and its
// withdrawal; WSK's refunds recorded confirmed or requested, confirmations (once, up to what is paid),
// changes and declines; every write audited and the order's sums after a confirmed refund.
import { REFUND_MESSAGES, REFUNDS_BASE } from '@portal/contract/endpoints/refunds';
import { ORDER_MESSAGES, type OrderDetail, type RefundRequest } from '@portal/contract/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../events/people-fixtures';
import { readLedger } from './billing';
import { ledgerHolds } from './ledger';
import { paymentsSetup, withoutLinkSignatures } from './payments-test-setup';

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

const notFound = (message: string) => ({ error: { code: 404, message } });
const refusedWith = (message: string) => ({ error: { code: 400, message } });
const abovePaid = (amount: string) => REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', amount);

interface RequestBody {
  participant: number;
  amount: string;
  reason?: string;
}

const request = (token: string | null, body: RequestBody) =>
  call('POST', REFUNDS_BASE, token, { reason: 'Injured before the race', ...body });
const withdraw = (token: string | null, id: number) => call('DELETE', `${REFUNDS_BASE}${id}/`, token);
const wskCreate = (body: RequestBody & { confirm?: boolean }, token: string | null = tokens.wskAdmin) =>
  call('POST', `${REFUNDS_BASE}wsk_create_refund/`, token, { reason: 'Event cancelled', ...body });
const wskConfirm = (id: number, token: string | null = tokens.wskAdmin, note?: string) =>
  call('PATCH', `${REFUNDS_BASE}${id}/wsk_confirm/`, token, note === undefined ? {} : { note });
const wskChange = (id: number, body: object, token: string | null = tokens.wskAdmin) =>
  call('PATCH', `${REFUNDS_BASE}${id}/wsk_change_refund/`, token, body);

/** An event whose Italian order (two lines of 120.50) is paid in full; its participants by line. */
async function paidItaly() {
  const billed = await s.billedEvent();
  await s.pay(billed.italy, '241.00');
  const [first = 0, second = 0] = await s.participantsOf(billed.italy);
  const lines = await s.lineIdsOf(billed.italy);
  return { billed, first, second, lines };
}

/** A requested refund made through the API by Italy's NF administrator. */
async function requested(participant: number, amount: string): Promise<RefundRequest> {
  const response = await request(tokens.nfAdmin, { participant, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as RefundRequest;
}

async function expectLedgerHolds(orderId: number) {
  expect(ledgerHolds(await readLedger(ctx.db, orderId))).toBe(true);
}

describe('POST participant-refund-requests/ (the payer)', () => {
  it("records the NF administrator's request on a paid line, requested and audited, the sums unchanged", async () => {
    const { billed, first, lines } = await paidItaly();
    const response = await request(tokens.nfAdmin, { participant: first, amount: '50.5' });
    expect(response.statusCode, response.body).toBe(201);
    const refund = response.json() as RefundRequest;
    expect(refund).toMatchObject({
      line: lines[0],
      participant: first,
      amount: '50.50',
      reason: 'Injured before the race',
      state: 'requested',
      created_by: { id: s.callers.italyNf.id },
      decided: null,
      decided_by: null,
    });
    const audits = await s.refundAuditOf('refund.request', refund.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: s.callers.italyNf.id });
    expect(audits[0]?.details).toMatchObject({
      order: billed.italy,
      line: lines[0],
      participant: first,
      amount: '50.50',
    });
    const order = await s.orderDetail(billed.italy);
    expect(order.refunds.map((shown) => shown.id)).toEqual([refund.id]);
    expect(order.amounts).toMatchObject({ paid: '241.00', refunded: '0.00', due: '241.00' });
  });

  it('lets the athlete and the team administrator ask on their own orders', async () => {
    const billed = await s.billedEvent({ italy: 0 });
    await s.pay(billed.athlete, '120.50');
    await s.pay(billed.team, '60.00');
    const [athleteLine = 0] = await s.participantsOf(billed.athlete);
    const [teamLine = 0] = await s.participantsOf(billed.team);
    const own = await request(s.callers.selfAthlete.token, { participant: athleteLine, amount: '120.50' });
    expect(own.statusCode, own.body).toBe(201);
    expect((own.json() as RefundRequest).created_by?.id).toBe(s.callers.selfAthlete.id);
    const team = await request(s.callers.teamAdmin.token, { participant: teamLine, amount: '10' });
    expect(team.statusCode, team.body).toBe(201);
  });

  it("answers 404 for another payer's participant, the same as for none", async () => {
    const billed = await s.billedEvent();
    await s.pay(billed.italy, '241.00');
    await s.pay(billed.athlete, '120.50');
    await s.pay(billed.team, '60.00');
    const [italian = 0] = await s.participantsOf(billed.italy);
    const [athlete = 0] = await s.participantsOf(billed.athlete);
    const [teamAthlete = 0] = await s.participantsOf(billed.team);
    const attempts: [string, number][] = [
      [tokens.nfViewer, italian],
      [s.callers.franceNf.token, italian],
      [tokens.wskAdmin, italian],
      [s.callers.selfAthlete.token, italian],
      [tokens.athlete, athlete],
      [s.callers.otherAthlete.token, athlete],
      [tokens.nfAdmin, athlete],
      [s.callers.otherTeamAdmin.token, teamAthlete],
      [s.callers.selfAthlete.token, teamAthlete],
      [tokens.nfAdmin, teamAthlete],
      [tokens.nfAdmin, UNKNOWN_ID],
    ];
    for (const [token, participant] of attempts) {
      const response = await request(token, { participant, amount: '10' });
      expect(response.statusCode, `${participant}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound(ORDER_MESSAGES.LINE_NOT_FOUND));
    }
    for (const order of [billed.italy, billed.athlete, billed.team]) {
      expect((await s.orderDetail(order)).refunds).toEqual([]);
    }
  });

  it('refuses a line nothing was paid on: an unpaid order, or a line the payments do not reach', async () => {
    const unpaid = await s.billedEvent();
    const [unpaidLine = 0] = await s.participantsOf(unpaid.italy);
    const none = await request(tokens.nfAdmin, { participant: unpaidLine, amount: '10' });
    expect(none.statusCode).toBe(400);
    expect(none.json().invalid_fields).toEqual({ participant: [REFUND_MESSAGES.NOTHING_PAID] });

    // Payments cover the lines oldest first: 120.50 pays the first line and nothing of the second.
    const partly = await s.billedEvent();
    await s.pay(partly.italy, '120.50');
    const [covered = 0, uncovered = 0] = await s.participantsOf(partly.italy);
    const second = await request(tokens.nfAdmin, { participant: uncovered, amount: '10' });
    expect(second.statusCode).toBe(400);
    expect(second.json().invalid_fields).toEqual({ participant: [REFUND_MESSAGES.NOTHING_PAID] });
    expect((await request(tokens.nfAdmin, { participant: covered, amount: '10' })).statusCode).toBe(201);
  });

  it('refuses more than is paid on the line less confirmed refunds and the other requests', async () => {
    const { first, second, lines } = await paidItaly();
    const whole = await request(tokens.nfAdmin, { participant: first, amount: '120.51' });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().invalid_fields).toEqual({ amount: [abovePaid('€120.50')] });

    await s.refund(lines[0] ?? 0, '30.00', 'confirmed');
    await s.refund(lines[0] ?? 0, '50.00', 'declined');
    await requested(first, '40.00');
    // 120.50 paid − 30.00 refunded − 40.00 asked = 50.50 left to ask; a declined request asks nothing.
    const above = await request(tokens.nfAdmin, { participant: first, amount: '50.51' });
    expect(above.statusCode).toBe(400);
    expect(above.json().invalid_fields).toEqual({ amount: [abovePaid('€50.50')] });
    expect((await request(tokens.nfAdmin, { participant: first, amount: '50.50' })).statusCode).toBe(201);
    const nothingLeft = await request(tokens.nfAdmin, { participant: first, amount: '0.01' });
    expect(nothingLeft.json().invalid_fields).toEqual({ amount: [abovePaid('€0.00')] });
    // The other line is untouched by the first one's requests.
    expect((await request(tokens.nfAdmin, { participant: second, amount: '120.50' })).statusCode).toBe(201);
  });

  it('refuses an amount of zero, a malformed amount and a missing reason', async () => {
    const { first, billed } = await paidItaly();
    const zero = await request(tokens.nfAdmin, { participant: first, amount: '0.00' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
    const malformed = await request(tokens.nfAdmin, { participant: first, amount: '-5' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().invalid_fields).toHaveProperty('amount');
    const noReason = await request(tokens.nfAdmin, { participant: first, amount: '5', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().invalid_fields).toHaveProperty('reason');
    expect((await s.orderDetail(billed.italy)).refunds).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await request(null, { participant: 1, amount: '5' })).statusCode).toBe(401);
  });
});

describe('DELETE participant-refund-requests/{id}/ (the payer withdraws)', () => {
  it('keeps the withdrawn request, declined as withdrawn by the payer, and audits it', async () => {
    const { billed, first } = await paidItaly();
    const refund = await requested(first, '20');
    const response = await withdraw(tokens.nfAdmin, refund.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const row = await s.refundRow(refund.id);
    expect(row).toMatchObject({
      state: 'declined',
      decisionReason: REFUND_MESSAGES.WITHDRAWN,
      decidedBy: s.callers.italyNf.id,
    });
    expect(row.decidedAt).not.toBeNull();
    expect(await s.refundAuditOf('refund.withdraw', refund.id)).toHaveLength(1);
    const shown = (await s.orderDetail(billed.italy)).refunds.find((candidate) => candidate.id === refund.id);
    expect(shown).toMatchObject({ state: 'declined', decided_by: { id: s.callers.italyNf.id } });
    // What it asked is free to ask again.
    expect((await request(tokens.nfAdmin, { participant: first, amount: '120.50' })).statusCode).toBe(201);
  });

  it('refuses a request that is no longer requested', async () => {
    const { first, lines } = await paidItaly();
    const refund = await requested(first, '20');
    expect((await withdraw(tokens.nfAdmin, refund.id)).statusCode).toBe(204);
    const again = await withdraw(tokens.nfAdmin, refund.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusedWith(REFUND_MESSAGES.NOT_REQUESTED));
    const confirmed = await s.refund(lines[0] ?? 0, '10.00', 'confirmed');
    const late = await withdraw(tokens.nfAdmin, confirmed);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(refusedWith(REFUND_MESSAGES.NOT_REQUESTED));
    expect((await s.refundRow(confirmed)).state).toBe('confirmed');
    expect(await s.refundAuditOf('refund.withdraw', refund.id)).toHaveLength(1);
  });

  it("answers 404 for another payer's request, the same as for none", async () => {
    const { first } = await paidItaly();
    const refund = await requested(first, '20');
    const tokensTried = [
      tokens.nfViewer,
      s.callers.franceNf.token,
      tokens.wskAdmin,
      tokens.athlete,
      s.callers.teamAdmin.token,
    ];
    for (const token of tokensTried) {
      const response = await withdraw(token, refund.id);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(notFound(REFUND_MESSAGES.REFUND_NOT_FOUND));
    }
    expect((await withdraw(tokens.nfAdmin, UNKNOWN_ID)).json()).toEqual(
      notFound(REFUND_MESSAGES.REFUND_NOT_FOUND),
    );
    expect((await withdraw(null, refund.id)).statusCode).toBe(401);
    expect((await s.refundRow(refund.id)).state).toBe('requested');
  });
});

describe('POST participant-refund-requests/wsk_create_refund/', () => {
  it('records a confirmed refund at once, and the sums follow while the state stays paid', async () => {
    const { billed, first, lines } = await paidItaly();
    const before = await s.orderDetail(billed.italy);
    expect(before.state).toBe('paid');
    const response = await wskCreate({ participant: first, amount: '20', confirm: true });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json() as OrderDetail;
    expect(order.id).toBe(billed.italy);
    expect(order.state).toBe('paid');
    expect(order.amounts).toMatchObject({
      refunded: '20.00',
      paid: '221.00',
      due: '221.00',
      outstanding: before.amounts.outstanding,
    });
    expect(order.lines[0]).toMatchObject({ refunded: '20.00', paid: '100.50', due: '100.50' });
    const [refund] = order.refunds;
    expect(refund).toMatchObject({
      line: lines[0],
      amount: '20.00',
      reason: 'Event cancelled',
      state: 'confirmed',
      created_by: { id: s.ids.wskAdmin },
      decided_by: { id: s.ids.wskAdmin },
    });
    expect(refund?.decided).not.toBeNull();
    const audits = await s.refundAuditOf('refund.create', refund?.id ?? 0);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amount: '20.00', confirmed: true, participant: first });
    await expectLedgerHolds(billed.italy);
  });

  it('records a request to decide later unless told to confirm it', async () => {
    const billed = await s.billedEvent({ italy: 0 });
    await s.pay(billed.team, '60.00');
    const [teamAthlete = 0] = await s.participantsOf(billed.team);
    const response = await wskCreate({ participant: teamAthlete, amount: '60' });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json() as OrderDetail;
    expect(order.refunds[0]).toMatchObject({ state: 'requested', decided: null, decided_by: null });
    expect(order.amounts).toMatchObject({ refunded: '0.00', paid: '60.00' });
  });

  it('holds WSK to the same amount rules as the payer', async () => {
    const unpaid = await s.billedEvent();
    const [unpaidLine = 0] = await s.participantsOf(unpaid.italy);
    const none = await wskCreate({ participant: unpaidLine, amount: '10', confirm: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().invalid_fields).toEqual({ participant: [REFUND_MESSAGES.NOTHING_PAID] });

    const { billed, first } = await paidItaly();
    await requested(first, '100');
    for (const confirm of [true, false]) {
      const above = await wskCreate({ participant: first, amount: '20.51', confirm });
      expect(above.statusCode).toBe(400);
      expect(above.json().invalid_fields).toEqual({ amount: [abovePaid('€20.50')] });
    }
    const zero = await wskCreate({ participant: first, amount: '0', confirm: true });
    expect(zero.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
    const unknown = await wskCreate({ participant: UNKNOWN_ID, amount: '10', confirm: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound(ORDER_MESSAGES.LINE_NOT_FOUND));
    expect((await s.orderDetail(billed.italy)).refunds).toHaveLength(1);
  });

  it('is for WSK administrators only', async () => {
    const { billed, first } = await paidItaly();
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete, s.callers.teamAdmin.token]) {
      expect((await wskCreate({ participant: first, amount: '10', confirm: true }, token)).statusCode).toBe(
        403,
      );
    }
    expect((await wskCreate({ participant: first, amount: '10' }, null)).statusCode).toBe(401);
    expect((await s.orderDetail(billed.italy)).refunds).toEqual([]);
  });
});

describe('PATCH participant-refund-requests/{id}/wsk_confirm/', () => {
  it('confirms a request once, with who, when and the note, and answers the order', async () => {
    const { billed, first } = await paidItaly();
    const refund = await requested(first, '20');
    const response = await wskConfirm(refund.id, tokens.wskAdmin, 'Paid back by transfer');
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as OrderDetail;
    expect(order.refunds[0]).toMatchObject({
      id: refund.id,
      state: 'confirmed',
      decided_by: { id: s.ids.wskAdmin },
      created_by: { id: s.callers.italyNf.id },
    });
    expect(order.amounts).toMatchObject({ refunded: '20.00', paid: '221.00', outstanding: '0.00' });
    expect(order.state).toBe('paid');

    const again = await wskConfirm(refund.id);
    expect(again.statusCode).toBe(200);
    expect(withoutLinkSignatures(again.json())).toEqual(withoutLinkSignatures(order));
    const audits = await s.refundAuditOf('refund.confirm', refund.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amount: '20.00', note: 'Paid back by transfer' });
    await expectLedgerHolds(billed.italy);
  });

  it('refuses a request above what is paid on the line now', async () => {
    const { billed, lines } = await paidItaly();
    // A request left above what is paid (the line was refunded in the meantime).
    await s.refund(lines[0] ?? 0, '100.00', 'confirmed');
    const stale = await s.refund(lines[0] ?? 0, '30.00', 'requested');
    const response = await wskConfirm(stale);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ amount: [abovePaid('€20.50')] });
    expect((await s.refundRow(stale)).state).toBe('requested');
    expect(await s.refundAuditOf('refund.confirm', stale)).toHaveLength(0);
    expect((await s.orderDetail(billed.italy)).amounts.refunded).toBe('100.00');
  });

  it('refuses a declined request, and answers 404 for none', async () => {
    const { first } = await paidItaly();
    const refund = await requested(first, '20');
    expect((await withdraw(tokens.nfAdmin, refund.id)).statusCode).toBe(204);
    const response = await wskConfirm(refund.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedWith(REFUND_MESSAGES.NOT_REQUESTED));
    expect((await s.refundRow(refund.id)).state).toBe('declined');
    const unknown = await wskConfirm(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound(REFUND_MESSAGES.REFUND_NOT_FOUND));
  });

  it('is for WSK administrators only', async () => {
    const { first } = await paidItaly();
    const refund = await requested(first, '20');
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete, s.callers.teamAdmin.token]) {
      expect((await wskConfirm(refund.id, token)).statusCode).toBe(403);
    }
    expect((await wskConfirm(refund.id, null)).statusCode).toBe(401);
    expect((await s.refundRow(refund.id)).state).toBe('requested');
  });
});

describe('PATCH participant-refund-requests/{id}/wsk_change_refund/', () => {
  it("changes a request's amount within what is left to ask, its own amount not counted", async () => {
    const { first } = await paidItaly();
    const refund = await requested(first, '100');
    await requested(first, '20.50');
    const above = await wskChange(refund.id, { amount: '100.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json().invalid_fields).toEqual({ amount: [abovePaid('€100.00')] });
    expect((await s.refundRow(refund.id)).amount).toBe('100.00');

    const response = await wskChange(refund.id, { amount: '60' });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (response.json() as OrderDetail).refunds.find((candidate) => candidate.id === refund.id);
    expect(shown).toMatchObject({ amount: '60.00', state: 'requested' });
    const audits = await s.refundAuditOf('refund.change', refund.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { amount: '100.00' }, after: { amount: '60.00' } });
    const zero = await wskChange(refund.id, { amount: '0' });
    expect(zero.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
  });

  it('declines a request with the reason the payer sees, and asks for that reason', async () => {
    const { first } = await paidItaly();
    const refund = await requested(first, '20');
    const noReason = await wskChange(refund.id, { state: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().invalid_fields).toEqual({
      decision_reason: [REFUND_MESSAGES.DECLINE_REASON_REQUIRED],
    });
    expect((await wskChange(refund.id, {})).statusCode).toBe(400);

    const response = await wskChange(refund.id, { state: 'declined', decision_reason: 'Raced after all' });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (response.json() as OrderDetail).refunds.find((candidate) => candidate.id === refund.id);
    expect(shown).toMatchObject({ state: 'declined', decided_by: { id: s.ids.wskAdmin } });
    expect((await s.refundRow(refund.id)).decisionReason).toBe('Raced after all');
    const audits = await s.refundAuditOf('refund.decline', refund.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amount: '20.00', reason: 'Raced after all' });
  });

  it('changes only a requested refund, answers 404 for none and is for WSK administrators only', async () => {
    const { first, lines } = await paidItaly();
    const confirmed = await s.refund(lines[0] ?? 0, '10.00', 'confirmed');
    const declined = await s.refund(lines[0] ?? 0, '10.00', 'declined');
    for (const id of [confirmed, declined]) {
      for (const body of [{ amount: '5' }, { state: 'declined', decision_reason: 'No' }]) {
        const response = await wskChange(id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith(REFUND_MESSAGES.NOT_REQUESTED));
      }
    }
    expect((await s.refundRow(confirmed)).amount).toBe('10.00');
    expect((await wskChange(UNKNOWN_ID, { amount: '5' })).json()).toEqual(
      notFound(REFUND_MESSAGES.REFUND_NOT_FOUND),
    );
    const refund = await requested(first, '20');
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete]) {
      expect((await wskChange(refund.id, { amount: '5' }, token)).statusCode).toBe(403);
    }
    expect((await wskChange(refund.id, { amount: '5' }, null)).statusCode).toBe(401);
    expect((await s.refundRow(refund.id)).amount).toBe('20.00');
  });
});
