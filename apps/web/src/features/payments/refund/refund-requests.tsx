// An order's refunds as its payer follows them (decision 018): how much, for whom, where each stands, why it
// was asked and, once decided, WSK's reason. Whoever acts for the payer withdraws a request WSK has not
// decided yet, after a confirmation (it stays in the history, declined as withdrawn).
import { Text } from '@mantine/core';
import type { OrderDetail, RefundRequest } from '@portal/contract/order';
import { useState } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { type OrderCalls, orderCallsOf } from '../api/order-calls';
import { HistoryRow, HistorySection } from '../components/history-row';
import { lineName } from '../components/order-subject';
import { RefundStateBadge } from '../components/refund-state-badge';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { useWithdrawRefundRequest } from './api/delete-refund-request';

function WithdrawRefundDialog({
  refund,
  label,
  calls,
  onClose,
}: {
  readonly refund: RefundRequest;
  /** "€20.00 for Athlete 1". */
  readonly label: string;
  readonly calls: OrderCalls;
  readonly onClose: () => void;
}) {
  const withdraw = useWithdrawRefundRequest(calls);
  return (
    <WithdrawDialog
      title="Withdraw the refund request"
      message={`The request of ${label} is withdrawn and World Skate will not pay it back. It stays in the order’s history.`}
      withdraw={() => withdraw.mutateAsync(refund.id)}
      pending={withdraw.isPending}
      withdrawn={`Refund request of ${label} withdrawn`}
      failure="The refund request could not be withdrawn. Please try again."
      onClose={onClose}
    />
  );
}

function RefundRow({
  refund,
  label,
  canWithdraw,
  onWithdraw,
}: {
  readonly refund: RefundRequest;
  readonly label: string;
  readonly canWithdraw: boolean;
  readonly onWithdraw: () => void;
}) {
  return (
    <HistoryRow
      label={`Refund of ${label}`}
      badge={<RefundStateBadge state={refund.state} />}
      withdraw={
        canWithdraw && refund.state === 'requested'
          ? { label: `Withdraw the refund request of ${label}`, onClick: onWithdraw }
          : null
      }
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} size="sm">
          {label}
        </Text>{' '}
        <Text span c="dimmed" size="sm">
          · {formatDate(refund.created)}
        </Text>
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span c="dimmed" size="sm">
          Reason:{' '}
        </Text>
        {refund.reason}
      </Text>
      {refund.decision_reason ? (
        <Text
          size="sm"
          c={refund.state === 'declined' ? 'red.8' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          <Text span c="dimmed" size="sm">
            Decision:{' '}
          </Text>
          {refund.decision_reason}
        </Text>
      ) : null}
    </HistoryRow>
  );
}

export interface RefundRequestsProps {
  readonly order: OrderDetail;
  /** Whether the signed-in user acts for the order's payer (and so may withdraw its requests). */
  readonly canWithdraw: boolean;
}

export function RefundRequests({ order, canWithdraw }: RefundRequestsProps) {
  const [withdrawing, setWithdrawing] = useState<RefundRequest | null>(null);
  if (order.refunds.length === 0) return null;
  const names = new Map(order.lines.map((line) => [line.id, lineName(line)]));
  const labelOf = (refund: RefundRequest) =>
    `${formatCurrency(refund.amount, order.amounts.currency)} for ${names.get(refund.line) ?? 'a participant'}`;
  return (
    <HistorySection
      label={`Refunds of ${order.reference}`}
      title="Refunds"
      dialog={
        withdrawing ? (
          <WithdrawRefundDialog
            refund={withdrawing}
            label={labelOf(withdrawing)}
            calls={orderCallsOf(order)}
            onClose={() => setWithdrawing(null)}
          />
        ) : null
      }
    >
      {order.refunds.map((refund) => (
        <RefundRow
          key={refund.id}
          refund={refund}
          label={labelOf(refund)}
          canWithdraw={canWithdraw}
          onWithdraw={() => setWithdrawing(refund)}
        />
      ))}
    </HistorySection>
  );
}
