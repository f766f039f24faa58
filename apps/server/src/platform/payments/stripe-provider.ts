// Stripe as the card provider (decision 018): a PaymentIntent per payment, created with the payment's
// idempotency key so a repeated submission answers the same intent; the browser pays it with Stripe
// Elements (client secret and publishable key); the outcome arrives as a webhook verified with the
// endpoint's signing secret.
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  type CardProvider,
  CardProviderError,
  type CheckoutRequest,
  type PaymentOutcome,
  type StartedCheckout,
  type VerifiedNotification,
} from './card-provider';

/** Currencies of our list that Stripe counts in whole units (its "zero-decimal" currencies). */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW']);

const OUTCOME_OF_EVENT: Readonly<Record<string, PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
};

/** The amount in Stripe's minor unit of the currency; a fraction of a zero-decimal unit is refused. */
export function stripeAmount(amountCents: number, currency: string): number {
  if (!ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase())) return amountCents;
  if (amountCents % 100 !== 0) {
    throw new CardProviderError(`${currency} has no fractional unit at Stripe: ${amountCents} cents`);
  }
  return amountCents / 100;
}

export interface StripeProviderOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly publishableKey: string;
  /** Where the API is reached (tests point it at a local server); api.stripe.com over HTTPS by default. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

export function createStripeCardProvider(options: StripeProviderOptions): CardProvider {
  const stripe = new Stripe(options.secretKey, {
    // A failed call is answered to the payer at once (they may try again); no silent retries behind it.
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...(options.api && { host: options.api.host, port: options.api.port, protocol: options.api.protocol }),
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
      const amount = stripeAmount(request.amountCents, request.currency);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: request.currency.toLowerCase(),
            description: request.description,
            metadata: { payment_id: String(request.paymentId), reference: request.reference },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw new CardProviderError(`Stripe refused the PaymentIntent: ${String(error)}`);
      }
      if (!intent.client_secret)
        throw new CardProviderError('Stripe gave the PaymentIntent no client secret');
      return {
        providerReference: intent.id,
        checkout: {
          provider: 'stripe',
          client_secret: intent.client_secret,
          publishable_key: options.publishableKey,
        },
      };
    },

    async cancel(providerReference: string): Promise<void> {
      try {
        await stripe.paymentIntents.cancel(providerReference);
      } catch (error) {
        throw new CardProviderError(`Stripe refused to cancel ${providerReference}: ${String(error)}`);
      }
    },

    verifyNotification(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedNotification {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return null;
      }
      const outcome = OUTCOME_OF_EVENT[event.type];
      if (!outcome || event.data.object.object !== 'payment_intent') return 'ignored';
      return { providerReference: event.data.object.id, outcome, notificationId: event.id };
    },
  };
}
