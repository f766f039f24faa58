// Refund requests under /api/client/new_payments/participant-refund-requests/ (decision 018). Access comes
// from the contract; the payer's scope and the ledger's rules from refunds.ts.
import {
  createRefundRequest,
  deleteRefundRequest,
  wskChangeRefund,
  wskConfirmRefund,
  wskCreateRefund,
} from '@portal/contract/endpoints/refunds';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as refunds from './refunds';

export function refundRoutes(app: FastifyInstance, deps: refunds.RefundDeps): void {
  registerEndpoint(app, createRefundRequest, (context) =>
    refunds.createRefundRequest(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, deleteRefundRequest, (context) =>
    refunds.withdrawRefundRequest(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, wskCreateRefund, (context) =>
    refunds.wskCreateRefund(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, wskConfirmRefund, (context) =>
    refunds.wskConfirmRefund(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, wskChangeRefund, (context) =>
    refunds.wskChangeRefund(deps, callerOf(context), context.params.id, context.body),
  );
}
