// `GET client/events/{id}/nf-management/{federationId}/`: one federation for the event: contacts, eligible
// athletes and the quota that applies per kind of each sport (403 to NF staff of another federation).
import { getNfManagement } from '@portal/contract/endpoints/event-parts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { nfManagementKey, retryUnlessRefused } from './list-nf-management';

export const getNfManagementQueryOptions = (id: number, federationId: number) =>
  queryOptions({
    queryKey: [...nfManagementKey(id), 'detail', federationId],
    queryFn: ({ signal }) => apiRequest(getNfManagement, { params: { id, federationId }, signal }),
    retry: retryUnlessRefused,
  });
