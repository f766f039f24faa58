// `GET client/sport/user-sports/my/`: the signed-in user's sports (spec §7); also a start-up load (§7),
// whose failure is only logged (§8).
import { getMyUserSports } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getMyUserSportsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-sports', 'my'],
    queryFn: ({ signal }) => apiRequest(getMyUserSports, { signal }),
  });
