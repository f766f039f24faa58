// `GET client/teams/annual-orders/{id}/`: an annual team order with its line, payments and refunds, as WSK's
// order drawer reads it beside the annual orders' list.
import { getAnnualOrder } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { wskOrderDetailsKey } from './wsk-order-details-key';

export const getWskAnnualOrderDetailsQueryOptions = (order: number) =>
  queryOptions({
    queryKey: wskOrderDetailsKey('annual', order),
    queryFn: ({ signal }) => apiRequest(getAnnualOrder, { params: { id: order }, signal }),
  });
