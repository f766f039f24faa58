// `PATCH client/teams/teams/{id}/`: the team's administrator or a WSK administrator changes the name,
// contacts or logo. A new logo is uploaded first (`teams/presign_url/`), then saved by its stored name.
import { presignTeamLogo, type UpdateTeamBody, updateTeam } from '@portal/contract/endpoints/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { uploadFile } from '../../../../shared/uploads/upload-file';
import { invalidateMarathonTeams } from './teams-key';

/** Uploads a logo picture and resolves with the key to PATCH the team with. */
export function uploadTeamLogo(file: File, signal?: AbortSignal): Promise<string> {
  return uploadFile(presignTeamLogo, file, { imagesOnly: true, signal });
}

export function useUpdateTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => apiRequest(updateTeam, { params: { id: teamId }, body }),
    onSuccess: () => invalidateMarathonTeams(queryClient),
  });
}
