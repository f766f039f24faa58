// An event's participant management (decision 017, slice 3): who may list the event's participants and
// whose they see (NF staff their own federation's, whatever they name), every filter, search by "first
// last", e-mail and WSK id, the WSK match flag, paging with its count, and a draft event hidden from NF staff.
import { pagedSchema } from '@portal/contract/http';
import { type ParticipantRow, participantRowSchema } from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventParticipantEntries, eventParticipants } from '../../db/schema/participants';
import { disciplines } from '../../db/schema/user-sports';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, peopleFixtures, UNKNOWN_ID } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from '../events/service';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;
const rowPage = pagedSchema(participantRowSchema);

type Kind = (typeof eventParticipants.$inferInsert)['kind'];
type Status = (typeof eventParticipants.$inferInsert)['status'];

const event = { id: 0, sportA: 0, sportB: 0 };
let draftId = 0;
/** Participant ids by key. */
const p: Record<string, number> = {};
let discipline = { id: 0, name: '' };

async function participant(
  key: string,
  values: {
    readonly user: number;
    /** Null for event staff and LOC members. */
    readonly eventSport: number | null;
    readonly kind: Kind;
    readonly status: Status;
    readonly federation: number | null;
    readonly eventId?: number;
  },
) {
  const [row] = await ctx.db
    .insert(eventParticipants)
    .values({
      eventId: values.eventId ?? event.id,
      eventSportId: values.eventSport,
      kind: values.kind,
      userId: values.user,
      federationId: values.federation,
      status: values.status,
      currency: 'EUR',
      feeAmount: '120.5',
    })
    .returning({ id: eventParticipants.id });
  p[key] = row?.id ?? 0;
}

