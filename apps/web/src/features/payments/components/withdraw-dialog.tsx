// The payer's confirmation before withdrawing a pending payment or refund request: what happens, "Keep it"
// or "Withdraw". The outcome is told in a tip (the server's own refusal when it gives one), and the dialog
// closes either way; it may not be closed while the call is on its way.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';

export interface WithdrawDialogProps {
  readonly title: string;
  /** What withdrawing does, in a sentence. */
  readonly message: string;
  readonly withdraw: () => Promise<unknown>;
  readonly pending: boolean;
  /** The tip once withdrawn. */
  readonly withdrawn: string;
  /** The tip when the call fails without a message of its own. */
  readonly failure: string;
  readonly onClose: () => void;
}

export function WithdrawDialog({
  title,
  message,
  withdraw,
  pending,
  withdrawn,
  failure,
  onClose,
}: WithdrawDialogProps) {
  const confirm = async () => {
    try {
      await withdraw();
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: withdrawn });
    } catch (error) {
      appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
        message:
          (error instanceof ApiError && error.statusCode !== undefined ? error.error.message : null) ||
          failure,
      });
    }
    onClose();
  };
  return (
    <Modal
      opened
      onClose={() => !pending && onClose()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button color="red" loading={pending} onClick={() => void confirm()}>
            Withdraw
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
