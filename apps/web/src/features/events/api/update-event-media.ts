// `PATCH client/events/{id}/media/{mediaId}/`: changes the caption of a photo or video.
import { type UpdateMediaBody, updateEventMedia } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventMedia } from './list-event-media';

export function useUpdateEventMedia(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, body }: { mediaId: number; body: UpdateMediaBody }) =>
      apiRequest(updateEventMedia, { params: { id, mediaId }, body }),
    onSuccess: () => invalidateEventMedia(queryClient, id),
  });
}
