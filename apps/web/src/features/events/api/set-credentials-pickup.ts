// `PUT client/events/{id}/credentials-pickup/{federationId}/`: a federation names who collects its
// credentials, until the event ends.
import { type CredentialsPickupBody, setCredentialsPickup } from '@portal/contract/endpoints/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { credentialsPickupKey } from './get-credentials-pickup';

export function useSetCredentialsPickup(id: number, federationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CredentialsPickupBody) =>
      apiRequest(setCredentialsPickup, { params: { id, federationId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(credentialsPickupKey(id, federationId), saved),
  });
}
