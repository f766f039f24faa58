// The form inside a decision dialog: the server's refusal above the fields, then the fields, then Cancel
// and the one button that sends the decision.
import { Button, Group, type MantineColor, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';

export interface DecisionFormProps {
  /** The form's accessible name (the dialog's title, or what the decision is about). */
  readonly label: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The refusal that fits no field, or null. */
  readonly error: string | null;
  /** The sending button's text and colour. */
  readonly submit: string;
  readonly color?: MantineColor;
  readonly pending: boolean;
  readonly onCancel: () => void;
  /** Whether Cancel waits for the call on its way (a dialog that may not close meanwhile). */
  readonly holdCancel?: boolean;
  readonly children: ReactNode;
}

export function DecisionForm({
  label,
  onSubmit,
  error,
  submit,
  color,
  pending,
  onCancel,
  holdCancel = false,
  children,
}: DecisionFormProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormAlert message={error} />
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={holdCancel && pending}>
            Cancel
          </Button>
          <Button type="submit" color={color} loading={pending}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
