// `POST client/support/requests/`: a signed-in user's message to support; the list of their requests
// reloads so it shows at once.
import { createSupportRequest, type SupportRequestBody } from '@portal/contract/endpoints/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMySupportRequestsQueryOptions } from './get-my-support-requests';

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportRequestBody) => apiRequest(createSupportRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMySupportRequestsQueryOptions().queryKey }),
  });
}
