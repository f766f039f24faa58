// `GET client/new_payments/participants/payments_exists/?event=`: whether the caller pays anything for the
// event (an order of theirs with a live line). The sport payment card asks it before an athlete's total.
import { getPaymentsExist } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { PAYMENTS_EXIST_KEY } from './payments-key';

export const getPaymentsExistQueryOptions = (event: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_EXIST_KEY, event],
    queryFn: ({ signal }) => apiRequest(getPaymentsExist, { query: { event }, signal }),
  });
