// `PUT client/users/users/:id/national_federation/`: the athlete's national federation, or that they belong
// to none. It also becomes the federation of their athlete sports, so those are loaded again.
import {
  type NationalFederationBody,
  saveNationalFederation,
} from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';

export function useSaveNationalFederation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: NationalFederationBody }) =>
      apiRequest(saveNationalFederation, { params: { id: userId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey }),
      ]),
  });
}
