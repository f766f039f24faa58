// `POST client/events/{id}/sports/`: adds a sport of the reference list with some of its disciplines.
import { type CreateEventSportBody, createEventSport } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventSportQueryOptions } from './get-event-sport';
import { invalidateEvents } from './list-events';

export function useCreateEventSport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventSportBody) => apiRequest(createEventSport, { params: { id }, body }),
    onSuccess: async (sport) => {
      queryClient.setQueryData(getEventSportQueryOptions(id, sport.id).queryKey, sport);
      await invalidateEvents(queryClient);
    },
  });
}
