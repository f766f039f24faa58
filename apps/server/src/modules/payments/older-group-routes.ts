// The older payments group under /api/client/payment/payments/ (decision 018): the caller's order payments,
// WSK's confirmation, an NF administrator's withdrawal, an athlete's orders. Access comes from the contract;
// scope and rules from older-group.ts (which calls order-payments.ts and order-reads.ts).
import {
  confirmPayment,
  deletePayment,
  getAthleteOrderDetail,
  listAthleteOrders,
  listPayments,
} from '@portal/contract/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as older from './older-group';

export function olderGroupRoutes(app: FastifyInstance, deps: older.OlderGroupDeps): void {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });
  registerEndpoint(app, listPayments, (context) =>
    older.listPayments(deps, callerOf(context), context.query, linksOf(context)),
  );
  registerEndpoint(app, confirmPayment, (context) =>
    older.confirmPayment(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, deletePayment, (context) =>
    older.deletePayment(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, listAthleteOrders, (context) =>
    older.listAthleteOrders(deps, callerOf(context), context.query, linksOf(context)),
  );
  registerEndpoint(app, getAthleteOrderDetail, (context) =>
    older.getAthleteOrderDetail(deps, callerOf(context), context.params.id),
  );
}
