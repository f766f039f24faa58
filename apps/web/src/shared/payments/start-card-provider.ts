// The card provider's script on the page (spec §1, and the start-up of §7: "a card payment provider is
// configured with a publishable key"): with a publishable key in /api/config/, Stripe.js is fetched once
// the page has loaded and the browser is idle, as Stripe advises for its fraud signals, so the first
// screen never waits for it. The checkout (features/payments/pay/stripe-checkout.tsx) then finds it loaded:
// loadStripe fetches the script once per page. Without a key (the built-in test checkout) nothing is fetched.
import type { QueryClient } from '@tanstack/react-query';
import { readPublicConfig } from '../config/get-config';

type LoadCardProvider = (publishableKey: string) => Promise<unknown>;

const loadStripeScript: LoadCardProvider = async (publishableKey) =>
  (await import('@stripe/stripe-js')).loadStripe(publishableKey);

/** Resolves once the page has loaded and the browser has a quiet moment. */
function whenPageIsIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Whether the card provider's script was asked for. */
export async function startCardProvider(
  queryClient: QueryClient,
  {
    load = loadStripeScript,
    whenIdle = whenPageIsIdle,
  }: { load?: LoadCardProvider; whenIdle?: () => Promise<void> } = {},
): Promise<boolean> {
  const publishableKey = (await readPublicConfig(queryClient))?.card_provider_publishable_key;
  if (!publishableKey) return false;
  await whenIdle();
  try {
    await load(publishableKey);
  } catch (error) {
    // The checkout tries again when it is opened, and says so if it fails there.
    console.warn('The card provider could not be loaded.', error);
  }
  return true;
}
