// An order's payments, one card per payment (readable on a phone, as the lines above): how much, how, who
// sent it, where its decision stands and, for a bank transfer, its proof. WSK administrators confirm,
// correct or decline a pending bank transfer here; a card payment waits for the provider's notification,
// the only thing that confirms it. Viewers read.
import { Stack, Text } from '@mantine/core';
import type { OrderDetail, OrderPayment, OrderPaymentState } from '@portal/contract/order';
import { PAYMENT_SYSTEM_NAMES } from '@portal/contract/payment';
import { useState } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { useReportDialogOpen } from '../components/decision-dialog';
import { RowCard } from '../components/order-lines-table';
import { DecisionBadge, DecisionCardHead, NothingYet } from './wsk-decision-badge';
import { WskDecisionButtons } from './wsk-decision-buttons';
import { type PaymentAction, WskPaymentDialog } from './wsk-payment-dialogs';
import { WskPaymentProof } from './wsk-payment-proof';
import type { WskOrderSection } from './wsk-payments-view';
import { actedBy } from './wsk-when';

const PAYMENT_STATES: Readonly<Record<OrderPaymentState, { label: string; color: string }>> = {
  pending: { label: 'Pending', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

const AMEND = { action: 'correct', label: 'Correct amount' } as const;

export interface WskOrderPaymentsProps {
  readonly order: OrderDetail;
  readonly section: WskOrderSection;
  readonly canEdit: boolean;
  /** A decision dialog opened or closed (the drawer then leaves Escape to the dialog). */
  readonly onDialogChange: (open: boolean) => void;
}

/** What the payment waits for, or how it was decided. */
function Decision({ payment }: { readonly payment: OrderPayment }) {
  if (payment.state === 'pending') {
    return (
      <Text size="sm" c="dimmed">
        {payment.payment_system === 'card'
          ? 'Waiting for the card provider'
          : 'Waiting for World Skate to check the proof'}
      </Text>
    );
  }
  const verb = payment.state === 'confirmed' ? 'Confirmed' : 'Declined';
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {actedBy(verb, payment.decided_by, payment.decided) ?? verb}
      </Text>
      {payment.decline_reason ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Reason: {payment.decline_reason}
        </Text>
      ) : null}
    </Stack>
  );
}

function PaymentCard({
  payment,
  currency,
  canDecide,
  onAct,
}: {
  readonly payment: OrderPayment;
  readonly currency: string;
  readonly canDecide: boolean;
  readonly onAct: (action: PaymentAction) => void;
}) {
  const amount = formatCurrency(payment.amount, currency);
  const system = PAYMENT_SYSTEM_NAMES[payment.payment_system];
  return (
    <RowCard label={`${amount} by ${system.toLowerCase()}, ${formatDate(payment.created)}`}>
      <DecisionCardHead
        amount={amount}
        detail={
          <>
            {system} · {actedBy('Sent', payment.created_by, payment.created)}
          </>
        }
        badge={<DecisionBadge {...PAYMENT_STATES[payment.state]} />}
      />
      <Decision payment={payment} />
      {payment.proof ? <WskPaymentProof proof={payment.proof} /> : null}
      {canDecide ? <WskDecisionButtons amend={AMEND} onAct={onAct} /> : null}
    </RowCard>
  );
}

/** Only a pending bank transfer is WSK's to decide: the provider decides cards. */
const decidable = (payment: OrderPayment) =>
  payment.state === 'pending' && payment.payment_system === 'bank_transfer';

export function WskOrderPayments({ order, section, canEdit, onDialogChange }: WskOrderPaymentsProps) {
  const [acting, setActing] = useState<{ payment: number; action: PaymentAction } | null>(null);
  // The dialog reads the payment from the order as it is now, and goes once it is no longer pending.
  const found = acting ? order.payments.find((item) => item.id === acting.payment) : undefined;
  const deciding = acting && found && decidable(found) ? { ...acting, payment: found } : null;
  const dialogOpen = deciding !== null;
  useReportDialogOpen(dialogOpen, onDialogChange);

  if (order.payments.length === 0) return <NothingYet>No payments yet.</NothingYet>;
  return (
    <>
      <Stack gap="sm" component="ul" aria-label="Payments" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.payments.map((item) => (
          <PaymentCard
            key={item.id}
            payment={item}
            currency={order.amounts.currency}
            canDecide={canEdit && decidable(item)}
            onAct={(action) => setActing({ payment: item.id, action })}
          />
        ))}
      </Stack>
      {deciding ? (
        <WskPaymentDialog
          action={deciding.action}
          payment={deciding.payment}
          order={order}
          section={section}
          onSwitch={(action) => setActing({ payment: deciding.payment.id, action })}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
