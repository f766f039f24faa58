// `POST client/events/{id}/publish/`: a draft becomes visible to every signed-in user.
import { publishEvent } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { storeEvent } from './update-event';

export function usePublishEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(publishEvent, { params: { id } }),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}
