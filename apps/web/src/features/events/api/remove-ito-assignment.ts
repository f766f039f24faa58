// `DELETE client/events/{id}/itos/{assignmentId}/`: an ITO no longer serves a sport of the event.
import { removeItoAssignment } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventItosKey } from './list-event-itos';

export function useRemoveItoAssignment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => apiRequest(removeItoAssignment, { params: { id, assignmentId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventItosKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
