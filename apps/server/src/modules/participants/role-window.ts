// When staff, LOC and ITO applications are taken (decision 017): an ITO application in the event sport's
// `ito` window; staff and LOC in the span of the event's sports' windows of that kind (earliest opening to
// latest closing); without such windows from the event's creation (a draft takes none, so in effect from
// publication) until its last day. Applying and the person's own withdrawal follow the same window.
import { registrationWindowMessage } from '@portal/contract/constants';
import { ROLE_REGISTRATION_MESSAGES } from '@portal/contract/endpoints/role-registration';
import { windowOf } from '@portal/contract/event';
import { dayInTimeZone, registrationWindowOutcome } from '@portal/contract/registration-window';
import type { Database } from '../../db/client';
import { findKindRow, findKindSpanOfEvent, type RoleTarget } from './role-queries';

export interface RoleWindow {
  /** First and last day (YYYY-MM-DD, the event's zone) applications are taken. */
  readonly opensOn: string;
  readonly closesOn: string;
  /** Whether the days come from the kind's windows (else from the event itself). */
  readonly fromKindRows: boolean;
}

export async function roleWindowOf(
  db: Database,
  event: { readonly createdAt: Date; readonly endsOn: string; readonly timeZone: string },
  target: RoleTarget,
): Promise<RoleWindow> {
  const rows =
    target.kind === 'ito'
      ? target.eventSportId === null
        ? undefined
        : await findKindRow(db, { eventSportId: target.eventSportId, kind: 'ito' })
      : await findKindSpanOfEvent(db, { eventId: target.eventId, kind: target.kind });
  if (rows?.opensOn && rows.closesOn) {
    return { opensOn: rows.opensOn, closesOn: rows.closesOn, fromKindRows: true };
  }
  const created = dayInTimeZone(event.createdAt, event.timeZone);
  return {
    opensOn: created < event.endsOn ? created : event.endsOn,
    closesOn: event.endsOn,
    fromKindRows: false,
  };
}

/** Why the window takes nothing on `today` (a §8 message, or 'The event is over'); null while open. */
export function roleWindowClosedMessage(window: RoleWindow, today: string): string | null {
  const outcome = registrationWindowOutcome(
    windowOf({ opens_on: window.opensOn, reduction_ends_on: null, closes_on: window.closesOn }),
    today,
  );
  if (outcome === null) return null;
  if (outcome === 'CLOSED' && !window.fromKindRows) return ROLE_REGISTRATION_MESSAGES.EVENT_OVER;
  return registrationWindowMessage(outcome);
}

/** Once the window has closed (withdrawals are refused then): its message; null until then. */
export function roleWindowOverMessage(window: RoleWindow, today: string): string | null {
  return today > window.closesOn ? roleWindowClosedMessage(window, today) : null;
}
