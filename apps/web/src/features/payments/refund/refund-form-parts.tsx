// The fields a new refund and a change of one share: the amount, with what may still be refunded on the
// line as its hint, the reason, and the server's refusal of the participant (no field of its own).
import { Text, Textarea } from '@mantine/core';
import { fromCents } from '@portal/contract/money';
import { formatCurrency } from '../../../shared/format/currency';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';
import { AmountField } from '../components/amount-field';

export interface RefundAmountFieldProps extends TextFieldProps {
  readonly currency: string;
  /** What may be refunded at most, in cents. */
  readonly availableCents: number;
  readonly withAsterisk?: boolean;
}

export function RefundAmountField({ availableCents, ...props }: RefundAmountFieldProps) {
  return (
    <AmountField
      description={`At most ${formatCurrency(fromCents(availableCents), props.currency)}`}
      {...props}
    />
  );
}

/** Why a refund is asked or given; the payer's words or WSK's, read by the other side. */
export function RefundReasonField({
  description,
  ...props
}: TextFieldProps & { readonly description: string }) {
  return (
    <Textarea label="Reason" description={description} withAsterisk rows={3} maxLength={1000} {...props} />
  );
}

/** The server's refusal of the participant (the line changed meanwhile), read out when it appears. */
export function ParticipantError({ error }: { readonly error: string | undefined }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {error}
    </Text>
  );
}
