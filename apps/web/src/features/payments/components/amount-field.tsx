// The amount of a payment or a refund as the decision forms ask it: labelled with the order's currency,
// a decimal keypad on a phone, focused when the dialog opens.
import { TextInput } from '@mantine/core';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';

export interface AmountFieldProps extends TextFieldProps {
  readonly currency: string;
  readonly description: string;
  /** Marked required (the amount has no default the user may keep silently). */
  readonly withAsterisk?: boolean;
  readonly placeholder?: string;
}

export function AmountField({ currency, ...props }: AmountFieldProps) {
  return (
    <TextInput
      label={`Amount (${currency})`}
      inputMode="decimal"
      autoComplete="off"
      data-autofocus
      {...props}
    />
  );
}
