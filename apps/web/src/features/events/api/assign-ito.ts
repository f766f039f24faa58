// `POST client/events/{id}/itos/`: an approved ITO serves a sport of the event with a function.
import { type AssignItoBody, assignIto } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventItosKey } from './list-event-itos';

export function useAssignIto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignItoBody) => apiRequest(assignIto, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventItosKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
