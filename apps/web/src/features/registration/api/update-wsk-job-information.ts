// `PATCH client/users/users/:id/edit_wsk_job_information/`: a WSK user's organisation, department, group and
// job; `complete` marks the job-information step. Answers the user.
import { editWskJobInformation, type WskJobInformationBody } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function useUpdateWskJobInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: WskJobInformationBody }) =>
      apiRequest(editWskJobInformation, { params: { id: userId }, body }),
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
