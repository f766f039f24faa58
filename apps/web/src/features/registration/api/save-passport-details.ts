// `PUT client/users/users/{id}/passport_details/`: saves one's own passport details. The birthday sets the
// user's age group and may add the legal-guardian steps, so the current user goes stale too.
import { type PassportDetailsBody, savePassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getPassportDetailsQueryOptions } from './get-passport-details';
import { markMeStale } from './mark-me-stale';

export function useSavePassportDetails(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassportDetailsBody) =>
      apiRequest(savePassportDetails, { params: { id: userId }, body }),
    onSuccess: (details) => {
      queryClient.setQueryData(getPassportDetailsQueryOptions(userId).queryKey, details);
      markMeStale(queryClient);
    },
  });
}
