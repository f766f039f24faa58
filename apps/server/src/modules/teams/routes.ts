// Marathon teams (decision 017, "Teams"): the signed-in user's teams. Team registrations for an event sport
// live with the other registrations (participants/team-routes.ts).
import { getMyTeams } from '@portal/contract/endpoints/teams';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { EventReadDeps } from '../events/service';
import { listMyTeams } from './service';

export async function teamsModule(app: FastifyInstance, deps: EventReadDeps): Promise<void> {
  registerEndpoint(app, getMyTeams, (context) => listMyTeams(deps, callerOf(context)));
}
