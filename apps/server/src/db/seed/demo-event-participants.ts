// The registrations of the demo (decision 017): on the first sport of the open demo event, a few Italian
// athletes of the demo population registered by the Italian NF administrator (approved, the fee of the seed
// day frozen), one more Italian registered and withdrawn, one French athlete's pending self-registration,
// and one Italian national technical official (a team leader) registered by the Italian NF administrator.
// The fixed demo accounts (athlete@portal.test among them) are never registered, and Italy keeps room in
// its athlete and NTO quotas and eligible people to register, so the registration screens and their
// end-to-end journeys have work left to do. Deterministic; direct inserts.
import { windowOf } from '@portal/contract/event';
import { dayInTimeZone, reducedFeeApplies } from '@portal/contract/registration-window';
import { ROLE_TYPES } from '@portal/contract/roles';
import { ageGroupOn } from '@portal/contract/user';
import { and, asc, eq, gt, gte, inArray, isNull, like } from 'drizzle-orm';
import type { Database } from '../client';
import { eventSportDisciplines, eventSportParticipants, eventSports, events } from '../schema/events';
import { federations } from '../schema/federations';
import { eventParticipantEntries, eventParticipants } from '../schema/participants';
import { passports } from '../schema/personal-details';
import { roles } from '../schema/roles';
import { disciplines } from '../schema/user-sports';
import { users } from '../schema/users';
import { DEMO_EVENTS } from './demo-events';
import { DEMO_POPULATION_DOMAIN } from './demo-population';

export const DEMO_NF_ADMIN_EMAIL = 'nf.admin@portal.test';
/** How many Italians are registered (approved), and how many French athletes registered themselves. */
export const DEMO_APPROVED_ITALIANS = 3;
export const DEMO_PENDING_FRENCH = 1;
/** The discipline every demo athlete enters. */
export const DEMO_ENTRY_DISCIPLINE = 'Track 1000 m';
/** The function of the Italian NTO (approved; the NTO quota of the demo events is two). */
export const DEMO_NTO_FUNCTION = 'Team leader';

