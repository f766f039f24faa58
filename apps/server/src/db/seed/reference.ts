// Reference data every deployment needs, inserted at every start in one transaction and idempotent: the
// seven roles, one sport per sport type, one national federation per country and the default federation,
// the disciplines, stances and devices of each sport type, the social networks and, on a database without
// one, the organisation chart of the world federation. Rows that exist are left alone (an administrator
// may have renamed them); missing ones are added.
import { SEEDED_ROLES } from '@portal/contract/roles';
import {
  DEFAULT_FEDERATION_NAME,
  SPORT_TYPE_NAMES,
  SPORT_TYPES,
  type SportType,
  sportTypes,
} from '@portal/contract/sport';
import { asc, count, sql } from 'drizzle-orm';
import countries from 'world-countries';
import type { Database } from '../client';
import { federations } from '../schema/federations';
import { departments, groups, jobs, organizations } from '../schema/organizations';
import { roles } from '../schema/roles';
import { socialProviders } from '../schema/social';
import { sports } from '../schema/sports';
import { devices, disciplines, stances } from '../schema/user-sports';

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

/** The disciplines of each sport type, by the names the federation's rule books use. */
export const REFERENCE_DISCIPLINES: Readonly<Record<SportType, readonly string[]>> = {
  INLINE_SPEED_SKATING: [
    'Track sprint 500 m',
    'Track 1000 m',
    'Track 10000 m elimination',
    'Road 100 m sprint',
    'Road 10000 m points',
    'Marathon',
  ],
  INLINE_FREESTYLE: ['Speed slalom', 'Classic slalom', 'Battle slalom', 'Slide', 'Jump'],
  ARTISTIC_SKATING: ['Free skating', 'Pairs skating', 'Dance', 'Solo dance', 'Show', 'Precision'],
  ROLLER_FREESTYLE: ['Park', 'Street', 'Vert'],
  SKATEBOARDING: ['Park', 'Street'],
  SCOOTERING: ['Park', 'Street'],
  INLINE_DOWNHILL: ['Downhill'],
  INLINE_ALPINE: ['Slalom', 'Giant slalom'],
  SKATE_CROSS: ['Skate cross'],
  ROLLER_DERBY: ['Team'],
  INLINE_HOCKEY: ['Team'],
  RINK_HOCKEY: ['Team'],
  E_SPORT: ['Virtual speed skating'],
};

/** The stances of the board and park sports, where riders lead with the left or the right foot. */
export const REFERENCE_STANCES: Readonly<Partial<Record<SportType, readonly string[]>>> = {
  SKATEBOARDING: ['Regular', 'Goofy'],
  SCOOTERING: ['Regular', 'Goofy'],
  ROLLER_FREESTYLE: ['Regular', 'Goofy'],
};

/** What athletes of each sport type ride. */
export const REFERENCE_DEVICES: Readonly<Partial<Record<SportType, readonly string[]>>> = {
  INLINE_SPEED_SKATING: ['Inline skates'],
  INLINE_FREESTYLE: ['Inline skates'],
  ARTISTIC_SKATING: ['Quad skates', 'Inline skates'],
  ROLLER_FREESTYLE: ['Aggressive inline skates', 'Quad skates'],
  SKATEBOARDING: ['Skateboard'],
  SCOOTERING: ['Scooter'],
  INLINE_DOWNHILL: ['Downhill inline skates'],
  INLINE_ALPINE: ['Inline skates'],
  SKATE_CROSS: ['Inline skates'],
  ROLLER_DERBY: ['Quad skates'],
  INLINE_HOCKEY: ['Inline skates'],
  RINK_HOCKEY: ['Quad skates'],
};

/** The social networks a user can link, in display order. */
export const REFERENCE_SOCIAL_PROVIDERS = [
  {
    code: 'instagram',
    name: 'Instagram',
    domains: ['instagram.com'],
    placeholder: 'https://www.instagram.com/yourname',
  },
  {
    code: 'facebook',
    name: 'Facebook',
    domains: ['facebook.com', 'fb.com'],
    placeholder: 'https://www.facebook.com/yourname',
  },
  { code: 'x', name: 'X', domains: ['x.com', 'twitter.com'], placeholder: 'https://x.com/yourname' },
  {
    code: 'tiktok',
    name: 'TikTok',
    domains: ['tiktok.com'],
    placeholder: 'https://www.tiktok.com/@yourname',
  },
  {
    code: 'youtube',
    name: 'YouTube',
    domains: ['youtube.com', 'youtu.be'],
    placeholder: 'https://www.youtube.com/@yourname',
  },
  {
    code: 'strava',
    name: 'Strava',
    domains: ['strava.com'],
    placeholder: 'https://www.strava.com/athletes/yourname',
  },
  {
    code: 'linkedin',
    name: 'LinkedIn',
    domains: ['linkedin.com'],
    placeholder: 'https://www.linkedin.com/in/yourname',
  },
].map((provider, index) => ({ ...provider, sortOrder: (index + 1) * 10 }));

interface UnitSeed {
  readonly name: string;
  /** The unit's own organization type; a job's overrides its group's, which overrides its department's. */
  readonly organizationType?: string;
}
interface GroupSeed extends UnitSeed {
  readonly allowSports: boolean;
  readonly jobs: readonly UnitSeed[];
}
interface DepartmentSeed extends UnitSeed {
  readonly groups: readonly GroupSeed[];
}
interface OrganizationSeed {
  readonly name: string;
  readonly organizationType: string;
  readonly departments: readonly DepartmentSeed[];
}

