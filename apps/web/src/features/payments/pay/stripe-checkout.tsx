// A card payment through Stripe Elements (decision 018): the card form of the payment the server started,
// then `confirmPayment`, after which Stripe sends the browser to the payment-redirect screen. Only Stripe's
// signed notification confirms the payment; this screen never does. Loaded on demand: most visits pay
// nothing, and Stripe.js is only fetched when a Stripe checkout is shown.
import { Button, Group, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';

export interface StripeCheckoutProps {
  readonly clientSecret: string;
  readonly publishableKey: string;
  /** Absolute URL of the payment-redirect screen, with `?payment=`. */
  readonly returnUrl: string;
  /** "€120.00", on the button. */
  readonly amountLabel: string;
  readonly onCancel: () => void;
}

const FAILED = 'The card payment could not be completed. Please try again.';

function StripePayForm({
  returnUrl,
  amountLabel,
  onCancel,
}: Omit<StripeCheckoutProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      // Resolves only when Stripe refused at once; otherwise the browser leaves for `returnUrl`.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      if (error) setFailure(error.message ?? FAILED);
    } catch {
      setFailure(FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <Stack gap="md">
        <PaymentElement />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting} disabled={!stripe || !elements}>
            Pay {amountLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StripeCheckout({ clientSecret, publishableKey, ...form }: StripeCheckoutProps) {
  // One Stripe instance per key: Elements may not be given another one.
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Your card payment is waiting. Enter the card’s details; closing leaves it pending, and you can
        withdraw it from the order’s payments.
      </Text>
      <Elements stripe={stripe} options={{ clientSecret }}>
        <StripePayForm {...form} />
      </Elements>
    </Stack>
  );
}
