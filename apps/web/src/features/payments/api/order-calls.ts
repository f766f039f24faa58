// The calls that act on one order for its payer (decision 019): an event order's go to the payments
// service, an annual team order's to the team service's annual calls, which follow the same rules and
// answer the same shapes. The pay dialog, the payments history and the refunds take them from here.
import {
  checkAnnualOrderAmount,
  createAnnualOrderPayment,
  presignAnnualOrderPaymentProof,
  withdrawAnnualOrderPayment,
  withdrawAnnualRefundRequest,
} from '@portal/contract/endpoints/annual-fees';
import {
  createOrderPayment,
  deleteOrderPayment,
  presignOrderPaymentProof,
} from '@portal/contract/endpoints/order-payments';
import { checkOrderAmount } from '@portal/contract/endpoints/orders';
import { deleteRefundRequest } from '@portal/contract/endpoints/refunds';
import type { Order } from '@portal/contract/order';
import { isAnnualOrder } from '../components/order-subject';

export interface OrderCalls {
  readonly createPayment: typeof createOrderPayment;
  readonly withdrawPayment: typeof deleteOrderPayment;
  readonly presignProof: typeof presignOrderPaymentProof;
  readonly checkAmount: typeof checkOrderAmount;
  readonly withdrawRefund: typeof deleteRefundRequest;
}

export const EVENT_ORDER_CALLS: OrderCalls = {
  createPayment: createOrderPayment,
  withdrawPayment: deleteOrderPayment,
  presignProof: presignOrderPaymentProof,
  checkAmount: checkOrderAmount,
  withdrawRefund: deleteRefundRequest,
};

export const ANNUAL_ORDER_CALLS: OrderCalls = {
  createPayment: createAnnualOrderPayment,
  withdrawPayment: withdrawAnnualOrderPayment,
  presignProof: presignAnnualOrderPaymentProof,
  checkAmount: checkAnnualOrderAmount,
  withdrawRefund: withdrawAnnualRefundRequest,
};

/** The calls of the order's kind. */
export const orderCallsOf = (order: Pick<Order, 'event'>): OrderCalls =>
  isAnnualOrder(order) ? ANNUAL_ORDER_CALLS : EVENT_ORDER_CALLS;
