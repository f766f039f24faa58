// `GET client/users/users/{id}/postal_address/`: a user's postal address, null before the step.
import { getPostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getPostalAddressQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['postal-address', userId],
    queryFn: ({ signal }) => apiRequest(getPostalAddress, { params: { id: userId }, signal }),
  });
