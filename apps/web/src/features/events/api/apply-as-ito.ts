// `POST client/events/{id}/sports/{sportId}/ito-registration/`: an approved ITO applies to officiate the
// event sport with a function (pending until WSK administrators decide).
import { applyAsIto, type RoleRegistrationBody } from '@portal/contract/endpoints/role-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterRegistrationChange } from '../lib/registration';
import { invalidateRoleRegistration } from './get-staff-registration';

export function useApplyAsIto(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleRegistrationBody) => apiRequest(applyAsIto, { params: { id, sportId }, body }),
    onSuccess: () =>
      Promise.all([
        afterRegistrationChange(queryClient, id, sportId),
        invalidateRoleRegistration(queryClient, id),
      ]),
  });
}
