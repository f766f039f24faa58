// Payments under /api/client/payment/ and /api/client/new_payments/ (decision 018), and the teams' annual
// fees and orders under /api/client/teams/ (decision 019). Access comes from the
// contract; scope and rules from the service.
import { listCurrencies, listPaymentSystems } from '@portal/contract/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { annualRoutes } from './annual-routes';
import { olderGroupRoutes } from './older-group-routes';
import { proofLinksOf } from './order-details';
import { orderPaymentRoutes } from './order-payment-routes';
import type { OrderPaymentDeps } from './order-payments';
import { orderReadRoutes } from './order-read-routes';
import { orderWriteRoutes } from './order-write-routes';
import { refundRoutes } from './refund-routes';
import * as payments from './service';

export async function paymentsModule(app: FastifyInstance, deps: OrderPaymentDeps): Promise<void> {
  registerEndpoint(app, listCurrencies, () => payments.listCurrencies());
  registerEndpoint(app, listPaymentSystems, () => payments.listPaymentSystems());
  const proofs = proofLinksOf(deps);
  orderReadRoutes(app, { ...deps, proofs });
  orderWriteRoutes(app, { db: deps.db, proofs });
  refundRoutes(app, { db: deps.db, proofs });
  olderGroupRoutes(app, { ...deps, proofs });
  annualRoutes(app, { ...deps, proofs });
  await orderPaymentRoutes(app, deps);
}
