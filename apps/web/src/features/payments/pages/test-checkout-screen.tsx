// /test-checkout/:token (decision 018): the built-in test card checkout, used while no card provider is
// configured. No money moves: the payer succeeds or fails the payment, the server sends itself the signed
// notification a real provider would send, and the payer goes on to the payment-redirect screen, which
// follows the payment's state.
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ORDER_PAYMENT_MESSAGES, type TestCheckout } from '@portal/contract/endpoints/order-payments';
import { screenPath } from '@portal/contract/routes';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatCurrency } from '../../../shared/format/currency';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import {
  getTestCheckoutQueryOptions,
  type TestCheckoutOutcome,
  useCompleteTestCheckout,
} from '../pay/api/test-checkout';

// A malformed token (400) is as unknown as a finished one (404).
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);

function Unknown() {
  return (
    <EmptyState
      titleOrder={1}
      icon={<IconFlask size={28} stroke={1.6} aria-hidden />}
      title={ORDER_PAYMENT_MESSAGES.CHECKOUT_NOT_FOUND}
      action={
        <Button component={AppLink} to={screenPath('events-all')} variant="light">
          Go to the events
        </Button>
      }
    />
  );
}

function Checkout({ token, checkout }: { readonly token: string; readonly checkout: TestCheckout }) {
  const navigate = useNavigate();
  const complete = useCompleteTestCheckout(token);
  const finish = async (outcome: TestCheckoutOutcome) => {
    if (complete.isPending) return;
    try {
      const after = await complete.mutateAsync(outcome);
      navigate(after.return_path, { replace: true });
    } catch {
      // Shown below the buttons from the mutation's error.
    }
  };
  const failure = complete.error
    ? isNotFound(complete.error)
      ? ORDER_PAYMENT_MESSAGES.CHECKOUT_NOT_FOUND
      : complete.error instanceof ApiError && complete.error.statusCode !== undefined
        ? complete.error.error.message
        : 'The outcome could not be sent. Check your connection and try again.'
    : null;
  return (
    <Stack gap="lg" w="100%" maw={480}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Test card payment — no money moves
        </Title>
        <Text c="dimmed" size="sm">
          This portal has no card provider configured. Choose the outcome a real card payment would have.
        </Text>
      </Stack>
      <Alert color="yellow" variant="light" icon={<IconFlask size={18} aria-hidden />} title="Test mode">
        Nothing is charged to any card.
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Stack component="dl" gap="xs" m={0}>
          <Text component="dt" size="xs" c="dimmed">
            Amount
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {formatCurrency(checkout.amount, checkout.currency)}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            Reference
          </Text>
          <Text component="dd" m={0}>
            {checkout.reference}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            Event
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {checkout.event}
          </Text>
        </Stack>
      </Paper>
      <FormAlert message={failure} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          loading={complete.isPending && complete.variables === 'succeeded'}
          disabled={complete.isPending}
          onClick={() => void finish('succeeded')}
        >
          Pay
        </Button>
        <Button
          variant="default"
          color="red"
          loading={complete.isPending && complete.variables === 'failed'}
          disabled={complete.isPending}
          onClick={() => void finish('failed')}
        >
          Decline payment
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

export default function TestCheckoutScreen() {
  const token = useParams().token ?? '';
  const checkout = useQuery(getTestCheckoutQueryOptions(token));
  if (checkout.isPending) return <LoadingState label="Loading the test payment" />;
  if (checkout.isError) {
    if (isNotFound(checkout.error)) return <Unknown />;
    return (
      <ErrorState
        titleOrder={1}
        title="The test payment could not be loaded"
        message={checkout.error instanceof ApiError ? checkout.error.error.message : undefined}
        onRetry={() => void checkout.refetch()}
      />
    );
  }
  if (checkout.data.state !== 'pending') return <Unknown />;
  return <Checkout token={token} checkout={checkout.data} />;
}
