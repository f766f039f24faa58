// The rules the registration screens share (decision 017): a kind's window of an event sport and the fee it
// asks today, the dates guard it raises when closed (or, for pre-seeds and requests over the quota, once the
// reduction period is over), entries as text and as a form's draft, the functions NTOs usually have, and what
// a registration or withdrawal refreshes: the lists (queries) and the §8 app events other screens listen to.
import { APP_EVENTS } from '@portal/contract/app-events';
import { REGISTRATION_WINDOW, type RegistrationWindowOutcome } from '@portal/contract/constants';
import {
  PARTICIPANT_MESSAGES,
  type RegisterSelfBody,
  registerSelfBodySchema,
} from '@portal/contract/endpoints/participants';
import type { EventSport, ParticipantKind, ParticipantSettings } from '@portal/contract/event';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import {
  INELIGIBILITY_MESSAGES,
  type IneligibilityReason,
  type KindRegistration,
  type ParticipantEntry,
} from '@portal/contract/participant';
import { WINDOW_PHASES } from '@portal/contract/registration-window';
import { validationMessages } from '@portal/contract/validation';
import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '../../../shared/events/app-events';
import { invalidateUserEvents } from '../../../shared/events/list-user-events';
import { eventSportRegistrationKey } from '../api/list-event-sport-participants';
import { nfManagementKey } from '../api/list-nf-management';
import type { DatesGuardPayload } from './dates-guard';

/** The window and fees of one kind for an event sport, or null when that kind does not register for it. */
export function kindSettings(sport: EventSport, kind: ParticipantKind): ParticipantSettings | null {
  return sport.participants.find((settings) => settings.kind === kind) ?? null;
}

/** The fee a registration made today would keep: the reduced one within the reduction period. */
export function todayFee(settings: ParticipantSettings): { amount: string | null; reduced: boolean } {
  if (settings.phase === WINDOW_PHASES.REDUCTION_PERIOD && settings.reduced_amount !== null)
    return { amount: settings.reduced_amount, reduced: true };
  return { amount: settings.amount, reduced: false };
}

/** Which writes a window check is for: a registration, or one taken only within the reduction period. */
export interface WindowRule {
  /** Pre-seed results and requests over the quota (decision 017): only while the reduced fee applies. */
  readonly duringReductionPeriodOnly?: boolean;
}

/**
 * The §8 outcome that stops a write today, or null: the window's own, and for a reduction-period-only write
 * 'Reduction Period is closed' once that period is over (as `registrationWindowOutcome` judges on the server).
 */
export function windowOutcome(
  settings: ParticipantSettings,
  rule: WindowRule = {},
): RegistrationWindowOutcome | null {
  if (settings.outcome !== null) return settings.outcome;
  if (rule.duringReductionPeriodOnly && settings.phase !== WINDOW_PHASES.REDUCTION_PERIOD)
    return REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED;
  return null;
}

/** What `show-dates-guard-modal` carries for a window that does not take the write today. */
export function datesGuardPayload(
  settings: ParticipantSettings,
  rule: WindowRule = {},
): DatesGuardPayload | null {
  const outcome = windowOutcome(settings, rule);
  if (outcome === null) return null;
  return {
    kind: settings.kind,
    outcome,
    opens_on: settings.opens_on,
    reduction_ends_on: settings.reduction_ends_on,
    closes_on: settings.closes_on,
  };
}

/** Raises the dates guard when the window blocks; true when it did (the caller then does not go on). */
export function guardWindow(settings: ParticipantSettings | null, rule: WindowRule = {}): boolean {
  const payload = settings ? datesGuardPayload(settings, rule) : null;
  if (!payload) return false;
  appEvents.emit(APP_EVENTS.SHOW_DATES_GUARD_MODAL, payload);
  return true;
}

/** A registering side withdraws until the window closes (WSK administrators at any time). */
export function windowClosed(settings: ParticipantSettings | null): boolean {
  return settings?.outcome === REGISTRATION_WINDOW.CLOSED;
}

/** Whether a federation's quota of a kind has no place left (a kind without a quota never fills). */
export function quotaFull(use: KindRegistration | undefined): boolean {
  return use !== undefined && use.quota !== null && use.used >= use.quota;
}

/** The functions an NTO usually has at an event, suggested by the NTO form (any other text is accepted). */
export const NTO_FUNCTIONS = [
  'Team leader',
  'Coach',
  'Assistant coach',
  'Physiotherapist',
  'Doctor',
  'Mechanic',
  'Team manager',
] as const;

/** The reasons a person may not be registered, as sentences. */
export function reasonTexts(reasons: readonly IneligibilityReason[]): string[] {
  return reasons.map((reason) => INELIGIBILITY_MESSAGES[reason]);
}

/** "Track (Seniors), Road": the disciplines with their categories. */
export function entriesText(entries: readonly ParticipantEntry[], downhillAsLuge: boolean): string {
  if (entries.length === 0) return '-';
  return entries
    .map((entry) => {
      const name = disciplineDisplayName(entry.discipline.name, { downhillAsLuge });
      return entry.category ? `${name} (${entry.category})` : name;
    })
    .join(', ');
}

/** The entries form's draft: the chosen disciplines by id, each with its category ('' while none chosen). */
export type EntriesDraft = Readonly<Record<number, string>>;

export function draftEntries(draft: EntriesDraft): RegisterSelfBody['entries'] {
  return Object.entries(draft).map(([discipline, category]) => ({
    discipline: Number(discipline),
    category: category || null,
  }));
}

/**
 * The draft's first problem, or null: the body schema's rules, at least one discipline when the sport has
 * some, and a category for each when it has categories (the messages the server answers with).
 */
export function entriesError(draft: EntriesDraft, sport: EventSport): string | null {
  const entries = draftEntries(draft);
  const parsed = registerSelfBodySchema.safeParse({ entries });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PARTICIPANT_MESSAGES.DISCIPLINE_NOT_OF_SPORT;
  if (sport.disciplines.length > 0 && entries.length === 0) return validationMessages.minCount(1);
  if (sport.categories.length > 0 && entries.some((entry) => entry.category === null))
    return PARTICIPANT_MESSAGES.CATEGORY_REQUIRED;
  return null;
}

/**
 * After a registration or a withdrawal: the event sport's registration lists, NF management's counts and the
 * user's events are asked again, and the §8 events tell any open list of athletes or fields to refresh.
 * `cancelRefetch: false` lets a listener's refetch and this one share a request.
 */
export async function afterRegistrationChange(
  queryClient: QueryClient,
  eventId: number,
  /** Null for event staff and LOC members, who have no sport. */
  sportId: number | null,
): Promise<void> {
  appEvents.emit(APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY);
  appEvents.emit(APP_EVENTS.REFRESH_ATHLETES_DROPDOWN);
  appEvents.emit(APP_EVENTS.REFRESH_FIELDS_SELECT_LIST);
  await Promise.all([
    sportId === null
      ? null
      : queryClient.invalidateQueries(
          { queryKey: eventSportRegistrationKey(eventId, sportId) },
          { cancelRefetch: false },
        ),
    queryClient.invalidateQueries({ queryKey: nfManagementKey(eventId) }),
    invalidateUserEvents(queryClient),
  ]);
}
