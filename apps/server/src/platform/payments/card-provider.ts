// The card payment provider behind one interface (decision 018): a checkout started per payment, cancelled
// when the payer withdraws it, and the provider's signed notification of the outcome, which alone confirms
// or declines a card payment (create-card-provider.ts picks the built-in test checkout or Stripe). Nothing
// here knows about orders: the payments module maps notifications to its payments.
import type { IncomingHttpHeaders } from 'node:http';
import type { Checkout, PAYMENT_PROVIDERS } from '@portal/contract/endpoints/order-payments';

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CheckoutRequest {
  readonly paymentId: number;
  /** Whole cents of the order's currency (the provider converts to its own minor unit). */
  readonly amountCents: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  /** The payment's own key: starting the checkout again with it starts nothing new. */
  readonly idempotencyKey: string;
  /** The order's reference, kept with the provider's record for reconciliation. */
  readonly reference: string;
  readonly description: string;
}

export interface StartedCheckout {
  /** What the provider's notifications name the payment by (a PaymentIntent id, a test checkout token). */
  readonly providerReference: string;
  /** What the browser needs to let the payer pay. */
  readonly checkout: Checkout;
}

export type PaymentOutcome = 'succeeded' | 'failed';

export interface PaymentNotification {
  readonly providerReference: string;
  readonly outcome: PaymentOutcome;
  /** The provider's id of this notification, for the log and the audit. */
  readonly notificationId: string;
}

/**
 * A verified notification about a payment; 'ignored' for a verified notification of another kind (the
 * provider sends many); null when the signature does not verify (the caller answers 400 and changes nothing).
 */
export type VerifiedNotification = PaymentNotification | 'ignored' | null;

export interface CardProvider {
  readonly name: PaymentProviderName;
  /** Idempotent by `idempotencyKey`: the same request again answers the same checkout. */
  createCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** Stops a checkout the payer withdrew; throws when the provider refuses (e.g. it already succeeded). */
  cancel(providerReference: string): Promise<void>;
  verifyNotification(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedNotification;
}

/** Raised when the provider cannot start or cancel a checkout; the message never reaches a user. */
export class CardProviderError extends Error {
  override readonly name = 'CardProviderError';
}
