// `GET client/teams/annual-team-fees/for_team_admin/?team=`: the fees of the current and coming seasons with
// the team's annual order for each (null until opened). Under the orders' key: a payment or an opened order
// changes the orders' states shown beside the fees.
import { listAnnualTeamFeesForTeamAdmin } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENT_ORDERS_KEY } from '../../../../shared/payments/payments-key';

export const listAnnualFeesQueryOptions = (team: number) =>
  queryOptions({
    queryKey: [...PAYMENT_ORDERS_KEY, 'annual-fees', team] as const,
    queryFn: ({ signal }) => apiRequest(listAnnualTeamFeesForTeamAdmin, { query: { team }, signal }),
  });
