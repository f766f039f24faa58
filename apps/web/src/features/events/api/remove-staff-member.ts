// `DELETE client/events/{id}/staff/{memberId}/`: a person leaves the event staff or the LOC.
import { removeStaffMember } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventStaffKey } from './list-event-staff';

export function useRemoveStaffMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => apiRequest(removeStaffMember, { params: { id, memberId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventStaffKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
