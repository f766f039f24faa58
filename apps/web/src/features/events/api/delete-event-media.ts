// `DELETE client/events/{id}/media/{mediaId}/`: removes a photo (with its file) or a video link.
import { deleteEventMedia } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventMedia } from './list-event-media';

export function useDeleteEventMedia(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => apiRequest(deleteEventMedia, { params: { id, mediaId } }),
    onSuccess: () => invalidateEventMedia(queryClient, id),
  });
}
