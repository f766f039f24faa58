// Following a card payment after the provider's page (decision 018): the payment named by `?payment=` is
// read every two seconds while it is pending, until the provider's signed notification has confirmed or
// declined it. The screen only reads: the browser's return never confirms anything. After about two minutes
// it stops asking and says the payment is still being processed.

import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OrderPayment } from '@portal/contract/order';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatCurrency } from '../../../shared/format/currency';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { getPaymentQueryOptions } from './api/get-payment';

/** How long the screen waits for the provider's notification before it stops asking. */
export const PAYMENT_WAIT_LIMIT_MS = 120_000;

export interface BackLink {
  readonly label: string;
  readonly to: string;
}

export interface PaymentOutcomeProps {
  /** Where the payer goes next, once the payment is known (null while it is not). */
  readonly backLink: (payment: OrderPayment | null) => BackLink;
}

function paymentIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** True once the wait limit has passed since the screen opened. */
function useWaitedTooLong(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), PAYMENT_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return expired;
}

function Outcome({
  icon,
  color,
  title,
  children,
  back,
}: {
  readonly icon: ReactNode;
  readonly color: string;
  readonly title: string;
  readonly children?: ReactNode;
  readonly back: BackLink;
}) {
  return (
    <Stack gap="lg" align="center" ta="center" w="100%" maw={480}>
      <ThemeIcon size={56} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Stack gap={4} align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
      <Button component={AppLink} to={back.to} fullWidth>
        {back.label}
      </Button>
    </Stack>
  );
}

function FollowPayment({ paymentId, backLink }: { readonly paymentId: number } & PaymentOutcomeProps) {
  const waitedTooLong = useWaitedTooLong();
  const payment = useQuery(getPaymentQueryOptions(paymentId, { poll: !waitedTooLong }));
  if (payment.isPending) {
    return (
      <Stack gap="md" align="center" role="status" aria-live="polite">
        <Loader color="navy" />
        <Text>Checking your payment…</Text>
      </Stack>
    );
  }
  if (payment.isError) {
    const notFound = payment.error instanceof ApiError && payment.error.statusCode === 404;
    const back = backLink(null);
    return notFound ? (
      <EmptyState
        titleOrder={1}
        title="Payment not found"
        description="This payment is not one of yours."
        action={
          <Button component={AppLink} to={back.to} variant="light">
            {back.label}
          </Button>
        }
      />
    ) : (
      <ErrorState
        titleOrder={1}
        title="The payment could not be checked"
        message={payment.error instanceof ApiError ? payment.error.error.message : undefined}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const { data } = payment;
  const back = backLink(data);
  if (data.state === 'confirmed') {
    return (
      <Outcome
        icon={<IconCircleCheck size={32} aria-hidden />}
        color="teal"
        title="Payment received"
        back={back}
      >
        <Text c="dimmed">
          Your payment of {formatCurrency(data.amount, data.currency)} is confirmed. Thank you.
        </Text>
      </Outcome>
    );
  }
  if (data.state === 'declined') {
    return (
      <Outcome
        icon={<IconCircleX size={32} aria-hidden />}
        color="red"
        title="The payment was declined"
        back={back}
      >
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {data.decline_reason ?? 'The card provider declined the payment.'}
        </Text>
      </Outcome>
    );
  }
  return waitedTooLong ? (
    <Outcome
      icon={<IconClockHour4 size={32} aria-hidden />}
      color="yellow"
      title="Still processing"
      back={back}
    >
      <Text c="dimmed">Your payment is still being processed; you can leave this page.</Text>
    </Outcome>
  ) : (
    <Stack gap="md" align="center" ta="center" role="status" aria-live="polite">
      <Loader color="navy" />
      <Title order={1} size="h3">
        Waiting for the payment’s confirmation
      </Title>
      <Text c="dimmed">This takes a few seconds. Please keep this page open.</Text>
    </Stack>
  );
}

export function PaymentOutcome({ backLink }: PaymentOutcomeProps) {
  const [search] = useSearchParams();
  const paymentId = paymentIdOf(search.get('payment'));
  if (paymentId === null) {
    const back = backLink(null);
    return (
      <EmptyState
        titleOrder={1}
        title="No payment to follow"
        description="This page follows a card payment; the address names none."
        action={
          <Button component={AppLink} to={back.to} variant="light">
            {back.label}
          </Button>
        }
      />
    );
  }
  // Keyed: another payment in the address starts a new wait.
  return <FollowPayment key={paymentId} paymentId={paymentId} backLink={backLink} />;
}
