// The dialog of one expiry reminder (expiry-dialogs.tsx decides which, if any, is due). A chunk of its own:
// most signed-in visits show no reminder, so the shell's first load does not carry Mantine's Modal.
import { Button, Group, Modal, Text } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { AppLink } from '../../../shared/ui/app-link';

export interface ExpiryReminderContent {
  readonly title: string;
  readonly message: string;
  readonly action: string;
  readonly route: string;
}

export interface ExpiryReminderModalProps {
  /** The reminder shown, or null when none is due (the dialog closes). */
  readonly reminder: ExpiryReminderContent | null;
  /** "Remind me later", closing the dialog, or going to fix the data. */
  readonly onPutOff: () => void;
}

export function ExpiryReminderModal({ reminder, onPutOff }: ExpiryReminderModalProps) {
  return (
    <Modal opened={reminder !== null} onClose={onPutOff} title={reminder?.title} centered>
      {reminder ? (
        <>
          <Text>{reminder.message}</Text>
          <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
            <Button variant="default" onClick={onPutOff}>
              Remind me later
            </Button>
            {/* Going to fix it counts as answered for the session: the saved data may reach the cached user
                only later, and the reminder must not chase the user around meanwhile. */}
            <Button component={AppLink} to={screenPath(reminder.route)} onClick={onPutOff}>
              {reminder.action}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
