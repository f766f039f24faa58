// The card provider's webhook (decision 018). A signature covers the exact bytes the provider sent, so this
// route reads its body as a Buffer: it is registered in a context of its own whose only content-type
// parser keeps the raw bytes, and no other route is affected. Errors still answer in the contract's format
// (the app's error handler covers this context too).
import { paymentWebhook } from '@portal/contract/endpoints/order-payments';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { type OrderPaymentDeps, receiveNotification } from './order-payments';

export async function webhookRoutes(app: FastifyInstance, deps: OrderPaymentDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  registerEndpoint(app, paymentWebhook, ({ params, request }) =>
    receiveNotification(deps, {
      provider: params.provider,
      rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      headers: request.headers,
    }),
  );
}
