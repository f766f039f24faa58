// The demo team application period and pending application (demo-team-applications.ts): the period is open
// around the seeding day, so `team-application-periods/now/` answers it, and the one application waits for
// WSK's review, confirmed and anonymous, its contacts no accounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod } from '../../modules/team-applications/service';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { teamApplications } from '../schema/team-applications';
import { DEMO_ACCOUNTS } from './demo';
import { DEMO_POPULATION_DOMAIN } from './demo-population';
import {
  DEMO_APPLICATION_ADMIN_EMAIL,
  DEMO_APPLICATION_CONTACT_EMAIL,
  DEMO_APPLICATION_TEAM_NAME,
  seedDemoTeamApplications,
} from './demo-team-applications';

const today = new Date('2026-03-01T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction((tx) => seedDemoTeamApplications(tx, { today }));
});
afterAll(() => database?.drop());

describe('seedDemoTeamApplications', () => {
  it('opens a period from 60 days before the seeding day to 120 days after', async () => {
    expect(await currentPeriod(database.db, today)).toEqual({
      id: expect.any(Number),
      name: 'Marathon team applications 2026/27',
      starts_on: '2025-12-31',
      ends_on: '2026-06-29',
    });
    expect((await currentPeriod(database.db, new Date('2026-07-01T00:00:00Z'))).id).toBeNull();
  });

  it('adds one confirmed, anonymous application waiting for review, whose contacts are no accounts', async () => {
    const rows = await database.db.select().from(teamApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      teamName: DEMO_APPLICATION_TEAM_NAME,
      countryCode: 'IT',
      status: 'submitted',
      applicantUserId: null,
      codeHash: null,
      submittedAt: expect.any(Date),
    });
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(demoEmails).not.toContain(DEMO_APPLICATION_CONTACT_EMAIL);
    expect(demoEmails).not.toContain(DEMO_APPLICATION_ADMIN_EMAIL);
    expect(DEMO_APPLICATION_ADMIN_EMAIL.endsWith(`@${DEMO_POPULATION_DOMAIN}`)).toBe(false);
    expect(
      await database.db.select().from(teamApplications).where(eq(teamApplications.status, 'draft')),
    ).toEqual([]);
  });
});
