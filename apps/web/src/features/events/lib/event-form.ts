// The values of the event form and the bodies they make (createEvent, updateEvent), checked with the
// endpoint's own schema so the browser refuses what the server would (STYLE.md).

import {
  type CreateEventBody,
  createEventBodySchema,
  type UpdateEventBody,
} from '@portal/contract/endpoints/events';
import type { CustomSection, Event, EventKind } from '@portal/contract/event';
import { CURRENCIES, type CurrencyCode } from '@portal/contract/payment';
import { type FieldErrors, parseErrors } from '../../../shared/forms/use-contract-form';

export type EventFormValues = {
  name: string;
  kind: string;
  starts_on: string;
  ends_on: string;
  city: string;
  country: string;
  venue: string;
  description: string;
  currency: string;
  time_zone: string;
  show_only_selected_reports: boolean;
};
export type EventFormField = keyof EventFormValues;

const FIELDS: readonly EventFormField[] = [
  'name',
  'kind',
  'starts_on',
  'ends_on',
  'city',
  'country',
  'venue',
  'description',
  'currency',
  'time_zone',
  'show_only_selected_reports',
];

export const fieldOf = (key: string): EventFormField | null =>
  (FIELDS as readonly string[]).includes(key) ? (key as EventFormField) : null;

export const DEFAULT_EVENT_CURRENCY = 'EUR';

/**
 * The currencies the portal charges in (`client/payment/currencies/`, decision 018), by code and name; an
 * event's own code stays offered when it is not among them, so an older event still shows what it has.
 */
export function currencyOptions(current: string): { value: string; label: string }[] {
  const options = CURRENCIES.map((currency) => ({
    value: currency.code,
    label: `${currency.code} (${currency.name})`,
  }));
  return current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

let zones: string[] | null = null;
/** The IANA zones this browser knows (UTC included, which `supportedValuesOf` may leave out). */
export function timeZoneOptions(): string[] {
  if (zones === null) {
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Rome'];
    zones = supported.includes('UTC') ? supported : ['UTC', ...supported];
  }
  return zones;
}

/** The browser's own zone, the likeliest choice for a new event. */
export function defaultTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function emptyEventValues(): EventFormValues {
  return {
    name: '',
    kind: '',
    starts_on: '',
    ends_on: '',
    city: '',
    country: '',
    venue: '',
    description: '',
    currency: DEFAULT_EVENT_CURRENCY,
    time_zone: defaultTimeZone(),
    show_only_selected_reports: true,
  };
}

export function eventValues(event: Event): EventFormValues {
  return {
    name: event.name,
    kind: event.kind,
    starts_on: event.starts_on,
    ends_on: event.ends_on,
    city: event.city,
    country: event.country ? String(event.country.id) : '',
    venue: event.venue,
    description: event.description,
    currency: event.currency,
    time_zone: event.time_zone,
    show_only_selected_reports: event.show_only_selected_reports,
  };
}

/** The body of a new event (the edit sends the same fields, which PATCH accepts as a whole). */
export function eventBody(
  values: EventFormValues,
  sections: readonly SectionDraft[] = [],
): CreateEventBody & UpdateEventBody {
  return {
    name: values.name,
    kind: values.kind as EventKind,
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    city: values.city,
    // NaN fails the schema's "required" like a missing value; the select only offers ids.
    country: values.country ? Number(values.country) : Number.NaN,
    venue: values.venue,
    description: values.description,
    currency: values.currency as CurrencyCode,
    time_zone: values.time_zone,
    show_only_selected_reports: values.show_only_selected_reports,
    custom_sections: sections.map(({ title, body }) => ({ title, body })),
  };
}

export function validateEvent(values: EventFormValues): FieldErrors<EventFormField> {
  return parseErrors(createEventBodySchema.safeParse(eventBody(values)), fieldOf);
}

// Custom sections (§9 flag) ------------------------------------------------------------------------------

/** The most sections an event has: the contract's `custom_sections` array allows 20 (checked there too). */
export const MAX_CUSTOM_SECTIONS = 20;

/** A section being edited; `key` keeps its inputs attached to it while sections move up and down. */
export interface SectionDraft extends CustomSection {
  readonly key: number;
}
export type SectionErrors = { title?: string; body?: string };

let nextSectionKey = 1;
export function sectionDraft(section: CustomSection = { title: '', body: '' }): SectionDraft {
  nextSectionKey += 1;
  return { key: nextSectionKey, title: section.title, body: section.body };
}

/** Moves the section at `index` by `by` places (-1 up, 1 down); out of range changes nothing. */
export function moveSection<T>(sections: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...sections];
  const [moved] = next.splice(index, 1);
  if (moved === undefined || target < 0 || target > sections.length - 1) return [...sections];
  next.splice(target, 0, moved);
  return next;
}

/**
 * Each section's messages (title, text) and one for the list as a whole, from the contract's own
 * `custom_sections` schema, so the browser refuses what the server would.
 */
export function validateSections(sections: readonly SectionDraft[]): {
  sections: SectionErrors[];
  list: string | null;
} {
  const result = createEventBodySchema.shape.custom_sections.safeParse(
    sections.map(({ title, body }) => ({ title, body })),
  );
  const errors: SectionErrors[] = sections.map(() => ({}));
  let list: string | null = null;
  for (const issue of result.success ? [] : result.error.issues) {
    const [index, field] = issue.path;
    const entry = typeof index === 'number' ? errors[index] : undefined;
    if (entry && (field === 'title' || field === 'body')) entry[field] ??= issue.message;
    else list ??= issue.message;
  }
  return { sections: errors, list };
}

export const hasSectionErrors = (checked: ReturnType<typeof validateSections>) =>
  checked.list !== null || checked.sections.some((entry) => entry.title || entry.body);
