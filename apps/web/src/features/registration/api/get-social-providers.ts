// `GET api/v1/client/socials/providers/`: the social networks a user can link, in display order.
import { getSocialProviders } from '@portal/contract/endpoints/social';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getSocialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => apiRequest(getSocialProviders, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
