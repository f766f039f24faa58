// `PATCH client/new_payments/participants/{id}/wsk_change_discount/`: WSK administrators set a line's
// discount (0 to its fee); the reply is the whole order again. A discount changes what the payer owes.
import { type ChangeDiscountBody, changeDiscount } from '@portal/contract/endpoints/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useChangeDiscount(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ participant, body }: { participant: number; body: ChangeDiscountBody }) =>
      apiRequest(changeDiscount, { params: { id: participant }, body }),
    onSuccess: afterChange,
  });
}
