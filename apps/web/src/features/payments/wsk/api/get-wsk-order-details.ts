// `GET client/new_payments/orders/wsk_details/?order=`: a federation or athlete order with its lines,
// payments and refunds.
import { getWskOrderDetails } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { wskOrderDetailsKey } from './wsk-order-details-key';

export const getWskOrderDetailsQueryOptions = (order: number) =>
  queryOptions({
    queryKey: wskOrderDetailsKey('orders', order),
    queryFn: ({ signal }) => apiRequest(getWskOrderDetails, { query: { order }, signal }),
  });
