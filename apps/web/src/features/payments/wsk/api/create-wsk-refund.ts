// `POST client/new_payments/participant-refund-requests/wsk_create_refund/`: WSK administrators record a
// refund on a participant's paid line, confirmed at once (the money was already given back) or requested,
// to decide later; the reply is the whole order again.
import { type WskCreateRefundBody, wskCreateRefund } from '@portal/contract/endpoints/refunds';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useCreateWskRefund(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: (body: WskCreateRefundBody) => apiRequest(wskCreateRefund, { body }),
    onSuccess: afterChange,
  });
}