const athlete = (firstName: string, lastName: string, values: object = {}) =>
  f.person(ROLE_TYPES.ATHLETE, {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@mgmt.test`,
    federationId: f.refs.italy,
    ...values,
  });

beforeAll(async () => {
  await f.setUp();
  const created = await f.publishedEvent({}, [f.refs.sportA, f.refs.sportB]);
  event.id = created.id;
  event.sportA = created.eventSports[0] ?? 0;
  event.sportB = created.eventSports[1] ?? 0;
  draftId = (await f.draftEvent()).id;
  const [first] = await ctx.db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .where(eq(disciplines.sportId, f.refs.sportA))
    .orderBy(asc(disciplines.id))
    .limit(1);
  discipline = first ?? discipline;

  const { italy, france } = f.refs;
  const anna = await athlete('Anna', 'Mgmtalpha', { wskId: 'WSK-MGMT-1' });
  const bruno = await athlete('Bruno', 'Mgmtbeta');
  const carla = await athlete('Carla', 'Mgmtgamma', { federationId: france });
  const dario = await athlete('Dario', 'Mgmtdelta');
  const emma = await f.person(ROLE_TYPES.WSK_ADMIN, { firstName: 'Emma', lastName: 'Mgmtepsilon' }, 'viewer');
  const fabio = await athlete('Fabio', 'Mgmtzeta', { federationId: france });
  const percent = await athlete('Per%cent', 'Mgmtwild');
  await participant('annaAthlete', {
    user: anna,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'approved',
    federation: italy,
  });
  // The same person again, as an official of the other sport: one row per participant.
  await participant('annaNto', {
    user: anna,
    eventSport: event.sportB,
    kind: 'nto',
    status: 'approved',
    federation: italy,
  });
  await participant('bruno', {
    user: bruno,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'pending',
    federation: italy,
  });
  await participant('carla', {
    user: carla,
    eventSport: event.sportB,
    kind: 'athlete',
    status: 'approved',
    federation: france,
  });
  await participant('dario', {
    user: dario,
    eventSport: event.sportA,
    kind: 'nto',
    status: 'withdrawn',
    federation: italy,
  });
  await participant('emma', {
    user: emma,
    eventSport: null,
    kind: 'staff',
    status: 'pending',
    federation: null,
  });
  await participant('fabio', {
    user: fabio,
    eventSport: event.sportA,
    kind: 'team_athlete',
    status: 'rejected',
    federation: france,
  });
  await participant('percent', {
    user: percent,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'approved',
    federation: italy,
  });
  await ctx.db
    .insert(eventParticipantEntries)
    .values({ participantId: p.annaAthlete ?? 0, disciplineId: discipline.id, category: 'Senior women' });
  // Another event's participant is never listed with this one.
  const other = await f.publishedEvent();
  await participant('otherEvent', {
    user: bruno,
    eventSport: other.eventSports[0] ?? 0,
    kind: 'athlete',
    status: 'approved',
    federation: italy,
    eventId: other.id,
  });
});

const url = (eventId: number, query = '') => `${EVENTS}${eventId}/participants/?${query}`;

async function list(query = '', token = tokens.wskAdmin) {
  const response = await call('GET', url(event.id, query), token);
  expect(response.statusCode, response.body).toBe(200);
  return rowPage.parse(response.json());
}

const keyOf = (row: ParticipantRow) => Object.keys(p).find((key) => p[key] === row.id) ?? `#${row.id}`;
const keys = async (query = '', token = tokens.wskAdmin) =>
  (await list(`page_size=100&${query}`, token)).results.map(keyOf);

const EVERYONE = ['annaAthlete', 'annaNto', 'bruno', 'dario', 'emma', 'carla', 'percent', 'fabio'];

describe('who lists and whose participants', () => {
  it('gives WSK staff every participant of the event by last name, first name, id', async () => {
    const page = await list('page_size=100');
    expect(page.count).toBe(EVERYONE.length);
    expect(page.results.map(keyOf)).toEqual(EVERYONE);
    expect(await keys('', tokens.wskViewer)).toEqual(EVERYONE);
  });

  it('gives NF staff their own federation’s only, even when they name another', async () => {
    const italians = ['annaAthlete', 'annaNto', 'bruno', 'dario', 'percent'];
    expect(await keys('', tokens.nfAdmin)).toEqual(italians);
    expect(await keys('', tokens.nfViewer)).toEqual(italians);
    expect(await keys(`federation=${f.refs.france}`, tokens.nfAdmin)).toEqual(italians);
    const page = await list(`federation=${f.refs.france}&page_size=2`, tokens.nfViewer);
    expect(page.count).toBe(italians.length);
  });

  it('gives NF staff who administer no federation nobody', async () => {
    const loose = await f.person(ROLE_TYPES.NF_ADMIN, {}, 'admin');
    const token = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin', userId: loose });
    expect((await list('', token)).count).toBe(0);
  });

  it('refuses everyone else', async () => {
    for (const token of [tokens.athlete, tokens.ito, tokens.guest]) {
      expect((await call('GET', url(event.id), token)).statusCode).toBe(403);
    }
    expect((await call('GET', url(event.id), null)).statusCode).toBe(401);
  });

  it('hides a draft event from NF staff, not from WSK staff', async () => {
    expectError(await call('GET', url(draftId), tokens.nfAdmin), 404, EVENT_NOT_FOUND_MESSAGE);
    const draft = await call('GET', url(draftId), tokens.wskViewer);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(rowPage.parse(draft.json()).count).toBe(0);
    expectError(await call('GET', url(UNKNOWN_ID), tokens.wskAdmin), 404, EVENT_NOT_FOUND_MESSAGE);
  });
});

describe('rows', () => {
  it('carry the participant with its entries, the e-mail and whether an athlete needs a WSK match', async () => {
    const rows = new Map((await list('page_size=100')).results.map((row) => [keyOf(row), row]));
    expect(rows.get('annaAthlete')).toMatchObject({
      event: event.id,
      event_sport: { id: event.sportA, sport: { id: f.refs.sportA } },
      kind: 'athlete',
      status: 'approved',
      user: { full_name: 'Anna Mgmtalpha' },
      federation: { id: f.refs.italy },
      entries: [{ discipline, category: 'Senior women', pre_seed: null }],
      fee: { amount: '120.50', reduced: false, currency: 'EUR' },
      email: 'anna.mgmtalpha@mgmt.test',
      need_wsk_match: false,
    });
    // Athletes and team athletes without a WSK id need a match; officials and staff never do.
    const needing = [...rows].filter(([, row]) => row.need_wsk_match).map(([key]) => key);
    expect(needing.sort()).toEqual(['bruno', 'carla', 'fabio', 'percent']);
    expect(rows.get('emma')?.federation).toBeNull();
    expect(rows.get('annaNto')?.entries).toEqual([]);
  });
});

describe('filters', () => {
  it('by sport, kind, status and federation', async () => {
    expect(await keys(`event_sport=${event.sportB}`)).toEqual(['annaNto', 'carla']);
    expect(await keys('kind=nto')).toEqual(['annaNto', 'dario']);
    expect(await keys('status=pending')).toEqual(['bruno', 'emma']);
    expect(await keys(`federation=${f.refs.france}`)).toEqual(['carla', 'fabio']);
    expect(await keys(`federation=${f.refs.france}&kind=athlete&event_sport=${event.sportB}`)).toEqual([
      'carla',
    ]);
    expect(await keys(`event_sport=${event.sportA}&status=rejected`)).toEqual(['fabio']);
  });

  it('by name, "first last", e-mail and WSK id, wildcards taken literally', async () => {
    expect(await keys('search=mgmtgam')).toEqual(['carla']);
    expect(await keys('search=anna mgmtal')).toEqual(['annaAthlete', 'annaNto']);
    expect(await keys('search=bruno.mgmtbeta@mgmt')).toEqual(['bruno']);
    expect(await keys('search=wsk-mgmt-1')).toEqual(['annaAthlete', 'annaNto']);
    expect(await keys('search=%25')).toEqual(['percent']);
    expect(await keys('search=nobody-at-all')).toEqual([]);
  });

  it('by whether an athlete needs a WSK match', async () => {
    expect(await keys('need_wsk_match=true')).toEqual(['bruno', 'carla', 'percent', 'fabio']);
    expect(await keys('need_wsk_match=false')).toEqual(['annaAthlete', 'annaNto', 'dario', 'emma']);
    expect(await keys('need_wsk_match=true', tokens.nfAdmin)).toEqual(['bruno', 'percent']);
  });
});

describe('paging', () => {
  it('pages in SQL with the count of every match beside it', async () => {
    const first = await list('page_size=3');
    expect([first.count, first.results.map(keyOf), first.previous]).toEqual([8, EVERYONE.slice(0, 3), null]);
    expect(first.next).toContain('page=2');
    const last = await list('page_size=3&page=3');
    expect([last.count, last.results.map(keyOf), last.next]).toEqual([8, EVERYONE.slice(6), null]);
    const beyond = await list('page_size=3&page=9');
    expect([beyond.count, beyond.results]).toEqual([8, []]);
    const filtered = await list('status=approved&page_size=2&page=2');
    expect([filtered.count, filtered.results.map(keyOf)]).toEqual([4, ['carla', 'percent']]);
  });
});
