// The built-in test checkout (decision 018): no money moves. A checkout is a portal page
// (`/test-checkout/<token>`) where the payer succeeds or fails the payment; the page's outcome becomes a
// notification signed like a provider's, verified by the same webhook code, so the flow is the production
// one. The signing key is derived from the server secret for this purpose only.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type {
  CardProvider,
  CheckoutRequest,
  PaymentOutcome,
  StartedCheckout,
  VerifiedNotification,
} from './card-provider';

export const TEST_SIGNATURE_HEADER = 'x-portal-signature';
/** A notification older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
export const TEST_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const notificationSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  reference: z.string().min(1),
});

const OUTCOME_OF_TYPE: Readonly<Record<string, PaymentOutcome>> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
};

export interface TestCardProvider extends CardProvider {
  readonly name: 'test';
  /** The notification the test checkout sends for an outcome: the raw body and its signature header. */
  signNotification(
    providerReference: string,
    outcome: PaymentOutcome,
  ): { rawBody: Buffer; headers: Record<string, string> };
}

function hmacHex(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** `t=<unix seconds>,v1=<hex>`; null when malformed. */
function parseSignature(header: string): { timestamp: number; signature: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return null;
  return { timestamp: Number(timestamp), signature };
}

export function createTestCardProvider(options: {
  readonly serverSecret: string;
  /** The clock of the signature's age check (tests move it). */
  readonly now?: () => Date;
}): TestCardProvider {
  const key = createHmac('sha256', options.serverSecret).update('portal test card notifications v1').digest();
  const now = options.now ?? (() => new Date());
  const unixNow = () => Math.floor(now().getTime() / 1000);

  const sign = (timestamp: number, body: Buffer) => hmacHex(key, `${timestamp}.${body.toString('utf8')}`);

  return {
    name: 'test',

    async createCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
      // Derived rather than drawn, so the same payment and key give the same checkout, as at Stripe; without
      // the server secret it is as unguessable as 32 random bytes.
      const token = createHmac('sha256', key)
        .update(`checkout\n${request.paymentId}\n${request.idempotencyKey}`)
        .digest('base64url');
      return { providerReference: token, checkout: { provider: 'test', url: `/test-checkout/${token}` } };
    },

    async cancel(): Promise<void> {
      // Nothing runs at a provider: the payment's state alone closes the test checkout.
    },

    verifyNotification(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedNotification {
      const header = headers[TEST_SIGNATURE_HEADER];
      const parsed = typeof header === 'string' ? parseSignature(header) : null;
      if (!parsed) return null;
      if (Math.abs(unixNow() - parsed.timestamp) > TEST_SIGNATURE_TOLERANCE_SECONDS) return null;
      const expected = Buffer.from(sign(parsed.timestamp, rawBody), 'hex');
      const given = Buffer.from(parsed.signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const notification = notificationSchema.safeParse(body);
      if (!notification.success) return null;
      const outcome = OUTCOME_OF_TYPE[notification.data.type];
      if (!outcome) return 'ignored';
      return {
        providerReference: notification.data.reference,
        outcome,
        notificationId: notification.data.id,
      };
    },

    signNotification(providerReference, outcome) {
      const rawBody = Buffer.from(
        JSON.stringify({
          id: `evt_${randomBytes(12).toString('hex')}`,
          type: `payment.${outcome}`,
          reference: providerReference,
        }),
      );
      const timestamp = unixNow();
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(timestamp, rawBody)}`,
        },
      };
    },
  };
}
