// The people of the demo events (decision 016): event staff and LOC members drawn from the demo population
// (of the host country when it has people, otherwise from everyone), the demo ITO assigned to a sport of
// the open event and of the closed one, and a few federations' own athlete quotas (Italy's among them). The
// sports' default quotas belong with their windows in demo-events.ts. Everyone on a list has their approved
// participant of that kind (decision 017: credentials come from participants), registered and decided by the
// WSK administrator as the list screens do it; one more person of the population has a pending LOC
// application on the open event for WSK to decide. Deterministic.
import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import { approveForRoster, type RosterPlace } from '../../modules/participants/roster-sync';
import type { Database } from '../client';
import { eventItos, eventSportQuotas, eventStaff } from '../schema/event-parts';
import { eventSports, events } from '../schema/events';
import { federations } from '../schema/federations';
import { eventParticipants } from '../schema/participants';
import { users } from '../schema/users';
import { DEMO_EVENTS } from './demo-events';
import { DEMO_POPULATION_DOMAIN } from './demo-population';

export const DEMO_ITO_EMAIL = 'ito@portal.test';
export const DEMO_STAFF_FUNCTIONS = ['Event director', 'Competition manager'] as const;
export const DEMO_LOC_FUNCTIONS = ['LOC president', 'Volunteer coordinator'] as const;
/** The events (by index in DEMO_EVENTS) the demo ITO serves: the open one and the closed one. */
export const DEMO_ITO_EVENTS = [0, 2] as const;
export const DEMO_WSK_ADMIN_EMAIL = 'wsk.admin@portal.test';
/** The function of the pending LOC application on the open event. */
export const DEMO_LOC_APPLICATION_FUNCTION = 'Accreditation desk volunteer';
/** Federations' own athlete quotas on the first sport of the open event. */
export const DEMO_QUOTA_OVERRIDES = [
  { code: 'ITA', quota: 6 },
  { code: 'FRA', quota: 2 },
] as const;

/** Adds the people and quotas of the demo events; call inside the demo seed's transaction, after them. */
export async function seedDemoEventPeople(tx: Database): Promise<void> {
  const eventRows = await tx
    .select({
      id: events.id,
      name: events.name,
      countryFederationId: events.countryFederationId,
      currency: events.currency,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(
      inArray(
        events.name,
        DEMO_EVENTS.map((demo) => demo.name),
      ),
    )
    .orderBy(asc(events.id));
  const population = await tx
    .select({ id: users.id, federationId: users.federationId })
    .from(users)
    .where(
      and(
        like(users.email, `%@${DEMO_POPULATION_DOMAIN}`),
        eq(users.roleStatus, 'approved'),
        eq(users.registrationCompleted, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.id));
  const sportRows = await tx
    .select({ id: eventSports.id, eventId: eventSports.eventId })
    .from(eventSports)
    .where(
      inArray(
        eventSports.eventId,
        eventRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(eventSports.id));

  const staffRows: (typeof eventStaff.$inferInsert)[] = [];
  /** The person of the open event's pending LOC application: the next one of its pool. */
  let locApplicant: number | undefined;
  DEMO_EVENTS.forEach((demo, index) => {
    const event = eventRows.find((row) => row.name === demo.name);
    if (!event) return;
    const local = population.filter((person) => person.federationId === event.countryFederationId);
    const pool = local.length >= 4 ? local : population.slice(index * 4);
    const [director, manager, president, coordinator, applicant] = pool;
    if (index === 0) locApplicant = applicant?.id;
    const parts = [
      [director, 'staff', DEMO_STAFF_FUNCTIONS[0]],
      [manager, 'staff', DEMO_STAFF_FUNCTIONS[1]],
      [president, 'loc', DEMO_LOC_FUNCTIONS[0]],
      [coordinator, 'loc', DEMO_LOC_FUNCTIONS[1]],
    ] as const;
    for (const [person, group, role] of parts) {
      if (person) staffRows.push({ eventId: event.id, userId: person.id, group, function: role });
    }
  });
  if (staffRows.length > 0) await tx.insert(eventStaff).values(staffRows);

  const [ito] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ITO_EMAIL));
  const firstSportOf = (index: number) => {
    const event = eventRows.find((row) => row.name === DEMO_EVENTS[index]?.name);
    return sportRows.find((row) => row.eventId === event?.id);
  };
  if (ito) {
    const itoRows = DEMO_ITO_EVENTS.flatMap((index) => {
      const sport = firstSportOf(index);
      return sport
        ? [{ eventId: sport.eventId, eventSportId: sport.id, userId: ito.id, function: 'Technical delegate' }]
        : [];
    });
    if (itoRows.length > 0) await tx.insert(eventItos).values(itoRows);
  }

  const [wskAdmin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_WSK_ADMIN_EMAIL));
  if (wskAdmin) {
    const rosterRows = [
      ...staffRows.map((row) => ({
        place: { kind: row.group, eventId: row.eventId, userId: row.userId } as RosterPlace,
        function: row.function,
      })),
      ...(await tx.select().from(eventItos).orderBy(asc(eventItos.id))).map((row) => ({
        place: {
          kind: 'ito',
          eventId: row.eventId,
          eventSportId: row.eventSportId,
          userId: row.userId,
        } as RosterPlace,
        function: row.function,
      })),
    ];
    for (const row of rosterRows) {
      const event = eventRows.find((candidate) => candidate.id === row.place.eventId);
      if (!event) continue;
      await approveForRoster(tx, row.place, {
        function: row.function,
        actorId: wskAdmin.id,
        currency: event.currency,
        now: event.createdAt,
      });
    }
  }
  const openEvent = eventRows.find((row) => row.name === DEMO_EVENTS[0]?.name);
  if (openEvent && locApplicant !== undefined) {
    await tx.insert(eventParticipants).values({
      eventId: openEvent.id,
      eventSportId: null,
      kind: 'loc',
      userId: locApplicant,
      status: 'pending',
      registeredBy: locApplicant,
      currency: openEvent.currency,
      function: DEMO_LOC_APPLICATION_FUNCTION,
      createdAt: openEvent.createdAt,
      updatedAt: openEvent.createdAt,
    });
  }

  const openSport = firstSportOf(0);
  const overrideFederations = await tx
    .select({ id: federations.id, code: federations.code })
    .from(federations)
    .where(
      inArray(
        federations.code,
        DEMO_QUOTA_OVERRIDES.map((row) => row.code),
      ),
    );
  const quotaRows = DEMO_QUOTA_OVERRIDES.flatMap((override) => {
    const federation = overrideFederations.find((row) => row.code === override.code);
    return openSport && federation
      ? [
          {
            eventSportId: openSport.id,
            kind: 'athlete' as const,
            federationId: federation.id,
            quota: override.quota,
          },
        ]
      : [];
  });
  if (quotaRows.length > 0) await tx.insert(eventSportQuotas).values(quotaRows);
}
