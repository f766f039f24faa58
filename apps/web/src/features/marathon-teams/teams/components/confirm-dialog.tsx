// A yes/no confirmation before an action (remove an athlete, leave a team, unban a team): the failure of
// the call shows in the dialog, which may not be closed while the call is on its way.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { FormAlert } from '../../../../shared/ui/form-alert';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly confirm: () => Promise<unknown>;
  readonly pending: boolean;
  /** The message when the call fails without one of its own. */
  readonly failure: string;
  readonly onClose: () => void;
  readonly color?: string;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  confirm,
  pending,
  failure,
  onClose,
  color = 'red',
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!pending) onClose();
  };
  const run = async () => {
    setError(null);
    try {
      await confirm();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.error.message ? caught.error.message : failure);
      return;
    }
    onClose();
  };
  return (
    <Modal opened onClose={close} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button color={color} loading={pending} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
