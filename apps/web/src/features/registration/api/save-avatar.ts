// `PUT client/users/users/{id}/avatar/`: sets one's own profile picture; the answered user replaces ['me'].
import { saveAvatar } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useSaveAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: string) => apiRequest(saveAvatar, { params: { id: userId }, body: { avatar } }),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
