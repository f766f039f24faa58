// `GET client/payment/currencies/` and `payment-systems/` (spec §7): the currencies events charge in and
// the ways orders are paid. Start-up loads (§7 end); a failure is only logged (decision 006), and the
// screens that need them ask again. In shared/ because the app shell loads them and the payments screens
// of several features read them.
import { listCurrencies, listPaymentSystems } from '@portal/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';

/** Reference data: it changes with a release, not during a visit. */
const STALE_TIME = 60 * 60_000;

export const getCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'currencies'] as const,
    queryFn: ({ signal }) => apiRequest(listCurrencies, { signal }),
    staleTime: STALE_TIME,
  });

export const getPaymentSystemsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'payment-systems'] as const,
    queryFn: ({ signal }) => apiRequest(listPaymentSystems, { signal }),
    staleTime: STALE_TIME,
  });
