// An order's payments as its payer follows them (decision 018): amount, way, state, date, WSK's reason for
// a declined one and the proof of a bank transfer; the payer withdraws a payment still pending, after a
// confirmation (it stays in the history, declined as withdrawn).
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { OrderDetail, OrderPayment, OrderPaymentState } from '@portal/contract/order';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { type OrderCalls, orderCallsOf } from '../api/order-calls';
import { HistoryRow, HistorySection } from '../components/history-row';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { useWithdrawOrderPayment } from './api/delete-order-payment';
import { useActsForPayer } from './pay-access';
import { usePaymentSystemNames } from './payment-system-names';

export const PAYMENT_STATE_LABELS: Readonly<Record<OrderPaymentState, string>> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

const STATE_COLORS: Readonly<Record<OrderPaymentState, string>> = {
  pending: 'yellow',
  confirmed: 'green',
  declined: 'red',
};

export function PaymentStateBadge({ state }: { readonly state: OrderPaymentState }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} c={`${STATE_COLORS[state]}.9`} tt="none">
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

function WithdrawPaymentDialog({
  payment,
  currency,
  calls,
  onClose,
}: {
  readonly payment: OrderPayment;
  readonly currency: string;
  readonly calls: OrderCalls;
  readonly onClose: () => void;
}) {
  const withdraw = useWithdrawOrderPayment(calls);
  const amount = formatCurrency(payment.amount, currency);
  return (
    <WithdrawDialog
      title="Withdraw the payment"
      message={`The payment of ${amount} is withdrawn and will not be confirmed. It stays in the order’s history.`}
      withdraw={() => withdraw.mutateAsync(payment.id)}
      pending={withdraw.isPending}
      withdrawn={`Payment of ${amount} withdrawn`}
      failure="The payment could not be withdrawn. Please try again."
      onClose={onClose}
    />
  );
}

function PaymentRow({
  payment,
  currency,
  canWithdraw,
  onWithdraw,
}: {
  readonly payment: OrderPayment;
  readonly currency: string;
  readonly canWithdraw: boolean;
  readonly onWithdraw: (payment: OrderPayment) => void;
}) {
  const names = usePaymentSystemNames();
  const amount = formatCurrency(payment.amount, currency);
  return (
    <HistoryRow
      label={`Payment of ${amount}`}
      badge={<PaymentStateBadge state={payment.state} />}
      withdraw={
        canWithdraw && payment.state === 'pending'
          ? { label: `Withdraw the payment of ${amount}`, onClick: () => onWithdraw(payment) }
          : null
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {amount}
        </Text>
        <Text size="sm" c="dimmed">
          {names[payment.payment_system]} · {formatDate(payment.created)}
        </Text>
      </Group>
      {payment.state === 'declined' && payment.decline_reason ? (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {payment.decline_reason}
        </Text>
      ) : null}
      {payment.proof ? (
        <Anchor href={payment.proof.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            Proof of the transfer
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </HistoryRow>
  );
}

export function PaymentsHistory({ order }: { readonly order: OrderDetail }) {
  const canWithdraw = useActsForPayer(order);
  const [withdrawing, setWithdrawing] = useState<OrderPayment | null>(null);
  if (order.payments.length === 0) return null;
  const currency = order.amounts.currency;
  return (
    <HistorySection
      label={`Payments of ${order.reference}`}
      title="Payments"
      dialog={
        withdrawing ? (
          <WithdrawPaymentDialog
            payment={withdrawing}
            currency={currency}
            calls={orderCallsOf(order)}
            onClose={() => setWithdrawing(null)}
          />
        ) : null
      }
    >
      {order.payments.map((payment) => (
        <PaymentRow
          key={payment.id}
          payment={payment}
          currency={currency}
          canWithdraw={canWithdraw}
          onWithdraw={setWithdrawing}
        />
      ))}
    </HistorySection>
  );
}
