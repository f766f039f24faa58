// `GET client/teams/team-seasons/now/`: the season today falls in (null between seasons), the annual orders'
// default season filter.
import { getCurrentTeamSeason } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { WSK_PAYMENTS_KEY } from './list-wsk-orders';

export const getCurrentTeamSeasonQueryOptions = () =>
  queryOptions({
    queryKey: [...WSK_PAYMENTS_KEY, 'current-season'] as const,
    queryFn: ({ signal }) => apiRequest(getCurrentTeamSeason, { signal }),
    staleTime: 5 * 60_000,
  });
