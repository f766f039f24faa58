// Small display helpers of the event screens (§9: dates DD/MM/YYYY).
import { genderDisplay } from '@portal/contract/constants';
import type { EventCategory } from '@portal/contract/event';
import { formatDate } from '../../../shared/format/date';

/** '01/07/2026 – 05/07/2026', or one day when the event lasts one. */
export function formatEventDates(event: { readonly starts_on: string; readonly ends_on: string }): string {
  const start = formatDate(event.starts_on);
  return event.starts_on === event.ends_on ? start : `${start} – ${formatDate(event.ends_on)}`;
}

/** 'Rome, Italy', leaving out what is missing. */
export function formatPlace(...parts: readonly (string | null | undefined)[]): string {
  const present = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(', ') : '-';
}

const AGE_GROUP_LABELS: Readonly<Record<string, string>> = { adult: 'Adults', minor: 'Minors' };

/** 'Junior women · Female · Minors', leaving out what the category does not restrict. */
export function categoryText(category: EventCategory): string {
  const ageGroup = category.age_group ? (AGE_GROUP_LABELS[category.age_group] ?? category.age_group) : null;
  return [category.name, category.gender ? genderDisplay(category.gender) : null, ageGroup]
    .filter(Boolean)
    .join(' · ');
}
