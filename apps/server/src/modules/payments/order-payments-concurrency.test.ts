// Money writes under parallel requests: the same submission fifty times is one payment, fifty different
// submissions for the whole payable amount leave exactly one, twenty confirmations confirm (and audit) once,
// and a repeated provider notification arriving in parallel confirms once.
import type { OrderPaymentReply } from '@portal/contract/endpoints/order-payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCardProvider } from '../../platform/payments/test-provider';
import { useTestApp } from '../../test/harness';
import { ORDER_PAYMENTS, paymentsSetup, WEBHOOK } from './payments-test-setup';

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

describe('parallel payments', () => {
  it('creates exactly one payment for fifty identical submissions, each answered with it', async () => {
    const billed = await s.billedEvent();
    const proof = await s.uploadProof(tokens.nfAdmin);
    const body = {
      order: billed.italy,
      amount: '120.50',
      payment_system: 'bank_transfer',
      proof,
      idempotency_key: 'double-click-0001',
    };
    const responses = await Promise.all(Array.from({ length: 50 }, () => s.submit(tokens.nfAdmin, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const bodies = responses.map((response) => response.json() as OrderPaymentReply);
    // The same payment in every reply; only the proof's short-lived link may be signed at another second.
    const withoutLink = (reply: OrderPaymentReply) =>
      JSON.stringify({ ...reply, payment: { ...reply.payment, proof: reply.payment.proof?.file_name } });
    expect(new Set(bodies.map(withoutLink)).size).toBe(1);
    expect(bodies[0]?.payment.proof?.file_name).toBe(proof);
    expect(await s.paymentsOf(billed.italy)).toHaveLength(1);
    expect(await s.auditOf('order_payment.create', bodies[0]?.payment.id ?? 0)).toHaveLength(1);
  });

  it('creates one card payment and one checkout for fifty identical card submissions', async () => {
    const billed = await s.billedEvent();
    const body = {
      order: billed.athlete,
      amount: '120.50',
      payment_system: 'card',
      idempotency_key: 'card-twice-01',
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => s.submit(s.callers.selfAthlete.token, body)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const rows = await s.paymentsOf(billed.athlete);
    expect(rows).toHaveLength(1);
    expect((responses[0]?.json() as OrderPaymentReply | undefined)?.checkout).toEqual({
      provider: 'test',
      url: `/test-checkout/${rows[0]?.providerReference}`,
    });
  });

  it('lets only one of fifty different submissions of the whole payable amount through', async () => {
    const billed = await s.billedEvent();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.submit(tokens.nfAdmin, { order: billed.italy, amount: '241', payment_system: 'card' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    expect(await s.paymentsOf(billed.italy)).toHaveLength(1);
    expect((await s.orderDetail(billed.italy)).amounts.pending).toBe('241.00');
  });

  it('confirms a bank transfer once under twenty parallel confirmations', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '241');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('PATCH', `${ORDER_PAYMENTS}${payment.id}/wsk_confirm/`, tokens.wskAdmin, {}),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await s.auditOf('order_payment.confirm', payment.id)).toHaveLength(1);
    const order = await s.orderDetail(billed.italy);
    expect(order.state).toBe('paid');
    expect(order.amounts.paid).toBe('241.00');
  });

  it('confirms a card payment once when its notification arrives ten times at once', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(s.callers.selfAthlete.token, billed.athlete, '120.50');
    const provider = createTestCardProvider({ serverSecret: ctx.config.jwtSecret });
    const notification = provider.signNotification(card.token, 'succeeded');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `${WEBHOOK}test/`,
          headers: notification.headers,
          payload: notification.rawBody,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await s.auditOf('order_payment.provider_confirm', card.payment.id)).toHaveLength(1);
    expect((await s.orderDetail(billed.athlete)).state).toBe('paid');
  });
});
