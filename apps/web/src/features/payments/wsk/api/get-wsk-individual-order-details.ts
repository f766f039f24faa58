// `GET client/new_payments/orders/marathon_individuals_wsk_details/?order=`: an athlete's individual order
// with its lines, payments and refunds.
import { getWskIndividualOrderDetails } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { wskOrderDetailsKey } from './wsk-order-details-key';

export const getWskIndividualOrderDetailsQueryOptions = (order: number) =>
  queryOptions({
    queryKey: wskOrderDetailsKey('individuals', order),
    queryFn: ({ signal }) => apiRequest(getWskIndividualOrderDetails, { query: { order }, signal }),
  });
