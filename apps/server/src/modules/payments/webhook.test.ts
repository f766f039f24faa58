// The provider's notifications and the built-in test checkout: the full flow (card payment, test checkout,
// signed notification, payment confirmed, order paid), the browser never confirming anything, bad and stale
// signatures changing nothing, repeated notifications, failures, successes after a decline, and the
// payer-only test checkout.
import { createHmac } from 'node:crypto';
import { ORDER_PAYMENT_MESSAGES, type TestCheckout } from '@portal/contract/endpoints/order-payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/payments';
import { createTestCardProvider, TEST_SIGNATURE_HEADER } from '../../platform/payments/test-provider';
import { useTestApp } from '../../test/harness';
import { CARD_FAILED_REASON } from './order-payments';
import { ORDER_PAYMENTS, PAYMENT, paymentsSetup, TEST_CHECKOUT, WEBHOOK } from './payments-test-setup';

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

const provider = () => createTestCardProvider({ serverSecret: ctx.config.jwtSecret });

function deliver(notification: { rawBody: Buffer; headers: Record<string, string> }, path = 'test/') {
  return ctx.app.inject({
    method: 'POST',
    url: `${WEBHOOK}${path}`,
    headers: notification.headers,
    payload: notification.rawBody,
  });
}

describe('the test checkout flow', () => {
  it('confirms the card payment only through the signed notification, and the order is paid', async () => {
    const billed = await s.billedEvent();
    const payer = s.callers.selfAthlete.token;
    const card = await s.cardPayment(payer, billed.athlete, '120.50');

    const shown = await call('GET', `${TEST_CHECKOUT}${card.token}/`, payer);
    expect(shown.statusCode, shown.body).toBe(200);
    const checkout = shown.json() as TestCheckout;
    expect(checkout).toEqual({
      amount: '120.50',
      currency: 'EUR',
      reference: `WS-${String(billed.athlete).padStart(6, '0')}`,
      event: expect.stringMatching(/^Registration event/),
      state: 'pending',
      return_path: expect.stringMatching(
        new RegExp(`^/payment-redirect/${billed.event.id}/\\d+\\?payment=${card.payment.id}$`),
      ),
    });
    // Reading and polling change nothing: the payment waits for the provider.
    const polled = await call('GET', `${PAYMENT}${card.payment.id}/`, payer);
    expect(polled.json().state).toBe('pending');
    expect((await s.orderDetail(billed.athlete)).state).toBe('awaiting_payment');

    const paid = await call('POST', `${TEST_CHECKOUT}${card.token}/`, payer, { outcome: 'succeeded' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ ...checkout, state: 'confirmed' });
    const payment = (await call('GET', `${PAYMENT}${card.payment.id}/`, payer)).json();
    expect(payment).toMatchObject({ state: 'confirmed', decided_by: null });
    expect(payment.decided).not.toBeNull();
    const order = await s.orderDetail(billed.athlete);
    expect(order.state).toBe('paid');
    expect(order.amounts).toMatchObject({ paid: '120.50', outstanding: '0.00', pending: '0.00' });

    const finished = await call('POST', `${TEST_CHECKOUT}${card.token}/`, payer, { outcome: 'failed' });
    expect(finished.statusCode).toBe(404);
    expect(finished.json().error.message).toBe(ORDER_PAYMENT_MESSAGES.CHECKOUT_NOT_FOUND);
    expect((await s.paymentRow(card.payment.id)).state).toBe('confirmed');
  });

  it('declines the payment when the test payment fails, and the amount is payable again', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '241');
    const failed = await call('POST', `${TEST_CHECKOUT}${card.token}/`, tokens.nfAdmin, {
      outcome: 'failed',
    });
    expect(failed.json().state).toBe('declined');
    expect(await s.paymentRow(card.payment.id)).toMatchObject({
      state: 'declined',
      declineReason: CARD_FAILED_REASON,
    });
    expect(
      (await s.submit(tokens.nfAdmin, { order: billed.italy, amount: '241', payment_system: 'card' }))
        .statusCode,
    ).toBe(201);
  });

  it("is the payer's only: anyone else, an unknown token, a bank transfer get 404", async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    for (const token of [tokens.nfViewer, s.callers.franceNf.token, tokens.wskAdmin, tokens.athlete]) {
      for (const response of [
        await call('GET', `${TEST_CHECKOUT}${card.token}/`, token),
        await call('POST', `${TEST_CHECKOUT}${card.token}/`, token, { outcome: 'succeeded' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(ORDER_PAYMENT_MESSAGES.CHECKOUT_NOT_FOUND);
      }
    }
    expect((await call('GET', `${TEST_CHECKOUT}${'x'.repeat(43)}/`, tokens.nfAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${TEST_CHECKOUT}${card.token}/`, null)).statusCode).toBe(401);
    expect((await call('GET', `${TEST_CHECKOUT}short/`, tokens.nfAdmin)).statusCode).toBe(400);
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
  });

  it('sends team administrators back to their redirect screen, with the event and sport to return to', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(s.callers.teamAdmin.token, billed.team, '60');
    const shown = await call('GET', `${TEST_CHECKOUT}${card.token}/`, s.callers.teamAdmin.token);
    const { id, sportId } = billed.event;
    expect(shown.json().return_path).toBe(
      `/team-admin-payment-redirect?payment=${card.payment.id}&event=${id}&sport=${sportId}`,
    );
  });
});

describe('POST /api/payments/webhook/{provider}/', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const genuine = provider().signNotification(card.token, 'succeeded');
    const forged = createTestCardProvider({ serverSecret: 'f'.repeat(40) }).signNotification(
      card.token,
      'succeeded',
    );
    const tampered = {
      rawBody: Buffer.from(genuine.rawBody.toString().replace('succeeded', 'failed')),
      headers: genuine.headers,
    };
    const unsigned = { rawBody: genuine.rawBody, headers: { 'content-type': 'application/json' } };
    for (const notification of [forged, tampered, unsigned]) {
      const response = await deliver(notification);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 400, message: ORDER_PAYMENT_MESSAGES.BAD_SIGNATURE },
      });
    }
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
  });

  it('refuses a notification signed more than five minutes ago', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const past = createTestCardProvider({
      serverSecret: ctx.config.jwtSecret,
      now: () => new Date(Date.now() - 6 * 60 * 1000),
    });
    const response = await deliver(past.signNotification(card.token, 'succeeded'));
    expect(response.statusCode).toBe(400);
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
  });

  it('applies a notification once: the same one again changes nothing', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const notification = provider().signNotification(card.token, 'succeeded');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await deliver(notification);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await s.auditOf('order_payment.provider_confirm', card.payment.id)).toHaveLength(1);
    // A failure after the success does not undo money that moved.
    expect((await deliver(provider().signNotification(card.token, 'failed'))).statusCode).toBe(200);
    expect((await s.paymentRow(card.payment.id)).state).toBe('confirmed');
    expect(await s.auditOf('order_payment.provider_decline', card.payment.id)).toHaveLength(0);
  });

  it('confirms a success that follows a failure or a withdrawal: the money moved', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    await deliver(provider().signNotification(card.token, 'failed'));
    expect((await s.paymentRow(card.payment.id)).state).toBe('declined');
    await deliver(provider().signNotification(card.token, 'succeeded'));
    expect((await s.paymentRow(card.payment.id)).state).toBe('confirmed');
    const [audit] = await s.auditOf('order_payment.provider_confirm', card.payment.id);
    expect(audit?.details).toMatchObject({ previous_state: 'declined' });

    const withdrawn = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    expect(
      (await call('DELETE', `${ORDER_PAYMENTS}${withdrawn.payment.id}/`, tokens.nfAdmin)).statusCode,
    ).toBe(204);
    await deliver(provider().signNotification(withdrawn.token, 'succeeded'));
    expect((await s.paymentRow(withdrawn.payment.id)).state).toBe('confirmed');
  });

  it('confirms a success that makes the order paid more than it owes, recording the excess for a refund', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '241');
    // While the payment was pending a participant was fully discounted.
    const [line] = await ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, billed.italy))
      .limit(1);
    await ctx.db
      .update(orderLines)
      .set({ discount: line?.fee ?? '0' })
      .where(eq(orderLines.id, line?.id ?? 0));
    expect((await deliver(provider().signNotification(card.token, 'succeeded'))).statusCode).toBe(200);
    expect((await s.paymentRow(card.payment.id)).state).toBe('confirmed');
    const [audit] = await s.auditOf('order_payment.provider_confirm', card.payment.id);
    expect(audit?.details).toMatchObject({ excess: '120.50' });
    const order = await s.orderDetail(billed.italy);
    expect(order.state).toBe('paid');
    expect(order.amounts.outstanding).toBe('0.00');
  });

  it('acknowledges notifications of other kinds or about unknown payments without changing anything', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const unknown = provider().signNotification('n'.repeat(43), 'succeeded');
    expect((await deliver(unknown)).json()).toEqual({ received: true });
    // Signed with the app's key as the test provider signs, for a kind it does not act on.
    const key = createHmac('sha256', ctx.config.jwtSecret)
      .update('portal test card notifications v1')
      .digest();
    const rawBody = Buffer.from(
      JSON.stringify({ id: 'evt_1', type: 'payment.refunded', reference: card.token }),
    );
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', key).update(`${timestamp}.${rawBody.toString()}`).digest('hex');
    const response = await deliver({
      rawBody,
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
  });

  it('reads any content type as the raw body, and answers errors in the contract format', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    const notification = provider().signNotification(card.token, 'succeeded');
    const response = await deliver({
      rawBody: notification.rawBody,
      headers: {
        'content-type': 'text/plain',
        [TEST_SIGNATURE_HEADER]: notification.headers[TEST_SIGNATURE_HEADER] ?? '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await s.paymentRow(card.payment.id)).state).toBe('confirmed');
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: `${WEBHOOK}test/`,
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.BAD_SIGNATURE } });
  });

  it('has no Stripe webhook while the test checkout is the provider, and no other provider', async () => {
    const notification = provider().signNotification('x'.repeat(43), 'succeeded');
    const stripe = await deliver(notification, 'stripe/');
    expect(stripe.statusCode).toBe(404);
    expect(stripe.json().error.code).toBe(404);
    expect((await deliver(notification, 'paypal/')).statusCode).toBe(400);
  });
});
