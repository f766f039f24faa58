// `PATCH client/new_payments/order-payments/{id}/wsk_update/`: WSK administrators correct a pending bank
// transfer's amount to what actually arrived, before confirming it; the reply is the whole order again.
import { type UpdateOrderPaymentBody, updateOrderPayment } from '@portal/contract/endpoints/order-payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useUpdateOrderPayment(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ payment, body }: { payment: number; body: UpdateOrderPaymentBody }) =>
      apiRequest(updateOrderPayment, { params: { id: payment }, body }),
    onSuccess: afterChange,
  });
}