const sportJobs: readonly UnitSeed[] = [
  { name: 'Technical director' },
  { name: 'Sport manager' },
  { name: 'Sport coordinator' },
];
const sportGroup = (name: string): GroupSeed => ({ name, allowSports: true, jobs: sportJobs });

/**
 * The staff structure of the world federation (organization > department > group > job), created once on
 * a database without organisations; administrators maintain it from there.
 */
export const REFERENCE_ORGANIZATIONS: readonly OrganizationSeed[] = [
  {
    name: 'World Skate',
    organizationType: 'wsk',
    departments: [
      {
        name: 'Sport',
        organizationType: 'sport',
        groups: [
          sportGroup('Speed & marathon'),
          sportGroup('Artistic'),
          sportGroup('Skateboarding'),
          sportGroup('Freestyle & downhill'),
          sportGroup('Hockey'),
        ],
      },
      {
        name: 'Events',
        organizationType: 'events',
        groups: [
          {
            name: 'Event operations',
            allowSports: true,
            jobs: [{ name: 'Event manager' }, { name: 'Operations coordinator' }],
          },
          {
            name: 'Accreditation',
            organizationType: 'accreditation',
            allowSports: false,
            jobs: [{ name: 'Accreditation officer' }],
          },
        ],
      },
      {
        name: 'Administration',
        organizationType: 'administration',
        groups: [
          {
            name: 'Finance',
            organizationType: 'finance',
            allowSports: false,
            jobs: [{ name: 'Finance officer' }],
          },
          { name: 'Legal', allowSports: false, jobs: [{ name: 'Legal counsel', organizationType: 'legal' }] },
          {
            name: 'Information technology',
            allowSports: false,
            jobs: [{ name: 'Systems engineer', organizationType: 'it' }],
          },
        ],
      },
      {
        name: 'Communications',
        organizationType: 'communications',
        groups: [
          { name: 'Media', allowSports: false, jobs: [{ name: 'Media officer' }] },
          {
            name: 'Marketing',
            organizationType: 'marketing',
            allowSports: false,
            jobs: [{ name: 'Marketing manager' }],
          },
        ],
      },
    ],
  },
  {
    name: 'World Skate Anti-Doping',
    organizationType: 'anti_doping',
    departments: [
      {
        name: 'Anti-doping',
        organizationType: 'anti_doping',
        groups: [
          {
            name: 'Testing and education',
            allowSports: false,
            jobs: [{ name: 'Anti-doping officer', organizationType: 'anti_doping' }],
          },
        ],
      },
    ],
  },
];

/** The rows of `names` per sport type, for the sport of that type seeded first (the lowest id). */
function perSport(
  sportIdOf: ReadonlyMap<SportType, number>,
  names: Readonly<Partial<Record<SportType, readonly string[]>>>,
) {
  return Object.entries(names).flatMap(([type, list]) => {
    const sportId = sportIdOf.get(type as SportType);
    return sportId === undefined ? [] : (list ?? []).map((name) => ({ sportId, name }));
  });
}

async function seedSportReferences(tx: Database): Promise<void> {
  const sportIdOf = new Map<SportType, number>();
  for (const row of await tx
    .select({ id: sports.id, type: sports.type })
    .from(sports)
    .orderBy(asc(sports.id))) {
    if (!sportIdOf.has(row.type)) sportIdOf.set(row.type, row.id);
  }
  // The unique (sport, name) constraints make existing rows a no-op.
  const disciplineRows = perSport(sportIdOf, REFERENCE_DISCIPLINES);
  if (disciplineRows.length > 0) await tx.insert(disciplines).values(disciplineRows).onConflictDoNothing();
  const stanceRows = perSport(sportIdOf, REFERENCE_STANCES);
  if (stanceRows.length > 0) await tx.insert(stances).values(stanceRows).onConflictDoNothing();
  const deviceRows = perSport(sportIdOf, REFERENCE_DEVICES);
  if (deviceRows.length > 0) await tx.insert(devices).values(deviceRows).onConflictDoNothing();
}

async function seedOrganizations(tx: Database): Promise<void> {
  const [existing] = await tx.select({ total: count() }).from(organizations);
  if ((existing?.total ?? 0) > 0) return;
  for (const organization of REFERENCE_ORGANIZATIONS) {
    const [organizationRow] = await tx
      .insert(organizations)
      .values({ name: organization.name, organizationType: organization.organizationType })
      .returning({ id: organizations.id });
    if (!organizationRow) throw new Error('The organization insert returned no row');
    for (const department of organization.departments) {
      const [departmentRow] = await tx
        .insert(departments)
        .values({
          organizationId: organizationRow.id,
          name: department.name,
          organizationType: department.organizationType ?? null,
        })
        .returning({ id: departments.id });
      if (!departmentRow) throw new Error('The department insert returned no row');
      for (const group of department.groups) {
        const [groupRow] = await tx
          .insert(groups)
          .values({
            departmentId: departmentRow.id,
            name: group.name,
            allowSports: group.allowSports,
            organizationType: group.organizationType ?? null,
          })
          .returning({ id: groups.id });
        if (!groupRow) throw new Error('The group insert returned no row');
        await tx.insert(jobs).values(
          group.jobs.map((job) => ({
            groupId: groupRow.id,
            name: job.name,
            organizationType: job.organizationType ?? null,
          })),
        );
      }
    }
  }
}

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

    await seedSportReferences(tx);
    // The unique code makes an existing provider a no-op.
    await tx.insert(socialProviders).values(REFERENCE_SOCIAL_PROVIDERS).onConflictDoNothing();
    await seedOrganizations(tx);
  });
}
