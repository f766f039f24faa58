// `GET client/events/{id}/sports/{sportId}/`: the sport the payments screen was opened from (its heading and
// the way back to it).
import { getEventSport } from '@portal/contract/endpoints/events';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/api-error';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

export const getPaymentsEventSportQueryOptions = (id: number, sportId: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'event', id, 'sports', sportId],
    queryFn: ({ signal }) => apiRequest(getEventSport, { params: { id, sportId }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });
