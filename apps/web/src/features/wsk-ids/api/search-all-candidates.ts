// `POST client/sport/wsk-ids/search_candidates/`: the candidate search for every INITIAL record at once;
// the lists reload with the statuses it recorded.
import { searchAllCandidates } from '@portal/contract/endpoints/wsk-ids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { listWskIdsQueryOptions } from './list-wsk-ids';

export function useSearchAllCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(searchAllCandidates),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listWskIdsQueryOptions().queryKey }),
  });
}
