// `GET client/users/register-progresses/my/`: the signed-in user's registration progress (spec §3, §7).
import { getMyRegistrationProgress } from '@portal/contract/endpoints/registration';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getMyRegistrationProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['registration-progress', 'my'],
    queryFn: ({ signal }) => apiRequest(getMyRegistrationProgress, { signal }),
    // §4: the guard loads fresh progress on every check, so nothing is served from the cache.
    staleTime: 0,
    retry: false,
  });
