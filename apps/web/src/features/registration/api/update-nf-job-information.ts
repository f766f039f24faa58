// `PATCH client/users/users/:id/edit_nf_job_information/`: the federation an NF staff user works for and
// their position (the world federation confirms the federation with the role approval). Answers the user.
import { editNfJobInformation, type NfJobInformationBody } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useUpdateNfJobInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: NfJobInformationBody }) =>
      apiRequest(editNfJobInformation, { params: { id: userId }, body }),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
