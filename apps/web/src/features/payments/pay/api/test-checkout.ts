// `GET` and `POST /api/payments/test-checkout/{token}/`: the built-in test card checkout (no money moves).
// The payer succeeds or fails it; the server then sends itself the signed notification that alone decides.
import { completeTestCheckout, getTestCheckout } from '@portal/contract/endpoints/order-payments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { invalidateOrders, PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

export type TestCheckoutOutcome = 'succeeded' | 'failed';

export const getTestCheckoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'test-checkout', token] as const,
    queryFn: ({ signal }) => apiRequest(getTestCheckout, { params: { token }, signal }),
    // The page is read once: a finished checkout answers 404, which must not replace what was shown.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCompleteTestCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: TestCheckoutOutcome) =>
      apiRequest(completeTestCheckout, { params: { token }, body: { outcome } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
