// The demo marathon team (decision 017, "Teams"): "Roma Inline Marathon Team" (Italy), administered by
// team.admin@portal.test, with its contact e-mail and phone and a roster of demo-population athletes of
// several federations (approved, registration completed, passport valid after the open demo event,
// anti-doping of its last three years, women and men fitting its first sport's categories, none already
// registered there) and the demo athlete wearing number 7, all accepted; and one more such athlete whose
// place waits for their answer (pending), so the roster screen shows one. No team registrations are
// seeded: team.admin registers them on the open event's first sport, which takes team officials and team
// athletes (demo-events.ts). Deterministic; direct inserts.
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, eq, gt, gte, inArray, isNull, like, notExists } from 'drizzle-orm';
import type { Database } from '../client';
import { events } from '../schema/events';
import { federations } from '../schema/federations';
import { eventParticipants } from '../schema/participants';
import { passports } from '../schema/personal-details';
import { roles } from '../schema/roles';
import { teamMembers, teams } from '../schema/teams';
import { users } from '../schema/users';
import { DEMO_EVENTS } from './demo-events';
import { DEMO_POPULATION_DOMAIN } from './demo-population';

export const DEMO_TEAM_NAME = 'Roma Inline Marathon Team';
export const DEMO_TEAM_ADMIN_EMAIL = 'team.admin@portal.test';
/** The demo athlete (athlete@portal.test) wears this number on the team. */
export const DEMO_TEAM_ATHLETE_JERSEY = 7;
/** The population's athletes on the roster, one per federation in this order, and their numbers. */
export const DEMO_TEAM_ROSTER: readonly { readonly code: string; readonly jersey: number }[] = [
  { code: 'ITA', jersey: 3 },
  { code: 'FRA', jersey: 11 },
  { code: 'DEU', jersey: 22 },
  { code: 'ESP', jersey: 45 },
  { code: 'NLD', jersey: 88 },
];
/** The place that waits for the athlete's answer: a population athlete of this federation, this number. */
export const DEMO_TEAM_PENDING: { readonly code: string; readonly jersey: number } = {
  code: 'ITA',
  jersey: 19,
};
export const DEMO_TEAM_CONTACT_EMAIL = 'info@roma-inline-marathon.test';
export const DEMO_TEAM_CONTACT_PHONE = '+390612345678';

/** Adds the demo team; call inside the demo seed's transaction, after the registrations. */
export async function seedDemoTeams(
  tx: Database,
  options: { readonly demoAthleteEmail: string },
): Promise<void> {
  const fixed = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_TEAM_ADMIN_EMAIL, options.demoAthleteEmail]));
  const admin = fixed.find((row) => row.email === DEMO_TEAM_ADMIN_EMAIL);
  const demoAthlete = fixed.find((row) => row.email === options.demoAthleteEmail);
  if (!admin) return;
  const [event] = await tx
    .select({ endsOn: events.endsOn })
    .from(events)
    .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));

  const [team] = await tx
    .insert(teams)
    .values({
      name: DEMO_TEAM_NAME,
      countryCode: 'IT',
      adminUserId: admin.id,
      contactEmail: DEMO_TEAM_CONTACT_EMAIL,
      contactPhone: DEMO_TEAM_CONTACT_PHONE,
    })
    .returning({ id: teams.id });
  if (!team) throw new Error('The demo team insert returned no row');

  // Eligible for the open event's first sport as the registration rules judge team athletes; women and
  // men only (its categories are), adults or minors alike (it has both).
  const lastDay = event?.endsOn ?? '9999-12-31';
  const candidates = await tx
    .select({ id: users.id, code: federations.code, gender: users.gender })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(federations, eq(federations.id, users.federationId))
    .innerJoin(passports, eq(passports.userId, users.id))
    .where(
      and(
        like(users.email, `%@${DEMO_POPULATION_DOMAIN}`),
        inArray(federations.code, [...DEMO_TEAM_ROSTER.map((member) => member.code), DEMO_TEAM_PENDING.code]),
        eq(roles.type, ROLE_TYPES.ATHLETE),
        eq(users.roleStatus, 'approved'),
        eq(users.registrationCompleted, true),
        isNull(users.deletedAt),
        inArray(users.gender, ['F', 'M']),
        gt(users.activeUntilDate, lastDay),
        gte(users.antiDopingYearIssued, Number(lastDay.slice(0, 4)) - 2),
        notExists(tx.select().from(eventParticipants).where(eq(eventParticipants.userId, users.id))),
      ),
    )
    .orderBy(asc(users.id));
  // Alternate women and men down the roster so it is mixed whatever the population's order.
  const roster = DEMO_TEAM_ROSTER.flatMap((member, index) => {
    const wanted = index % 2 === 0 ? 'F' : 'M';
    const ofCountry = candidates.filter((row) => row.code === member.code);
    const person = ofCountry.find((row) => row.gender === wanted) ?? ofCountry[0];
    return person
      ? [
          {
            teamId: team.id,
            userId: person.id,
            jerseyNumber: member.jersey,
            status: 'accepted' as const,
            addedBy: admin.id,
            decidedAt: new Date(),
          },
        ]
      : [];
  });
  if (demoAthlete) {
    roster.push({
      teamId: team.id,
      userId: demoAthlete.id,
      jerseyNumber: DEMO_TEAM_ATHLETE_JERSEY,
      status: 'accepted',
      addedBy: admin.id,
      decidedAt: new Date(),
    });
  }
  if (roster.length > 0) await tx.insert(teamMembers).values(roster);
  // One more athlete of the population, not on the roster yet, waits to answer.
  const onRoster = new Set(roster.map((place) => place.userId));
  const pending = candidates.find((row) => row.code === DEMO_TEAM_PENDING.code && !onRoster.has(row.id));
  if (pending) {
    await tx.insert(teamMembers).values({
      teamId: team.id,
      userId: pending.id,
      jerseyNumber: DEMO_TEAM_PENDING.jersey,
      status: 'pending',
      addedBy: admin.id,
    });
  }
}
