// `GET client/new_payments/orders/{id}/check_amount/?amount=`: whether an amount may be paid on the order
// now, with the server's message when not. Under the orders' key: a payment elsewhere changes the answer.
import { checkOrderAmount } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENT_ORDERS_KEY } from '../../../../shared/payments/payments-key';

export const checkOrderAmountQueryOptions = (orderId: number, amount: string) =>
  queryOptions({
    queryKey: [...PAYMENT_ORDERS_KEY, orderId, 'check-amount', amount] as const,
    queryFn: ({ signal }) =>
      apiRequest(checkOrderAmount, { params: { id: orderId }, query: { amount }, signal }),
  });
