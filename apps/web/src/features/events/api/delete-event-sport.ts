// `DELETE client/events/{id}/sports/{sportId}/`: removes a sport from a draft event (400 once published).
import { deleteEventSport } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventSportQueryOptions } from './get-event-sport';
import { invalidateEvents } from './list-events';

export function useDeleteEventSport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sportId: number) => apiRequest(deleteEventSport, { params: { id, sportId } }),
    onSuccess: async (_, sportId) => {
      queryClient.removeQueries({ queryKey: getEventSportQueryOptions(id, sportId).queryKey });
      // The event's sports, the event itself (its list of sports) and the lists.
      await invalidateEvents(queryClient);
    },
  });
}
