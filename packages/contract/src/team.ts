// Marathon teams as event registration needs them (decision 017, "Teams"): a team with a name, a country and
// its administrator, and its roster of athletes with their jersey numbers. The marathon-teams issue adds
// applications, seasons, bans and annual fees to the same tables.
import { z } from 'zod';
import { DERBY_JERSEY_NUMBER, JERSEY_NUMBER } from './constants';
import { countryCodeSchema, SPORT_TYPES } from './sport';
import { validationMessages } from './validation';

const id = z.number().int().positive();

export const teamRefSchema = z.object({ id, name: z.string() }).meta({ id: 'TeamRef' });
export type TeamRef = z.infer<typeof teamRefSchema>;

export const teamSchema = z
  .object({
    id,
    name: z.string(),
    /** ISO 3166-1 alpha-2 of the team's country. */
    country_code: countryCodeSchema,
    /** The team's administrator; null once that account is gone. */
    administrator: z.object({ id, full_name: z.string() }).nullable(),
    /** Athletes on the roster. */
    roster_size: z.number().int().min(0),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/**
 * The jersey numbers of a sport (spec §5 and §9): 1 to 99, roller derby 0 to 99, with the message an
 * out-of-range number gets. Unique within a roster and within a team's registrations for an event sport
 * ('This Jersey number is already in use by other player').
 */
export function jerseyRuleOf(sportType: string): {
  readonly min: number;
  readonly max: number;
  readonly message: string;
} {
  return sportType === SPORT_TYPES.ROLLER_DERBY
    ? { ...DERBY_JERSEY_NUMBER, message: validationMessages.derbyJerseyNumber }
    : { ...JERSEY_NUMBER, message: validationMessages.jerseyNumber };
}
