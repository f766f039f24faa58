// `GET client/teams/team-application-periods/now/`: the team application period open today (decision 019).
// A start-up load of every page (§7's end), needing no token; its `id` is null while teams cannot apply
// (§3). In shared/ because the app shell loads it and the application screen reads it.
import { getCurrentTeamApplicationPeriod } from '@portal/contract/endpoints/team-application-periods';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { TEAM_APPLICATION_PERIOD_KEY } from './teams-keys';

export const getTeamApplicationPeriodQueryOptions = () =>
  queryOptions({
    queryKey: TEAM_APPLICATION_PERIOD_KEY,
    queryFn: ({ signal }) => apiRequest(getCurrentTeamApplicationPeriod, { signal }),
    // Periods are seeded and change with the calendar; a page start or a visit after a while asks again.
    staleTime: 10 * 60_000,
  });
