// The signed-in user's team-admin team (spec §3: the first of their teams), or null when they administer
// none, are signed out, or the load failed (§8 silent failure). `update_user_roster_team` (§8) asks again.
// `done` is the team request's flag of §4: false while it loads, true afterwards, even after an error.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { Team } from '@portal/contract/team';
import { useQuery } from '@tanstack/react-query';
import { tokenManager } from '../auth/token-manager';
import { useAppEvent } from '../events/use-app-event';
import { getMyTeamsQueryOptions } from './get-my-teams';

export interface TeamAdminTeam {
  readonly team: Team | null;
  /** True until the teams are known (only while signed in). */
  readonly isPending: boolean;
  /** The team request's done flag (§4): false while loading, true afterwards, even on error. */
  readonly done: boolean;
}

export function useTeamAdminTeam(): TeamAdminTeam {
  const signedIn = tokenManager.hasTokens();
  const teams = useQuery({ ...getMyTeamsQueryOptions(), enabled: signedIn });
  useAppEvent(APP_EVENTS.UPDATE_USER_ROSTER_TEAM, () => {
    if (signedIn) void teams.refetch({ cancelRefetch: false });
  });
  const isPending = signedIn && teams.isPending && !teams.isError;
  return { team: teams.data?.[0] ?? null, isPending, done: !isPending };
}
