// Shows the tip events of spec §8 (show-tip, show-warning-tip, show-error-tip) as notifications.

import { notifications } from '@mantine/notifications';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TipPayload } from '../shared/events/app-events';
import { useAppEvent } from '../shared/events/use-app-event';

const show = (color: string) => (tip: TipPayload) =>
  notifications.show({ message: tip.message, title: tip.title, color });

export function AppTips() {
  useAppEvent(APP_EVENTS.SHOW_TIP, show('navy'));
  useAppEvent(APP_EVENTS.SHOW_WARNING_TIP, show('yellow'));
  useAppEvent(APP_EVENTS.SHOW_ERROR_TIP, show('red'));
  return null;
}
