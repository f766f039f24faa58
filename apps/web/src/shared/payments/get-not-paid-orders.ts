// `GET client/new_payments/orders/not_paid_orders/`: the caller's orders still to be paid (awaiting payment
// or partially paid), oldest event first. A start-up load (spec §7); §8: a failure is only logged and the
// list is empty. In shared/ because the app shell loads it and the header's indicator reads it.
import { listNotPaidOrders } from '@portal/contract/endpoints/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { NOT_PAID_ORDERS_KEY } from './payments-key';

export const getNotPaidOrdersQueryOptions = () =>
  queryOptions({
    queryKey: NOT_PAID_ORDERS_KEY,
    queryFn: ({ signal }) => apiRequest(listNotPaidOrders, { signal }),
    // Orders change through this app's own calls (which invalidate it) or WSK's decisions: a minute is
    // fresh enough for an indicator, and start-up's answer is not asked again at once.
    staleTime: 60_000,
  });
