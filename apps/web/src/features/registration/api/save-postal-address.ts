// `PUT client/users/users/{id}/postal_address/`: saves one's own postal address.
import { type PostalAddressBody, savePostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getPostalAddressQueryOptions } from './get-postal-address';

export function useSavePostalAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostalAddressBody) => apiRequest(savePostalAddress, { params: { id: userId }, body }),
    onSuccess: (address) => queryClient.setQueryData(getPostalAddressQueryOptions(userId).queryKey, address),
  });
}
