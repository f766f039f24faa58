// When a payment or refund was made or decided, as the WSK screens show it: the day as everywhere (§9) and
// the local time, since several can happen on one day.
import { formatDate } from '../../../shared/format/date';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function formatWhen(value: string | null): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${formatDate(value)} ${time.format(date)}`;
}

/** "Confirmed by Name on DD/MM/YYYY HH:MM" ("Confirmed on …" when nobody is named), or null before it happened. */
export function actedBy(
  verb: string,
  by: { readonly full_name: string } | null,
  when: string | null,
): string | null {
  if (!when) return null;
  return by ? `${verb} by ${by.full_name} on ${formatWhen(when)}` : `${verb} on ${formatWhen(when)}`;
}
