// Marathon teams (decisions 017 and 019): a team with a name, a country, its administrator, contacts, logo
// and ban state; its roster of athletes with their jersey numbers, each accepted or declined by the athlete;
// the seasons a team is active in once its annual fee is paid, and those fees.
import { z } from 'zod';
import { DERBY_JERSEY_NUMBER, JERSEY_NUMBER } from './constants';
import { currencyCodeSchema } from './event';
import { amountSchema, ORDER_STATES } from './order';
import { countryCodeSchema, SPORT_TYPES, sportTypeSchema } from './sport';
import { storedFileSchema } from './user';
import { validationMessages } from './validation';
import { calendarDay } from './zod-rules';

const id = z.number().int().positive();
const isoDate = calendarDay();
const isoDateTime = z.iso.datetime({ offset: true });

export const teamRefSchema = z.object({ id, name: z.string() }).meta({ id: 'TeamRef' });
export type TeamRef = z.infer<typeof teamRefSchema>;

export const teamSchema = z
  .object({
    id,
    name: z.string(),
    /** ISO 3166-1 alpha-2 of the team's country. */
    country_code: countryCodeSchema,
    /** The sport the team skates (marathon teams: inline speed skating); it decides the jersey range. */
    sport_type: sportTypeSchema,
    /** The team's administrator; null once that account is gone. */
    administrator: z.object({ id, full_name: z.string() }).nullable(),
    /** Athletes on the roster who accepted. */
    roster_size: z.number().int().min(0),
    /** The team's logo (a public picture); null when none. */
    logo: storedFileSchema.nullable(),
    /** Set while WSK has banned the team (it registers for no event): when, why. */
    ban: z.object({ since: isoDateTime, reason: z.string() }).nullable(),
    /** Whether the team's annual fee for the current season is paid (or waived). */
    active_paid: z.boolean(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/** The team page: the team with its contacts (its administrator's and WSK's view; others see them too). */
export const teamDetailSchema = teamSchema
  .extend({
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    /** The application the team was approved from; null for a team WSK created otherwise. */
    application: id.nullable(),
    created: isoDateTime,
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

// Roster -------------------------------------------------------------------------------------------------

/** pending: added by the team's administrator; the athlete accepts or declines (§4 roster status call). */
export const ROSTER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];
export const ROSTER_STATUS_LABELS: Readonly<Record<RosterStatus, string>> = {
  pending: 'Waiting for the athlete',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const rosterEntrySchema = z
  .object({
    id,
    team: teamRefSchema,
    user: z.object({
      id,
      full_name: z.string(),
      /** The athlete's federation (alpha-3 code and name); null when none. */
      federation: z.object({ id, code: z.string(), name: z.string() }).nullable(),
      gender: z.string().nullable(),
      birth_date: isoDate.nullable(),
      /** The public profile picture; null when none. */
      avatar: z.string().nullable(),
    }),
    jersey_number: z.number().int().min(0).max(99).nullable(),
    status: z.enum(ROSTER_STATUSES),
    created: isoDateTime,
    decided: isoDateTime.nullable(),
  })
  .meta({ id: 'RosterEntry' });
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

// Seasons and annual fees ------------------------------------------------------------------------------

export const teamSeasonSchema = z
  .object({ id, name: z.string(), starts_on: isoDate, ends_on: isoDate })
  .meta({ id: 'TeamSeason' });
export type TeamSeason = z.infer<typeof teamSeasonSchema>;

/** A season's annual team fee with, for the team asked about, its annual order (null until opened). */
export const annualTeamFeeSchema = z
  .object({
    id,
    name: z.string(),
    season: teamSeasonSchema,
    amount: amountSchema,
    currency: currencyCodeSchema,
    order: z
      .object({ id, reference: z.string(), state: z.enum(ORDER_STATES), outstanding: amountSchema })
      .nullable(),
  })
  .meta({ id: 'AnnualTeamFee' });
export type AnnualTeamFee = z.infer<typeof annualTeamFeeSchema>;

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
