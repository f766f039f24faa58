// The query keys of the team application calls: the review list (per query) and one application, under one
// root so a decision or a withdrawal refreshes both.
import type { TeamApplicationsQuery } from '@portal/contract/endpoints/team-applications';

export const TEAM_APPLICATIONS_KEY = ['team-applications'] as const;

export const teamApplicationsListKey = (query: TeamApplicationsQuery) =>
  [...TEAM_APPLICATIONS_KEY, 'list', query] as const;

export const teamApplicationKey = (id: number) => [...TEAM_APPLICATIONS_KEY, 'detail', id] as const;
