// Seasons, annual team fees and the teams' annual orders under /api/client/teams/ (decision 019). Access
// comes from the contract; scope and rules from annual-orders.ts, and for paying and refunds from the event
// orders' services called with the 'annual' subject (order-payments.ts, refunds.ts).
import {
  checkAnnualOrderAmount,
  createAnnualOrder,
  createAnnualOrderPayment,
  createAnnualRefundRequest,
  getAnnualOrder,
  getCurrentTeamSeason,
  listActivePaidSeasonsByTeam,
  listAnnualTeamFeesForTeamAdmin,
  listTeamAdminAwaitingAnnualOrders,
  listTeamAdminProcessedAnnualOrders,
  listTeamAdminWaivedAnnualOrders,
  listWskAnnualOrders,
  presignAnnualOrderPaymentProof,
  withdrawAnnualOrderPayment,
  withdrawAnnualRefundRequest,
} from '@portal/contract/endpoints/annual-fees';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as annual from './annual-orders';
import * as payments from './order-payments';
import * as reads from './order-reads';
import * as refunds from './refunds';

export function annualRoutes(
  app: FastifyInstance,
  deps: payments.OrderPaymentDeps & reads.OrderReadDeps,
): void {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });

  // Seasons and fees.
  registerEndpoint(app, getCurrentTeamSeason, () => annual.getCurrentSeason(deps));
  registerEndpoint(app, listActivePaidSeasonsByTeam, (context) =>
    annual.listActivePaidSeasons(deps, context.query),
  );
  registerEndpoint(app, listAnnualTeamFeesForTeamAdmin, (context) =>
    annual.listFeesForTeamAdmin(deps, callerOf(context), context.query),
  );

  // Annual orders.
  registerEndpoint(app, createAnnualOrder, (context) =>
    annual.createAnnualOrder(deps, callerOf(context), context.body),
  );
  const teamAdminLists = [
    [listTeamAdminAwaitingAnnualOrders, 'awaiting'],
    [listTeamAdminProcessedAnnualOrders, 'processed'],
    [listTeamAdminWaivedAnnualOrders, 'waived'],
  ] as const;
  for (const [endpoint, tab] of teamAdminLists) {
    registerEndpoint(app, endpoint, (context) =>
      annual.listTeamAdminAnnualOrders(deps, callerOf(context), tab, context.query, linksOf(context)),
    );
  }
  registerEndpoint(app, listWskAnnualOrders, (context) =>
    annual.listWskAnnualOrders(deps, context.query, linksOf(context)),
  );
  registerEndpoint(app, getAnnualOrder, (context) =>
    annual.getAnnualOrder(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, checkAnnualOrderAmount, (context) =>
    reads.checkAmount(deps, callerOf(context), context.params.id, context.query, 'annual'),
  );

  // Paying them.
  registerEndpoint(app, createAnnualOrderPayment, (context) =>
    payments.createOrderPayment(deps, callerOf(context), context.body, 'annual'),
  );
  registerEndpoint(app, withdrawAnnualOrderPayment, (context) =>
    payments.withdrawOrderPayment(deps, callerOf(context), context.params.id, 'annual'),
  );
  registerEndpoint(app, presignAnnualOrderPaymentProof, (context) =>
    payments.presignProof(deps, callerOf(context), context.body),
  );

  // Refunds on their line.
  registerEndpoint(app, createAnnualRefundRequest, (context) =>
    refunds.createRefundRequest(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, withdrawAnnualRefundRequest, (context) =>
    refunds.withdrawRefundRequest(deps, callerOf(context), context.params.id, 'annual'),
  );
}
