// A yes/no confirmation for the event's status changes and deletions, showing the server's refusal (e.g.
// "Add a sport with its registration dates before publishing") inside the dialog.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { FormAlert } from '../../../shared/ui/form-alert';

export interface ConfirmModalProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly onConfirm: () => Promise<unknown>;
  readonly onDone: () => void;
  readonly onClose: () => void;
}

export function ConfirmModal({
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onDone,
  onClose,
}: ConfirmModalProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setPending(false);
      const invalid = failure instanceof ApiError ? Object.values(failure.invalid_fields ?? {}).flat() : [];
      setError(
        invalid[0] ??
          (failure instanceof ApiError ? failure.error.message : null) ??
          'That did not work. Please try again.',
      );
      return;
    }
    setPending(false);
    onDone();
  };

  return (
    <Modal opened onClose={() => !pending && onClose()} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
