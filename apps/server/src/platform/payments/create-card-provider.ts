// Which card provider the app uses (decision 018): the built-in test checkout by default, Stripe when
// STRIPE_SECRET_KEY is set (config.ts then requires its webhook secret and publishable key too).
import type { Config } from '../../config';
import type { CardProvider } from './card-provider';
import { createStripeCardProvider } from './stripe-provider';
import { createTestCardProvider } from './test-provider';

/** Stripe when its secret key is configured (config.ts requires the other two keys then), else the test checkout. */
export function createCardProvider(
  config: Pick<
    Config,
    'jwtSecret' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'cardProviderPublishableKey'
  >,
): CardProvider {
  if (config.stripeSecretKey && config.stripeWebhookSecret && config.cardProviderPublishableKey) {
    return createStripeCardProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      publishableKey: config.cardProviderPublishableKey,
    });
  }
  return createTestCardProvider({ serverSecret: config.jwtSecret });
}
