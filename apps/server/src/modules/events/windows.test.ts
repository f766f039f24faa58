// Where each participant window of an event sport stands "today" in the event's time zone (decision 015):
// the service is given `now`, so the boundaries are exact: the day a window opens, the last day of the
// reduction period, the day it closes and the day after, for an event in Tokyo (ahead of UTC) and one in
// Lima (behind it).
import { REGISTRATION_WINDOW } from '@portal/contract/constants';
import type { EventSport } from '@portal/contract/event';
import { WINDOW_PHASES } from '@portal/contract/registration-window';
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sports } from '../../db/schema/sports';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { useTestApp } from '../../test/harness';
import { createEvent, createEventSport, getEventSport, setParticipantSettings } from './service';

const ctx = useTestApp();

let caller: AccessClaims;
let reader: AccessClaims;
let sportId = 0;

beforeAll(async () => {
  const roleId = await ctx.roleIdOf(ROLE_TYPES.WSK_ADMIN, 'admin');
  const [user] = await ctx.db.insert(users).values({ roleId }).returning({ id: users.id });
  if (!user) throw new Error('No test user');
  caller = { userId: user.id, sessionId: 1, role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' };
  reader = { userId: user.id, sessionId: 1, role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' };
  const [sport] = await ctx.db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id)).limit(1);
  sportId = sport?.id ?? 0;
});

/** An event in `timeZone` whose athletes register 10–31 May 2027, reduced fee until 20 May. */
async function eventIn(timeZone: string) {
  const event = await createEvent(ctx.db, caller, {
    name: `Windows in ${timeZone}`,
    kind: 'world_cup',
    starts_on: '2027-06-10',
    ends_on: '2027-06-12',
    city: 'Somewhere',
    country: await ctx.federationIdOf('JPN'),
    venue: '',
    description: '',
    currency: 'JPY',
    time_zone: timeZone,
    custom_sections: [],
    show_only_selected_reports: true,
  });
  const sport = await createEventSport(ctx.db, caller, event.id, {
    sport: sportId,
    disciplines: [],
    categories: [],
  });
  await setParticipantSettings(
    ctx.db,
    caller,
    { id: event.id, sportId: sport.id },
    {
      participants: [
        {
          kind: 'athlete',
          opens_on: '2027-05-10',
          reduction_ends_on: '2027-05-20',
          closes_on: '2027-05-31',
          amount: '5000',
          reduced_amount: '4000',
          quota: null,
        },
        // No reduction period: open from the first day.
        {
          kind: 'nto',
          opens_on: '2027-05-10',
          reduction_ends_on: null,
          closes_on: '2027-05-10',
          amount: null,
          reduced_amount: null,
          quota: null,
        },
      ],
    },
  );
  return { id: event.id, sportId: sport.id };
}

const at = async (target: { id: number; sportId: number }, instant: string) =>
  getEventSport(ctx.db, reader, target, new Date(instant));

const athleteOf = (sport: EventSport) => sport.participants.find((row) => row.kind === 'athlete');
const ntoOf = (sport: EventSport) => sport.participants.find((row) => row.kind === 'nto');

describe('window phases in the event’s time zone', () => {
  it('Tokyo (UTC+9): the day changes at 15:00 UTC', async () => {
    const tokyo = await eventIn('Asia/Tokyo');
    const expectations: [string, string, string, string | null][] = [
      // [instant, the event's day, phase, outcome]
      ['2027-05-09T14:59:59Z', '2027-05-09', WINDOW_PHASES.NOT_OPEN_YET, REGISTRATION_WINDOW.NOT_OPENED_YET],
      // Still 9 May in UTC, already the opening day in Tokyo.
      ['2027-05-09T15:00:00Z', '2027-05-10', WINDOW_PHASES.REDUCTION_PERIOD, null],
      ['2027-05-20T14:59:59Z', '2027-05-20', WINDOW_PHASES.REDUCTION_PERIOD, null],
      ['2027-05-20T15:00:00Z', '2027-05-21', WINDOW_PHASES.OPEN, null],
      ['2027-05-31T14:59:59Z', '2027-05-31', WINDOW_PHASES.OPEN, null],
      ['2027-05-31T15:00:00Z', '2027-06-01', WINDOW_PHASES.CLOSED, REGISTRATION_WINDOW.CLOSED],
    ];
    for (const [instant, day, phase, outcome] of expectations) {
      const sport = await at(tokyo, instant);
      expect(sport.today, instant).toBe(day);
      expect(athleteOf(sport), instant).toMatchObject({
        phase,
        outcome,
        amount: '5000.00',
        reduced_amount: '4000.00',
      });
    }
    // A one-day window with no reduction period: open on that day only.
    expect(ntoOf(await at(tokyo, '2027-05-09T15:00:00Z'))).toMatchObject({ phase: WINDOW_PHASES.OPEN });
    expect(ntoOf(await at(tokyo, '2027-05-10T15:00:00Z'))).toMatchObject({ phase: WINDOW_PHASES.CLOSED });
  });

  it('Lima (UTC−5): the same instants fall a day earlier', async () => {
    const lima = await eventIn('America/Lima');
    const expectations: [string, string, string][] = [
      ['2027-05-10T04:59:59Z', '2027-05-09', WINDOW_PHASES.NOT_OPEN_YET],
      ['2027-05-10T05:00:00Z', '2027-05-10', WINDOW_PHASES.REDUCTION_PERIOD],
      ['2027-05-21T04:59:59Z', '2027-05-20', WINDOW_PHASES.REDUCTION_PERIOD],
      ['2027-05-21T05:00:00Z', '2027-05-21', WINDOW_PHASES.OPEN],
      // Already 1 June in UTC, still the closing day in Lima.
      ['2027-06-01T04:59:59Z', '2027-05-31', WINDOW_PHASES.OPEN],
      ['2027-06-01T05:00:00Z', '2027-06-01', WINDOW_PHASES.CLOSED],
    ];
    for (const [instant, day, phase] of expectations) {
      const sport = await at(lima, instant);
      expect(sport.today, instant).toBe(day);
      expect(athleteOf(sport)?.phase, instant).toBe(phase);
    }
  });

  it('the writes answer with the phases of their own `now`', async () => {
    const tokyo = await eventIn('Asia/Tokyo');
    const reply = await setParticipantSettings(
      ctx.db,
      caller,
      tokyo,
      {
        participants: [
          {
            kind: 'ito',
            opens_on: '2027-05-10',
            reduction_ends_on: null,
            closes_on: '2027-05-31',
            amount: null,
            reduced_amount: null,
            quota: null,
          },
        ],
      },
      new Date('2027-05-31T15:00:00Z'),
    );
    expect(reply.today).toBe('2027-06-01');
    expect(reply.participants).toEqual([
      expect.objectContaining({
        kind: 'ito',
        phase: WINDOW_PHASES.CLOSED,
        outcome: REGISTRATION_WINDOW.CLOSED,
      }),
    ]);
  });
});
