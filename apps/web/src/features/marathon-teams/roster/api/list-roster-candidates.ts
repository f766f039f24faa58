// `GET client/teams/team-roster/candidates/`: approved athletes a team may add, by name or e-mail (at least
// two characters), each saying whether they are on the roster already.
import { listRosterCandidates } from '@portal/contract/endpoints/team-roster';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from '../../teams/api/teams-key';

/** The shortest search the server takes. */
export const MIN_CANDIDATE_SEARCH = 2;

export const listRosterCandidatesQueryOptions = (teamId: number, search: string) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'candidates', teamId, search],
    queryFn: ({ signal }) =>
      apiRequest(listRosterCandidates, { query: { team: teamId, search, page_size: 20 }, signal }),
    enabled: search.trim().length >= MIN_CANDIDATE_SEARCH,
    placeholderData: keepPreviousData,
  });
