// The demo registrations (demo-event-participants.ts) on a database seeded as the demo is: approved Italians,
// a withdrawn Italian and a pending French self-registration on the open event's first sport, an approved
// Italian team leader, the fee of the seed day, none of the fixed demo accounts, and room left for Italy
// (athlete and NTO quotas, eligible people) so the registration screens and journeys have work to do.
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMyEvents } from '../../modules/events/user-events-service';
import { getFederationRegistration, listCandidates } from '../../modules/participants/service';
import { loadOrderDetails } from '../../modules/payments/order-details';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventSports, events } from '../schema/events';
import { federations } from '../schema/federations';
import { eventParticipantEntries, eventParticipants } from '../schema/participants';
import { orders } from '../schema/payments';
import { users } from '../schema/users';
import { DEMO_ATHLETE_EMAIL, seedDemo } from './demo';
import { DEMO_APPROVED_ITALIANS, DEMO_NF_ADMIN_EMAIL, DEMO_NTO_FUNCTION } from './demo-event-participants';
import { DEMO_QUOTA_OVERRIDES } from './demo-event-people';
import { DEMO_EVENTS } from './demo-events';
import { DEMO_ITALY_INSTALMENT } from './demo-payments';
import { DEMO_POPULATION_DOMAIN } from './demo-population';

const today = new Date('2026-03-01T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
});
afterAll(() => database?.drop());

const deps = () => ({ db: database.db, config: { publicUrl: 'http://portal.test' } });
const wsk: AccessClaims = { userId: 1, sessionId: 1, role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' };

async function openSport() {
  const [event] = await database.db
    .select()
    .from(events)
    .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));
  const [sport] = await database.db
    .select()
    .from(eventSports)
    .where(eq(eventSports.eventId, event?.id ?? 0))
    .orderBy(asc(eventSports.id))
    .limit(1);
  return { id: event?.id ?? 0, sportId: sport?.id ?? 0, allowSelf: sport?.allowSelfRegistration };
}

async function federationId(code: string) {
  const [row] = await database.db.select().from(federations).where(eq(federations.code, code));
  return row?.id ?? 0;
}

