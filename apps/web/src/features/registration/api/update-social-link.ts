// `PATCH api/v1/client/socials/user-links/:id/`: changes one of the user's links.
import { type SocialLinkBody, updateSocialLink } from '@portal/contract/endpoints/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMySocialLinksQueryOptions } from './get-my-social-links';

export function useUpdateSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<SocialLinkBody> }) =>
      apiRequest(updateSocialLink, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMySocialLinksQueryOptions().queryKey }),
  });
}
