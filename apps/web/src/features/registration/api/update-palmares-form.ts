// `PATCH client/sport/palmares-forms/:id/`: the owner changes the results or notes of a palmares form.
import { updatePalmaresForm } from '@portal/contract/endpoints/sport-service';
import type { EndpointBody } from '@portal/contract/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getPalmaresFormQueryOptions } from './get-palmares-form';

export function useUpdatePalmaresForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EndpointBody<typeof updatePalmaresForm> }) =>
      apiRequest(updatePalmaresForm, { params: { id }, body }),
    onSuccess: (form) => queryClient.setQueryData(getPalmaresFormQueryOptions(form.id).queryKey, form),
  });
}
