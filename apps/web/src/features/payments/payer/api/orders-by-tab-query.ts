// The payer screens' order lists: one endpoint per tab, each answering that tab's orders with their lines.
// Every list is kept under the payments' orders key (so a payment or a move refreshes them all) and keeps
// the previous page on screen while the next one loads.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAYMENT_ORDERS_KEY } from '../../../../shared/payments/payments-key';

/**
 * The tabs of a federation's or a team's orders: its own orders by where they stand, and the individual
 * orders of its athletes.
 */
export const GROUP_ORDER_TABS = ['awaiting', 'processed', 'waived', 'individual'] as const;
export type GroupOrderTab = (typeof GROUP_ORDER_TABS)[number];

/** The query options of one kind of payer's lists (the kind named in the key), by tab. */
export function ordersByTabQuery<Tab extends string, Query extends object, Answer>(
  payer: string,
  request: (tab: Tab, query: Query, signal: AbortSignal) => Promise<Answer>,
) {
  return (tab: Tab, query: Query) =>
    queryOptions({
      queryKey: [...PAYMENT_ORDERS_KEY, payer, tab, query],
      queryFn: ({ signal }) => request(tab, query, signal),
      placeholderData: keepPreviousData,
    });
}
