// Marathon teams as event registration needs them (decision 017, "Teams"): the signed-in user's teams
// (§7 `teams/my/`); the first is their team-admin team. The marathon-teams issue adds the rest.
import type { Team } from '@portal/contract/team';
import type { AccessClaims } from '../../platform/auth/tokens';
import { fullName } from '../events/people-service';
import type { EventReadDeps } from '../events/service';
import { listTeamsOfAdmin } from './queries';

/** The teams the caller administers, oldest first; empty for everyone else. */
export async function listMyTeams(deps: Pick<EventReadDeps, 'db'>, caller: AccessClaims): Promise<Team[]> {
  const rows = await listTeamsOfAdmin(deps.db, { userId: caller.userId });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country_code: row.countryCode,
    administrator:
      row.administrator === null
        ? null
        : { id: row.administrator.id, full_name: fullName(row.administrator) },
    roster_size: row.rosterSize,
  }));
}
