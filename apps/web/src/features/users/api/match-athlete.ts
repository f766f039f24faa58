// `GET client/users/users/{id}/match_athlete/`: records of the WSK id database that may be this user.
import { matchAthlete } from '@portal/contract/endpoints/user-management';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { USER_LISTS_KEY } from './list-users';

export const matchAthleteQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...USER_LISTS_KEY, 'match-athlete', userId],
    queryFn: ({ signal }) => apiRequest(matchAthlete, { params: { id: userId }, signal }),
  });
