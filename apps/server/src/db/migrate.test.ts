// The committed migrations apply on a brand-new database, a second run changes nothing, and the
// constraints behind the spec's rules hold (case-insensitive e-mail, one default federation, role pairs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/harness';
import { executeRows } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { federations } from './schema/federations';
import { roles } from './schema/roles';
import { sports } from './schema/sports';
import { users } from './schema/users';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database?.drop());

const tablesOf = async () =>
  (
    await executeRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
  ).map((row) => row.table_name);

/** The rejection of a failed statement; drizzle wraps the driver's error, whose message names the constraint. */
async function failureOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('The statement succeeded');
}

describe('migrations', () => {
  it('run on the database the suite was asked for', () => {
    expect(database.handle.driver.kind).toBe(testDatabaseKind === 'postgresql' ? 'node-postgres' : 'pglite');
  });

  it('are committed with their journal', () => {
    const folder = migrationsFolder();
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
    const sqlFiles = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry: { tag: string }) => `${entry.tag}.sql`)).toEqual(sqlFiles.sort());
  });

  it('apply on a fresh database', async () => {
    expect(await tablesOf()).toEqual([]);
    await migrateDatabase(database.handle);
    expect(await tablesOf()).toEqual(
      expect.arrayContaining([
        'departments',
        'federations',
        'groups',
        'jobs',
        'organizations',
        'roles',
        'sports',
        'users',
      ]),
    );
  });

  it('are idempotent', async () => {
    const applied = async () =>
      (await executeRows<{ hash: string }>(database.db, sql`select hash from drizzle.__drizzle_migrations`))
        .length;
    const before = await applied();
    await migrateDatabase(database.handle);
    await migrateDatabase(database.handle);
    expect(await applied()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('run concurrently without conflict', async () => {
    await Promise.all([migrateDatabase(database.handle), migrateDatabase(database.handle)]);
  });
});

describe('constraints', () => {
  it('keep e-mails lower-case and unique', async () => {
    await database.db.insert(users).values({ email: 'someone@portal.test' });
    expect(await failureOf(database.db.insert(users).values({ email: 'Someone@portal.test' }))).toMatch(
      /users_email_lower_case_check/,
    );
    expect(await failureOf(database.db.insert(users).values({ email: 'someone@portal.test' }))).toMatch(
      /users_email_lower_unique/,
    );
    // Accounts without an e-mail (phone sign-up) do not collide.
    await database.db.insert(users).values([{ phone: '+390000001' }, { phone: '+390000002' }]);
  });

  it('allow one default federation only', async () => {
    const base = { name: 'x', countryCode: 'XA', flag: 'f', isDefault: true };
    await database.db.insert(federations).values({ ...base, code: 'XAA' });
    expect(await failureOf(database.db.insert(federations).values({ ...base, code: 'XAB' }))).toMatch(
      /federations_single_default/,
    );
  });

  it('hold federation codes to ISO shapes', async () => {
    expect(
      await failureOf(
        database.db.insert(federations).values({ name: 'x', code: 'it', countryCode: 'IT', flag: 'f' }),
      ),
    ).toMatch(/federations_code_check/);
  });

  it('give a permission to WSK and NF roles only, once per pair', async () => {
    await database.db.insert(roles).values({ name: 'Guest', type: 'guest', permission: null });
    expect(
      await failureOf(database.db.insert(roles).values({ name: 'Guest 2', type: 'guest', permission: null })),
    ).toMatch(/roles_type_permission_unique/);
    expect(
      await failureOf(database.db.insert(roles).values({ name: 'NF', type: 'nf_admin', permission: null })),
    ).toMatch(/roles_permission_scope_check/);
    expect(
      await failureOf(
        database.db.insert(roles).values({ name: 'Athlete', type: 'athlete', permission: 'admin' }),
      ),
    ).toMatch(/roles_permission_scope_check/);
  });

  it('accept only the sport types of §3 and ordered dates', async () => {
    expect(
      await failureOf(
        database.db.execute(sql`insert into sports (name, type) values ('Curling', 'CURLING')`),
      ),
    ).toMatch(/sports_type_check/);
    expect(
      await failureOf(
        database.db
          .insert(sports)
          .values({ name: 'x', type: 'SCOOTERING', startDate: '2026-05-02', endDate: '2026-05-01' }),
      ),
    ).toMatch(/sports_dates_check/);
    expect(
      await failureOf(
        database.db.insert(sports).values({ name: 'x', type: 'SCOOTERING', startDate: '2026-05-02' }),
      ),
    ).toMatch(/sports_dates_check/);
  });

  it('return dates as YYYY-MM-DD and arrays and JSON as values', async () => {
    const [row] = await database.db
      .insert(sports)
      .values({
        name: 'Dated',
        type: 'INLINE_ALPINE',
        startDate: '2026-07-01',
        endDate: '2026-07-03',
        allowedCountries: ['IT', 'NL'],
        extraOfficialRules: { roles: ['referee'] },
      })
      .returning();
    expect(row).toMatchObject({
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      allowedCountries: ['IT', 'NL'],
      extraOfficialRules: { roles: ['referee'] },
      isTeamBased: false,
    });
  });
});
