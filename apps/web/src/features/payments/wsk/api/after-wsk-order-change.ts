// What every WSK write on an order does with the order it answers: the drawer shows it at once, every
// payments list, total and indicator of the app reads again (what the payer owes or has paid may have
// moved), and the sport payment cards of the event screens reload.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderDetail } from '@portal/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { appEvents } from '../../../../shared/events/app-events';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';
import type { WskOrderSection } from '../wsk-payments-view';
import { wskOrderDetailsKey } from './wsk-order-details-key';

export function useAfterWskOrderChange(section: WskOrderSection) {
  const queryClient = useQueryClient();
  return async (order: OrderDetail) => {
    queryClient.setQueryData(wskOrderDetailsKey(section, order.id), order);
    await queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    appEvents.emit(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
  };
}
