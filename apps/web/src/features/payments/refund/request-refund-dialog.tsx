// The payer asks money back on a paid line (decision 018, refund requests): a participant's, or an annual
// team order's fee (decision 019). The amount (what may still be asked unless changed: paid on the line less
// its other requests) and the reason WSK reads. The form refuses what the server would, with its messages;
// the server's own refusal (the line changed meanwhile) is shown on the field it names, on the line or above
// the form.
import { Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { createRefundBodySchema } from '@portal/contract/endpoints/refunds';
import { fromCents } from '@portal/contract/money';
import type { OrderDetail, OrderLine } from '@portal/contract/order';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { DecisionDialog } from '../../../shared/ui/decision-dialog';
import { DecisionForm } from '../components/decision-form';
import { lineName } from '../components/order-subject';
import { useCreateRefundRequest } from './api/create-refund-request';
import { ParticipantError, RefundAmountField, RefundReasonField } from './refund-form-parts';
import { availableRefundCents, withRefundAmount } from './refund-rules';

type Field = 'participant' | 'amount' | 'reason';
const FIELDS: readonly string[] = ['participant', 'amount', 'reason'] satisfies Field[];
/** The annual call names the line where the event call names the participant: one place shows either. */
const fieldOf = (key: string): Field | null =>
  key === 'line' ? 'participant' : FIELDS.includes(key) ? (key as Field) : null;

export interface RequestRefundDialogProps {
  readonly order: OrderDetail;
  readonly line: OrderLine;
  readonly onClose: () => void;
}

export function RequestRefundDialog({ order, line, onClose }: RequestRefundDialogProps) {
  const create = useCreateRefundRequest();
  const { currency } = order.amounts;
  const available = availableRefundCents(order, line);
  const name = lineName(line);
  const money = (amount: string) => formatCurrency(amount, currency);
  const form = useContractForm({
    // `participant` holds the server's refusal of the line (the participant's, or the annual line itself).
    initial: {
      participant: String(line.participant?.id ?? line.id),
      amount: fromCents(available),
      reason: '',
    },
    validate: (values) =>
      withRefundAmount(
        parseErrors<Field>(
          createRefundBodySchema.safeParse({
            participant: Number(values.participant),
            amount: values.amount.trim(),
            reason: values.reason,
          }),
          fieldOf,
        ),
        values.amount,
        available,
        currency,
      ),
    fieldOf,
  });

  return (
    <DecisionDialog
      title="Request a refund"
      onClose={onClose}
      busy={create.isPending}
      fullScreenQuery="(max-width: 36em)"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {order.reference} · paid {money(line.paid)}
          </Text>
          <ParticipantError error={form.errors.participant} />
        </Stack>
        <DecisionForm
          label={`Refund for ${name}`}
          onSubmit={form.handleSubmit({
            send: (values) =>
              create.mutateAsync({
                line,
                amount: values.amount.trim(),
                reason: values.reason.trim(),
              }),
            failure: 'The refund could not be requested. Please try again.',
            onSuccess: (_refund, values) => {
              appEvents.emit(APP_EVENTS.SHOW_TIP, {
                message: `Refund of ${money(values.amount.trim())} requested for ${name}`,
              });
              onClose();
            },
          })}
          error={form.formError}
          submit="Request refund"
          pending={create.isPending}
          onCancel={onClose}
          holdCancel
        >
          <RefundAmountField
            currency={currency}
            availableCents={available}
            withAsterisk
            {...form.text('amount')}
          />
          <RefundReasonField
            description="Why the money should come back; World Skate reads it"
            {...form.text('reason')}
          />
          <Text size="sm" c="dimmed">
            World Skate checks the request and pays the money back; until then you may withdraw it.
          </Text>
        </DecisionForm>
      </Stack>
    </DecisionDialog>
  );
}
