// `DELETE api/v1/client/socials/user-links/:id/`: removes one of the user's links.
import { deleteSocialLink } from '@portal/contract/endpoints/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMySocialLinksQueryOptions } from './get-my-social-links';

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteSocialLink, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMySocialLinksQueryOptions().queryKey }),
  });
}
