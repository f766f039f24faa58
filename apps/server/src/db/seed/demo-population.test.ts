// The demo population of seedDemo: who it holds (roles, statuses, federations), that its data hangs together
// (progress, passports, sports), that the lists show its requests to the right staff, and that it is
// created once, quickly.
import { notApprovedQuerySchema } from '@portal/contract/endpoints/user-management';
import { and, count, eq, isNull, like, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNotApprovedUsers, listNotApprovedWskUsers } from '../../modules/users/user-lists';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { federations } from '../schema/federations';
import { passports } from '../schema/personal-details';
import { registrationProgresses } from '../schema/registration';
import { roles } from '../schema/roles';
import { userSports } from '../schema/user-sports';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_POPULATION_DOMAIN, DEMO_POPULATION_SIZE, seedDemoPopulation } from './demo-population';

const today = new Date(Date.UTC(2026, 4, 15));
const todayIso = '2026-05-15';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemo(database.db, { today })).toEqual({ created: true });
});
afterAll(() => database?.drop());

const population = like(users.email, `%@${DEMO_POPULATION_DOMAIN}`);

async function people() {
  return database.db
    .select({
      user: users,
      role: roles,
      federation: federations.code,
      progress: registrationProgresses,
      passport: passports.number,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, eq(federations.id, users.federationId))
    .leftJoin(registrationProgresses, eq(registrationProgresses.userId, users.id))
    .leftJoin(passports, eq(passports.userId, users.id))
    .where(population);
}

describe('the demo population', () => {
  it('holds about 300 people of every role, with the fixed accounts untouched', async () => {
    const rows = await people();
    expect(rows).toHaveLength(DEMO_POPULATION_SIZE);
    expect(rows.length).toBeGreaterThanOrEqual(280);
    const [total] = await database.db.select({ total: count() }).from(users);
    expect(total?.total).toBe(DEMO_ACCOUNTS.length + DEMO_POPULATION_SIZE);

    const tally = new Map<string, number>();
    for (const { user, role } of rows) {
      const key = `${role.type}/${role.permission ?? '-'}/${user.roleStatus}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(tally)).toEqual({
      'athlete/-/approved': 236,
      'athlete/-/pending': 20,
      'nf_admin/admin/approved': 7,
      'nf_admin/viewer/approved': 7,
      'wsk_admin/viewer/approved': 4,
      'ito/-/approved': 8,
      'guest/-/approved': 12,
      'wsk_admin/viewer/pending': 3,
      'nf_admin/viewer/pending': 4,
      'ito/-/pending': 3,
    });
    expect(new Set(rows.map((row) => row.federation)).size).toBe(10);
    // Nobody of the population is an administrator of the world federation.
    expect(rows.some(({ role }) => role.type === 'wsk_admin' && role.permission === 'admin')).toBe(false);
  });

  it('gives every person of a country a name of their own', async () => {
    const rows = await people();
    const names = rows.map(({ user, federation }) => `${federation}: ${user.firstName} ${user.lastName}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives unique, lower-case e-mails apart from the fixed accounts', async () => {
    const rows = await people();
    const emails = rows.map(({ user }) => user.email ?? '');
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9]+\.[a-z0-9]+\.\d+@demo\.portal\.test$/);
    for (const account of DEMO_ACCOUNTS) expect(emails).not.toContain(account.email);
    // Accents stay in the names (only the e-mails are folded to ASCII).
    expect(rows.some(({ user }) => /[^\x20-\x7e]/.test(`${user.firstName}${user.lastName}`))).toBe(true);
    const names = new Set(rows.map(({ user }) => `${user.firstName} ${user.lastName}`));
    expect(names.size).toBeGreaterThan(200);
  });

  it('keeps progress, passports, validity and sports consistent with each user', async () => {
    const rows = await people();
    let expired = 0;
    let withoutAntiDoping = 0;
    let unfinished = 0;
    for (const { user, role, progress, passport } of rows) {
      expect(progress, user.email ?? '').not.toBeNull();
      const allDone = Object.entries(progress ?? {})
        .filter(([key]) => key.startsWith('step'))
        .every(([, done]) => done === true);
      expect(allDone).toBe(user.registrationCompleted);
      expect(progress?.stepPassportDetails).toBe(user.registrationCompleted);
      expect(passport !== null).toBe(user.registrationCompleted && role.type !== 'guest');
      expect(user.activeUntilDate !== null).toBe(passport !== null);
      if (user.activeUntilDate !== null && user.activeUntilDate <= todayIso) expired++;
      if (user.antiDopingYearIssued === null && user.registrationCompleted) withoutAntiDoping++;
      if (!user.registrationCompleted) unfinished++;
      const valid =
        user.registrationCompleted &&
        user.activeUntilDate !== null &&
        user.activeUntilDate > todayIso &&
        (user.antiDopingYearIssued ?? 0) >= 2024;
      expect(user.isValidForEvent, user.email ?? '').toBe(valid);
      expect(user.birthday).not.toBeNull();
      expect(user.ageGroup).toBe('adult');
      expect(['M', 'F', 'X']).toContain(user.gender);
      if (role.type === 'nf_admin') expect(user.nfAdminFederationId).toBe(user.federationId);
      else expect(user.nfAdminFederationId).toBeNull();
    }
    expect(expired).toBeGreaterThanOrEqual(15);
    expect(withoutAntiDoping).toBeGreaterThanOrEqual(15);
    expect(unfinished).toBeGreaterThanOrEqual(20);

    const sports = await database.db
      .select({ sport: userSports, user: users, role: roles.type })
      .from(userSports)
      .innerJoin(users, eq(users.id, userSports.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(population);
    const athletes = sports.filter((row) => row.role === 'athlete');
    expect(athletes.length).toBeGreaterThan(220);
    for (const { sport, user } of athletes) {
      expect(sport.kind).toBe('athlete');
      expect(sport.federationId).toBe(user.federationId);
    }
    expect(new Set(athletes.map((row) => row.sport.sportId)).size).toBeGreaterThan(5);
  });

  it('shows the Italian pending athletes to the Italian NF administrator, and the requests to WSK', async () => {
    const [nfAdmin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nf.admin@portal.test'));
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    const deps = { db: database.db, config: { publicUrl: 'http://portal.test' } };
    const links = { requestUrl: '/api/client/users/users/not_approved_users/' };
    const query = notApprovedQuerySchema.parse({ page_size: 100 });
    const caller = (role: 'nf_admin' | 'wsk_admin', userId: number) =>
      ({ userId, sessionId: 1, role, permission: 'admin' }) as const;

    const italian = await listNotApprovedUsers(deps, caller('nf_admin', nfAdmin?.id ?? 0), query, links);
    expect(italian.count).toBe(6);
    expect(italian.results.every((item) => item.federations.some((f) => f.id === italy?.id))).toBe(true);
    const everyone = await listNotApprovedUsers(deps, caller('wsk_admin', 1), query, links);
    expect(everyone.count).toBe(20);
    const requests = await listNotApprovedWskUsers(deps, caller('wsk_admin', 1), query, links);
    expect(requests.count).toBe(10);
    const nfRequests = requests.results.filter((item) => item.role?.type === 'nf_admin');
    expect(nfRequests).toHaveLength(4);
    // An NF request carries the federation the user chose, which approvals read.
    const chosen = await database.db
      .select({ federation: users.nfAdminFederationId })
      .from(users)
      .where(
        and(population, eq(users.roleStatus, 'pending'), eq(users.roleId, nfRequests[0]?.role?.id ?? 0)),
      );
    expect(chosen.every((row) => row.federation !== null)).toBe(true);
  });

  it('is created once: a second seedDemo adds nothing', async () => {
    const before = await database.db.select({ total: count() }).from(users);
    const progressBefore = await database.db.select({ total: count() }).from(registrationProgresses);
    expect(await seedDemo(database.db, { today })).toEqual({ created: false });
    expect(await database.db.select({ total: count() }).from(users)).toEqual(before);
    expect(await database.db.select({ total: count() }).from(registrationProgresses)).toEqual(progressBefore);
  });

  it('takes well under the start-up budget', async () => {
    const fresh = await createTestDatabase();
    try {
      const started = performance.now();
      await fresh.db.transaction((tx) => seedDemoPopulation(tx, { passwordHash: 'not-a-real-hash', today }));
      const elapsed = performance.now() - started;
      // The target is under 2 s on PGlite; the bound leaves room for a loaded CI machine.
      expect(elapsed).toBeLessThan(5000);
      const [seeded] = await fresh.db
        .select({ total: count() })
        .from(users)
        .where(and(population, isNull(users.deletedAt)));
      expect(seeded?.total).toBe(DEMO_POPULATION_SIZE);
      const [newest] = await fresh.db.select({ at: max(users.createdAt) }).from(users);
      expect(newest?.at?.getTime()).toBeLessThanOrEqual(today.getTime());
    } finally {
      await fresh.drop();
    }
  });
});
