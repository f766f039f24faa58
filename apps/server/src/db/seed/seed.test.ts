// Reference seed (roles, sports, federations; idempotent) and demo seed (eight accounts with argon2id
// hashes, only on a database without users and only when SEED_DEMO allows).
import { SEEDED_ROLES } from '@portal/contract/roles';
import { sportTypes } from '@portal/contract/sport';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { prepareDatabase } from '../prepare';
import { federations } from '../schema/federations';
import { registrationProgresses } from '../schema/registration';
import { roles } from '../schema/roles';
import { sports } from '../schema/sports';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';
import { DEFAULT_FEDERATION, flagOf, seedReference } from './reference';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database?.drop());

const countOf = async (
  table: typeof roles | typeof sports | typeof federations | typeof users | typeof registrationProgresses,
) => (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

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

describe('demo seed', () => {
  const today = new Date(Date.UTC(2026, 4, 15));

  it('creates the eight accounts with one argon2id hash of the demo password', async () => {
    expect(await seedDemo(database.db, { today })).toEqual({ created: true });
    const rows = await database.db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
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
      activeUntilDate: '2028-05-15',
      antiDopingYearIssued: 2026,
      gender: 'F',
      birthday: '2001-04-12',
    });
    expect((await byEmail('team.admin@portal.test'))?.federationId).toBe(italy?.id);
  });

  it('gives every account an approved role and a progress with every step done, once', async () => {
    await seedDemo(database.db, { today });
    const rows = await database.db
      .select({ user: users, progress: registrationProgresses })
      .from(users)
      .leftJoin(registrationProgresses, eq(registrationProgresses.userId, users.id));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const { user, progress } of rows) {
      expect(user.roleStatus).toBe('approved');
      const { id: _, userId: __, createdAt, updatedAt, needLegalGuardianStep, ...steps } = progress ?? {};
      expect(needLegalGuardianStep).toBe(false);
      expect(Object.values(steps)).toHaveLength(11);
      expect(Object.values(steps).every((done) => done === true)).toBe(true);
    }
    expect(await seedDemo(database.db, { today })).toEqual({ created: false });
    expect(await countOf(registrationProgresses)).toBe(DEMO_ACCOUNTS.length);
  });

  it('does nothing on a database that has users', async () => {
    await database.db.insert(users).values({ email: 'someone@portal.test' });
    expect(await seedDemo(database.db)).toEqual({ created: false });
    expect(await countOf(users)).toBe(1);
  });

  it('runs once at start and is skipped on later starts', async () => {
    expect(await prepareDatabase(database.handle, { seedDemo: true })).toEqual({ demoCreated: true });
    expect(await prepareDatabase(database.handle, { seedDemo: true })).toEqual({ demoCreated: false });
    expect(await countOf(users)).toBe(8);
  });

  it('is skipped with SEED_DEMO=false', async () => {
    expect(await prepareDatabase(database.handle, { seedDemo: false })).toEqual({ demoCreated: false });
    expect(await countOf(users)).toBe(0);
  });
});
