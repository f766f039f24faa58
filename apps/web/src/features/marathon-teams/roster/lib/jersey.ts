// A roster jersey number checked in the browser as the server checks it (§5): the team's sport decides the
// range (roller derby 0 to 99, else 1 to 99), and the numbers of the roster's pending and accepted places
// are taken ('This Jersey number is already in use by other player').
import { SPORT_TYPES } from '@portal/contract/sport';
import { jerseyRuleOf } from '@portal/contract/team';
import { derbyJerseyNumber, jerseyNumber } from '@portal/contract/zod-rules';

/** The first problem of a typed jersey number, or null when it may be sent. */
export function rosterJerseyError(text: string, sportType: string, used: readonly number[]): string | null {
  const value = text.trim();
  // Anything but digits ("7.5", "-1", "x", nothing) is out of range, as the contract's rule reads a non-number.
  const number = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  const schema =
    sportType === SPORT_TYPES.ROLLER_DERBY ? derbyJerseyNumber({ used }) : jerseyNumber({ used });
  const parsed = schema.safeParse(number);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? jerseyRuleOf(sportType).message);
}
