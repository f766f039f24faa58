// The people of the demo events (demo-event-people.ts) on a database seeded as the demo is: staff and LOC
// on every demo event, the demo ITO on the open and the closed event (their "my events"), and
// Italy's own athlete quota as NF management shows them; everyone on a list with their approved participant
// (their credential), and one pending LOC application on the open event.
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNfManagement } from '../../modules/events/nf-service';
import { listMyEvents } from '../../modules/events/user-events-service';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventItos, eventStaff } from '../schema/event-parts';
import { events } from '../schema/events';
import { federations } from '../schema/federations';
import { eventParticipants } from '../schema/participants';
import { users } from '../schema/users';
import { seedDemo } from './demo';
import {
  DEMO_ITO_EMAIL,
  DEMO_ITO_EVENTS,
  DEMO_LOC_APPLICATION_FUNCTION,
  DEMO_LOC_FUNCTIONS,
  DEMO_QUOTA_OVERRIDES,
  DEMO_STAFF_FUNCTIONS,
} from './demo-event-people';
import { DEMO_EVENTS } from './demo-events';
import { DEMO_POPULATION_DOMAIN } from './demo-population';

const today = new Date('2026-03-01T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
});
afterAll(() => database?.drop());

const deps = () => ({ db: database.db, config: { publicUrl: 'http://portal.test' } });

