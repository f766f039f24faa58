// `PATCH client/events/{id}/staff/{memberId}/`: a staff or LOC member's function.
import { type UpdateStaffMemberBody, updateStaffMember } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventStaffKey } from './list-event-staff';

export function useUpdateStaffMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: number; body: UpdateStaffMemberBody }) =>
      apiRequest(updateStaffMember, { params: { id, memberId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventStaffKey(id) }),
        invalidateUserEvents(queryClient),
      ]);
    },
  });
}
