// `GET client/users/legal-guardians/{id}/`: a legal guardian with the link to the signed consent.
import { getLegalGuardian } from '@portal/contract/endpoints/legal-guardians';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getLegalGuardianQueryOptions = (guardianId: number) =>
  queryOptions({
    queryKey: ['legal-guardians', guardianId],
    queryFn: ({ signal }) => apiRequest(getLegalGuardian, { params: { id: guardianId }, signal }),
    // The consent link is short-lived: read it afresh whenever the guardian is shown.
    staleTime: 0,
  });
