// `GET client/events/{id}/sports/{sportId}/teams/{teamId}/registration/`: a team's places for an event sport
// (per team kind its quota and use), the jersey range and the numbers its registrations wear, and whether
// the caller may register (the team's administrator, WSK administrators).
import { getTeamRegistration } from '@portal/contract/endpoints/teams';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventSportRegistrationKey } from './list-event-sport-participants';
import { retryUnlessRefused } from './list-nf-management';

/** Everything of a team's registration for an event sport: what a jersey reload asks again. */
export const teamRegistrationKey = (id: number, sportId: number, teamId: number) =>
  [...eventSportRegistrationKey(id, sportId), 'teams', teamId] as const;

export const getTeamRegistrationQueryOptions = (id: number, sportId: number, teamId: number) =>
  queryOptions({
    queryKey: [...teamRegistrationKey(id, sportId, teamId), 'summary'],
    queryFn: ({ signal }) => apiRequest(getTeamRegistration, { params: { id, sportId, teamId }, signal }),
    retry: retryUnlessRefused,
  });
