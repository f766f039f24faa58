// The /marathon-teams view held in the URL query (search, country, ban, paid, page), so a filtered list
// can be shared and survives a reload.
import type { TeamsQuery } from '@portal/contract/endpoints/teams';

export const TEAMS_PAGE_SIZE = 20;

export type YesNo = 'true' | 'false';

export interface TeamsView {
  readonly page: number;
  readonly search?: string;
  readonly country?: string;
  readonly banned?: YesNo;
  readonly active_paid?: YesNo;
}

export type TeamsFilterKey = Exclude<keyof TeamsView, 'page'>;

const yesNo = (value: string | null): YesNo | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

export function readTeamsView(params: URLSearchParams): TeamsView {
  const page = Number(params.get('page'));
  const country = params.get('country');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search')?.trim() || undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    banned: yesNo(params.get('banned')),
    active_paid: yesNo(params.get('active_paid')),
  };
}

export function writeTeamsView(view: TeamsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'country', 'banned', 'active_paid'] as const) {
    const value = view[key];
    if (value !== undefined) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter changed: back to the first page. */
export function withFilter(view: TeamsView, key: TeamsFilterKey, value: string | undefined): TeamsView {
  return { ...view, [key]: value, page: 1 };
}

export function hasActiveFilters(view: TeamsView): boolean {
  return [view.search, view.country, view.banned, view.active_paid].some((value) => value !== undefined);
}

/** The `teams/` query of a view. */
export function teamsQuery(view: TeamsView): TeamsQuery {
  const query: TeamsQuery = { page: view.page, page_size: TEAMS_PAGE_SIZE };
  if (view.search) query.search = view.search;
  if (view.country) query.country = view.country;
  if (view.banned) query.banned = view.banned;
  if (view.active_paid) query.active_paid = view.active_paid;
  return query;
}
