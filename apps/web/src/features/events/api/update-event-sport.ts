// `PATCH client/events/{id}/sports/{sportId}/`: changes the disciplines, categories or flags of an event
// sport (here: whether its athletes register themselves).
import { type UpdateEventSportBody, updateEventSport } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventSportQueryOptions } from './get-event-sport';
import { invalidateEvents } from './list-events';

export function useUpdateEventSport(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventSportBody) =>
      apiRequest(updateEventSport, { params: { id, sportId }, body }),
    onSuccess: async (sport) => {
      queryClient.setQueryData(getEventSportQueryOptions(id, sport.id).queryKey, sport);
      await invalidateEvents(queryClient);
    },
  });
}
