// Reference data every deployment needs, inserted at every start in one transaction and idempotent: the
// seven roles, one sport per sport type, one national federation per country and the default federation.
// Rows that exist are left alone (an administrator may have renamed them); missing ones are added.
import { SEEDED_ROLES } from '@portal/contract/roles';
import {
  DEFAULT_FEDERATION_NAME,
  SPORT_TYPE_NAMES,
  SPORT_TYPES,
  type SportType,
  sportTypes,
} from '@portal/contract/sport';
import { sql } from 'drizzle-orm';
import countries from 'world-countries';
import type { Database } from '../client';
import { federations } from '../schema/federations';
import { roles } from '../schema/roles';
import { sports } from '../schema/sports';

/** Serialises seeding across instances starting at once against one PostgreSQL database. */
export const SEED_LOCK_KEY = 7_310_002;

/** The seven roles of the contract (guest, athlete, WSK admin and viewer, NF admin and viewer, ITO). */
export const REFERENCE_ROLES = SEEDED_ROLES;

/** Sport types played by rostered teams rather than individuals. */
export const TEAM_SPORT_TYPES: readonly SportType[] = [
  SPORT_TYPES.ROLLER_DERBY,
  SPORT_TYPES.INLINE_HOCKEY,
  SPORT_TYPES.RINK_HOCKEY,
];

/** One sport per type of §3, named by the contract's display name of its type. */
export const REFERENCE_SPORTS: readonly { type: SportType; name: string; isTeamBased: boolean }[] =
  sportTypes.map((type) => ({
    type,
    name: SPORT_TYPE_NAMES[type],
    isTeamBased: TEAM_SPORT_TYPES.includes(type),
  }));

/**
 * The federation of users who belong to none. It has no country, so it takes the codes ICAO Doc 9303
 * reserves for an unspecified nationality (XXX) and a user-assigned ISO alpha-2 code (XX), which keeps
 * every federation row in the shape of the contract's nationalFederationSchema.
 */
export const DEFAULT_FEDERATION = {
  name: DEFAULT_FEDERATION_NAME,
  code: 'XXX',
  countryCode: 'XX',
  flag: '\u{1F3F3}\u{FE0F}', // white flag
  isDefault: true,
} as const;

/** The flag emoji of an ISO alpha-2 code: its two regional indicator symbols. */
export function flagOf(alpha2: string): string {
  return String.fromCodePoint(
    ...[...alpha2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/**
 * One national federation per country of the world-countries package (ISO 3166-1). The package has no
 * federation names, so a federation is named after its country ('Italy'): that is what users look for in
 * a list, and an administrator can rename it.
 */
export const REFERENCE_FEDERATIONS = countries
  .map((country) => ({
    name: country.name.common,
    code: country.cca3,
    countryCode: country.cca2,
    flag: country.flag || flagOf(country.cca2),
    isDefault: false,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    // The unique (type, permission) constraint, NULLS NOT DISTINCT, makes an existing role a no-op.
    await tx
      .insert(roles)
      .values([...REFERENCE_ROLES])
      .onConflictDoNothing();

    const existingTypes = new Set(
      (await tx.select({ type: sports.type }).from(sports)).map((row) => row.type),
    );
    const missingSports = REFERENCE_SPORTS.filter((sport) => !existingTypes.has(sport.type));
    if (missingSports.length > 0) await tx.insert(sports).values(missingSports);

    await tx.insert(federations).values(REFERENCE_FEDERATIONS).onConflictDoNothing();
    // The partial unique index on is_default makes a second default a no-op.
    await tx.insert(federations).values(DEFAULT_FEDERATION).onConflictDoNothing();
  });
}
