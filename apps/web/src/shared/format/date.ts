// Date display of spec §9 (DD/MM/YYYY) for the API's dates (YYYY-MM-DD) and timestamps (ISO 8601).
import { DATE_DISPLAY_FORMAT } from '@portal/contract/constants';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMPTY = '-';

const pad = (value: number) => String(value).padStart(2, '0');

function fromParts(year: number, month: number, day: number): string {
  return DATE_DISPLAY_FORMAT.replace('YYYY', String(year).padStart(4, '0'))
    .replace('MM', pad(month))
    .replace('DD', pad(day));
}

/**
 * A calendar date ('2026-03-01') is shown as written: going through Date would read it as UTC midnight
 * and show the day before west of Greenwich. A timestamp is an instant and shows the local day.
 * Missing or unreadable values show `empty` (a dash by default, as other missing values in lists).
 */
export function formatDate(value: string | Date | null | undefined, empty: string = EMPTY): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) {
      const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
      // Date.UTC rolls 2026-02-30 over into March; a date that does not round-trip does not exist.
      const check = new Date(Date.UTC(year, month - 1, day));
      return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
        ? fromParts(year, month, day)
        : empty;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return empty;
  return fromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
}
