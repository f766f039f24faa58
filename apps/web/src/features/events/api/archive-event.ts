// `POST client/events/{id}/archive/`: a published event stays readable but no longer changes.
import { archiveEvent } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { storeEvent } from './update-event';

export function useArchiveEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(archiveEvent, { params: { id } }),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}
