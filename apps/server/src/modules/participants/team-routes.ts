// Team registrations under /api/client/events/{id}/sports/{sportId}/teams/{teamId}/ (decision 017,
// "Teams"): the team's places, its candidates, its registrations and their list. Access comes from the
// contract; the team's administrator and WSK scope and the rules from team-service.ts.
import {
  getTeamRegistration,
  listTeamParticipants,
  listTeamRegistrationCandidates,
  registerTeamParticipant,
} from '@portal/contract/endpoints/teams';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { EventReadDeps } from '../events/service';
import * as teams from './team-service';

export function teamRegistrationRoutes(app: FastifyInstance, deps: EventReadDeps): void {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });
  registerEndpoint(app, getTeamRegistration, (context) =>
    teams.getTeamRegistration(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, listTeamRegistrationCandidates, (context) =>
    teams.listTeamCandidates(deps, callerOf(context), context.params, context.query, linksOf(context)),
  );
  registerEndpoint(app, registerTeamParticipant, (context) =>
    teams.registerTeamParticipant(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, listTeamParticipants, (context) =>
    teams.listTeamParticipants(deps, callerOf(context), context.params, context.query, linksOf(context)),
  );
}
