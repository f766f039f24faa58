// `POST client/events/`: a new draft event (WSK administrators).
import { type CreateEventBody, createEvent } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventQueryOptions } from './get-event';
import { invalidateEvents } from './list-events';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => apiRequest(createEvent, { body }),
    onSuccess: async (event) => {
      queryClient.setQueryData(getEventQueryOptions(event.id).queryKey, event);
      await invalidateEvents(queryClient);
    },
  });
}
