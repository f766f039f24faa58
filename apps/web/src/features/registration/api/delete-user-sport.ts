// `DELETE client/sport/user-sports/:id/`: the owner removes one of their sports (its palmares form goes
// with it).
import { deleteUserSport } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';

export function useDeleteUserSport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteUserSport, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey }),
  });
}
