// The registration window of an event sport (spec §4 "Registration window", §8 registration-date messages):
// for each kind of participant it opens on a day, may have a reduction period (the early, reduced fee) that
// ends on a day, and closes on a day. Days are calendar days in the event's time zone, so a window judged in
// Tokyo and in Lima gives the same answer for the same instant. Decision 015.
import { REGISTRATION_WINDOW, type RegistrationWindowOutcome } from './constants';

/** The days of one window, as YYYY-MM-DD in the event's time zone; every bound inclusive. */
export interface RegistrationWindow {
  /** The first day registrations are accepted. */
  readonly opens_on: string;
  /** The last day of the reduction period (reduced fee); null when the fee is never reduced. */
  readonly reduction_ends_on: string | null;
  /** The last day registrations are accepted; from the next day on, registration is closed. */
  readonly closes_on: string;
}

/** Where a day falls in a window. */
export const WINDOW_PHASES = {
  NOT_OPEN_YET: 'not_open_yet',
  /** Open, reduced fee. */
  REDUCTION_PERIOD: 'reduction_period',
  /** Open, normal fee. */
  OPEN: 'open',
  CLOSED: 'closed',
} as const;
export type WindowPhase = (typeof WINDOW_PHASES)[keyof typeof WINDOW_PHASES];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day (YYYY-MM-DD) of `instant` in the IANA time zone `timeZone` (e.g. 'Europe/Rome').
 * An unknown time zone is a programming error: the event's zone is validated when the event is saved.
 */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `day` is YYYY-MM-DD of a day the calendar has (no 30 February). */
function isRealDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** Whether the days of a window are real and in order: opens ≤ reduction end ≤ closes. */
export function isOrderedWindow(window: RegistrationWindow): boolean {
  const days = [window.opens_on, window.reduction_ends_on, window.closes_on].filter(
    (day): day is string => day !== null,
  );
  if (!days.every(isRealDay)) return false;
  return days.every((day, index) => index === 0 || (days[index - 1] ?? day) <= day);
}

/** The phase of the window on `day` (YYYY-MM-DD, the event's time zone). ISO days compare as text. */
export function windowPhaseOn(window: RegistrationWindow, day: string): WindowPhase {
  if (day < window.opens_on) return WINDOW_PHASES.NOT_OPEN_YET;
  if (day > window.closes_on) return WINDOW_PHASES.CLOSED;
  if (window.reduction_ends_on !== null && day <= window.reduction_ends_on)
    return WINDOW_PHASES.REDUCTION_PERIOD;
  return WINDOW_PHASES.OPEN;
}

/**
 * What stops a registration write on `day`, as the §8 outcome, or null when it may go ahead. A write that
 * belongs to the reduction period (a request only taken while the reduced fee applies, e.g. a pre-seed or
 * an extra-quota request when the sport says so) is refused once that period is over.
 */
export function registrationWindowOutcome(
  window: RegistrationWindow,
  day: string,
  options: { readonly duringReductionPeriodOnly?: boolean } = {},
): RegistrationWindowOutcome | null {
  const phase = windowPhaseOn(window, day);
  if (phase === WINDOW_PHASES.NOT_OPEN_YET) return REGISTRATION_WINDOW.NOT_OPENED_YET;
  if (phase === WINDOW_PHASES.CLOSED) return REGISTRATION_WINDOW.CLOSED;
  if (options.duringReductionPeriodOnly && phase !== WINDOW_PHASES.REDUCTION_PERIOD) {
    return REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED;
  }
  return null;
}

/** Whether the reduced fee applies to a registration made on `day`. */
export function reducedFeeApplies(window: RegistrationWindow, day: string): boolean {
  return windowPhaseOn(window, day) === WINDOW_PHASES.REDUCTION_PERIOD;
}
