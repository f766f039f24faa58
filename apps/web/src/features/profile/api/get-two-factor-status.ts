// `GET client/users/users/me/two_factor/`: the signed-in user's two-factor sign-in (decision 026): on or off,
// required for their role or not, backup codes left.
import { getTwoFactorStatus } from '@portal/contract/endpoints/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['two-factor-status'],
    queryFn: ({ signal }) => apiRequest(getTwoFactorStatus, { signal }),
  });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