/** Adds the demo registrations; call inside the demo seed's transaction, after the event people. */
export async function seedDemoEventParticipants(
  tx: Database,
  options: { readonly today: Date },
): Promise<void> {
  const [event] = await tx
    .select({
      id: events.id,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      currency: events.currency,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));
  if (!event) return;
  const [sport] = await tx
    .select({ id: eventSports.id, categories: eventSports.categories })
    .from(eventSports)
    .where(eq(eventSports.eventId, event.id))
    .orderBy(asc(eventSports.id))
    .limit(1);
  if (!sport) return;
  const kindSettings = await tx
    .select()
    .from(eventSportParticipants)
    .where(
      and(
        eq(eventSportParticipants.eventSportId, sport.id),
        inArray(eventSportParticipants.kind, ['athlete', 'nto']),
      ),
    );
  const settings = kindSettings.find((row) => row.kind === 'athlete');
  const ntoSettings = kindSettings.find((row) => row.kind === 'nto');
  const [discipline] = await tx
    .select({ id: disciplines.id })
    .from(eventSportDisciplines)
    .innerJoin(disciplines, eq(disciplines.id, eventSportDisciplines.disciplineId))
    .where(
      and(eq(eventSportDisciplines.eventSportId, sport.id), eq(disciplines.name, DEMO_ENTRY_DISCIPLINE)),
    );
  const [nfAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_NF_ADMIN_EMAIL));
  if (!settings || !discipline || !nfAdmin) return;

  // Eligible as the registration rules judge them: an approved athlete of the population with a completed
  // registration, passport details valid after the last day, anti-doping of the last day's last three years.
  const minAntiDopingYear = Number(event.endsOn.slice(0, 4)) - 2;
  const eligible = await tx
    .select({
      id: users.id,
      gender: users.gender,
      birthday: users.birthday,
      federationId: users.federationId,
      code: federations.code,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(federations, eq(federations.id, users.federationId))
    .innerJoin(passports, eq(passports.userId, users.id))
    .where(
      and(
        like(users.email, `%@${DEMO_POPULATION_DOMAIN}`),
        inArray(federations.code, ['ITA', 'FRA']),
        eq(roles.type, ROLE_TYPES.ATHLETE),
        eq(users.roleStatus, 'approved'),
        eq(users.registrationCompleted, true),
        isNull(users.deletedAt),
        gt(users.activeUntilDate, event.endsOn),
        gte(users.antiDopingYearIssued, minAntiDopingYear),
      ),
    )
    .orderBy(asc(users.id));
  /** The person's category of the sport (gender and age group on the first day), if one fits. */
  const categoryOf = (person: (typeof eligible)[number]) => {
    const ageGroup = person.birthday === null ? null : ageGroupOn(person.birthday, event.startsOn);
    return sport.categories.find(
      (category) =>
        (category.gender === null || category.gender === person.gender) &&
        (category.age_group === null || category.age_group === ageGroup),
    )?.name;
  };
  const fitting = eligible.filter((person) => categoryOf(person) !== undefined);
  const italians = fitting.filter((person) => person.code === 'ITA');
  const french = fitting.filter((person) => person.code === 'FRA');

  /** The fee of the seed day for a kind's settings, frozen on the row. */
  const feeOf = (kind: typeof eventSportParticipants.$inferSelect) => {
    const window = windowOf({
      opens_on: kind.opensOn,
      reduction_ends_on: kind.reductionEndsOn,
      closes_on: kind.closesOn,
    });
    const reduced =
      kind.reducedAmount !== null && reducedFeeApplies(window, dayInTimeZone(options.today, event.timeZone));
    return {
      feeAmount: reduced ? kind.reducedAmount : kind.amount,
      feeReduced: reduced,
      currency: event.currency,
    };
  };
  const fee = feeOf(settings);
  const at = options.today;
  const base = {
    eventId: event.id,
    eventSportId: sport.id,
    kind: 'athlete' as const,
    ...fee,
    createdAt: at,
    updatedAt: at,
  };
  const byNf = { registeredBy: nfAdmin.id, decidedBy: nfAdmin.id, decidedAt: at };
  const rows: (typeof eventParticipants.$inferInsert & { readonly category: string })[] = [
    ...italians.slice(0, DEMO_APPROVED_ITALIANS).map((person) => ({
      ...base,
      ...byNf,
      userId: person.id,
      federationId: person.federationId,
      status: 'approved' as const,
      category: categoryOf(person) ?? '',
    })),
    ...italians.slice(DEMO_APPROVED_ITALIANS, DEMO_APPROVED_ITALIANS + 1).map((person) => ({
      ...base,
      ...byNf,
      userId: person.id,
      federationId: person.federationId,
      status: 'withdrawn' as const,
      category: categoryOf(person) ?? '',
    })),
    ...french.slice(0, DEMO_PENDING_FRENCH).map((person) => ({
      ...base,
      userId: person.id,
      federationId: person.federationId,
      status: 'pending' as const,
      registeredBy: person.id,
      category: categoryOf(person) ?? '',
    })),
  ];
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(eventParticipants)
    .values(rows.map(({ category: _, ...row }) => row))
    .returning({ id: eventParticipants.id });
  await tx.insert(eventParticipantEntries).values(
    inserted.map((row, index) => ({
      participantId: row.id,
      disciplineId: discipline.id,
      category: rows[index]?.category ?? null,
    })),
  );

  // The team leader: the next eligible Italian (officials need no more than athletes), no entries.
  const leader = italians[DEMO_APPROVED_ITALIANS + 1];
  if (ntoSettings && leader) {
    await tx.insert(eventParticipants).values({
      ...base,
      ...byNf,
      ...feeOf(ntoSettings),
      kind: 'nto',
      userId: leader.id,
      federationId: leader.federationId,
      status: 'approved',
      function: DEMO_NTO_FUNCTION,
    });
  }
}
