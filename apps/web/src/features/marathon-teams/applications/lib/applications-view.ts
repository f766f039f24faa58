// What WSK's review list shows, read from and written to the address (?status=, country, search, page), so a
// reload, the back button and a shared link keep the filters and the page. The status defaults to
// submitted (the applications waiting for review); `status=all` shows every status.
import type { TeamApplicationsQuery } from '@portal/contract/endpoints/team-applications';
import { TEAM_APPLICATION_STATUSES, type TeamApplicationStatus } from '@portal/contract/team-application';

export const APPLICATIONS_PAGE_SIZE = 20;
export const DEFAULT_STATUS: TeamApplicationStatus = 'submitted';
export const ALL_STATUSES = 'all';

export interface ApplicationsView {
  /** Undefined: every status. */
  readonly status: TeamApplicationStatus | undefined;
  readonly country?: string;
  readonly search?: string;
  readonly page: number;
}

export function readApplicationsView(params: URLSearchParams): ApplicationsView {
  const rawStatus = params.get('status');
  const status =
    rawStatus === ALL_STATUSES
      ? undefined
      : (TEAM_APPLICATION_STATUSES.find((candidate) => candidate === rawStatus) ?? DEFAULT_STATUS);
  const rawCountry = params.get('country')?.toUpperCase();
  const country = rawCountry && /^[A-Z]{2}$/.test(rawCountry) ? rawCountry : undefined;
  const search = params.get('search')?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return { status, page, ...(country ? { country } : {}), ...(search ? { search } : {}) };
}

/** The address of a view; the default status and page 1 are left out. */
export function applicationsViewParams(view: ApplicationsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status === undefined) params.set('status', ALL_STATUSES);
  else if (view.status !== DEFAULT_STATUS) params.set('status', view.status);
  if (view.country) params.set('country', view.country);
  if (view.search) params.set('search', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter change starts again at page 1; a page change keeps the filters. */
export function changeApplicationsView(
  view: ApplicationsView,
  change: Partial<ApplicationsView>,
): ApplicationsView {
  return readApplicationsView(applicationsViewParams({ ...view, page: 1, ...change }));
}

/** The list call's query for a view. */
export function applicationsQuery(view: ApplicationsView): TeamApplicationsQuery {
  return {
    page: view.page,
    page_size: APPLICATIONS_PAGE_SIZE,
    ...(view.status ? { status: view.status } : {}),
    ...(view.country ? { country: view.country } : {}),
    ...(view.search ? { search: view.search } : {}),
  };
}
