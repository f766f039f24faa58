// Marathon teams (decisions 017 and 019) under /api/client/teams/: the teams (`teams/`: mine, the list and
// page, changes, logo, ban, the season's paid teams) and their rosters (`team-roster/`). Access comes from
// the contract; the team's administrator and WSK scope and the rules from service.ts and roster.ts. Team
// registrations for an event sport live with the other registrations (participants/team-routes.ts).
import {
  addRosterEntry,
  changeRosterStatus,
  listMyRoster,
  listRoster,
  listRosterByUser,
  listRosterCandidates,
  removeRosterEntry,
} from '@portal/contract/endpoints/team-roster';
import {
  banTeam,
  getMyTeams,
  getTeam,
  listActivePaidTeams,
  listTeams,
  presignTeamLogo,
  unbanTeam,
  updateTeam,
} from '@portal/contract/endpoints/teams';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { FileStorage } from '../../platform/storage/storage';
import * as roster from './roster';
import * as teams from './service';

export interface TeamsDeps {
  readonly db: Database;
  readonly config: Config;
  readonly storage: FileStorage;
}

export async function teamsModule(app: FastifyInstance, deps: TeamsDeps): Promise<void> {
  const linksOf = (context: { readonly request: { readonly url: string } }) => ({
    requestUrl: context.request.url,
  });
  registerEndpoint(app, getMyTeams, (context) => teams.listMyTeams(deps, callerOf(context)));
  registerEndpoint(app, listTeams, (context) => teams.listTeams(deps, context.query, linksOf(context)));
  registerEndpoint(app, listActivePaidTeams, () => teams.listActivePaidTeams(deps));
  registerEndpoint(app, getTeam, (context) => teams.getTeam(deps, callerOf(context), context.params.id));
  registerEndpoint(app, updateTeam, (context) =>
    teams.updateTeam(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, presignTeamLogo, (context) =>
    teams.presignTeamLogo(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, banTeam, (context) =>
    teams.banTeam(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, unbanTeam, (context) => teams.unbanTeam(deps, callerOf(context), context.params.id));

  registerEndpoint(app, addRosterEntry, (context) =>
    roster.addRosterEntry(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, listRoster, (context) =>
    roster.listRoster(deps, callerOf(context), context.query, linksOf(context)),
  );
  registerEndpoint(app, listMyRoster, (context) =>
    roster.listMyRoster(deps, callerOf(context), context.query),
  );
  registerEndpoint(app, listRosterByUser, (context) =>
    roster.listRosterByUser(deps, callerOf(context), context.query.user),
  );
  registerEndpoint(app, listRosterCandidates, (context) =>
    roster.listRosterCandidates(deps, callerOf(context), context.query, linksOf(context)),
  );
  registerEndpoint(app, changeRosterStatus, (context) =>
    roster.changeRosterStatus(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, removeRosterEntry, (context) =>
    roster.removeRosterEntry(deps, callerOf(context), context.params.id),
  );
}
