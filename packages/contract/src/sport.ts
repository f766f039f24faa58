// Sports, national federations and a user's sport selection (spec §3), as the sport service returns them.
import { z } from 'zod';
import { calendarDay } from './zod-rules';

export const SPORT_TYPES = {
  SCOOTERING: 'SCOOTERING',
  ROLLER_FREESTYLE: 'ROLLER_FREESTYLE',
  INLINE_SPEED_SKATING: 'INLINE_SPEED_SKATING',
  SKATE_CROSS: 'SKATE_CROSS',
  ROLLER_DERBY: 'ROLLER_DERBY',
  INLINE_FREESTYLE: 'INLINE_FREESTYLE',
  INLINE_HOCKEY: 'INLINE_HOCKEY',
  INLINE_ALPINE: 'INLINE_ALPINE',
  INLINE_DOWNHILL: 'INLINE_DOWNHILL',
  RINK_HOCKEY: 'RINK_HOCKEY',
  SKATEBOARDING: 'SKATEBOARDING',
  ARTISTIC_SKATING: 'ARTISTIC_SKATING',
  E_SPORT: 'E_SPORT',
} as const;
export type SportType = (typeof SPORT_TYPES)[keyof typeof SPORT_TYPES];
export const sportTypes: readonly SportType[] = Object.values(SPORT_TYPES);
export const sportTypeSchema = z.enum(SPORT_TYPES);

export const SPORT_TYPE_NAMES: Readonly<Record<SportType, string>> = {
  SCOOTERING: 'Scootering',
  ROLLER_FREESTYLE: 'Roller freestyle',
  INLINE_SPEED_SKATING: 'Inline speed skating',
  SKATE_CROSS: 'Skate cross',
  ROLLER_DERBY: 'Roller derby',
  INLINE_FREESTYLE: 'Inline freestyle',
  INLINE_HOCKEY: 'Inline hockey',
  INLINE_ALPINE: 'Inline alpine',
  INLINE_DOWNHILL: 'Inline downhill',
  RINK_HOCKEY: 'Rink hockey',
  SKATEBOARDING: 'Skateboarding',
  ARTISTIC_SKATING: 'Artistic skating',
  E_SPORT: 'E-sport',
};

export function sportTypeDisplayName(type: SportType): string {
  return SPORT_TYPE_NAMES[type];
}

/** ISO 3166-1 alpha-2, upper case ("NL"). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
/** ISO 3166-1 alpha-3, upper case ("NLD"); national federations are coded by it. */
export const federationCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * The days a sport runs at an event, both ends included, as YYYY-MM-DD. Null where the sport is not tied
 * to an event (the sport catalogue) or its dates are not set yet.
 */
export const sportDatesSchema = z
  .object({ start: calendarDay(), end: calendarDay() })
  // ISO dates compare correctly as text.
  .refine((dates) => dates.start <= dates.end, {
    error: 'The end date is before the start date',
    path: ['end'],
  });
export type SportDates = z.infer<typeof sportDatesSchema>;

export const sportSchema = z
  .object({
    id: z.number().int().positive(),
    /** Countries whose athletes may take part; ISO alpha-2 codes. */
    allowed_countries: z.array(countryCodeSchema),
    name: z.string(),
    need_extra_officials_nto: z.boolean(),
    need_pre_seed: z.boolean(),
    need_extra_quota: z.boolean(),
    type: sportTypeSchema,
    /** URL of the sport's icon. */
    icon: z.string().nullable(),
    dates: sportDatesSchema.nullable(),
    is_team_based: z.boolean(),
    /** Official roles an NTO may additionally register for; null when the sport has no extra officials. */
    extra_official_rules: z.object({ roles: z.array(z.string()) }).nullable(),
  })
  .meta({ id: 'Sport' });
export type Sport = z.infer<typeof sportSchema>;

export const nationalFederationSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    code: federationCodeSchema,
    country_code: countryCodeSchema,
    /** The country's flag emoji. */
    flag: z.string(),
    /** The placeholder federation of athletes who belong to none. */
    is_default: z.boolean(),
  })
  .meta({ id: 'NationalFederation' });
export type NationalFederation = z.infer<typeof nationalFederationSchema>;

/** Name shown for a user sport whose federation has no name (§3 "a default federation is substituted"). */
export const DEFAULT_FEDERATION_NAME = 'Not belonging to any federation';

/** One sport a user selected, with the federation they represent in it. Further fields are not shown. */
export const userSportItemSchema = z
  .object({
    id: z.number().int().positive(),
    sport: sportSchema.pick({ id: true, name: true, type: true }),
    federation: z.object({ name: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'UserSportItem' });
export type UserSportItem = z.infer<typeof userSportItemSchema>;

export function userSportFederationName(item: Pick<UserSportItem, 'federation'>): string {
  const name = item.federation?.name?.trim();
  return name ? name : DEFAULT_FEDERATION_NAME;
}
