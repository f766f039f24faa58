// How the registration window of a participant kind reads today (spec §4, §8): a short badge for its phase,
// the §8 message when registration is not possible, and the fee that applies.
import type { RegistrationWindowOutcome } from '@portal/contract/constants';
import { registrationWindowMessage } from '@portal/contract/constants';
import type { ParticipantSettings } from '@portal/contract/event';
import { WINDOW_PHASES, type WindowPhase } from '@portal/contract/registration-window';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';

export const PHASE_COLORS: Readonly<Record<WindowPhase, string>> = {
  [WINDOW_PHASES.NOT_OPEN_YET]: 'gray',
  [WINDOW_PHASES.REDUCTION_PERIOD]: 'teal',
  [WINDOW_PHASES.OPEN]: 'green',
  [WINDOW_PHASES.CLOSED]: 'red',
};

/** The badge text of a phase; the reduction period names its last day. */
export function phaseLabel(settings: Pick<ParticipantSettings, 'phase' | 'reduction_ends_on'>): string {
  switch (settings.phase) {
    case WINDOW_PHASES.NOT_OPEN_YET:
      return 'Not open yet';
    case WINDOW_PHASES.REDUCTION_PERIOD:
      return `Reduced fee until ${formatDate(settings.reduction_ends_on)}`;
    case WINDOW_PHASES.OPEN:
      return 'Open';
    case WINDOW_PHASES.CLOSED:
      return 'Closed';
  }
}

/** The §8 message of an outcome, or null when registration may go ahead. */
export function outcomeMessage(outcome: RegistrationWindowOutcome | null): string | null {
  return outcome === null ? null : registrationWindowMessage(outcome);
}

/** A fee in the event's currency (en-US, §9); null means this kind pays nothing. */
export function formatFee(amount: string | null, currency: string): string {
  return amount === null ? 'No fee' : formatCurrency(amount, currency);
}
