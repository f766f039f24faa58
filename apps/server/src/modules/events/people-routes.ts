// The event's staff, LOC and ITOs, quotas per federation, NF management and a user's events (decision 016).
// Access comes from the contract; visibility, scope and rules from the services.
import {
  addStaffMember,
  assignIto,
  getNfManagement,
  listEventItos,
  listEventStaff,
  listFederationQuotas,
  listItoCandidates,
  listMyEvents,
  listNfManagement,
  listStaffCandidates,
  listUserEvents,
  removeItoAssignment,
  removeStaffMember,
  setFederationQuotas,
  updateItoAssignment,
  updateStaffMember,
} from '@portal/contract/endpoints/event-parts';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as nf from './nf-service';
import * as people from './people-service';
import type { EventsDeps } from './service';
import * as userEvents from './user-events-service';

export function eventPeopleRoutes(app: FastifyInstance, deps: EventsDeps): void {
  const { db } = deps;
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });

  registerEndpoint(app, listEventStaff, (context) =>
    people.listStaff(deps, callerOf(context), context.params.id, context.query, linksOf(context)),
  );
  registerEndpoint(app, listStaffCandidates, (context) =>
    people.listStaffCandidates(deps, callerOf(context), context.params.id, context.query, linksOf(context)),
  );
  registerEndpoint(app, addStaffMember, (context) =>
    people.addStaffMember(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, updateStaffMember, (context) =>
    people.updateStaffMember(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, removeStaffMember, (context) =>
    people.removeStaffMember(deps, callerOf(context), context.params),
  );

  registerEndpoint(app, listEventItos, (context) =>
    people.listItos(deps, callerOf(context), context.params.id, context.query, linksOf(context)),
  );
  registerEndpoint(app, listItoCandidates, (context) =>
    people.listItoCandidates(deps, callerOf(context), context.params.id, context.query, linksOf(context)),
  );
  registerEndpoint(app, assignIto, (context) =>
    people.assignIto(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, updateItoAssignment, (context) =>
    people.updateItoAssignment(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, removeItoAssignment, (context) =>
    people.removeItoAssignment(deps, callerOf(context), context.params),
  );

  registerEndpoint(app, listFederationQuotas, (context) =>
    nf.listFederationQuotas(db, callerOf(context), context.params),
  );
  registerEndpoint(app, setFederationQuotas, (context) =>
    nf.setFederationQuotas(db, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, listNfManagement, (context) =>
    nf.listNfManagement(deps, callerOf(context), context.params.id, context.query, linksOf(context)),
  );
  registerEndpoint(app, getNfManagement, (context) =>
    nf.getNfManagement(db, callerOf(context), context.params),
  );

  registerEndpoint(app, listMyEvents, (context) =>
    userEvents.listMyEvents(deps, callerOf(context), context.query, linksOf(context)),
  );
  registerEndpoint(app, listUserEvents, (context) =>
    userEvents.listUserEvents(
      deps,
      callerOf(context),
      context.params.userId,
      context.query,
      linksOf(context),
    ),
  );
}