describe('seedDemoEventParticipants', () => {
  it('registers approved Italians, a withdrawn one and a pending French self-registration', async () => {
    const target = await openSport();
    expect(target.allowSelf).toBe(true);
    const rows = await database.db
      .select({
        status: eventParticipants.status,
        federation: federations.code,
        email: users.email,
        userId: eventParticipants.userId,
        registeredBy: eventParticipants.registeredBy,
        fee: eventParticipants.feeAmount,
        reduced: eventParticipants.feeReduced,
        eventSportId: eventParticipants.eventSportId,
      })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .innerJoin(federations, eq(federations.id, eventParticipants.federationId))
      .where(eq(eventParticipants.kind, 'athlete'));
    expect(rows.map((row) => [row.federation, row.status]).sort()).toEqual(
      [
        ...Array.from({ length: DEMO_APPROVED_ITALIANS }, () => ['ITA', 'approved']),
        ['ITA', 'withdrawn'],
        ['FRA', 'pending'],
      ].sort(),
    );
    expect(rows.every((row) => row.eventSportId === target.sportId)).toBe(true);
    expect(rows.every((row) => row.email?.endsWith(`@${DEMO_POPULATION_DOMAIN}`))).toBe(true);
    expect(rows.map((row) => row.email)).not.toContain(DEMO_ATHLETE_EMAIL);
    // The open event is past its reduction period: the normal fee, as text.
    expect(rows.every((row) => row.fee === '120.00' && !row.reduced)).toBe(true);
    const french = rows.find((row) => row.federation === 'FRA');
    expect(french?.registeredBy).toBe(french?.userId);
    // Officials enter nothing: the entries are the athletes'.
    const entries = await database.db.select().from(eventParticipantEntries);
    expect(entries).toHaveLength(rows.length);
    expect(entries.every((entry) => entry.category !== null)).toBe(true);
  });

  it('leaves Italy room in its quota and eligible athletes to register', async () => {
    const target = await openSport();
    const italy = await federationId('ITA');
    const use = await getFederationRegistration(deps(), wsk, { ...target, federationId: italy });
    const athlete = use.kinds.find((row) => row.kind === 'athlete');
    expect(athlete).toMatchObject({
      quota: DEMO_QUOTA_OVERRIDES.find((row) => row.code === 'ITA')?.quota,
      used: DEMO_APPROVED_ITALIANS,
      approved: DEMO_APPROVED_ITALIANS,
    });
    expect((athlete?.quota ?? 0) - (athlete?.used ?? 0)).toBeGreaterThanOrEqual(2);
    const eligible = await listCandidates(
      deps(),
      wsk,
      target,
      { page: 1, page_size: 100, kind: 'athlete', federation: italy, eligible: true },
      { requestUrl: '/' },
    );
    expect(eligible.count).toBeGreaterThanOrEqual(5);
    // The demo athlete is among them, never registered by the seed.
    const [demoAthlete] = await database.db.select().from(users).where(eq(users.email, DEMO_ATHLETE_EMAIL));
    const all = await listCandidates(
      deps(),
      wsk,
      target,
      { page: 1, page_size: 100, kind: 'athlete', federation: italy, search: 'Rossi' },
      { requestUrl: '/' },
    );
    expect(all.results.find((row) => row.id === demoAthlete?.id)?.participant).toBeNull();
  });

  it('registers an approved Italian team leader, leaving Italy NTO places and candidates', async () => {
    const target = await openSport();
    const italy = await federationId('ITA');
    const [nfAdmin] = await database.db.select().from(users).where(eq(users.email, DEMO_NF_ADMIN_EMAIL));
    const ntos = await database.db
      .select({
        userId: eventParticipants.userId,
        email: users.email,
        status: eventParticipants.status,
        federationId: eventParticipants.federationId,
        eventSportId: eventParticipants.eventSportId,
        function: eventParticipants.function,
        registeredBy: eventParticipants.registeredBy,
        fee: eventParticipants.feeAmount,
        extraQuota: eventParticipants.extraQuota,
      })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(eq(eventParticipants.kind, 'nto'));
    expect(ntos).toEqual([
      {
        userId: expect.any(Number),
        email: expect.stringContaining(`@${DEMO_POPULATION_DOMAIN}`),
        status: 'approved',
        federationId: italy,
        eventSportId: target.sportId,
        function: DEMO_NTO_FUNCTION,
        registeredBy: nfAdmin?.id,
        fee: '80.00',
        extraQuota: false,
      },
    ]);
    const use = await getFederationRegistration(deps(), wsk, { ...target, federationId: italy });
    expect(use.kinds.find((row) => row.kind === 'nto')).toMatchObject({
      quota: 2,
      used: 1,
      approved: 1,
      extra_quota: 0,
    });
    // The NF administrator's federation has members to register as NTOs.
    const eligible = await listCandidates(
      deps(),
      wsk,
      target,
      { page: 1, page_size: 100, kind: 'nto', federation: italy, eligible: true },
      { requestUrl: '/' },
    );
    expect(eligible.count).toBeGreaterThanOrEqual(5);
    expect(eligible.results.map((row) => row.id)).not.toContain(ntos[0]?.userId);
    expect(nfAdmin?.nfAdminFederationId).toBe(italy);
  });

  it('shows an approved Italian the event among their events', async () => {
    const [row] = await database.db
      .select({ userId: eventParticipants.userId })
      .from(eventParticipants)
      .where(eq(eventParticipants.status, 'approved'))
      .limit(1);
    const caller: AccessClaims = {
      userId: row?.userId ?? 0,
      sessionId: 1,
      role: ROLE_TYPES.ATHLETE,
      permission: null,
    };
    const mine = await listMyEvents(deps(), caller, { page: 1, page_size: 20 }, { requestUrl: '/' }, today);
    expect(mine.results.map((event) => event.name)).toContain(DEMO_EVENTS[0]?.name);
    expect(mine.results[0]?.roles.some((role) => role.participant?.status === 'approved')).toBe(true);
  });

  it('bills the registrations: Italy paid a first instalment, the French self-registration awaits', async () => {
    const target = await openSport();
    const rows = await database.db
      .select({ id: orders.id, payerKind: orders.payerKind })
      .from(orders)
      .where(eq(orders.eventId, target.id));
    expect(rows.map((row) => row.payerKind).sort()).toEqual(['athlete', 'federation']);
    const details = await loadOrderDetails(
      database.db,
      rows.map((row) => row.id),
    );
    const federationOrder = details.find((order) => order.payer.kind === 'federation');
    // The approved Italians and the team leader are billed; the withdrawn Italian is not.
    expect(federationOrder?.participants_count).toBe(DEMO_APPROVED_ITALIANS + 1);
    expect(federationOrder?.state).toBe('partially_paid');
    expect(federationOrder?.amounts.paid).toBe(DEMO_ITALY_INSTALMENT);
    expect(federationOrder?.payer.federation?.code).toBe('ITA');
    expect(details.find((order) => order.payer.kind === 'athlete')?.state).toBe('awaiting_payment');
    expect(federationOrder?.payer.id).toBe(await federationId('ITA'));
  });
});
