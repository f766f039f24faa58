// `PATCH client/sport/user-sports/:id/change_marathon_no_level_show_modal/`: "Don't show again" on the
// explanation that marathon entries are not graded by level.
import { changeMarathonNoLevelShowModal } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';

export function useHideMarathonExplanation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(changeMarathonNoLevelShowModal, {
        params: { id },
        body: { marathon_no_level_show_modal: false },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey }),
  });
}
