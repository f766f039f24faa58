// `POST client/sport/user-sports/`: an athlete or ITO adds one sport (saved at once, spec §7); the list of
// the user's sports is loaded again.
import { createUserSport, type UserSportBody } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';

export function useCreateUserSport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSportBody) => apiRequest(createUserSport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey }),
  });
}
