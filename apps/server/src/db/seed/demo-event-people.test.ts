// The people of the demo events (demo-event-people.ts) on a database seeded as the demo is: staff and LOC
// on every demo event, the demo ITO on the open and the closed event (their "my events"), and
// Italy's own athlete quota as NF management shows them.
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNfManagement } from '../../modules/events/nf-service';
import { listMyEvents } from '../../modules/events/user-events-service';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventItos, eventStaff } from '../schema/event-parts';
import { events } from '../schema/events';
import { federations } from '../schema/federations';
import { users } from '../schema/users';
import { seedDemo } from './demo';
import {
  DEMO_ITO_EMAIL,
  DEMO_ITO_EVENTS,
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
});
