// The jersey numbers a roster's pending and accepted places wear: what a new place may not take (§5). A
// roster holds at most one place per number (100), so one full page of each status is all of them.
import { listRoster } from '@portal/contract/endpoints/team-roster';
import { MAX_PAGE_SIZE } from '@portal/contract/http';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from '../../teams/api/teams-key';

export const listUsedJerseyNumbersQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'roster', 'used-numbers', teamId],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        (['pending', 'accepted'] as const).map((status) =>
          apiRequest(listRoster, { query: { team: teamId, status, page_size: MAX_PAGE_SIZE }, signal }),
        ),
      );
      return pages
        .flatMap((page) => page.results)
        .map((entry) => entry.jersey_number)
        .filter((number): number is number => number !== null);
    },
  });
