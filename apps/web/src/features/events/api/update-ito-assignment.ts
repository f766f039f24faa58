// `PATCH client/events/{id}/itos/{assignmentId}/`: an assigned ITO's function.
import { type UpdateItoAssignmentBody, updateItoAssignment } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventItosKey } from './list-event-itos';

export function useUpdateItoAssignment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, body }: { assignmentId: number; body: UpdateItoAssignmentBody }) =>
      apiRequest(updateItoAssignment, { params: { id, assignmentId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventItosKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
