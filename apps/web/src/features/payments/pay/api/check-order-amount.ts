// `GET …/orders/{id}/check_amount/?amount=` (or the annual order's `annual-orders/{id}/check_amount/`):
// whether an amount may be paid on the order now, with the server's message when not. Under the orders' key:
// a payment elsewhere changes the answer.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENT_ORDERS_KEY } from '../../../../shared/payments/payments-key';
import { EVENT_ORDER_CALLS, type OrderCalls } from '../../api/order-calls';

export const checkOrderAmountQueryOptions = (
  orderId: number,
  amount: string,
  calls: OrderCalls = EVENT_ORDER_CALLS,
) =>
  queryOptions({
    queryKey: [...PAYMENT_ORDERS_KEY, orderId, 'check-amount', amount] as const,
    queryFn: ({ signal }) =>
      apiRequest(calls.checkAmount, { params: { id: orderId }, query: { amount }, signal }),
  });
