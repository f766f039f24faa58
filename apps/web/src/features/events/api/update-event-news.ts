// `PATCH client/events/{id}/news/{newsId}/`: changes the title or text of a news post.
import { type UpdateNewsBody, updateEventNews } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventNews } from './list-event-news';

export function useUpdateEventNews(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newsId, body }: { newsId: number; body: UpdateNewsBody }) =>
      apiRequest(updateEventNews, { params: { id, newsId }, body }),
    onSuccess: () => invalidateEventNews(queryClient, id),
  });
}
