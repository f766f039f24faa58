// WSK administrators' decisions on a pending bank transfer, each in a small dialog (full screen on a
// phone): confirm it with an optional note, correct its amount to what arrived, or decline it with the
// reason the payer is shown. The forms check the endpoints' own rules; the server's refusal (the payment is
// more than the order still owes, it was decided meanwhile) is shown in the dialog, on the field it names.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  confirmOrderPaymentBodySchema,
  declineOrderPaymentQuerySchema,
  ORDER_PAYMENT_MESSAGES,
  updateOrderPaymentBodySchema,
} from '@portal/contract/endpoints/order-payments';
import { toCents } from '@portal/contract/money';
import { ORDER_MESSAGES, type OrderDetail, type OrderPayment } from '@portal/contract/order';
import { PAYMENT_SYSTEM_NAMES } from '@portal/contract/payment';
import type { ReactNode } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { DecisionDialog } from '../../../shared/ui/decision-dialog';
import { AmountField } from '../components/amount-field';
import { DecisionForm } from '../components/decision-form';
import { useConfirmOrderPayment } from './api/confirm-order-payment';
import { useDeclineOrderPayment } from './api/decline-order-payment';
import { useUpdateOrderPayment } from './api/update-order-payment';
import { WskDeclineForm } from './wsk-decline-form';
import { WskPaymentProof } from './wsk-payment-proof';
import type { WskOrderSection } from './wsk-payments-view';
import { actedBy } from './wsk-when';

export const PAYMENT_ACTIONS = ['confirm', 'correct', 'decline'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

const TITLES: Readonly<Record<PaymentAction, string>> = {
  confirm: 'Confirm the payment',
  correct: 'Correct the amount',
  decline: 'Decline the payment',
};

export interface WskPaymentDialogProps {
  readonly action: PaymentAction;
  readonly payment: OrderPayment;
  readonly order: OrderDetail;
  readonly section: WskOrderSection;
  /** Another decision on the same payment (correcting the amount after a refused confirmation). */
  readonly onSwitch: (action: PaymentAction) => void;
  readonly onClose: () => void;
}

interface FormProps extends Omit<WskPaymentDialogProps, 'action'> {
  readonly money: (amount: string) => string;
}

export function WskPaymentDialog({ action, ...props }: WskPaymentDialogProps) {
  const money = (amount: string) => formatCurrency(amount, props.order.amounts.currency);
  const Form = FORMS[action];
  return (
    <DecisionDialog title={TITLES[action]} onClose={props.onClose}>
      <Stack gap="md">
        <PaymentSummary payment={props.payment} order={props.order} money={money} />
        {/* Keyed by the action, so switching starts the other form afresh. */}
        <Form key={action} {...props} money={money} />
      </Stack>
    </DecisionDialog>
  );
}

function PaymentSummary({ payment, order, money }: Pick<FormProps, 'payment' | 'order' | 'money'>) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        <Text span fw={700}>
          {money(payment.amount)}
        </Text>{' '}
        by {PAYMENT_SYSTEM_NAMES[payment.payment_system].toLowerCase()} from {order.payer.name}
      </Text>
      <Text size="sm" c="dimmed">
        {actedBy('Sent', payment.created_by, payment.created)}
      </Text>
      <Text size="sm" c="dimmed">
        {order.reference} still owes {money(order.amounts.outstanding)}.
      </Text>
      {payment.proof ? <WskPaymentProof proof={payment.proof} /> : null}
    </Stack>
  );
}

const tip = (message: string) => appEvents.emit(APP_EVENTS.SHOW_TIP, { message });

function ConfirmForm({ payment, section, money, onSwitch, onClose }: FormProps) {
  const confirm = useConfirmOrderPayment(section);
  const form = useContractForm({
    initial: { note: '' },
    validate: (values) =>
      parseErrors<'note'>(confirmOrderPaymentBodySchema.safeParse(values), (key) =>
        key === 'note' ? key : null,
      ),
  });
  const aboveOutstanding = form.formError === ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING;
  return (
    <DecisionForm
      label={TITLES.confirm}
      onSubmit={form.handleSubmit({
        send: (values) => confirm.mutateAsync({ payment: payment.id, body: { note: values.note.trim() } }),
        failure: 'The payment could not be confirmed. Please try again.',
        onSuccess: () => {
          tip(`The payment of ${money(payment.amount)} is confirmed.`);
          onClose();
        },
      })}
      error={form.formError}
      submit="Confirm payment"
      color="green"
      pending={confirm.isPending}
      onCancel={onClose}
    >
      {aboveOutstanding ? (
        <Group>
          <Button variant="light" size="xs" onClick={() => onSwitch('correct')}>
            Correct the amount
          </Button>
        </Group>
      ) : null}
      <Textarea
        label="Note"
        description="What you checked against the proof (optional)"
        rows={3}
        data-autofocus
        {...form.text('note')}
      />
    </DecisionForm>
  );
}

function validateAmount(values: { amount: string }) {
  const errors = parseErrors<'amount'>(updateOrderPaymentBodySchema.safeParse(values), (key) =>
    key === 'amount' ? key : null,
  );
  if (!errors.amount && toCents(values.amount) <= 0) errors.amount = ORDER_MESSAGES.AMOUNT_NOT_POSITIVE;
  return errors;
}

function CorrectForm({ payment, order, section, money, onClose }: FormProps) {
  const update = useUpdateOrderPayment(section);
  const form = useContractForm({
    initial: { amount: payment.amount },
    validate: (values) => validateAmount({ amount: values.amount.trim() }),
  });
  return (
    <DecisionForm
      label={TITLES.correct}
      onSubmit={form.handleSubmit({
        send: (values) => update.mutateAsync({ payment: payment.id, body: { amount: values.amount.trim() } }),
        failure: 'The amount could not be corrected. Please try again.',
        onSuccess: (_order, values) => {
          tip(`The payment is corrected to ${money(values.amount.trim())}.`);
          onClose();
        },
      })}
      error={form.formError}
      submit="Save amount"
      pending={update.isPending}
      onCancel={onClose}
    >
      <AmountField
        currency={order.amounts.currency}
        description="What actually arrived on World Skate's account"
        placeholder="0.00"
        {...form.text('amount')}
      />
    </DecisionForm>
  );
}

function DeclineForm({ payment, section, money, onClose }: FormProps) {
  const decline = useDeclineOrderPayment(section);
  return (
    <WskDeclineForm
      title={TITLES.decline}
      reasonKey="reason"
      maxLength={500}
      check={(reason) => declineOrderPaymentQuerySchema.safeParse({ reason })}
      send={(reason) => decline.mutateAsync({ payment: payment.id, query: { reason } })}
      pending={decline.isPending}
      failure="The payment could not be declined. Please try again."
      declined={`The payment of ${money(payment.amount)} is declined.`}
      submit="Decline payment"
      onClose={onClose}
    />
  );
}

const FORMS: Readonly<Record<PaymentAction, (props: FormProps) => ReactNode>> = {
  confirm: ConfirmForm,
  correct: CorrectForm,
  decline: DeclineForm,
};
