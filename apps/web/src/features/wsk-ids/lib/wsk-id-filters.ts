// The list's filters as the address keeps them (`/wyldata-db?status=…&search=…&ordering=…&page=…`), so a
// filtered page can be reloaded, shared and left with the back button. Unknown or malformed values are
// dropped rather than sent to the server, which would refuse them.
import { type WskIdStatus, wskIdStatuses } from '@portal/contract/constants';
import { WSK_ID_ORDERINGS, type WskIdsQuery } from '@portal/contract/endpoints/wsk-ids';

export type WskIdOrdering = (typeof WSK_ID_ORDERINGS)[number];

export const WSK_IDS_PAGE_SIZE = 20;
/** The server's order when none is asked for. */
export const DEFAULT_ORDERING: WskIdOrdering = 'last_name';

export interface WskIdFilters {
  readonly status: WskIdStatus | null;
  /** Trimmed; empty for none. */
  readonly search: string;
  readonly ordering: WskIdOrdering;
  readonly page: number;
}

export const DEFAULT_FILTERS: WskIdFilters = {
  status: null,
  search: '',
  ordering: DEFAULT_ORDERING,
  page: 1,
};

const isStatus = (value: string | null): value is WskIdStatus =>
  value !== null && (wskIdStatuses as readonly string[]).includes(value);

const isOrdering = (value: string | null): value is WskIdOrdering =>
  value !== null && (WSK_ID_ORDERINGS as readonly string[]).includes(value);

export function filtersFromSearchParams(params: URLSearchParams): WskIdFilters {
  const status = params.get('status');
  const ordering = params.get('ordering');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    ordering: isOrdering(ordering) ? ordering : DEFAULT_ORDERING,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Defaults are left out, so the plain screen has a plain address. */
export function filtersToSearchParams(filters: WskIdFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.ordering !== DEFAULT_ORDERING) params.set('ordering', filters.ordering);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What `listWskIds` is asked for these filters. */
export function filtersToQuery(filters: WskIdFilters): WskIdsQuery {
  return {
    page: filters.page,
    page_size: WSK_IDS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ordering: filters.ordering,
  };
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function hasActiveFilters(filters: WskIdFilters): boolean {
  return filters.status !== null || filters.search !== '';
}

/**
 * The filters after a change: changing what is listed goes back to the first page; changing only the page
 * keeps the rest.
 */
export function changeFilters(filters: WskIdFilters, change: Partial<WskIdFilters>): WskIdFilters {
  const next = { ...filters, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}
