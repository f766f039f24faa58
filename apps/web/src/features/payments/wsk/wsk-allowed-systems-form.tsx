// How an order may be paid: WSK administrators tick card, bank transfer or both (at least one, the
// endpoint's own rule); viewers read the choice.
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { changeAllowedPaymentSystemsBodySchema } from '@portal/contract/endpoints/orders';
import { PAYMENT_SYSTEM_NAMES, PAYMENT_SYSTEMS, type PaymentSystem } from '@portal/contract/payment';
import { useState } from 'react';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';

const LABEL = 'Allowed payment systems';

export interface WskAllowedSystemsProps {
  readonly current: readonly PaymentSystem[];
  readonly canEdit: boolean;
  readonly onSave: (systems: PaymentSystem[]) => Promise<unknown>;
}

const namesOf = (systems: readonly PaymentSystem[]) =>
  systems.map((system) => PAYMENT_SYSTEM_NAMES[system]).join(', ') || 'None';

export function WskAllowedSystems({ current, canEdit, onSave }: WskAllowedSystemsProps) {
  if (!canEdit) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {LABEL}
        </Text>
        <Text size="sm">{namesOf(current)}</Text>
      </Stack>
    );
  }
  // Keyed by the saved choice, so the form starts again from what the server answered.
  return <AllowedSystemsForm key={current.join()} current={current} onSave={onSave} />;
}

function AllowedSystemsForm({ current, onSave }: Omit<WskAllowedSystemsProps, 'canEdit'>) {
  const [chosen, setChosen] = useState<PaymentSystem[]>([...current]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = chosen.length === current.length && chosen.every((system) => current.includes(system));

  const save = async () => {
    setFormError(null);
    const checked = changeAllowedPaymentSystemsBodySchema.safeParse({ allowed_payment_systems: chosen });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.data.allowed_payment_systems);
      setFieldError(null);
    } catch (error) {
      const shown = serverErrors(
        error,
        (key) => (key === 'allowed_payment_systems' ? key : null),
        'The payment systems could not be saved. Please try again.',
      );
      setFieldError(shown.fields.allowed_payment_systems ?? null);
      setFormError(shown.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={LABEL}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xs">
        <FormAlert message={formError} />
        <Checkbox.Group
          label={LABEL}
          description="How the payer may pay this order"
          value={chosen}
          onChange={(value) => {
            setChosen(PAYMENT_SYSTEMS.filter((system) => value.includes(system)));
            setFieldError(null);
          }}
          error={fieldError}
        >
          <Group gap="lg" mt={6}>
            {PAYMENT_SYSTEMS.map((system) => (
              <Checkbox key={system} value={system} label={PAYMENT_SYSTEM_NAMES[system]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" size="xs" variant="light" loading={saving} disabled={unchanged}>
            Save payment systems
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
