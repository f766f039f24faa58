// The expiry reminders of spec §4 over the signed-in shell: "Your passport has expired" and, for athletes,
// "Your anti-doping certificate has expired", each with a way to fix it and "Remind me later".
import { Button, Group, Modal, Text } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../../shared/ui/app-link';
import {
  dueReminder,
  type ExpiryReminder,
  isReminderSkipped,
  type ReminderUser,
  skipReminder,
} from '../lib/expiry-reminders';

const REMINDERS: Readonly<
  Record<ExpiryReminder, { title: string; message: string; action: string; route: string }>
> = {
  passport: {
    title: 'Your passport has expired',
    message:
      'The passport on your profile is no longer valid. Enter the details of your new passport so you can keep taking part in events.',
    action: 'Update passport details',
    route: 'profile-passport-details',
  },
  'anti-doping': {
    title: 'Your anti-doping certificate has expired',
    message:
      'Athletes need a valid anti-doping certificate to compete. Upload your new certificate and its year of issue.',
    action: 'Update anti-doping certificate',
    route: 'profile-anti-doping',
  },
};

export interface ExpiryDialogsProps {
  readonly user: ReminderUser;
  /** Today, for tests; the browser's current local day otherwise. */
  readonly today?: Date;
}

export function ExpiryDialogs({ user, today }: ExpiryDialogsProps) {
  const { pathname } = useLocation();
  // Bumped when a reminder is put off, so the next one (or none) is worked out again.
  const [, setSkips] = useState(0);

  // No reminder on the screens that fix the data: the user is already doing what it would ask.
  const fixing = Object.values(REMINDERS).some((reminder) => screenPath(reminder.route) === pathname);
  const due = fixing
    ? null
    : dueReminder(user, today ?? new Date(), (reminder) => isReminderSkipped(reminder, user.id));
  const reminder = due ? REMINDERS[due] : null;

  const putOff = () => {
    if (!due) return;
    skipReminder(due, user.id);
    setSkips((count) => count + 1);
  };

  return (
    <Modal opened={reminder !== null} onClose={putOff} title={reminder?.title} centered>
      {reminder ? (
        <>
          <Text>{reminder.message}</Text>
          <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
            <Button variant="default" onClick={putOff}>
              Remind me later
            </Button>
            {/* Going to fix it counts as answered for the session: the saved data may reach the cached user
                only later, and the reminder must not chase the user around meanwhile. */}
            <Button component={AppLink} to={screenPath(reminder.route)} onClick={putOff}>
              {reminder.action}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
