// The demo records of the WSK id database (demo-wsk-ids.ts) on a database seeded as the demo is: two
// hundred records in every status, consistent with the users, truthful statuses, the same every time.
import { WSK_ID_STATUSES, wskIdStatuses } from '@portal/contract/constants';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rankUsersForRecord } from '../../modules/wsk-ids/queries';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { users } from '../schema/users';
import { wskIdRecords } from '../schema/wsk-ids';
import { DEMO_ATHLETE_EMAIL, seedDemo } from './demo';
import { DEMO_WSK_ID_RECORDS } from './demo-wsk-ids';

const today = new Date('2026-03-01T10:00:00Z');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
});
afterEach(() => database?.drop());

const recordsOf = (db: TestDatabase['db']) => db.select().from(wskIdRecords).orderBy(asc(wskIdRecords.id));

describe('seedDemoWskIds', () => {
  it('the demo seed creates 200 records in every status, matched ones linked both ways, ready ones with candidates', async () => {
    const records = await recordsOf(database.db);
    expect(records).toHaveLength(DEMO_WSK_ID_RECORDS);
    const byStatus: Partial<Record<string, typeof records>> = {};
    for (const row of records) byStatus[row.status] = [...(byStatus[row.status] ?? []), row];
    for (const status of wskIdStatuses) expect(byStatus[status]?.length ?? 0, status).toBeGreaterThan(0);

    // Matched: a user each, who holds the record's WSK id; nobody holds a WSK id without a record.
    const holders = await database.db
      .select({ id: users.id, wskId: users.wskId })
      .from(users)
      .where(isNotNull(users.wskId));
    const matched = byStatus[WSK_ID_STATUSES.MATCHED] ?? [];
    expect(holders.map((row) => [row.id, row.wskId]).sort()).toEqual(
      matched.map((row) => [row.userId, row.wskId]).sort(),
    );
    // The demo athlete is left to be matched, and has a record waiting for her.
    const [demoAthlete] = await database.db.select().from(users).where(eq(users.email, DEMO_ATHLETE_EMAIL));
    expect(demoAthlete?.wskId).toBeNull();

    for (const row of byStatus[WSK_ID_STATUSES.READY_TO_BE_MATCHED] ?? []) {
      const candidates = await rankUsersForRecord(database.db, {
        person: { ...row, countryFederationId: row.countryFederationId },
        limit: 10,
      });
      expect(candidates.length, `${row.firstName} ${row.lastName}`).toBeGreaterThan(0);
    }
    const demoCandidates = await Promise.all(
      (byStatus[WSK_ID_STATUSES.READY_TO_BE_MATCHED] ?? []).map((row) =>
        rankUsersForRecord(database.db, { person: row, limit: 1 }),
      ),
    );
    expect(demoCandidates.some(([best]) => best?.id === demoAthlete?.id)).toBe(true);
    // Some INITIAL records find candidates when searched.
    const initial = byStatus[WSK_ID_STATUSES.INITIAL] ?? [];
    const found = await Promise.all(
      initial.map((row) => rankUsersForRecord(database.db, { person: row, limit: 1 })),
    );
    expect(found.filter((rows) => rows.length > 0).length).toBeGreaterThan(0);
    for (const row of byStatus[WSK_ID_STATUSES.NO_MATCH_FOUND] ?? []) {
      expect(await rankUsersForRecord(database.db, { person: row, limit: 1 })).toEqual([]);
    }
  });

  it('makes the same records for the same users every time', async () => {
    const first = (await recordsOf(database.db)).map(({ id, createdAt, updatedAt, ...row }) => row);
    expect(first).toHaveLength(DEMO_WSK_ID_RECORDS);
    const [matched] = await database.db
      .select({ total: count() })
      .from(wskIdRecords)
      .where(and(eq(wskIdRecords.status, WSK_ID_STATUSES.MATCHED)));
    expect(matched?.total).toBeGreaterThan(0);

    const again = await createTestDatabase();
    try {
      await seedDemo(again.db, { today });
      const second = (await recordsOf(again.db)).map(({ id, createdAt, updatedAt, ...row }) => row);
      expect(second).toEqual(first);
    } finally {
      await again.drop();
    }
  });
});
