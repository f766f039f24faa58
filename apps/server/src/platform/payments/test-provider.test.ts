// The built-in test checkout: checkouts are idempotent per payment and key and unguessable, its
// notifications verify only with the server's key, unaltered and within five minutes.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCardProvider } from './create-card-provider';
import { createTestCardProvider, TEST_SIGNATURE_HEADER } from './test-provider';

const SECRET = 's'.repeat(40);
const request = {
  paymentId: 7,
  amountCents: 12_050,
  currency: 'EUR',
  idempotencyKey: 'key-0001',
  reference: 'WS-000001',
  description: 'Order WS-000001',
};

describe('the test card provider', () => {
  it('is the default provider without Stripe', () => {
    const provider = createCardProvider({
      jwtSecret: SECRET,
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      cardProviderPublishableKey: 'pk_test_only_for_the_browser',
    });
    expect(provider.name).toBe('test');
  });

  it('answers the same checkout for the same payment and key, another for another key', async () => {
    const provider = createTestCardProvider({ serverSecret: SECRET });
    const first = await provider.createCheckout(request);
    expect(first.providerReference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.checkout).toEqual({ provider: 'test', url: `/test-checkout/${first.providerReference}` });
    expect(await provider.createCheckout(request)).toEqual(first);
    const other = await provider.createCheckout({ ...request, idempotencyKey: 'key-0002' });
    expect(other.providerReference).not.toBe(first.providerReference);
    const otherServer = createTestCardProvider({ serverSecret: 't'.repeat(40) });
    expect((await otherServer.createCheckout(request)).providerReference).not.toBe(first.providerReference);
  });

  it('verifies its own notifications', () => {
    const provider = createTestCardProvider({ serverSecret: SECRET });
    for (const outcome of ['succeeded', 'failed'] as const) {
      const { rawBody, headers } = provider.signNotification('token-1', outcome);
      const verified = provider.verifyNotification(rawBody, headers);
      expect(verified).toMatchObject({ providerReference: 'token-1', outcome });
      expect(verified).toHaveProperty('notificationId', expect.stringMatching(/^evt_/));
    }
  });

  it('refuses an altered body, another key, a missing or malformed header', () => {
    const provider = createTestCardProvider({ serverSecret: SECRET });
    const { rawBody, headers } = provider.signNotification('token-1', 'failed');
    const altered = Buffer.from(rawBody.toString().replace('failed', 'succeeded'));
    expect(provider.verifyNotification(altered, headers)).toBeNull();
    const other = createTestCardProvider({ serverSecret: 't'.repeat(40) });
    expect(other.verifyNotification(rawBody, headers)).toBeNull();
    expect(provider.verifyNotification(rawBody, {})).toBeNull();
    for (const header of ['v1=abc', 't=1', 'nonsense', `t=x,v1=${'0'.repeat(64)}`]) {
      expect(provider.verifyNotification(rawBody, { [TEST_SIGNATURE_HEADER]: header })).toBeNull();
    }
  });

  it('refuses a notification signed more than five minutes before or after now', () => {
    let now = new Date('2027-07-01T10:00:00Z');
    const provider = createTestCardProvider({ serverSecret: SECRET, now: () => now });
    const { rawBody, headers } = provider.signNotification('token-1', 'succeeded');
    now = new Date('2027-07-01T10:05:00Z');
    expect(provider.verifyNotification(rawBody, headers)).not.toBeNull();
    now = new Date('2027-07-01T10:05:01Z');
    expect(provider.verifyNotification(rawBody, headers)).toBeNull();
    now = new Date('2027-07-01T09:54:59Z');
    expect(provider.verifyNotification(rawBody, headers)).toBeNull();
  });

  it('ignores a verified notification of another kind', () => {
    const provider = createTestCardProvider({ serverSecret: SECRET });
    const key = createHmac('sha256', SECRET).update('portal test card notifications v1').digest();
    const rawBody = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'payment.refunded', reference: 't' }));
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', key).update(`${timestamp}.${rawBody.toString()}`).digest('hex');
    expect(
      provider.verifyNotification(rawBody, { [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}` }),
    ).toBe('ignored');
  });
});
