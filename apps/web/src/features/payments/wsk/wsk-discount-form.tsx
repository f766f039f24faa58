// WSK administrators' discount of one line: an amount from 0 to the line's fee, checked here with the
// endpoint's own rule and the fee, and the server's refusal (above the fee, below what was already paid)
// shown on the field.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { changeDiscountBodySchema } from '@portal/contract/endpoints/orders';
import { toCents } from '@portal/contract/money';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { formatCurrency } from '../../../shared/format/currency';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import type { ParticipantLine } from '../components/order-subject';

export interface WskDiscountFormProps {
  readonly line: ParticipantLine;
  readonly currency: string;
  readonly onSave: (discount: string) => Promise<unknown>;
  readonly onDone: () => void;
}

type DiscountValues = { discount: string };

function validateDiscount(values: DiscountValues, fee: string) {
  const errors = parseErrors<'discount'>(changeDiscountBodySchema.safeParse(values), (key) =>
    key === 'discount' ? key : null,
  );
  if (!errors.discount && toCents(values.discount) > toCents(fee)) {
    errors.discount = ORDER_MESSAGES.DISCOUNT_ABOVE_FEE;
  }
  return errors;
}

export function WskDiscountForm({ line, currency, onSave, onDone }: WskDiscountFormProps) {
  const name = line.participant.user.full_name;
  const form = useContractForm<DiscountValues>({
    initial: { discount: line.discount },
    validate: (values) => validateDiscount({ discount: values.discount.trim() }, line.fee),
  });
  return (
    <form
      noValidate
      aria-label={`Discount of ${name}`}
      onSubmit={form.handleSubmit({
        send: (values) => onSave(values.discount.trim()),
        failure: 'The discount could not be saved. Please try again.',
        onSuccess: onDone,
      })}
    >
      <Stack gap="xs">
        <FormAlert message={form.formError} />
        <TextInput
          label={`Discount (${currency})`}
          description={`From 0 to the fee, ${formatCurrency(line.fee, currency)}`}
          inputMode="decimal"
          placeholder="0.00"
          data-autofocus
          {...form.text('discount')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="xs">
            Save discount
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
