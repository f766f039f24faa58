// How the card and the check show their facts: dates as §9 writes them (DD/MM/YYYY), the role with what
// the person does, the federation with its code.
import type { FederationRef } from '@portal/contract/user';
import { formatDate } from '../../../shared/format/date';

/** "01/07/2026 – 05/07/2026", or one date for a one-day event. */
export function eventDates(startsOn: string, endsOn: string): string {
  const start = formatDate(startsOn);
  const end = formatDate(endsOn);
  return start === end ? start : `${start} – ${end}`;
}

/** "National technical official · Coach": the role's label and, for officials, their function. */
export function roleLine(label: string, fn: string | null): string {
  const role = fn?.trim();
  return role ? `${label} · ${role}` : label;
}

/** "Italy (ITA)". */
export function federationLine(federation: FederationRef): string {
  return federation.code ? `${federation.name} (${federation.code})` : federation.name;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "14:05:09, 02/07/2026" in the device's time: the guard reads it at the gate. */
export function checkTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return formatDate(value);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${time}, ${formatDate(date)}`;
}
