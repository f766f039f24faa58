// `PATCH client/users/users/{id}/set_wsk_id/`: links a user to a WSK id record (null unlinks).
import { setWskId } from '@portal/contract/endpoints/user-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserLists } from './list-users';

export function useSetWskId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, wskId }: { userId: number; wskId: string | null }) =>
      apiRequest(setWskId, { params: { id: userId }, body: { wsk_id: wskId } }),
    // The matches change too: the chosen record is no longer free.
    onSuccess: (_user, { userId }) => invalidateUserLists(queryClient, userId),
  });
}
