// The demo events (demo-events.ts) on a database seeded as the demo is: three published events, one in
// each registration phase on the seed's day in the event's own time zone, and a draft; the sports' own
// flags where the demo turns them on; the same rows again for the same day.
import { WINDOW_PHASES } from '@portal/contract/registration-window';
import { ROLE_TYPES } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEventSport, listEvents } from '../../modules/events/service';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventSportDisciplines, eventSportParticipants, eventSports, events } from '../schema/events';
import { sports } from '../schema/sports';
import { users } from '../schema/users';
import { seedDemo } from './demo';
import { DEMO_EVENTS, seedDemoEvents } from './demo-events';

// Late in the UTC day: already the next day in Tokyo, still this one in Buenos Aires.
const today = new Date('2026-03-01T23:30:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
});
afterAll(() => database?.drop());

const athlete: AccessClaims = { userId: 1, sessionId: 1, role: ROLE_TYPES.ATHLETE, permission: null };
const links = { requestUrl: '/api/client/events/' };
const deps = () => ({ db: database.db, config: { publicUrl: 'http://portal.test' } });
const query = { page: 1, page_size: 20 };

describe('seedDemoEvents', () => {
  it('creates three published events and a draft, by the WSK administrator, with their sports', async () => {
    const rows = await database.db.select().from(events).orderBy(asc(events.id));
    expect(rows.map((row) => [row.name, row.status])).toEqual(
      DEMO_EVENTS.map((demo) => [demo.name, demo.status]),
    );
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'wsk.admin@portal.test'));
    expect(rows.every((row) => row.createdBy === admin?.id)).toBe(true);
    const sportRows = await database.db.select().from(eventSports).orderBy(asc(eventSports.id));
    expect(rows.map((row) => sportRows.filter((sport) => sport.eventId === row.id).length)).toEqual([
      2, 3, 1, 1,
    ]);
    const disciplineRows = await database.db.select().from(eventSportDisciplines);
    for (const sport of sportRows) {
      expect(disciplineRows.some((row) => row.eventSportId === sport.id)).toBe(true);
      expect(sport.categories.length).toBeGreaterThan(0);
    }
    // Non-staff list the published ones only.
    const visible = await listEvents(deps(), athlete, query, links);
    expect(visible.count).toBe(3);
  });

  it('puts each published event in its phase on the seed day, in the event’s time zone', async () => {
    const published = (await listEvents(deps(), athlete, query, links)).results;
    const expected: Record<string, { today: string; phase: string }> = {
      'European Inline Speed Championships': { today: '2026-03-02', phase: WINDOW_PHASES.OPEN },
      'World Skate Games': { today: '2026-03-01', phase: WINDOW_PHASES.REDUCTION_PERIOD },
      'Asian Roller Freestyle Cup': { today: '2026-03-02', phase: WINDOW_PHASES.CLOSED },
    };
    expect(published.map((event) => event.name).sort()).toEqual(Object.keys(expected).sort());
    for (const event of published) {
      for (const sport of event.sports) {
        const profile = await getEventSport(database.db, athlete, { id: event.id, sportId: sport.id }, today);
        expect(profile.today, event.name).toBe(expected[event.name]?.today);
        // The open event's first sport also takes the demo marathon team's athletes.
        const teamAthletes =
          sport.id === published.find((row) => row.name === DEMO_EVENTS[0]?.name)?.sports[0]?.id;
        expect(profile.participants.map((row) => row.kind)).toEqual([
          'athlete',
          'nto',
          'team_official',
          ...(teamAthletes ? ['team_athlete'] : []),
        ]);
        for (const row of profile.participants)
          expect(row.phase, event.name).toBe(expected[event.name]?.phase);
        expect(profile.participants[0]?.amount).toMatch(/^\d+\.\d{2}$/);
      }
    }
    // The draft has no windows yet.
    const [draft] = await database.db.select().from(events).where(eq(events.status, 'draft'));
    const draftSports = await database.db
      .select()
      .from(eventSports)
      .where(eq(eventSports.eventId, draft?.id ?? 0));
    const draftWindows = await database.db
      .select()
      .from(eventSportParticipants)
      .where(
        inArray(
          eventSportParticipants.eventSportId,
          draftSports.map((row) => row.id),
        ),
      );
    expect(draftWindows).toEqual([]);
  });

  it('turns on extra officials on the open event, pre-seed and extra quota in the reduction period', async () => {
    const flags = await database.db
      .select({
        event: events.name,
        sport: sports.type,
        needPreSeed: eventSports.needPreSeed,
        needExtraQuota: eventSports.needExtraQuota,
        needExtraOfficialsNto: eventSports.needExtraOfficialsNto,
        extraOfficialRules: eventSports.extraOfficialRules,
      })
      .from(eventSports)
      .innerJoin(events, eq(events.id, eventSports.eventId))
      .innerJoin(sports, eq(sports.id, eventSports.sportId))
      .orderBy(asc(eventSports.id));
    const on = flags.filter(
      (row) => row.needPreSeed || row.needExtraQuota || row.needExtraOfficialsNto || row.extraOfficialRules,
    );
    expect(on).toEqual([
      {
        event: 'European Inline Speed Championships',
        sport: SPORT_TYPES.INLINE_SPEED_SKATING,
        needPreSeed: false,
        needExtraQuota: false,
        needExtraOfficialsNto: true,
        extraOfficialRules: { roles: ['Physiotherapist', 'Doctor'] },
      },
      {
        event: 'World Skate Games',
        sport: SPORT_TYPES.ARTISTIC_SKATING,
        needPreSeed: true,
        needExtraQuota: true,
        needExtraOfficialsNto: false,
        extraOfficialRules: null,
      },
    ]);
  });

  it('is deterministic: the same day gives the same events, sports and windows', async () => {
    const snapshot = async (eventIds: number[]) => {
      const eventRows = await database.db
        .select()
        .from(events)
        .where(inArray(events.id, eventIds))
        .orderBy(asc(events.id));
      const sportRows = await database.db
        .select()
        .from(eventSports)
        .where(inArray(eventSports.eventId, eventIds))
        .orderBy(asc(eventSports.id));
      const windows = await database.db
        .select()
        .from(eventSportParticipants)
        .where(
          inArray(
            eventSportParticipants.eventSportId,
            sportRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(eventSportParticipants.eventSportId), asc(eventSportParticipants.kind));
      return {
        events: eventRows.map(({ id: _, createdAt: __, updatedAt: ___, ...rest }) => rest),
        sports: sportRows.map(({ id: _, eventId: __, ...rest }) => rest),
        windows: windows.map(({ eventSportId: _, ...rest }) => rest),
      };
    };
    const before = (await database.db.select({ id: events.id }).from(events)).map((row) => row.id);
    await database.db.transaction(async (tx) => {
      const [admin] = await tx.select().from(users).where(eq(users.email, 'wsk.admin@portal.test'));
      await seedDemoEvents(tx, { today, createdBy: admin?.id ?? null });
    });
    const after = (await database.db.select({ id: events.id }).from(events)).map((row) => row.id);
    const added = after.filter((id) => !before.includes(id));
    expect(added).toHaveLength(DEMO_EVENTS.length);
    expect(await snapshot(added)).toEqual(await snapshot(before));
  });
});
