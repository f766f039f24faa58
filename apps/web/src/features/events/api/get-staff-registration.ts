// `GET client/events/{id}/role-registration/{group}/`: whether the signed-in person may apply to the event's
// staff or LOC now, why not, their latest application and whether they already serve.
import { getStaffRegistration } from '@portal/contract/endpoints/role-registration';
import type { StaffGroup } from '@portal/contract/event-parts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';
import { retryUnlessRefused } from './list-nf-management';

/** Every staff, LOC and ITO application of the signed-in person for the event: what their changes refresh. */
export const roleRegistrationKey = (id: number) =>
  [...EVENTS_KEY, 'detail', id, 'role-registration'] as const;

export const getStaffRegistrationQueryOptions = (id: number, group: StaffGroup) =>
  queryOptions({
    queryKey: [...roleRegistrationKey(id), group],
    queryFn: ({ signal }) => apiRequest(getStaffRegistration, { params: { id, group }, signal }),
    retry: retryUnlessRefused,
  });

/** After an application or a withdrawal: the person's applications for the event are asked again. */
export const invalidateRoleRegistration = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: roleRegistrationKey(id) }, { cancelRefetch: false });
