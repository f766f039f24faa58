// The payload of `show-dates-guard-modal` (spec §8) as the sport profile raises it: which window stopped a
// registration and why, so the modal can explain the §8 message with the dates.
import type { RegistrationWindowOutcome } from '@portal/contract/constants';
import { REGISTRATION_WINDOW } from '@portal/contract/constants';
import { PARTICIPANT_KINDS, type ParticipantKind } from '@portal/contract/event';
import { screenPath } from '@portal/contract/routes';

export interface DatesGuardPayload {
  readonly kind: ParticipantKind;
  readonly outcome: RegistrationWindowOutcome;
  readonly opens_on: string;
  readonly reduction_ends_on: string | null;
  readonly closes_on: string;
}

const OUTCOMES: readonly string[] = Object.values(REGISTRATION_WINDOW);

/** The bus types this event's payload as unknown: a listener checks it before use. */
export function isDatesGuardPayload(value: unknown): value is DatesGuardPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    typeof payload.kind === 'string' &&
    (PARTICIPANT_KINDS as readonly string[]).includes(payload.kind) &&
    typeof payload.outcome === 'string' &&
    OUTCOMES.includes(payload.outcome) &&
    typeof payload.opens_on === 'string' &&
    typeof payload.closes_on === 'string' &&
    (payload.reduction_ends_on === null || typeof payload.reduction_ends_on === 'string')
  );
}

/** The registration screen of each participant kind, where §2 has one. */
const REGISTRATION_ROUTES: Readonly<Partial<Record<ParticipantKind, string>>> = {
  athlete: 'event-registration-athlete',
  nto: 'event-registration-nto',
  team_official: 'event-registration-team-admin-to',
  team_athlete: 'event-registration-team-admin-athletes',
  staff: 'event-staff-registration',
  loc: 'event-loc-registration',
  ito: 'event-ito-registration',
};

/** Where a kind registers for this event sport, or null when no screen exists for it. */
export function registrationPath(kind: ParticipantKind, eventId: number, sportId: number): string | null {
  const route = REGISTRATION_ROUTES[kind];
  if (!route) return null;
  try {
    return screenPath(route, { id: eventId, sportId });
  } catch {
    return null;
  }
}
