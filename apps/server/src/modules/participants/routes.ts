// Event registration under /api/client/events/{id}/ (decision 017): candidates, a federation's use of its
// quotas, registrations by NF and WSK staff and by athletes themselves, an event sport's participants, one
// participant, withdrawals, approvals and rejections, pre-seed results, and who collects a federation's
// credentials. Access comes from the contract; scope and rules
// from the service.
import {
  approveParticipant,
  getCredentialsPickup,
  getFederationRegistration,
  getParticipant,
  getSelfRegistration,
  listEventSportParticipants,
  listRegistrationCandidates,
  registerParticipant,
  registerSelf,
  rejectParticipant,
  setCredentialsPickup,
  updatePreSeed,
  withdrawParticipant,
} from '@portal/contract/endpoints/participants';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { EventReadDeps } from '../events/service';
import * as pickups from './pickup-service';
import { roleRegistrationRoutes } from './role-routes';
import * as participants from './service';
import { teamRegistrationRoutes } from './team-routes';

export async function participantsModule(app: FastifyInstance, deps: EventReadDeps) {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });

  registerEndpoint(app, listRegistrationCandidates, (context) =>
    participants.listCandidates(deps, callerOf(context), context.params, context.query, linksOf(context)),
  );
  registerEndpoint(app, getFederationRegistration, (context) =>
    participants.getFederationRegistration(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, registerParticipant, (context) =>
    participants.registerParticipant(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, listEventSportParticipants, (context) =>
    participants.listParticipants(deps, callerOf(context), context.params, context.query, linksOf(context)),
  );
  registerEndpoint(app, getSelfRegistration, (context) =>
    participants.getSelfRegistration(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, registerSelf, (context) =>
    participants.registerSelf(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, getParticipant, (context) =>
    participants.getParticipant(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, withdrawParticipant, (context) =>
    participants.withdrawParticipant(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, approveParticipant, (context) =>
    participants.approveParticipant(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, rejectParticipant, (context) =>
    participants.rejectParticipant(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, updatePreSeed, (context) =>
    participants.updatePreSeed(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, getCredentialsPickup, (context) =>
    pickups.getCredentialsPickup(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, setCredentialsPickup, (context) =>
    pickups.setCredentialsPickup(deps, callerOf(context), context.params, context.body),
  );
  roleRegistrationRoutes(app, deps);
  teamRegistrationRoutes(app, deps);
}
