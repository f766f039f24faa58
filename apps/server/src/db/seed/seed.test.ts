// Reference seed (roles, sports, federations, disciplines, stances, devices, social networks, the world
// federation's organisation chart; idempotent) and demo seed (eight accounts with argon2id
// hashes, only on a database without users and only when SEED_DEMO allows).
import { SEEDED_ROLES } from '@portal/contract/roles';
import { sportTypes } from '@portal/contract/sport';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { prepareDatabase } from '../prepare';
import { federations } from '../schema/federations';
import { departments, groups, jobs, organizations } from '../schema/organizations';
import { registrationProgresses } from '../schema/registration';
import { roles } from '../schema/roles';
import { socialProviders } from '../schema/social';
import { sports } from '../schema/sports';
import { devices, disciplines, stances, userSports } from '../schema/user-sports';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, DEMO_ATHLETE_PASSPORT, DEMO_PASSWORD, seedDemo } from './demo';
import { DEMO_POPULATION_SIZE } from './demo-population';
import {
  DEFAULT_FEDERATION,
  flagOf,
  REFERENCE_DISCIPLINES,
  REFERENCE_SOCIAL_PROVIDERS,
  seedReference,
} from './reference';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database?.drop());

type CountedTable =
  | typeof roles
  | typeof sports
  | typeof federations
  | typeof users
  | typeof registrationProgresses
  | typeof disciplines
  | typeof stances
  | typeof devices
  | typeof socialProviders
  | typeof organizations
  | typeof departments
  | typeof groups
  | typeof jobs;
