// `PATCH client/events/{id}/`: changes an event (not an archived one).
import { type UpdateEventBody, updateEvent } from '@portal/contract/endpoints/events';
import type { Event } from '@portal/contract/event';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventQueryOptions } from './get-event';
import { invalidateEvents } from './list-events';

/** The event the server answered goes straight into the cache; lists and sports reload. */
export async function storeEvent(queryClient: QueryClient, event: Event): Promise<void> {
  queryClient.setQueryData(getEventQueryOptions(event.id).queryKey, event);
  await invalidateEvents(queryClient);
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventBody) => apiRequest(updateEvent, { params: { id }, body }),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}
