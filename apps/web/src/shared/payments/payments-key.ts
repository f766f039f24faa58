// The query keys of the payers' payments data (decision 018). Everything an order change can move (the
// lists, the totals, whether the caller pays anything, the not-paid orders) sits under one prefix each, so
// a change refreshes them together and nothing else.
import type { QueryClient } from '@tanstack/react-query';

export const PAYMENTS_KEY = ['payments'] as const;
export const PAYMENT_ORDERS_KEY = [...PAYMENTS_KEY, 'orders'] as const;
export const PAYMENT_TOTALS_KEY = [...PAYMENTS_KEY, 'totals'] as const;
export const PAYMENTS_EXIST_KEY = [...PAYMENTS_KEY, 'exists'] as const;
export const NOT_PAID_ORDERS_KEY = [...PAYMENTS_KEY, 'not-paid'] as const;

/** After an order changed: every list, total and indicator that reads orders asks again. */
export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [PAYMENT_ORDERS_KEY, PAYMENT_TOTALS_KEY, PAYMENTS_EXIST_KEY, NOT_PAID_ORDERS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
