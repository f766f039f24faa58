// Stripe's webhook through the whole app, with Stripe as the configured card provider: a notification whose
// signature does not verify (another secret, a changed body, none) is 400 and changes nothing; the one
// Stripe signs confirms the card payment it names, once, however often it arrives. Signed as Stripe does,
// with the `stripe` package's test header helper; no request leaves the machine.
import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPayments } from '../../db/schema/payments';
import { useTestApp } from '../../test/harness';
import { paymentsSetup, WEBHOOK } from './payments-test-setup';

const WEBHOOK_SECRET = 'whsec_portal_app_test';

const ctx = useTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_test_portal',
  },
});
const s = paymentsSetup(ctx);

beforeAll(async () => {
  await s.setUp();
});

let intents = 0;

/** A pending card payment of the federation's order, as a started Stripe checkout leaves it. */
async function pendingCardPayment(): Promise<{ id: number; orderId: number; intent: string }> {
  const billed = await s.billedEvent();
  intents += 1;
  const intent = `pi_portal_webhook_${intents}`;
  const [row] = await ctx.db
    .insert(orderPayments)
    .values({
      orderId: billed.italy,
      amount: '100.00',
      paymentSystem: 'card',
      state: 'pending',
      idempotencyKey: `stripe-webhook-${intents}`,
      providerReference: intent,
      createdBy: s.callers.italyNf.id,
    })
    .returning({ id: orderPayments.id });
  return { id: row?.id ?? 0, orderId: billed.italy, intent };
}

const succeeded = (intent: string, eventId: string) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intent, object: 'payment_intent', status: 'succeeded' } },
  });

function deliver(payload: string, signature: string | null) {
  return ctx.app.inject({
    method: 'POST',
    url: `${WEBHOOK}stripe/`,
    headers: {
      'content-type': 'application/json',
      ...(signature !== null && { 'stripe-signature': signature }),
    },
    payload,
  });
}

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('the Stripe webhook', () => {
  it('refuses a notification whose signature does not verify, and nothing changes', async () => {
    const payment = await pendingCardPayment();
    const payload = succeeded(payment.intent, 'evt_forged');
    const attempts = [
      await deliver(payload, signed(payload, 'whsec_someone_else')),
      await deliver(payload, signed(succeeded(payment.intent, 'evt_other'))),
      await deliver(payload, null),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(ORDER_PAYMENT_MESSAGES.BAD_SIGNATURE);
    }
    expect((await s.paymentRow(payment.id)).state).toBe('pending');
    const order = await s.orderDetail(payment.orderId);
    expect(order.amounts).toMatchObject({ paid: '0.00', pending: '100.00' });
    expect(order.state).toBe('awaiting_payment');
  });

  it('confirms the payment Stripe names once, however often the notification arrives', async () => {
    const payment = await pendingCardPayment();
    const payload = succeeded(payment.intent, 'evt_paid');
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signed(payload))));
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ received: true });
    }
    expect((await s.paymentRow(payment.id)).state).toBe('confirmed');
    const order = await s.orderDetail(payment.orderId);
    expect(order.amounts).toMatchObject({ paid: '100.00', pending: '0.00' });
    expect(order.state).toBe('partially_paid');
    const rows = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, payment.orderId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 on the test checkout’s webhook while Stripe is the provider', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${WEBHOOK}test/`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
