// `GET client/payment/payments/{id}/`: one of the caller's payments, followed while the card provider's
// notification arrives. Polled every two seconds while pending; the screen stops asking after a while.
import { getPayment } from '@portal/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

export const PAYMENT_POLL_MS = 2_000;

export const getPaymentQueryOptions = (paymentId: number, { poll }: { readonly poll: boolean }) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'payment', paymentId] as const,
    queryFn: ({ signal }) => apiRequest(getPayment, { params: { id: paymentId }, signal }),
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? PAYMENT_POLL_MS : false),
    // A failed poll is shown with a retry; the next interval would otherwise hide it.
    refetchIntervalInBackground: true,
  });
