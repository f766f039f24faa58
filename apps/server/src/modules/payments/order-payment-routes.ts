// Paying orders under /api/client/new_payments/ (decision 018), the payment-redirect screen's poll of one
// payment under /api/client/payment/, the built-in test checkout and the provider's webhook. Access comes
// from the contract; scope and rules from order-payments.ts and bank-details.ts.
import {
  completeTestCheckout,
  confirmOrderPayment,
  createOrderPayment,
  declineOrderPayment,
  deleteOrderPayment,
  getBankDetails,
  getTestCheckout,
  presignOrderPaymentProof,
  updateOrderPayment,
} from '@portal/contract/endpoints/order-payments';
import { getPayment } from '@portal/contract/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { bankDetailsFilename, getBankDetails as readBankDetails, renderBankDetailsPdf } from './bank-details';
import * as payments from './order-payments';
import { webhookRoutes } from './webhook-routes';

export async function orderPaymentRoutes(
  app: FastifyInstance,
  deps: payments.OrderPaymentDeps,
): Promise<void> {
  registerEndpoint(app, createOrderPayment, (context) =>
    payments.createOrderPayment(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, deleteOrderPayment, (context) =>
    payments.withdrawOrderPayment(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, presignOrderPaymentProof, (context) =>
    payments.presignProof(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, confirmOrderPayment, (context) =>
    payments.confirmOrderPayment(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, updateOrderPayment, (context) =>
    payments.updateOrderPayment(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, declineOrderPayment, (context) =>
    payments.declineOrderPayment(deps, callerOf(context), context.params.id, context.query),
  );
  registerEndpoint(app, getPayment, (context) => {
    // Polled while the provider's notification arrives: never a cached state.
    context.reply.header('cache-control', 'no-store');
    return payments.getPayment(deps, callerOf(context), context.params.id);
  });
  // The PDF's bytes skip the response serializer (a Buffer is sent as it is); JSON goes through it.
  registerEndpoint(app, getBankDetails, async (context) => {
    const details = await readBankDetails(deps, callerOf(context), context.query.order);
    if (context.query.format !== 'pdf') return details;
    const bytes = await renderBankDetailsPdf(details);
    context.reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${bankDetailsFilename(details)}"`)
      .header('cache-control', 'no-store');
    return context.reply.send(Buffer.from(bytes));
  });
  registerEndpoint(app, getTestCheckout, (context) =>
    payments.getTestCheckout(deps, callerOf(context), context.params.token),
  );
  registerEndpoint(app, completeTestCheckout, (context) =>
    payments.completeTestCheckout(deps, callerOf(context), context.params.token, context.body.outcome),
  );
  await app.register(webhookRoutes, deps);
}
