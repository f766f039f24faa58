// WSK administrators' refund work, each in a small dialog (full screen on a phone) like the decisions on
// payments: confirm a requested refund with an optional note, change its amount, decline it with the reason
// the payer is shown, or record a refund on a paid line themselves (already paid back, so refunded at once,
// or a request to decide later). The forms check the endpoints' own rules and the line's available amount;
// the server's refusal is shown in the dialog, on the field it names. WSK records a refund on a participant's
// line only (the call names the participant); an annual team fee's refund is asked by the team.
import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  changeRefundBodySchema,
  confirmRefundBodySchema,
  wskCreateRefundBodySchema,
} from '@portal/contract/endpoints/refunds';
import { fromCents } from '@portal/contract/money';
import type { OrderDetail, OrderLine, RefundRequest } from '@portal/contract/order';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { DecisionDialog } from '../../../shared/ui/decision-dialog';
import { DecisionForm } from '../components/decision-form';
import { isParticipantLine, lineName, type ParticipantLine } from '../components/order-subject';
import { ParticipantError, RefundAmountField, RefundReasonField } from '../refund/refund-form-parts';
import { availableRefundCents, withRefundAmount } from '../refund/refund-rules';
import { useChangeRefund } from './api/change-refund';
import { useConfirmRefund } from './api/confirm-refund';
import { useCreateWskRefund } from './api/create-wsk-refund';
import { WskDeclineForm } from './wsk-decline-form';
import type { WskOrderSection } from './wsk-payments-view';
import { actedBy } from './wsk-when';

export const REFUND_ACTIONS = ['confirm', 'change', 'decline'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];

/** What a refund dialog is for: a decision on a requested refund, or a new refund on a line. */
export type RefundActing =
  | { readonly kind: 'decide'; readonly refund: number; readonly action: RefundAction }
  | { readonly kind: 'create'; readonly line: number };

const TITLES: Readonly<Record<RefundAction | 'create', string>> = {
  confirm: 'Confirm the refund',
  change: 'Change the refund',
  decline: 'Decline the refund',
  create: 'Record a refund',
};

interface Shared {
  readonly order: OrderDetail;
  readonly section: WskOrderSection;
  readonly money: (amount: string) => string;
  readonly onClose: () => void;
}

interface DecideProps extends Shared {
  readonly refund: RefundRequest;
  readonly line: OrderLine;
}

interface CreateProps extends Shared {
  readonly line: ParticipantLine;
}

/**
 * The dialog of `acting` on the order as it is now; nothing once the refund is no longer requested or the
 * line has nothing left to refund (the dialog goes when a reply decided it).
 */
export function resolveRefundActing(
  order: OrderDetail,
  acting: RefundActing | null,
): { title: string; line: OrderLine; refund: RefundRequest | null; action: RefundAction | null } | null {
  if (!acting) return null;
  if (acting.kind === 'create') {
    const line = order.lines.find((candidate) => candidate.id === acting.line);
    if (!line || !isParticipantLine(line) || availableRefundCents(order, line) <= 0) return null;
    return { title: TITLES.create, line, refund: null, action: null };
  }
  const refund = order.refunds.find((candidate) => candidate.id === acting.refund);
  const line = order.lines.find((candidate) => candidate.id === refund?.line);
  if (!refund || !line || refund.state !== 'requested') return null;
  return { title: TITLES[acting.action], line, refund, action: acting.action };
}

export interface WskRefundDialogProps {
  readonly order: OrderDetail;
  readonly section: WskOrderSection;
  readonly acting: RefundActing | null;
  readonly onClose: () => void;
}

export function WskRefundDialog({ order, section, acting, onClose }: WskRefundDialogProps) {
  const resolved = resolveRefundActing(order, acting);
  if (!resolved) return null;
  const money = (amount: string) => formatCurrency(amount, order.amounts.currency);
  const shared = { order, section, money, onClose, line: resolved.line };
  const { refund, action } = resolved;
  return (
    <DecisionDialog title={resolved.title} onClose={onClose}>
      <Stack gap="md">
        {refund && action ? (
          <>
            <RefundSummary refund={refund} {...shared} />
            {/* Keyed by the action, so each decision starts afresh. */}
            {action === 'confirm' ? <ConfirmForm key={action} refund={refund} {...shared} /> : null}
            {action === 'change' ? <ChangeForm key={action} refund={refund} {...shared} /> : null}
            {action === 'decline' ? <DeclineForm key={action} refund={refund} {...shared} /> : null}
          </>
        ) : isParticipantLine(resolved.line) ? (
          <>
            <LineSummary {...shared} line={resolved.line} />
            <CreateForm {...shared} line={resolved.line} />
          </>
        ) : null}
      </Stack>
    </DecisionDialog>
  );
}

function LineSummary({ line, order, money }: CreateProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {lineName(line)}
      </Text>
      <Text size="sm" c="dimmed">
        {order.reference} · {order.payer.name} · paid {money(line.paid)}, refunded {money(line.refunded)}
      </Text>
    </Stack>
  );
}

function RefundSummary({ refund, line, money }: DecideProps) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={700}>
          {money(refund.amount)}
        </Text>{' '}
        for {lineName(line)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Reason: {refund.reason || '-'}
      </Text>
      <Text size="sm" c="dimmed">
        {actedBy('Requested', refund.created_by, refund.created)}
      </Text>
      <Text size="sm" c="dimmed">
        Paid on the line: {money(line.paid)}.
      </Text>
    </Stack>
  );
}

