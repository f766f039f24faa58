// `POST client/events/{id}/staff/`: a person joins the event staff or the LOC with their function.
import { type AddStaffMemberBody, addStaffMember } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventStaffKey } from './list-event-staff';

export function useAddStaffMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffMemberBody) => apiRequest(addStaffMember, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventStaffKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
