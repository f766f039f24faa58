// `GET client/events/{id}/`: the event a payments screen is for (a draft is 404 to payers, as an unknown id).
import { getEvent } from '@portal/contract/endpoints/events';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/api-error';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

export const getPaymentsEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'event', id],
    queryFn: ({ signal }) => apiRequest(getEvent, { params: { id }, signal }),
    // A 404 will not turn into an event by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });
