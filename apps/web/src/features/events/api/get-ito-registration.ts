// `GET client/events/{id}/sports/{sportId}/ito-registration/`: whether the signed-in person may apply as an
// ITO of the event sport now, why not (`not_an_ito` without an approved ITO role), their latest application
// and whether they already officiate it.
import { getItoRegistration } from '@portal/contract/endpoints/role-registration';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { roleRegistrationKey } from './get-staff-registration';
import { retryUnlessRefused } from './list-nf-management';

export const getItoRegistrationQueryOptions = (id: number, sportId: number) =>
  queryOptions({
    queryKey: [...roleRegistrationKey(id), 'ito', sportId],
    queryFn: ({ signal }) => apiRequest(getItoRegistration, { params: { id, sportId }, signal }),
    retry: retryUnlessRefused,
  });