const tip = (message: string) => appEvents.emit(APP_EVENTS.SHOW_TIP, { message });

function ConfirmForm({ refund, section, money, onClose }: DecideProps) {
  const confirm = useConfirmRefund(section);
  const form = useContractForm({
    initial: { note: '' },
    validate: (values) =>
      parseErrors<'note'>(confirmRefundBodySchema.safeParse(values), (key) => (key === 'note' ? key : null)),
  });
  return (
    <DecisionForm
      label={TITLES.confirm}
      onSubmit={form.handleSubmit({
        send: (values) => confirm.mutateAsync({ refund: refund.id, body: { note: values.note.trim() } }),
        failure: 'The refund could not be confirmed. Please try again.',
        onSuccess: () => {
          tip(`The refund of ${money(refund.amount)} is confirmed.`);
          onClose();
        },
      })}
      error={form.formError}
      submit="Confirm refund"
      color="green"
      pending={confirm.isPending}
      onCancel={onClose}
    >
      <Text size="sm">Confirm once the money has been paid back to the payer.</Text>
      <Textarea
        label="Note"
        description="How the money was paid back (optional)"
        rows={3}
        maxLength={500}
        data-autofocus
        {...form.text('note')}
      />
    </DecisionForm>
  );
}

function ChangeForm({ refund, line, order, section, money, onClose }: DecideProps) {
  const change = useChangeRefund(section);
  const available = availableRefundCents(order, line, refund.id);
  const { currency } = order.amounts;
  const form = useContractForm({
    initial: { amount: refund.amount },
    validate: (values) => withRefundAmount<'amount'>({}, values.amount, available, currency),
  });
  return (
    <DecisionForm
      label={TITLES.change}
      onSubmit={form.handleSubmit({
        send: (values) => change.mutateAsync({ refund: refund.id, body: { amount: values.amount.trim() } }),
        failure: 'The refund could not be changed. Please try again.',
        onSuccess: (_order, values) => {
          tip(`The refund is changed to ${money(values.amount.trim())}.`);
          onClose();
        },
      })}
      error={form.formError}
      submit="Save amount"
      pending={change.isPending}
      onCancel={onClose}
    >
      <RefundAmountField currency={currency} availableCents={available} {...form.text('amount')} />
    </DecisionForm>
  );
}

function DeclineForm({ refund, section, money, onClose }: DecideProps) {
  const change = useChangeRefund(section);
  return (
    <WskDeclineForm
      title={TITLES.decline}
      reasonKey="decision_reason"
      maxLength={1000}
      check={(reason) =>
        changeRefundBodySchema.safeParse({ state: 'declined', decision_reason: reason.trim() })
      }
      send={(reason) =>
        change.mutateAsync({ refund: refund.id, body: { state: 'declined', decision_reason: reason } })
      }
      pending={change.isPending}
      failure="The refund could not be declined. Please try again."
      declined={`The refund of ${money(refund.amount)} is declined.`}
      submit="Decline refund"
      onClose={onClose}
    />
  );
}

type CreateField = 'participant' | 'amount' | 'reason' | 'confirm';
const CREATE_FIELDS: readonly string[] = [
  'participant',
  'amount',
  'reason',
  'confirm',
] satisfies CreateField[];
const createFieldOf = (key: string): CreateField | null =>
  CREATE_FIELDS.includes(key) ? (key as CreateField) : null;

function CreateForm({ line, order, section, money, onClose }: CreateProps) {
  const create = useCreateWskRefund(section);
  const available = availableRefundCents(order, line);
  const { currency } = order.amounts;
  const name = line.participant.user.full_name;
  const form = useContractForm({
    initial: {
      participant: String(line.participant.id),
      amount: fromCents(available),
      reason: '',
      confirm: false as boolean,
    },
    validate: (values) =>
      withRefundAmount(
        parseErrors<CreateField>(
          wskCreateRefundBodySchema.safeParse({
            participant: Number(values.participant),
            amount: values.amount.trim(),
            reason: values.reason,
            confirm: values.confirm,
          }),
          createFieldOf,
        ),
        values.amount,
        available,
        currency,
      ),
    fieldOf: createFieldOf,
  });
  return (
    <DecisionForm
      label={TITLES.create}
      onSubmit={form.handleSubmit({
        send: (values) =>
          create.mutateAsync({
            participant: line.participant.id,
            amount: values.amount.trim(),
            reason: values.reason.trim(),
            confirm: values.confirm,
          }),
        failure: 'The refund could not be recorded. Please try again.',
        onSuccess: (_order, values) => {
          const amount = money(values.amount.trim());
          tip(
            values.confirm
              ? `The refund of ${amount} to ${name} is recorded as refunded.`
              : `The refund of ${amount} for ${name} is recorded, waiting for confirmation.`,
          );
          onClose();
        },
      })}
      error={form.formError}
      submit="Record refund"
      pending={create.isPending}
      onCancel={onClose}
    >
      <ParticipantError error={form.errors.participant} />
      <RefundAmountField
        currency={currency}
        availableCents={available}
        withAsterisk
        {...form.text('amount')}
      />
      <RefundReasonField description="Shown to the payer" {...form.text('reason')} />
      <Checkbox
        label="Already paid back — record it as refunded"
        description="Otherwise the refund waits for a confirmation."
        checked={form.values.confirm}
        error={form.errors.confirm}
        // Mantine marks a checkbox's error by its look only.
        aria-invalid={form.errors.confirm ? true : undefined}
        onChange={(event) => form.setValue('confirm', event.currentTarget.checked)}
      />
    </DecisionForm>
  );
}
