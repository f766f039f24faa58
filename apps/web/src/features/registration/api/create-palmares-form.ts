// `POST client/sport/palmares-forms/`: the first palmares of a sport; the user sport then carries its id,
// so the user's sports are loaded again.
import { createPalmaresForm, type PalmaresFormBody } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getMyUserSportsQueryOptions } from './get-my-user-sports';
import { getPalmaresFormQueryOptions } from './get-palmares-form';

export function useCreatePalmaresForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PalmaresFormBody) => apiRequest(createPalmaresForm, { body }),
    onSuccess: async (form) => {
      queryClient.setQueryData(getPalmaresFormQueryOptions(form.id).queryKey, form);
      await queryClient.invalidateQueries({ queryKey: getMyUserSportsQueryOptions().queryKey });
    },
  });
}
