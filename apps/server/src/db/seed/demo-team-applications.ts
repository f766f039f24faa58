// The demo team application period (decision 019: periods are seeded), open from 60 days before the
// seeding day to 120 days after it, and one application waiting for WSK's review: "Milano Roller Marathon
// Club" (Italy), its contact e-mail confirmed, made without an account, whose contacts are no accounts of
// the demo. Deterministic for a given day; direct inserts.
import type { Database } from '../client';
import { teamApplicationPeriods, teamApplications } from '../schema/team-applications';

export const DEMO_APPLICATION_TEAM_NAME = 'Milano Roller Marathon Club';
export const DEMO_APPLICATION_CONTACT_EMAIL = 'milano.marathon@portal.test';
export const DEMO_APPLICATION_ADMIN_EMAIL = 'giulia.ferrari@portal.test';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Adds the open application period and the pending application; call inside the demo seed's transaction. */
export async function seedDemoTeamApplications(
  tx: Database,
  options: { readonly today?: Date } = {},
): Promise<void> {
  const today = options.today ?? new Date();
  const startsOn = new Date(today.getTime() - 60 * DAY_MS);
  const endsOn = new Date(today.getTime() + 120 * DAY_MS);
  // Named after the seeding year's season: applying in 2026 is for 2026/27.
  const year = today.getUTCFullYear();
  const [period] = await tx
    .insert(teamApplicationPeriods)
    .values({
      name: `Marathon team applications ${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      startsOn: isoDay(startsOn),
      endsOn: isoDay(endsOn),
    })
    .returning({ id: teamApplicationPeriods.id });
  if (!period) throw new Error('The demo application period insert returned no row');

  const createdAt = new Date(today.getTime() - 3 * DAY_MS);
  await tx.insert(teamApplications).values({
    periodId: period.id,
    teamName: DEMO_APPLICATION_TEAM_NAME,
    countryCode: 'IT',
    contactEmail: DEMO_APPLICATION_CONTACT_EMAIL,
    contactPhone: '+390287654321',
    adminFirstName: 'Giulia',
    adminLastName: 'Ferrari',
    adminEmail: DEMO_APPLICATION_ADMIN_EMAIL,
    status: 'submitted',
    applicantUserId: null,
    createdAt,
    submittedAt: new Date(createdAt.getTime() + 10 * 60 * 1000),
  });
}
