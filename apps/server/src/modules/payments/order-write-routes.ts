// WSK's and the national federations' changes to orders under /api/client/new_payments/ (decision 018):
// discounts, allowed payment systems, moves between the federation's order and the athlete's own. Access
// comes from the contract; scope and rules from order-writes.ts.
import {
  changeAllowedPaymentSystems,
  changeDiscount,
  moveToFederation,
  moveToIndividual,
} from '@portal/contract/endpoints/orders';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as writes from './order-writes';

export function orderWriteRoutes(app: FastifyInstance, deps: writes.OrderWriteDeps): void {
  registerEndpoint(app, changeDiscount, (context) =>
    writes.changeDiscount(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, changeAllowedPaymentSystems, (context) =>
    writes.changeAllowedPaymentSystems(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, moveToIndividual, (context) =>
    writes.moveToIndividual(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, moveToFederation, (context) =>
    writes.moveToFederation(deps, callerOf(context), context.params.id),
  );
}
