// `GET client/users/users/{id}/anti_doping/`: a user's anti-doping certificate, null before the step.
import { getAntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getAntiDopingQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['anti-doping', userId],
    queryFn: ({ signal }) => apiRequest(getAntiDoping, { params: { id: userId }, signal }),
  });
