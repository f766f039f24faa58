// `GET api/v1/client/socials/user-links/{id}/by_user/`: another user's social links, answered oldest first
// and shown newest first (spec §7, as for one's own links).
import { getUserSocialLinks, type SocialLink } from '@portal/contract/endpoints/social';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getUserSocialLinksQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['social-links', 'by-user', userId],
    queryFn: ({ signal }) => apiRequest(getUserSocialLinks, { params: { id: userId }, signal }),
    select: (links: SocialLink[]) => [...links].reverse(),
  });
