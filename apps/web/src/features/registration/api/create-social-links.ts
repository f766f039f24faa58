// `POST api/v1/client/socials/user-links/create_many/`: adds several links at once (all or none) and marks
// the social-profiles step.
import { createManySocialLinks, type SocialLinkBody } from '@portal/contract/endpoints/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMySocialLinksQueryOptions } from './get-my-social-links';

export function useCreateSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: SocialLinkBody[]) => apiRequest(createManySocialLinks, { body: { links } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMySocialLinksQueryOptions().queryKey }),
  });
}
