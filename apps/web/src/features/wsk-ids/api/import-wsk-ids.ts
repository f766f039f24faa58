// `POST client/sport/wsk-ids/import/`: a CSV of the WSK id database, sent as text; answers a report of
// the rows created, updated and rejected. The lists reload with the new records.
import { type ImportWskIdsBody, importWskIds } from '@portal/contract/endpoints/wsk-ids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { listWskIdsQueryOptions } from './list-wsk-ids';

export function useImportWskIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportWskIdsBody) => apiRequest(importWskIds, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listWskIdsQueryOptions().queryKey }),
  });
}
