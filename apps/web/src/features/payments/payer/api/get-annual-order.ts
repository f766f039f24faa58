// `GET client/teams/annual-orders/{id}/`: one of the team's annual orders with its line, payments and
// refunds, read before paying it so the pay dialog starts from what is outstanding now.
import { getAnnualOrder } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENT_ORDERS_KEY } from '../../../../shared/payments/payments-key';

export const getAnnualOrderQueryOptions = (order: number) =>
  queryOptions({
    queryKey: [...PAYMENT_ORDERS_KEY, 'annual-order', order] as const,
    queryFn: ({ signal }) => apiRequest(getAnnualOrder, { params: { id: order }, signal }),
  });
