// `POST client/events/{id}/role-registration/{group}/`: the signed-in person applies to the event's staff or
// LOC with a function (pending until WSK administrators decide).
import { applyForStaff, type RoleRegistrationBody } from '@portal/contract/endpoints/role-registration';
import type { StaffGroup } from '@portal/contract/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterRegistrationChange } from '../lib/registration';
import { invalidateRoleRegistration } from './get-staff-registration';

export function useApplyForStaff(id: number, group: StaffGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleRegistrationBody) => apiRequest(applyForStaff, { params: { id, group }, body }),
    onSuccess: () =>
      Promise.all([
        afterRegistrationChange(queryClient, id, null),
        invalidateRoleRegistration(queryClient, id),
      ]),
  });
}
