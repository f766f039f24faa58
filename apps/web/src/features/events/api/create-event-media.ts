// `POST client/events/{id}/media/`: adds a photo (an upload of the event's presign call) or a video link.
import { type CreateMediaBody, createEventMedia } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventMedia } from './list-event-media';

export function useCreateEventMedia(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMediaBody) => apiRequest(createEventMedia, { params: { id }, body }),
    onSuccess: () => invalidateEventMedia(queryClient, id),
  });
}
