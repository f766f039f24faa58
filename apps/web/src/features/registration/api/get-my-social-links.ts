// `GET api/v1/client/socials/user-links/my/`: the signed-in user's social links, newest first on screen
// (spec §7: "reversed for display").
import { getMySocialLinks, type SocialLink } from '@portal/contract/endpoints/social';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getMySocialLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['social-links', 'my'],
    queryFn: ({ signal }) => apiRequest(getMySocialLinks, { signal }),
    select: (links: SocialLink[]) => [...links].reverse(),
  });