const countOf = async (table: CountedTable) =>
  (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

/** The names of the rows of `table` (disciplines, stances or devices) of the sport of `type`. */
const namesOf = async (table: typeof disciplines | typeof stances | typeof devices, type: string) =>
  (
    await database.db
      .select({ name: table.name })
      .from(table)
      .innerJoin(sports, eq(sports.id, table.sportId))
      .where(eq(sports.type, type as never))
      .orderBy(asc(table.id))
  ).map((row) => row.name);

describe('reference seed', () => {
  it('creates the seven roles, thirteen sports and a federation per country plus the default', async () => {
    expect(await countOf(roles)).toBe(7);
    const roleRows = await database.db.select().from(roles).orderBy(asc(roles.id));
    expect(roleRows.map(({ name, type, permission }) => ({ name, type, permission }))).toEqual(SEEDED_ROLES);

    const sportRows = await database.db.select().from(sports);
    expect(sportRows).toHaveLength(13);
    expect(new Set(sportRows.map((sport) => sport.type))).toEqual(new Set(sportTypes));
    expect(
      sportRows
        .filter((sport) => sport.isTeamBased)
        .map((sport) => sport.type)
        .sort(),
    ).toEqual(['INLINE_HOCKEY', 'RINK_HOCKEY', 'ROLLER_DERBY']);

    expect(await countOf(federations)).toBeGreaterThanOrEqual(241);
    const defaults = await database.db.select().from(federations).where(eq(federations.isDefault, true));
    expect(defaults).toEqual([
      expect.objectContaining({ ...DEFAULT_FEDERATION, name: 'Not belonging to any federation' }),
    ]);
  });

  it('gives Italy its codes and flag', async () => {
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    expect(italy).toMatchObject({
      name: 'Italy',
      code: 'ITA',
      countryCode: 'IT',
      flag: '🇮🇹',
      isDefault: false,
    });
  });

  it('gives every federation a flag', async () => {
    const [missing] = await database.db
      .select({ total: count() })
      .from(federations)
      .where(sql`${federations.flag} = ''`);
    expect(missing?.total).toBe(0);
    expect(flagOf('BQ')).toBe('🇧🇶');
  });

  it('is idempotent and keeps what an administrator changed', async () => {
    await database.db
      .update(federations)
      .set({ name: 'Federazione Italiana' })
      .where(eq(federations.code, 'ITA'));
    await database.db.update(sports).set({ name: 'Speed' }).where(eq(sports.type, 'INLINE_SPEED_SKATING'));
    const before = await Promise.all([countOf(roles), countOf(sports), countOf(federations)]);
    await seedReference(database.db);
    await Promise.all([seedReference(database.db), seedReference(database.db)]);
    expect(await Promise.all([countOf(roles), countOf(sports), countOf(federations)])).toEqual(before);
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    expect(italy?.name).toBe('Federazione Italiana');
    expect(
      await database.db
        .select({ name: sports.name })
        .from(sports)
        .where(eq(sports.type, 'INLINE_SPEED_SKATING')),
    ).toEqual([{ name: 'Speed' }]);
  });

  it('adds back a missing sport', async () => {
    await database.db.delete(sports).where(eq(sports.type, 'E_SPORT'));
    await seedReference(database.db);
    expect(await countOf(sports)).toBe(13);
  });
});

describe('sport, social and staff reference data', () => {
  const referenceTables = [
    disciplines,
    stances,
    devices,
    socialProviders,
    organizations,
    departments,
    groups,
    jobs,
  ] as const;
  const countAll = () => Promise.all(referenceTables.map((table) => countOf(table)));

  it('gives every sport type its disciplines, and the board sports their stances and devices', async () => {
    expect(await namesOf(disciplines, 'INLINE_SPEED_SKATING')).toEqual(
      expect.arrayContaining(['Track sprint 500 m', 'Track 1000 m', 'Road 100 m sprint', 'Marathon']),
    );
    expect(await namesOf(disciplines, 'ARTISTIC_SKATING')).toEqual([
      'Free skating',
      'Pairs skating',
      'Dance',
      'Solo dance',
      'Show',
      'Precision',
    ]);
    for (const type of ['ROLLER_DERBY', 'INLINE_HOCKEY', 'RINK_HOCKEY']) {
      expect(await namesOf(disciplines, type)).toEqual(['Team']);
    }
    for (const type of sportTypes) {
      expect((await namesOf(disciplines, type)).length, type).toBeGreaterThan(0);
    }
    expect(await countOf(disciplines)).toBe(
      Object.values(REFERENCE_DISCIPLINES).reduce((total, names) => total + names.length, 0),
    );
    for (const type of ['SKATEBOARDING', 'SCOOTERING', 'ROLLER_FREESTYLE']) {
      expect(await namesOf(stances, type)).toEqual(['Regular', 'Goofy']);
    }
    expect(await namesOf(stances, 'INLINE_SPEED_SKATING')).toEqual([]);
    expect(await namesOf(devices, 'SKATEBOARDING')).toEqual(['Skateboard']);
    expect(await namesOf(devices, 'SCOOTERING')).toEqual(['Scooter']);
    expect(await namesOf(devices, 'ROLLER_FREESTYLE')).toContain('Aggressive inline skates');
    expect(await namesOf(devices, 'INLINE_DOWNHILL')).toEqual(['Downhill inline skates']);
  });

  it('lists the social networks in order, with their domains and placeholders', async () => {
    const rows = await database.db.select().from(socialProviders).orderBy(asc(socialProviders.sortOrder));
    expect(rows.map((row) => row.code)).toEqual([
      'instagram',
      'facebook',
      'x',
      'tiktok',
      'youtube',
      'strava',
      'linkedin',
    ]);
    expect(rows.find((row) => row.code === 'youtube')?.domains).toEqual(['youtube.com', 'youtu.be']);
    for (const row of rows) {
      expect(row.placeholder).toMatch(/^https:\/\//);
      expect(row.domains.some((domain) => row.placeholder.includes(domain))).toBe(true);
    }
  });

  it('builds the organisation chart of World Skate, with sport-selecting groups and unit types', async () => {
    const chart = await database.db
      .select({
        organization: organizations.name,
        organizationType: organizations.organizationType,
        department: departments.name,
        departmentType: departments.organizationType,
        group: groups.name,
        groupType: groups.organizationType,
        allowSports: groups.allowSports,
        job: jobs.name,
        jobType: jobs.organizationType,
      })
      .from(jobs)
      .innerJoin(groups, eq(groups.id, jobs.groupId))
      .innerJoin(departments, eq(departments.id, groups.departmentId))
      .innerJoin(organizations, eq(organizations.id, departments.organizationId));
    expect(chart.length).toBe(await countOf(jobs));
    expect(new Set(chart.map((row) => `${row.organization}/${row.organizationType}`))).toEqual(
      new Set(['World Skate/wsk', 'World Skate Anti-Doping/anti_doping']),
    );
    const sportGroups = chart.filter((row) => row.department === 'Sport');
    expect(new Set(sportGroups.map((row) => row.group))).toEqual(
      new Set(['Speed & marathon', 'Artistic', 'Skateboarding', 'Freestyle & downhill', 'Hockey']),
    );
    expect(sportGroups.every((row) => row.allowSports)).toBe(true);
    expect(chart.find((row) => row.group === 'Event operations')?.allowSports).toBe(true);
    expect(chart.filter((row) => row.department === 'Administration').every((row) => !row.allowSports)).toBe(
      true,
    );
    // Types at every level, so the job-then-group-then-department precedence decides.
    expect(chart.find((row) => row.job === 'Legal counsel')).toMatchObject({
      jobType: 'legal',
      groupType: null,
      departmentType: 'administration',
    });
    expect(chart.find((row) => row.job === 'Accreditation officer')).toMatchObject({
      jobType: null,
      groupType: 'accreditation',
      departmentType: 'events',
    });
  });

  it('adds nothing on later runs, also concurrent ones, and keeps an edited chart as it is', async () => {
    const before = await countAll();
    await database.db.delete(jobs).where(eq(jobs.name, 'Media officer'));
    await seedReference(database.db);
    await Promise.all([seedReference(database.db), seedReference(database.db)]);
    // The chart is only created on a database without organisations.
    expect(await countAll()).toEqual(
      before.map((total, index) => (referenceTables[index] === jobs ? total - 1 : total)),
    );
  });

  it('adds back a missing discipline and social network', async () => {
    const before = await countAll();
    await database.db.delete(disciplines).where(eq(disciplines.name, 'Marathon'));
    await database.db.delete(socialProviders).where(eq(socialProviders.code, 'strava'));
    await seedReference(database.db);
    expect(await countAll()).toEqual(before);
    expect(await namesOf(disciplines, 'INLINE_SPEED_SKATING')).toContain('Marathon');
    const [strava] = await database.db
      .select()
      .from(socialProviders)
      .where(eq(socialProviders.code, 'strava'));
    expect(strava).toMatchObject(
      REFERENCE_SOCIAL_PROVIDERS.find((provider) => provider.code === 'strava') ?? {},
    );
  });
});

describe('demo seed', () => {
  const today = new Date(Date.UTC(2026, 4, 15));
  /** The fixed accounts, apart from the generated population (demo-population.test.ts). */
  const isDemoAccount = inArray(
    users.email,
    DEMO_ACCOUNTS.map((account) => account.email),
  );

  it('creates the eight accounts with one argon2id hash of the demo password', async () => {
    expect(await seedDemo(database.db, { today })).toEqual({ created: true });
    const rows = await database.db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(isDemoAccount)
      .orderBy(asc(users.id));
    expect(rows.map((row) => row.user.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    expect(rows.map((row) => [row.role.type, row.role.permission])).toEqual(
      DEMO_ACCOUNTS.map((account) => [account.role, account.permission]),
    );
    const hashes = new Set(rows.map((row) => row.user.passwordHash));
    expect(hashes.size).toBe(1);
    const [hash] = [...hashes];
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash ?? '', DEMO_PASSWORD)).toBe(true);
    for (const { user } of rows) {
      expect(user).toMatchObject({ emailVerified: true, registrationCompleted: true });
      expect(user.firstName).not.toBe('');
    }
  });

  it('makes the NF accounts administer Italy and the athlete an eligible Italian', async () => {
    await seedDemo(database.db, { today });
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    const byEmail = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0];
    for (const email of ['nf.admin@portal.test', 'nf.viewer@portal.test']) {
      expect((await byEmail(email))?.nfAdminFederationId).toBe(italy?.id);
    }
    expect(await byEmail('athlete@portal.test')).toMatchObject({
      federationId: italy?.id,
      registrationCompleted: true,
      isValidForEvent: true,
      // The demo athlete's passport expiry (the passport step's record).
      activeUntilDate: DEMO_ATHLETE_PASSPORT.activeUntilDate,
      antiDopingYearIssued: 2026,
      gender: 'F',
      birthday: '2001-04-12',
    });
    expect((await byEmail('team.admin@portal.test'))?.federationId).toBe(italy?.id);
  });

  it('gives the athlete, the ITO and the NF staff their speed-skating selections in Italy', async () => {
    await seedDemo(database.db, { today });
    const rows = await database.db
      .select({ email: users.email, sport: userSports, discipline: disciplines.name, device: devices.name })
      .from(userSports)
      .innerJoin(users, eq(users.id, userSports.userId))
      .leftJoin(disciplines, eq(disciplines.id, userSports.disciplineId))
      .leftJoin(devices, eq(devices.id, userSports.deviceId))
      .where(isDemoAccount);
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    expect(rows.map((row) => [row.email, row.sport.kind, row.discipline, row.device]).sort()).toEqual(
      [
        ['athlete@portal.test', 'athlete', 'Track 1000 m', 'Inline skates'],
        ['ito@portal.test', 'ito', 'Track 1000 m', null],
        ['nf.admin@portal.test', 'nf', null, null],
        ['nf.viewer@portal.test', 'nf', null, null],
      ].sort(),
    );
    expect(rows.every((row) => row.sport.federationId === italy?.id)).toBe(true);
  });

  it('gives every account an approved role and a progress with every step done, once', async () => {
    await seedDemo(database.db, { today });
    const rows = await database.db
      .select({ user: users, progress: registrationProgresses })
      .from(users)
      .leftJoin(registrationProgresses, eq(registrationProgresses.userId, users.id))
      .where(isDemoAccount);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const { user, progress } of rows) {
      expect(user.roleStatus).toBe('approved');
      const { id: _, userId: __, createdAt, updatedAt, needLegalGuardianStep, ...steps } = progress ?? {};
      expect(needLegalGuardianStep).toBe(false);
      expect(Object.values(steps)).toHaveLength(11);
      expect(Object.values(steps).every((done) => done === true)).toBe(true);
    }
    expect(await seedDemo(database.db, { today })).toEqual({ created: false });
    expect(await countOf(registrationProgresses)).toBe(DEMO_ACCOUNTS.length + DEMO_POPULATION_SIZE);
  });

  it('does nothing on a database that has users', async () => {
    await database.db.insert(users).values({ email: 'someone@portal.test' });
    expect(await seedDemo(database.db)).toEqual({ created: false });
    expect(await countOf(users)).toBe(1);
  });

  it('runs once at start and is skipped on later starts', async () => {
    expect(await prepareDatabase(database.handle, { seedDemo: true })).toEqual({ demoCreated: true });
    expect(await prepareDatabase(database.handle, { seedDemo: true })).toEqual({ demoCreated: false });
    expect(await countOf(users)).toBe(DEMO_ACCOUNTS.length + DEMO_POPULATION_SIZE);
  });

  it('is skipped with SEED_DEMO=false', async () => {
    expect(await prepareDatabase(database.handle, { seedDemo: false })).toEqual({ demoCreated: false });
    expect(await countOf(users)).toBe(0);
  });
});
