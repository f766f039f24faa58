// The query keys of the teams data the app shell loads at start-up (spec §7), and the value it holds after
// a failed period load. Apart from the endpoint modules, so start-up can write its fallbacks (§8) without
// loading them: their code comes only when the load runs.
import type { TeamApplicationPeriod } from '@portal/contract/team-application-period';

export const MY_TEAMS_KEY = ['teams', 'my'] as const;

export const TEAM_APPLICATION_PERIOD_KEY = ['team-application-periods', 'now'] as const;

/** What the app holds when the period could not be loaded (§8: logged only): no open period. */
export const NO_TEAM_APPLICATION_PERIOD: TeamApplicationPeriod = {
  id: null,
  name: null,
  starts_on: null,
  ends_on: null,
};
