// Shows the tip events of spec §8 (show-tip, show-warning-tip, show-error-tip) as notifications, the only
// notifications of the app. Mantine's notifications (store, container, transitions) are fetched with the
// first tip rather than before the first screen; the events are listened to from the start, and the store
// keeps a tip shown before the container has mounted.
import { APP_EVENTS } from '@portal/contract/app-events';
import { lazy, Suspense, useState } from 'react';
import type { TipPayload } from '../shared/events/app-events';
import { useAppEvent } from '../shared/events/use-app-event';
import classes from './app-tips.module.css';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function AppTips() {
  const [shown, setShown] = useState(false);
  // `data-tip` names the kind, which the colour alone does not tell a test or an assistive tool's user.
  const show = (kind: 'info' | 'warning' | 'error', color: string) => (tip: TipPayload) => {
    setShown(true);
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({ message: tip.message, title: tip.title, color, 'data-tip': kind }),
    );
  };
  useAppEvent(APP_EVENTS.SHOW_TIP, show('info', 'navy'));
  useAppEvent(APP_EVENTS.SHOW_WARNING_TIP, show('warning', 'yellow'));
  useAppEvent(APP_EVENTS.SHOW_ERROR_TIP, show('error', 'red'));
  return shown ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" classNames={{ root: classes.root }} />
    </Suspense>
  ) : null;
}
