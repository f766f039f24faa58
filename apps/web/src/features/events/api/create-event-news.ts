// `POST client/events/{id}/news/`: publishes a news post on the event.
import { type CreateNewsBody, createEventNews } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventNews } from './list-event-news';

export function useCreateEventNews(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNewsBody) => apiRequest(createEventNews, { params: { id }, body }),
    onSuccess: () => invalidateEventNews(queryClient, id),
  });
}
