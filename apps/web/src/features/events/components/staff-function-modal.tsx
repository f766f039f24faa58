// Changes the function of a staff or LOC member or of an assigned ITO (the same rule for both: required, at
// most 150 characters); the server's message lands on the field.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { updateStaffMemberBodySchema } from '@portal/contract/endpoints/event-parts';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';

export interface StaffFunctionModalProps {
  readonly name: string;
  readonly current: string;
  readonly onSave: (value: string) => Promise<unknown>;
  readonly onClose: () => void;
}

export function StaffFunctionModal({ name, current, onSave, onClose }: StaffFunctionModalProps) {
  const [saving, setSaving] = useState(false);
  const form = useContractForm({
    initial: { function: current },
    validate: (values) =>
      parseErrors<'function'>(updateStaffMemberBodySchema.safeParse(values), (key) =>
        key === 'function' ? key : null,
      ),
  });
  return (
    <Modal opened onClose={() => !saving && onClose()} title={`Function of ${name}`} centered>
      <form
        noValidate
        aria-label="Change the function"
        onSubmit={(event) =>
          void form.handleSubmit({
            send: async (values) => {
              setSaving(true);
              try {
                return await onSave(values.function.trim());
              } finally {
                setSaving(false);
              }
            },
            failure: 'The function could not be saved. Please try again.',
            onSuccess: () => onClose(),
          })(event)
        }
      >
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            label="Function"
            withAsterisk
            maxLength={150}
            data-autofocus
            {...form.text('function')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
