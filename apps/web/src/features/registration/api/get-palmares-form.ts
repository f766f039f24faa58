// `GET client/sport/palmares-forms/:id/`: the palmares form of one of the user's sports.
import { getPalmaresForm } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getPalmaresFormQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['palmares-forms', id],
    queryFn: ({ signal }) => apiRequest(getPalmaresForm, { params: { id }, signal }),
  });
