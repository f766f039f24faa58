// What follows any change to the payer's orders: the payments lists, totals and not-paid orders ask again,
// and the sport profile's payment card reloads (§8 `reload-sport-payment-card`).
import { APP_EVENTS } from '@portal/contract/app-events';
import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '../../../../shared/events/app-events';
import { invalidateOrders } from '../../../../shared/payments/payments-key';

export async function afterOrderChange(queryClient: QueryClient): Promise<void> {
  appEvents.emit(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
  await invalidateOrders(queryClient);
}
