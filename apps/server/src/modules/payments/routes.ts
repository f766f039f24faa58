// Payments under /api/client/payment/ and /api/client/new_payments/ (decision 018). Access comes from the
// contract; scope and rules from the service.
import { listCurrencies, listPaymentSystems } from '@portal/contract/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import * as payments from './service';

export async function paymentsModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, listCurrencies, () => payments.listCurrencies());
  registerEndpoint(app, listPaymentSystems, () => payments.listPaymentSystems());
}
