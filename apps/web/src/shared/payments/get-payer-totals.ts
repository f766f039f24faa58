// The payers' totals for an event (decision 018): `orders/nf_total/` for NF staff, `orders/athlete_total/`
// for an athlete's own orders, and a team's outstanding summed from its orders awaiting payment (there is no
// team total call). In shared/ because the sport profile's payment card and the payments screens read them.
import { getAthleteTotal, getNfTotal, listTeamAwaitingOrders } from '@portal/contract/endpoints/orders';
import { MAX_PAGE_SIZE } from '@portal/contract/http';
import { fromCents, toCents } from '@portal/contract/money';
import type { OrderDetail } from '@portal/contract/order';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { PAYMENT_TOTALS_KEY } from './payments-key';

export const getNfTotalQueryOptions = (event: number) =>
  queryOptions({
    queryKey: [...PAYMENT_TOTALS_KEY, 'nf', event],
    queryFn: ({ signal }) => apiRequest(getNfTotal, { query: { event }, signal }),
  });

export const getAthleteTotalQueryOptions = (event: number) =>
  queryOptions({
    queryKey: [...PAYMENT_TOTALS_KEY, 'athlete', event],
    queryFn: ({ signal }) => apiRequest(getAthleteTotal, { query: { event }, signal }),
  });

/** What is outstanding in one currency. */
export interface Outstanding {
  readonly currency: string;
  readonly outstanding: string;
}

/** Sums the orders' outstanding per currency, in cents (an event charges in one currency). */
export function outstandingByCurrency(orders: readonly OrderDetail[]): Outstanding[] {
  const cents = new Map<string, number>();
  for (const order of orders) {
    const { currency, outstanding } = order.amounts;
    cents.set(currency, (cents.get(currency) ?? 0) + toCents(outstanding));
  }
  return [...cents].map(([currency, total]) => ({ currency, outstanding: fromCents(total) }));
}

/** The team's outstanding for the event; its orders awaiting payment are the only ones owing anything. */
export const getTeamOutstandingQueryOptions = (event: number, team: number) =>
  queryOptions({
    queryKey: [...PAYMENT_TOTALS_KEY, 'team', event, team],
    queryFn: async ({ signal }) => {
      // One order per event and payer: a single page holds the event's.
      const page = await apiRequest(listTeamAwaitingOrders, {
        query: { event, team, page_size: MAX_PAGE_SIZE },
        signal,
      });
      return outstandingByCurrency(page.results);
    },
  });
