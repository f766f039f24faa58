// `PATCH client/new_payments/orders/{id}/wsk_change_allowed_payment_systems/`: WSK administrators choose how
// an order may be paid (card, bank transfer or both); the reply is the whole order again. The payer's
// screens offer only the allowed systems, so they read the order again.
import {
  type ChangeAllowedPaymentSystemsBody,
  changeAllowedPaymentSystems,
} from '@portal/contract/endpoints/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useChangeAllowedPaymentSystems(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ order, body }: { order: number; body: ChangeAllowedPaymentSystemsBody }) =>
      apiRequest(changeAllowedPaymentSystems, { params: { id: order }, body }),
    onSuccess: afterChange,
  });
}
