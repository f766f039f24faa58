// The root of every marathon-teams query key (teams, a team, its seasons, rosters, the user's places): one
// invalidation refreshes the screens after a change.
import type { QueryClient } from '@tanstack/react-query';

export const MARATHON_TEAMS_KEY = ['marathon-teams'] as const;

/** After any change to a team or a roster place: every list and page of the feature reloads. */
export function invalidateMarathonTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: MARATHON_TEAMS_KEY });
}
