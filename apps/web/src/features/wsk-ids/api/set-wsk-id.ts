// `PATCH client/users/users/{id}/set_wsk_id/`: links a user to the record holding this WSK id. The record
// turns matched, and any other record the user held is searchable again, so every list and candidate
// search of the database reloads.
import { setWskId } from '@portal/contract/endpoints/user-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { findCandidatesQueryOptions } from './find-candidates';
import { listWskIdsQueryOptions } from './list-wsk-ids';

export interface SetWskIdVariables {
  readonly userId: number;
  readonly wskId: string;
}

export function useSetWskId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, wskId }: SetWskIdVariables) =>
      apiRequest(setWskId, { params: { id: userId }, body: { wsk_id: wskId } }),
    // The linked user is no longer a candidate for any other record either.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listWskIdsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: findCandidatesQueryOptions().queryKey }),
      ]),
  });
}
