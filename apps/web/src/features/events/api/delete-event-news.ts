// `DELETE client/events/{id}/news/{newsId}/`: removes a news post.
import { deleteEventNews } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventNews } from './list-event-news';

export function useDeleteEventNews(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsId: number) => apiRequest(deleteEventNews, { params: { id, newsId } }),
    onSuccess: () => invalidateEventNews(queryClient, id),
  });
}
