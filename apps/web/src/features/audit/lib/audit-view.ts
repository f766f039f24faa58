// The /audit-log view held in the URL query (filters and page), so a search can be shared and survives a
// reload, and the one-line summary of an entry's change.
import {
  AUDIT_ACTION_PATTERN,
  type AuditEvent,
  type AuditEventsQuery,
} from '@portal/contract/endpoints/audit';
import { formatDate } from '../../../shared/format/date';

export const AUDIT_PAGE_SIZE = 25;

export const AUDIT_FILTER_KEYS = ['action', 'actor_search', 'target', 'date_from', 'date_to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;

export interface AuditView {
  readonly filters: AuditFilters;
  readonly page: number;
}

export function readAuditView(params: URLSearchParams): AuditView {
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function writeAuditView(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** An action the server accepts: exact (`user.approve_nf`) or a prefix ending in a dot (`user.`). */
export const isValidActionFilter = (value: string) => AUDIT_ACTION_PATTERN.test(value);

/** The request of a view; an action the server would refuse is left out (the field shows why). */
export function auditQueryOf(view: AuditView): AuditEventsQuery {
  const { action, actor_search, target, date_from, date_to } = view.filters;
  const targetId = target && /^\d+$/.test(target) ? Number(target) : undefined;
  // A range that ends before it starts is shown on the field and not sent.
  const range = date_from && date_to && date_from > date_to ? {} : { date_from, date_to };
  return {
    page: view.page,
    page_size: AUDIT_PAGE_SIZE,
    ...(action && isValidActionFilter(action) && { action }),
    ...(actor_search && { actor_search }),
    ...(targetId !== undefined && { target: targetId }),
    ...(range.date_from && { date_from: range.date_from }),
    ...(range.date_to && { date_to: range.date_to }),
  };
}

export const hasAuditFilters = (filters: AuditFilters) => Object.values(filters).some(Boolean);

/** Common actions and prefixes offered in the action field; any other action can be typed. */
export const AUDIT_ACTION_SUGGESTIONS = [
  'user.',
  'user.approve_federation',
  'user.approve_wsk',
  'user.approve_nf',
  'user.approve_ito',
  'user.decline_federation',
  'user.decline_wsk',
  'user.decline_nf',
  'user.decline_ito',
  'user.delete',
  'user.invite_',
  'order.',
  'order.discount',
  'order_payment.',
  'order_payment.confirm',
  'order_payment.decline',
  'refund.',
  'team.',
  'team.ban',
  'event.',
] as const;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changed, as `key: before → after` for each key whose value differs (objects), or `before → after`
 * (plain values); null when the entry has no before and after.
 */
export function changeSummary(entry: Pick<AuditEvent, 'before' | 'after'>): string[] | null {
  const { before, after } = entry;
  if ((before === null || before === undefined) && (after === null || after === undefined)) return null;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    const same = (key: string) => JSON.stringify(was[key] ?? null) === JSON.stringify(now[key] ?? null);
    const changed = keys.filter((key) => !same(key));
    return changed.map((key) => `${key.replaceAll('_', ' ')}: ${show(was[key])} → ${show(now[key])}`);
  }
  return [`${show(before)} → ${show(after)}`];
}

/** The day as §9 shows dates, and the time to the second, in the browser's time zone (an instant). */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
