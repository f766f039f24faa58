// The expiry reminders of spec §4 over the signed-in shell: "Your passport has expired" and, for athletes,
// "Your anti-doping certificate has expired", each with a way to fix it and "Remind me later".
import { screenPath } from '@portal/contract/routes';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../../../shared/chunks/load-chunk';
import {
  dueReminder,
  type ExpiryReminder,
  isReminderSkipped,
  type ReminderUser,
  skipReminder,
} from '../lib/expiry-reminders';
import type { ExpiryReminderContent } from './expiry-reminder-modal';

// Fetched when a reminder is first due, and kept from then on so that the dialog closes with its transition.
const ExpiryReminderModal = lazy(async () => ({
  default: (await loadChunk(() => import('./expiry-reminder-modal'))).ExpiryReminderModal,
}));

const REMINDERS: Readonly<Record<ExpiryReminder, ExpiryReminderContent>> = {
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
  const [shown, setShown] = useState(false);

  // No reminder on the screens that fix the data: the user is already doing what it would ask.
  const fixing = Object.values(REMINDERS).some((reminder) => screenPath(reminder.route) === pathname);
  const due = fixing
    ? null
    : dueReminder(user, today ?? new Date(), (reminder) => isReminderSkipped(reminder, user.id));
  const reminder = due ? REMINDERS[due] : null;
  if (reminder && !shown) setShown(true);

  const putOff = () => {
    if (!due) return;
    skipReminder(due, user.id);
    setSkips((count) => count + 1);
  };

  if (!shown && !reminder) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryReminderModal reminder={reminder} onPutOff={putOff} />
    </Suspense>
  );
}
