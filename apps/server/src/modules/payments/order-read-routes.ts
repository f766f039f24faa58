// The reads of the new payments group under /api/client/new_payments/ (decision 018). Access comes from the
// contract; the caller's scope and the rules from order-reads.ts.
import {
  checkOrderAmount,
  getAthleteTotal,
  getNfTotal,
  getPaymentsExist,
  getWskIndividualOrderDetails,
  getWskOrderDetails,
  getWskTeamOrderDetails,
  listAthleteAwaitingOrders,
  listAthleteProcessedOrders,
  listAthleteWaivedOrders,
  listNfAwaitingOrders,
  listNfIndividualOrders,
  listNfProcessedOrders,
  listNfWaivedOrders,
  listNotPaidOrders,
  listTeamAwaitingOrders,
  listTeamIndividualOrders,
  listTeamProcessedOrders,
  listTeamWaivedOrders,
  listWskIndividuals,
  listWskOrders,
  listWskTeamOrders,
} from '@portal/contract/endpoints/orders';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { ORDER_LIST_TABLES } from './order-queries';
import * as reads from './order-reads';

export function orderReadRoutes(app: FastifyInstance, deps: reads.OrderReadDeps): void {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });

  // WSK staff.
  registerEndpoint(app, listWskOrders, (context) =>
    reads.listWskOrders(deps, context.query, linksOf(context)),
  );
  registerEndpoint(app, listWskTeamOrders, (context) =>
    reads.listWskTeamOrders(deps, context.query, linksOf(context)),
  );
  registerEndpoint(app, listWskIndividuals, (context) =>
    reads.listWskIndividuals(deps, context.query, linksOf(context)),
  );
  registerEndpoint(app, getWskOrderDetails, (context) =>
    reads.getWskOrderDetails(deps, context.query.order, ['federation', 'athlete']),
  );
  registerEndpoint(app, getWskTeamOrderDetails, (context) =>
    reads.getWskOrderDetails(deps, context.query.order, ['team']),
  );
  registerEndpoint(app, getWskIndividualOrderDetails, (context) =>
    reads.getWskOrderDetails(deps, context.query.order, ['athlete']),
  );

  // National federations.
  const nfLists = [
    [listNfAwaitingOrders, 'awaiting'],
    [listNfProcessedOrders, 'processed'],
    [listNfWaivedOrders, 'waived'],
    [listNfIndividualOrders, 'individuals'],
  ] as const;
  for (const [endpoint, list] of nfLists) {
    registerEndpoint(
      app,
      endpoint,
      (context) => reads.listNfOrders(deps, callerOf(context), list, context.query, linksOf(context)),
      { cache: ORDER_LIST_TABLES },
    );
  }
  registerEndpoint(app, getNfTotal, (context) => reads.getNfTotal(deps, callerOf(context), context.query));

  // Athletes.
  const athleteLists = [
    [listAthleteAwaitingOrders, 'awaiting'],
    [listAthleteProcessedOrders, 'processed'],
    [listAthleteWaivedOrders, 'waived'],
  ] as const;
  for (const [endpoint, tab] of athleteLists) {
    registerEndpoint(app, endpoint, (context) =>
      reads.listAthleteOrders(deps, callerOf(context), tab, context.query, linksOf(context)),
    );
  }
  registerEndpoint(app, getAthleteTotal, (context) =>
    reads.getAthleteTotal(deps, callerOf(context), context.query),
  );

  // Team administrators.
  const teamLists = [
    [listTeamAwaitingOrders, 'awaiting'],
    [listTeamProcessedOrders, 'processed'],
    [listTeamWaivedOrders, 'waived'],
    [listTeamIndividualOrders, 'individuals'],
  ] as const;
  for (const [endpoint, list] of teamLists) {
    registerEndpoint(app, endpoint, (context) =>
      reads.listTeamOrders(deps, callerOf(context), list, context.query, linksOf(context)),
    );
  }

  // The caller's own orders.
  registerEndpoint(app, getPaymentsExist, (context) =>
    reads.getPaymentsExist(deps, callerOf(context), context.query),
  );
  registerEndpoint(app, listNotPaidOrders, (context) => reads.listNotPaidOrders(deps, callerOf(context)));
  registerEndpoint(app, checkOrderAmount, (context) =>
    reads.checkAmount(deps, callerOf(context), context.params.id, context.query),
  );
}
