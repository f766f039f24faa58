// `GET client/users/users/{id}/passport_details/`: a user's passport details, null before the passport step.
import { getPassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getPassportDetailsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['passport-details', userId],
    queryFn: ({ signal }) => apiRequest(getPassportDetails, { params: { id: userId }, signal }),
  });
