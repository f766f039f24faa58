// The demo's seasons and annual team fees (demo-annual-fees.ts) on a database seeded as the demo is: this
// year's and next year's seasons with their 250.00 EUR fees, and the demo team's unpaid annual order for this
// year's, which team.admin@portal.test sees among the fees and has to pay; the team is not active yet.
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFeesForTeamAdmin } from '../../modules/payments/annual-orders';
import { teamPaidForSeason } from '../../modules/payments/annual-state';
import { proofLinksOf } from '../../modules/payments/order-details';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { teamSeasons, teams } from '../schema/teams';
import { users } from '../schema/users';
import { seedDemo } from './demo';
import { seedDemoAnnualFees } from './demo-annual-fees';
import { DEMO_TEAM_ADMIN_EMAIL, DEMO_TEAM_NAME } from './demo-teams';

const today = new Date('2026-03-01T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
  // The demo seed calls it after the teams once wired in; until then it is called here the same way.
  if ((await database.db.select().from(teamSeasons)).length === 0) {
    await database.db.transaction((tx) => seedDemoAnnualFees(tx, { today }));
  }
});
afterAll(() => database?.drop());

describe('the demo annual fees', () => {
  it('seeds this year’s and next year’s seasons with their fees and the demo team’s unpaid order', async () => {
    const seasons = await database.db.select().from(teamSeasons);
    expect(seasons.map(({ name, startsOn, endsOn }) => ({ name, startsOn, endsOn }))).toEqual([
      { name: '2026', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { name: '2027', startsOn: '2027-01-01', endsOn: '2027-12-31' },
    ]);
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_TEAM_ADMIN_EMAIL));
    const deps = {
      db: database.db,
      config: { publicUrl: 'http://portal.test' },
      proofs: proofLinksOf({
        storage: { signedDownloadUrl: () => 'http://portal.test/file' },
        config: { fileLinkTtlSeconds: 60 },
      }),
    };
    const caller: AccessClaims = {
      userId: admin?.id ?? 0,
      sessionId: 1,
      role: ROLE_TYPES.GUEST,
      permission: null,
    };
    const fees = await listFeesForTeamAdmin(deps, caller, {});
    // The fees of seasons not ended on the server's day (this test's seeding day is in 2026).
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) expect(fee).toMatchObject({ amount: '250.00', currency: 'EUR' });
    const current = fees.find((fee) => fee.season.name === '2026');
    if (current) {
      expect(current.name).toBe('Annual team fee 2026');
      expect(current.order).toMatchObject({ state: 'awaiting_payment', outstanding: '250.00' });
    }
    expect(fees.find((fee) => fee.season.name === '2027')?.order ?? null).toBeNull();

    const [team] = await database.db
      .select({ paid: teamPaidForSeason(teams.id, seasons[0]?.id ?? 0) })
      .from(teams)
      .where(eq(teams.name, DEMO_TEAM_NAME));
    expect(team?.paid).toBe(false);
  });
});
