// The state of /events/all that lives in the URL query (search, sport, country, dates, status, ordering,
// page), so a filtered list can be shared and survives a reload: read from and written to URLSearchParams,
// and turned into the list call's query.
import { EVENT_ORDERINGS, type EventsQuery } from '@portal/contract/endpoints/events';
import { EVENT_STATUSES, type EventStatus } from '@portal/contract/event';

export type EventOrdering = (typeof EVENT_ORDERINGS)[number];

export interface EventFilters {
  readonly search?: string;
  readonly sport?: number;
  readonly country?: number;
  /** Events ending on or after this day (YYYY-MM-DD). */
  readonly from?: string;
  /** Events starting on or before this day (YYYY-MM-DD). */
  readonly to?: string;
  /** WSK staff only; dropped for everyone else. */
  readonly status?: EventStatus;
  readonly ordering?: EventOrdering;
}
export type EventFilterKey = keyof EventFilters;

export interface EventsView {
  readonly page: number;
  readonly filters: EventFilters;
}

export const EVENTS_PAGE_SIZE = 12;

const FILTER_KEYS: readonly EventFilterKey[] = [
  'search',
  'sport',
  'country',
  'from',
  'to',
  'status',
  'ordering',
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
};

const isoDay = (value: string | null): string | undefined =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : undefined;

/** The view a URL query describes; unknown or malformed values are ignored (a hand-edited link still opens). */
export function readEventsView(params: URLSearchParams): EventsView {
  const search = params.get('search')?.trim();
  const filters: Record<string, unknown> = {
    search: search ? search.slice(0, 100) : undefined,
    sport: positiveInt(params.get('sport')),
    country: positiveInt(params.get('country')),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    status: oneOf(EVENT_STATUSES, params.get('status')),
    ordering: oneOf(EVENT_ORDERINGS, params.get('ordering')),
  };
  return {
    page: positiveInt(params.get('page')) ?? 1,
    filters: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as EventFilters,
  };
}

/** The URL query of a view; page 1 is left out so plain /events/all stays plain. */
export function writeEventsView(view: EventsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter changed (undefined clears it): back to the first page, whose results the user has not seen. */
export function withFilter<K extends EventFilterKey>(
  view: EventsView,
  key: K,
  value: EventFilters[K],
): EventsView {
  const filters: Record<string, unknown> = { ...view.filters, [key]: value };
  if (value === undefined || value === '') delete filters[key];
  return { page: 1, filters: filters as EventFilters };
}

export function withPage(view: EventsView, page: number): EventsView {
  return { ...view, page };
}

/** Clears every filter but keeps the ordering (it does not narrow the results). */
export function withoutFilters(view: EventsView): EventsView {
  return { page: 1, filters: view.filters.ordering ? { ordering: view.filters.ordering } : {} };
}

export function hasActiveFilters(filters: EventFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'ordering');
}

/** The list call's query. The status filter is sent for WSK staff only (the server ignores it for others). */
export function eventsQuery(view: EventsView, seesStatus: boolean): EventsQuery {
  const { status, ...rest } = view.filters;
  return {
    page: view.page,
    page_size: EVENTS_PAGE_SIZE,
    ...rest,
    ...(seesStatus && status ? { status } : {}),
  };
}
