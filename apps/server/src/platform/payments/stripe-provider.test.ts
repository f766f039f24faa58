// The Stripe adapter against a local stand-in for api.stripe.com: PaymentIntents created with the
// payment's idempotency key and the amount in Stripe's minor unit, cancellation, refusals, and webhooks
// verified with the endpoint's signing secret (signed as Stripe does, with generateTestHeaderString).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardProviderError } from './card-provider';
import { createCardProvider } from './create-card-provider';
import { createStripeCardProvider, stripeAmount } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_portal';

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly form: URLSearchParams;
}

let server: Server;
let port = 0;
const seen: Seen[] = [];
/** What the stand-in answers next: a PaymentIntent, or Stripe's error body with a status. */
let refuse: { status: number; message: string } | null = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      response.setHeader('content-type', 'application/json');
      if (refuse) {
        response.statusCode = refuse.status;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: refuse.message } }));
        return;
      }
      const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(request.url ?? '');
      const id = cancel?.[1] ?? 'pi_portal1';
      response.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount') ?? 0),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          status: cancel ? 'canceled' : 'requires_payment_method',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  refuse = null;
});

const provider = () =>
  createStripeCardProvider({
    secretKey: 'sk_test_portal',
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_portal',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });

const request = {
  paymentId: 42,
  amountCents: 12_050,
  currency: 'EUR',
  idempotencyKey: 'payment-42-key',
  reference: 'WS-000007',
  description: 'World Skate order WS-000007',
};

describe('the Stripe card provider', () => {
  it('is chosen when the Stripe keys are configured', () => {
    const chosen = createCardProvider({
      jwtSecret: 'x'.repeat(32),
      stripeSecretKey: 'sk_test_portal',
      stripeWebhookSecret: WEBHOOK_SECRET,
      cardProviderPublishableKey: 'pk_test_portal',
    });
    expect(chosen.name).toBe('stripe');
  });

  it('creates a PaymentIntent with the idempotency key, the amount in cents and the metadata', async () => {
    const started = await provider().createCheckout(request);
    expect(started).toEqual({
      providerReference: 'pi_portal1',
      checkout: {
        provider: 'stripe',
        client_secret: 'pi_portal1_secret_abc',
        publishable_key: 'pk_test_portal',
      },
    });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/payment_intents');
    expect(call?.headers['idempotency-key']).toBe('payment-42-key');
    expect(call?.headers.authorization).toBe('Bearer sk_test_portal');
    expect(call?.form.get('amount')).toBe('12050');
    expect(call?.form.get('currency')).toBe('eur');
    expect(call?.form.get('metadata[payment_id]')).toBe('42');
    expect(call?.form.get('metadata[reference]')).toBe('WS-000007');
  });

  it('sends yen and won in whole units and refuses a fraction of one', async () => {
    await provider().createCheckout({ ...request, amountCents: 500_000, currency: 'JPY' });
    expect(seen[0]?.form.get('amount')).toBe('5000');
    expect(seen[0]?.form.get('currency')).toBe('jpy');
    await expect(
      provider().createCheckout({ ...request, amountCents: 500_050, currency: 'KRW' }),
    ).rejects.toThrow(CardProviderError);
    expect(seen).toHaveLength(1);
    expect(stripeAmount(12_345, 'usd')).toBe(12_345);
    expect(stripeAmount(1_200, 'krw')).toBe(12);
  });

  it('reports a refusal of Stripe as a provider error', async () => {
    refuse = { status: 400, message: 'Amount must be at least 50 cents' };
    await expect(provider().createCheckout(request)).rejects.toThrow(CardProviderError);
    refuse = { status: 400, message: 'This PaymentIntent has already succeeded' };
    await expect(provider().cancel('pi_portal1')).rejects.toThrow(CardProviderError);
  });

  it('cancels the PaymentIntent', async () => {
    await provider().cancel('pi_portal9');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_portal9/cancel' });
  });

  describe('webhooks', () => {
    const event = (type: string, object: object = { id: 'pi_portal1', object: 'payment_intent' }) =>
      JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
    const signed = (payload: string, secret = WEBHOOK_SECRET) => ({
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    });

    it.each([
      ['payment_intent.succeeded', 'succeeded'],
      ['payment_intent.payment_failed', 'failed'],
      ['payment_intent.canceled', 'failed'],
    ])('maps %s to %s', (type, outcome) => {
      const payload = event(type);
      expect(provider().verifyNotification(Buffer.from(payload), signed(payload))).toEqual({
        providerReference: 'pi_portal1',
        outcome,
        notificationId: 'evt_1',
      });
    });

    it('ignores other events', () => {
      const payload = event('charge.refunded', { id: 'ch_1', object: 'charge' });
      expect(provider().verifyNotification(Buffer.from(payload), signed(payload))).toBe('ignored');
      const created = event('payment_intent.created');
      expect(provider().verifyNotification(Buffer.from(created), signed(created))).toBe('ignored');
    });

    it('refuses a bad signature, another secret, an altered body, a missing header', () => {
      const payload = event('payment_intent.succeeded');
      const altered = payload.replace('pi_portal1', 'pi_portal2');
      expect(provider().verifyNotification(Buffer.from(altered), signed(payload))).toBeNull();
      expect(provider().verifyNotification(Buffer.from(payload), signed(payload, 'whsec_other'))).toBeNull();
      expect(
        provider().verifyNotification(Buffer.from(payload), { 'stripe-signature': 't=1,v1=00' }),
      ).toBeNull();
      expect(provider().verifyNotification(Buffer.from(payload), {})).toBeNull();
    });

    it('refuses a notification signed long ago', () => {
      const payload = event('payment_intent.succeeded');
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(provider().verifyNotification(Buffer.from(payload), { 'stripe-signature': header })).toBeNull();
    });
  });
});
