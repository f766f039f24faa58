// `PATCH client/sport/user-sports/:id/partial_update_by_user/`: the owner changes the discipline, stance or
// device of one of their sports.
import { partialUpdateUserSportByUser, type UserSportPatch } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';

export function useUpdateUserSport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserSportPatch }) =>
      apiRequest(partialUpdateUserSportByUser, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey }),
  });
}
