// WSK's review of team applications (decision 019): the paged list, one application, the decision
// (`change_status/`: approve or reject with a reason) and withdrawing (the applicant or a WSK administrator).
import {
  type ChangeTeamApplicationStatusBody,
  changeTeamApplicationStatus,
  getTeamApplication,
  listTeamApplications,
  type TeamApplicationsQuery,
  withdrawTeamApplication,
} from '@portal/contract/endpoints/team-applications';
import type { TeamApplication } from '@portal/contract/team-application';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { TEAM_APPLICATIONS_KEY, teamApplicationKey, teamApplicationsListKey } from './team-applications-keys';

export const listTeamApplicationsQueryOptions = (query: TeamApplicationsQuery) =>
  queryOptions({
    queryKey: teamApplicationsListKey(query),
    queryFn: ({ signal }) => apiRequest(listTeamApplications, { query, signal }),
    // The page on screen stays (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const getTeamApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teamApplicationKey(id),
    queryFn: ({ signal }) => apiRequest(getTeamApplication, { params: { id }, signal }),
  });

export function useChangeTeamApplicationStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeTeamApplicationStatusBody) =>
      apiRequest(changeTeamApplicationStatus, { params: { id }, body }),
    onSuccess: async (application: TeamApplication) => {
      queryClient.setQueryData(teamApplicationKey(id), application);
      await queryClient.invalidateQueries({ queryKey: [...TEAM_APPLICATIONS_KEY, 'list'] });
    },
  });
}

export function useWithdrawTeamApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(withdrawTeamApplication, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_APPLICATIONS_KEY }),
  });
}
