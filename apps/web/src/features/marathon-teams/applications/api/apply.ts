// Applying with a marathon team (decision 019), signed in or not: `POST team-applications/` (the stored
// token goes along when there is one), the code sent to the contact e-mail (`send_code/`) and its
// confirmation (`confirm_email/`), which submits the application for WSK's review.
import {
  type ConfirmTeamApplicationEmailBody,
  confirmTeamApplicationEmail,
  createTeamApplication,
  sendTeamApplicationCode,
} from '@portal/contract/endpoints/team-applications';
import type { CreateTeamApplicationBody } from '@portal/contract/team-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { TEAM_APPLICATIONS_KEY } from './team-applications-keys';

export function useCreateTeamApplication() {
  return useMutation({
    mutationFn: (body: CreateTeamApplicationBody) => apiRequest(createTeamApplication, { body }),
  });
}

export function useSendTeamApplicationCode() {
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      apiRequest(sendTeamApplicationCode, { params: { id }, body: { email } }),
  });
}

export function useConfirmTeamApplicationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmTeamApplicationEmailBody) => apiRequest(confirmTeamApplicationEmail, { body }),
    // A signed-in applicant's application (and WSK's list, in another tab) now reads submitted.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_APPLICATIONS_KEY }),
  });
}
