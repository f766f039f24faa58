// The state of /users that lives in the URL query (tab, filters, ordering, page), so a view can be shared
// and survives a reload: read from and written to URLSearchParams, and turned into each list's query.
import { type Gender, genders } from '@portal/contract/constants';
import {
  type ExportList,
  type ExportUsersBody,
  USER_ORDERINGS,
} from '@portal/contract/endpoints/user-management';
import { type Permission, permissions, type RoleType, roleTypes } from '@portal/contract/roles';

export const USER_TABS = ['all', 'pending', 'pending-wsk', 'staff-candidates'] as const;
export type UserTab = (typeof USER_TABS)[number];
export const DEFAULT_TAB: UserTab = 'all';

export const TAB_LABELS: Readonly<Record<UserTab, string>> = {
  all: 'All',
  pending: 'Pending approval',
  'pending-wsk': 'Pending WSK',
  'staff-candidates': 'Staff candidates',
};

/** The export's name for the list each tab shows. */
export const TAB_EXPORT_LIST: Readonly<Record<UserTab, ExportList>> = {
  all: 'all',
  pending: 'not_approved',
  'pending-wsk': 'not_approved_wsk',
  'staff-candidates': 'staff_candidates',
};

export type UserOrdering = (typeof USER_ORDERINGS)[number];

export interface UserFilters {
  readonly search?: string;
  readonly role?: RoleType;
  readonly permission?: Permission;
  readonly federation?: number;
  readonly sport?: number;
  readonly gender?: Gender;
  readonly registration_completed?: boolean;
  readonly is_valid_for_event?: boolean;
  readonly has_passport?: boolean;
  readonly has_anti_doping?: boolean;
  readonly ordering?: UserOrdering;
}
export type FilterKey = keyof UserFilters;

export const BOOLEAN_FILTERS = [
  'registration_completed',
  'is_valid_for_event',
  'has_passport',
  'has_anti_doping',
] as const satisfies readonly FilterKey[];
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

export interface UsersView {
  readonly tab: UserTab;
  readonly page: number;
  readonly filters: UserFilters;
}

/** The filters each list's endpoint accepts; the others are kept in the URL but not sent. */
export const TAB_FILTERS: Readonly<Record<UserTab, readonly FilterKey[]>> = {
  all: [
    'search',
    'role',
    'permission',
    'federation',
    'sport',
    'gender',
    'registration_completed',
    'is_valid_for_event',
    'has_passport',
    'has_anti_doping',
    'ordering',
  ],
  pending: ['search', 'role'],
  'pending-wsk': ['search', 'role'],
  'staff-candidates': ['search', 'is_valid_for_event'],
};

const FILTER_KEYS: readonly FilterKey[] = TAB_FILTERS.all;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
};

const bool = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** The view a URL query describes; unknown or malformed values are ignored (a hand-edited link still opens). */
export function readUsersView(params: URLSearchParams): UsersView {
  const search = params.get('search')?.trim();
  const filters: Record<string, unknown> = {
    search: search ? search.slice(0, 100) : undefined,
    role: oneOf(roleTypes, params.get('role')),
    permission: oneOf(permissions, params.get('permission')),
    federation: positiveInt(params.get('federation')),
    sport: positiveInt(params.get('sport')),
    gender: oneOf(genders, params.get('gender')),
    ordering: oneOf(USER_ORDERINGS, params.get('ordering')),
  };
  for (const key of BOOLEAN_FILTERS) filters[key] = bool(params.get(key));
  return {
    tab: oneOf(USER_TABS, params.get('tab')) ?? DEFAULT_TAB,
    page: positiveInt(params.get('page')) ?? 1,
    filters: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as UserFilters,
  };
}

/** The URL query of a view; defaults (the All tab, page 1) are left out so plain /users stays plain. */
export function writeUsersView(view: UsersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_TAB) params.set('tab', view.tab);
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter changed (undefined clears it): back to the first page, whose results the user has not seen. */
export function withFilter<K extends FilterKey>(view: UsersView, key: K, value: UserFilters[K]): UsersView {
  const filters: Record<string, unknown> = { ...view.filters, [key]: value };
  if (value === undefined || value === '') delete filters[key];
  return { ...view, page: 1, filters: filters as UserFilters };
}

export function withTab(view: UsersView, tab: UserTab): UsersView {
  return { ...view, tab, page: 1 };
}

export function withPage(view: UsersView, page: number): UsersView {
  return { ...view, page };
}

/** Clears every filter but keeps the tab and the ordering (ordering is not a filter of the results). */
export function withoutFilters(view: UsersView): UsersView {
  return {
    tab: view.tab,
    page: 1,
    filters: view.filters.ordering ? { ordering: view.filters.ordering } : {},
  };
}

/** The filters the tab's list uses. */
export function tabFilters(tab: UserTab, filters: UserFilters): UserFilters {
  const used: Record<string, unknown> = {};
  for (const key of TAB_FILTERS[tab]) if (filters[key] !== undefined) used[key] = filters[key];
  return used as UserFilters;
}

/** Whether the tab's list is narrowed by a filter (the ordering does not narrow). */
export function hasActiveFilters(tab: UserTab, filters: UserFilters): boolean {
  return Object.keys(tabFilters(tab, filters)).some((key) => key !== 'ordering');
}

export const PAGE_SIZE = 20;

/** The query of a list call: the tab's filters, booleans as 'true'/'false' as the query schemas read them. */
export type ListQuery = { page: number; page_size: number } & Omit<UserFilters, BooleanFilter> &
  Partial<Record<BooleanFilter, 'true' | 'false'>>;

export function listQuery(view: UsersView): ListQuery {
  const query: Record<string, unknown> = { page: view.page, page_size: PAGE_SIZE };
  for (const [key, value] of Object.entries(tabFilters(view.tab, view.filters))) {
    query[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return query as ListQuery;
}

/** The body of an export of the view: its tab and filters as JSON (booleans stay booleans), no page. */
export function exportBody(view: UsersView, format: ExportUsersBody['format']): ExportUsersBody {
  return { format, list: TAB_EXPORT_LIST[view.tab], ...tabFilters(view.tab, view.filters) };
}
