// `DELETE client/events/{id}/`: removes a draft event with its sports.
import { deleteEvent } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventQueryOptions } from './get-event';
import { invalidateEvents } from './list-events';

export function useDeleteEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(deleteEvent, { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: getEventQueryOptions(id).queryKey });
      await invalidateEvents(queryClient);
    },
  });
}
