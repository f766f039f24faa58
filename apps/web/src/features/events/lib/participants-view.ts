// The Participants tab of an event's NF management in the URL query (`?tab=participants` with its filters
// and page), so a filtered list can be shared and survives a reload: read from and written to
// URLSearchParams, and turned into the list's and the export's queries. Parameters carry the API's names.
import type {
  EventParticipantsQuery,
  ExportEventParticipantsQuery,
} from '@portal/contract/endpoints/participants';
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import {
  PARTICIPANT_KINDS,
  PARTICIPANT_STATUSES,
  type ParticipantKind,
  type ParticipantStatus,
} from '@portal/contract/event';

export const NF_MANAGEMENT_TABS = ['federations', 'participants'] as const;
export type NfManagementTab = (typeof NF_MANAGEMENT_TABS)[number];
export const PARTICIPANTS_TAB: NfManagementTab = 'participants';

export const PARTICIPANTS_PAGE_SIZE = 20;

export interface ParticipantFilters {
  readonly event_sport?: number;
  readonly kind?: ParticipantKind;
  readonly status?: ParticipantStatus;
  readonly federation?: number;
  readonly search?: string;
  /** Only athletes whose account has no WSK id yet; off means everyone, not "matched only". */
  readonly need_wsk_match?: true;
}
export type ParticipantFilterKey = keyof ParticipantFilters;

export interface ParticipantsView {
  readonly page: number;
  readonly filters: ParticipantFilters;
}

const FILTER_KEYS: readonly ParticipantFilterKey[] = [
  'event_sport',
  'kind',
  'status',
  'federation',
  'search',
  'need_wsk_match',
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
};

/** The tab a URL query opens; anything but `participants` is the federations list. */
export function readNfManagementTab(params: URLSearchParams): NfManagementTab {
  return params.get('tab') === PARTICIPANTS_TAB ? PARTICIPANTS_TAB : 'federations';
}

/** The view a URL query describes; unknown or malformed values are ignored (a hand-edited link still opens). */
export function readParticipantsView(params: URLSearchParams): ParticipantsView {
  const search = params.get('search')?.trim();
  const filters: Record<string, unknown> = {
    event_sport: positiveInt(params.get('event_sport')),
    kind: oneOf(PARTICIPANT_KINDS, params.get('kind')),
    status: oneOf(PARTICIPANT_STATUSES, params.get('status')),
    federation: positiveInt(params.get('federation')),
    search: search ? search.slice(0, 100) : undefined,
    need_wsk_match: params.get('need_wsk_match') === 'true' ? true : undefined,
  };
  return {
    page: positiveInt(params.get('page')) ?? 1,
    filters: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as ParticipantFilters,
  };
}

/** The URL query of a view, the tab first; page 1 is left out. */
export function writeParticipantsView(view: ParticipantsView): URLSearchParams {
  const params = new URLSearchParams({ tab: PARTICIPANTS_TAB });
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter changed: back to the first page, as any narrowing does. */
export function withFilter<K extends ParticipantFilterKey>(
  view: ParticipantsView,
  key: K,
  value: ParticipantFilters[K] | undefined,
): ParticipantsView {
  const { [key]: _old, ...rest } = view.filters;
  return { page: 1, filters: value === undefined ? rest : { ...rest, [key]: value } };
}

export const withoutFilters = (): ParticipantsView => ({ page: 1, filters: {} });

export const hasActiveFilters = (filters: ParticipantFilters): boolean => Object.keys(filters).length > 0;

function filterQuery(filters: ParticipantFilters) {
  const { need_wsk_match, ...rest } = filters;
  return { ...rest, ...(need_wsk_match ? { need_wsk_match: 'true' as const } : {}) };
}

export function participantsListQuery(view: ParticipantsView): EventParticipantsQuery {
  return { ...filterQuery(view.filters), page: view.page, page_size: PARTICIPANTS_PAGE_SIZE };
}

/** The export of what the list shows: its filters, every page. */
export function participantsExportQuery(
  view: ParticipantsView,
  format: ExportFormat,
): ExportEventParticipantsQuery {
  return { ...filterQuery(view.filters), format };
}