describe('seedDemoEventPeople', () => {
  it('gives every demo event two staff and two LOC members from the demo population', async () => {
    const eventRows = await database.db.select().from(events).orderBy(asc(events.id));
    const staff = await database.db
      .select({
        eventId: eventStaff.eventId,
        group: eventStaff.group,
        function: eventStaff.function,
        email: users.email,
      })
      .from(eventStaff)
      .innerJoin(users, eq(users.id, eventStaff.userId));
    for (const event of eventRows) {
      const rows = staff.filter((row) => row.eventId === event.id);
      expect(rows.map((row) => [row.group, row.function]).sort(), event.name).toEqual(
        [
          ['staff', DEMO_STAFF_FUNCTIONS[0]],
          ['staff', DEMO_STAFF_FUNCTIONS[1]],
          ['loc', DEMO_LOC_FUNCTIONS[0]],
          ['loc', DEMO_LOC_FUNCTIONS[1]],
        ].sort(),
      );
      expect(rows.every((row) => row.email?.endsWith(`@${DEMO_POPULATION_DOMAIN}`))).toBe(true);
    }
  });

  it('assigns the demo ITO to the open and the closed event, which are their events', async () => {
    const [ito] = await database.db.select().from(users).where(eq(users.email, DEMO_ITO_EMAIL));
    if (!ito) throw new Error('No demo ITO');
    const assignments = await database.db.select().from(eventItos).where(eq(eventItos.userId, ito.id));
    expect(assignments).toHaveLength(DEMO_ITO_EVENTS.length);
    const caller: AccessClaims = { userId: ito.id, sessionId: 1, role: ROLE_TYPES.ITO, permission: null };
    const mine = await listMyEvents(deps(), caller, { page: 1, page_size: 20 }, { requestUrl: '/' }, today);
    expect(mine.results.map((row) => row.name).sort()).toEqual(
      DEMO_ITO_EVENTS.map((index) => DEMO_EVENTS[index]?.name).sort(),
    );
    expect(mine.results.every((row) => row.roles.some((role) => role.kind === 'ito'))).toBe(true);
  });

  it('gives Italy its own athlete quota on the open event, the others the default', async () => {
    const [open] = await database.db
      .select()
      .from(events)
      .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));
    const [italy] = await database.db.select().from(federations).where(eq(federations.code, 'ITA'));
    const [germany] = await database.db.select().from(federations).where(eq(federations.code, 'DEU'));
    const wsk: AccessClaims = { userId: 1, sessionId: 1, role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' };
    const italyDetail = await getNfManagement(database.db, wsk, {
      id: open?.id ?? 0,
      federationId: italy?.id ?? 0,
    });
    const [first, second] = italyDetail.sports;
    const italianQuota = DEMO_QUOTA_OVERRIDES.find((row) => row.code === 'ITA')?.quota;
    expect(first?.quotas.find((row) => row.kind === 'athlete')).toMatchObject({
      kind: 'athlete',
      quota: italianQuota,
      overridden: true,
    });
    expect(second?.quotas.find((row) => row.kind === 'athlete')).toMatchObject({
      kind: 'athlete',
      // No override: the default of demo-events.ts applies.
      quota: 4,
      overridden: false,
    });
    expect(italyDetail.eligible_athletes).toBeGreaterThan(0);
    expect(italyDetail.contacts.map((row) => row.email).sort()).toEqual([
      'nf.admin@portal.test',
      'nf.viewer@portal.test',
    ]);
    const germanyDetail = await getNfManagement(database.db, wsk, {
      id: open?.id ?? 0,
      federationId: germany?.id ?? 0,
    });
    expect(germanyDetail.sports[0]?.quotas.find((row) => row.kind === 'athlete')).toMatchObject({
      kind: 'athlete',
      quota: 4,
      overridden: false,
    });
  });

  it('gives everyone on a staff, LOC or ITO list their approved participant, decided by WSK', async () => {
    const [wskAdmin] = await database.db.select().from(users).where(eq(users.email, 'wsk.admin@portal.test'));
    const approved = await database.db
      .select()
      .from(eventParticipants)
      .where(
        and(
          inArray(eventParticipants.kind, ['staff', 'loc', 'ito']),
          eq(eventParticipants.status, 'approved'),
        ),
      );
    const staff = await database.db.select().from(eventStaff);
    const itos = await database.db.select().from(eventItos);
    expect(approved).toHaveLength(staff.length + itos.length);
    for (const row of staff) {
      const participant = approved.find(
        (candidate) =>
          candidate.eventId === row.eventId &&
          candidate.kind === row.group &&
          candidate.userId === row.userId,
      );
      expect(participant).toMatchObject({
        eventSportId: null,
        function: row.function,
        registeredBy: wskAdmin?.id,
        decidedBy: wskAdmin?.id,
        feeAmount: null,
      });
    }
    for (const row of itos) {
      const participant = approved.find(
        (candidate) =>
          candidate.eventSportId === row.eventSportId &&
          candidate.kind === 'ito' &&
          candidate.userId === row.userId,
      );
      expect(participant).toMatchObject({ function: row.function, decidedBy: wskAdmin?.id });
    }
  });

  it('leaves one pending LOC application of a population member on the open event', async () => {
    const [open] = await database.db
      .select()
      .from(events)
      .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));
    const pending = await database.db
      .select({
        eventId: eventParticipants.eventId,
        kind: eventParticipants.kind,
        function: eventParticipants.function,
        userId: eventParticipants.userId,
        registeredBy: eventParticipants.registeredBy,
        email: users.email,
      })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(
        and(
          inArray(eventParticipants.kind, ['staff', 'loc', 'ito']),
          eq(eventParticipants.status, 'pending'),
        ),
      );
    expect(pending).toHaveLength(1);
    const [application] = pending;
    expect(application).toMatchObject({
      eventId: open?.id,
      kind: 'loc',
      function: DEMO_LOC_APPLICATION_FUNCTION,
      registeredBy: application?.userId,
    });
    expect(application?.email?.endsWith(`@${DEMO_POPULATION_DOMAIN}`)).toBe(true);
    // Not already on the open event's LOC.
    const onList = await database.db
      .select()
      .from(eventStaff)
      .where(and(eq(eventStaff.eventId, open?.id ?? 0), eq(eventStaff.userId, application?.userId ?? 0)));
    expect(onList).toEqual([]);
  });
});
