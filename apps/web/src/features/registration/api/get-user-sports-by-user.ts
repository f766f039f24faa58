// `GET client/sport/user-sports/{user}/by_user/`: another user's sports, within the caller's scope.
import { getUserSportsByUser } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getUserSportsByUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['user-sports', 'by-user', userId],
    queryFn: ({ signal }) => apiRequest(getUserSportsByUser, { params: { user: userId }, signal }),
  });
