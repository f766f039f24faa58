// `GET client/new_payments/orders/marathon_teams_wsk_details/?order=`: a team order with its lines,
// payments and refunds.
import { getWskTeamOrderDetails } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { wskOrderDetailsKey } from './wsk-order-details-key';

export const getWskTeamOrderDetailsQueryOptions = (order: number) =>
  queryOptions({
    queryKey: wskOrderDetailsKey('teams', order),
    queryFn: ({ signal }) => apiRequest(getWskTeamOrderDetails, { query: { order }, signal }),
  });
