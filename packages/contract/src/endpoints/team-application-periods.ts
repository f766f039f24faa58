// The team application period open today (decision 019): a public start-up load of every page (spec §7).
// Its own module, re-exported by team-applications.ts, so the browser loads it without the schemas of the
// other team-application endpoints.
import { defineEndpoint } from '../http';
import { teamApplicationPeriodSchema } from '../team-application-period';

export const getCurrentTeamApplicationPeriod = defineEndpoint({
  name: 'getCurrentTeamApplicationPeriod',
  method: 'GET',
  // Under TEAMS_BASE of ./teams, spelt out so that this module does not load the teams schemas.
  path: '/api/client/teams/team-application-periods/now/',
  access: { auth: 'public' },
  summary:
    'The team application period open today; its `id` is null when none is open (teams cannot apply). A start-up load.',
  tags: ['teams'],
  response: teamApplicationPeriodSchema,
});
