// A user's events (decision 016): the published and archived events where they are event staff, LOC or
// an ITO, with those parts; the `when` periods and their orders; and who may read another user's events
// (whoever may read that user's profile).
import { userEventSchema } from '@portal/contract/event-parts';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { PROFILE_FORBIDDEN, USER_NOT_FOUND } from '../users/access';
import { ACTORS, EVENTS, expectError, peopleFixtures, UNKNOWN_ID } from './people-fixtures';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;
const page = pagedSchema(userEventSchema);

/** An Italian ITO with parts in several events, and a French one with none. */
let italian = 0;
let italianToken = '';
let french = 0;
const names = { past: '', archived: '', soon: '', later: '', draft: '', other: '' };

beforeAll(async () => {
  await f.setUp();
  italian = await f.person(ROLE_TYPES.ITO, { federationId: f.refs.italy });
  italianToken = await ctx.token({ role: ROLE_TYPES.ITO, userId: italian });
  french = await f.person(ROLE_TYPES.ITO, { federationId: f.refs.france });
  const make = async (key: keyof typeof names, dates: { starts_on: string; ends_on: string }) => {
    names[key] = `User events ${key}`;
    return f.draftEvent({ name: names[key], ...dates }, [f.refs.sportA, f.refs.sportB]);
  };
  const past = await make('past', { starts_on: '2020-05-01', ends_on: '2020-05-03' });
  const archived = await make('archived', { starts_on: '2021-05-01', ends_on: '2021-05-03' });
  const soon = await make('soon', { starts_on: '2090-01-01', ends_on: '2090-01-05' });
  const later = await make('later', { starts_on: '2091-01-01', ends_on: '2091-01-05' });
  const draft = await make('draft', { starts_on: '2090-03-01', ends_on: '2090-03-05' });
  await make('other', { starts_on: '2090-02-01', ends_on: '2090-02-05' });
  const post = async (eventId: number, part: string, body: object) => {
    const response = await call('POST', `${EVENTS}${eventId}/${part}/`, tokens.wskAdmin, body);
    expect(response.statusCode, response.body).toBe(201);
  };
  await post(past.id, 'staff', { user: italian, group: 'staff', function: 'Chief' });
  await post(archived.id, 'itos', { event_sport: archived.eventSports[0], user: italian, function: 'Judge' });
  await post(soon.id, 'itos', { event_sport: soon.eventSports[1], user: italian, function: 'Referee' });
  await post(soon.id, 'staff', { user: italian, group: 'loc', function: 'Volunteer' });
  await post(soon.id, 'staff', { user: italian, group: 'staff', function: 'Chief' });
  await post(later.id, 'staff', { user: italian, group: 'loc', function: 'Host' });
  await post(draft.id, 'staff', { user: italian, group: 'staff', function: 'Planner' });
  for (const event of [past, archived, soon, later]) await f.publish(event.id);
  await f.archive(archived.id);
});

const namesOf = (body: unknown) => page.parse(body).results.map((row) => row.name);

describe('my events', () => {
  it('lists the published and archived events I have a part in, latest first, with my parts', async () => {
    const response = await call('GET', `${EVENTS}my/`, italianToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = page.parse(response.json());
    expect(body.results.map((row) => row.name)).toEqual([
      names.later,
      names.soon,
      names.archived,
      names.past,
    ]);
    const soon = body.results[1];
    expect(soon?.roles).toEqual([
      { kind: 'staff', function: 'Chief', sport: null, participant: null },
      { kind: 'loc', function: 'Volunteer', sport: null, participant: null },
      {
        kind: 'ito',
        function: 'Referee',
        sport: expect.objectContaining({ id: f.refs.sportB }),
        participant: null,
      },
    ]);
    // The event part is the events list's item, sports included.
    expect(soon?.sports.map((sport) => sport.sport.id)).toEqual([f.refs.sportA, f.refs.sportB]);
    expect(body.results[2]?.status).toBe('archived');
  });

  it('keeps upcoming events soonest first and past ones latest first', async () => {
    expect(namesOf((await call('GET', `${EVENTS}my/?when=upcoming`, italianToken)).json())).toEqual([
      names.soon,
      names.later,
    ]);
    expect(namesOf((await call('GET', `${EVENTS}my/?when=past`, italianToken)).json())).toEqual([
      names.archived,
      names.past,
    ]);
    const paged = page.parse((await call('GET', `${EVENTS}my/?page=2&page_size=3`, italianToken)).json());
    expect([paged.count, paged.results.map((row) => row.name)]).toEqual([4, [names.past]]);
    const bad = await call('GET', `${EVENTS}my/?when=someday`, italianToken);
    expect(bad.statusCode).toBe(400);
  });

  it('is empty for someone without parts, whatever their role', async () => {
    for (const actor of ACTORS) {
      const response = await call('GET', `${EVENTS}my/`, tokens[actor]);
      expect(response.statusCode, actor).toBe(200);
      expect(page.parse(response.json()).count, actor).toBe(0);
    }
  });
});

describe('another user’s events', () => {
  const url = (userId: number) => `${EVENTS}users/${userId}/`;

  it('goes to whoever may read the profile: WSK staff, NF staff of the user’s federation, the user', async () => {
    for (const token of [tokens.wskAdmin, tokens.wskViewer, tokens.nfAdmin, tokens.nfViewer, italianToken]) {
      const response = await call('GET', `${url(italian)}?when=past`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(namesOf(response.json())).toEqual([names.archived, names.past]);
    }
  });

  it('is 403 to NF staff of another federation and to everyone else, 404 to WSK staff for an unknown id', async () => {
    for (const actor of ['nfAdmin', 'nfViewer'] as const) {
      expectError(await call('GET', url(french), tokens[actor]), 403, PROFILE_FORBIDDEN);
    }
    for (const actor of ['athlete', 'ito', 'guest'] as const) {
      expectError(await call('GET', url(italian), tokens[actor]), 403, PROFILE_FORBIDDEN);
      expectError(await call('GET', url(UNKNOWN_ID), tokens[actor]), 403, PROFILE_FORBIDDEN);
    }
    expectError(await call('GET', url(UNKNOWN_ID), tokens.wskViewer), 404, USER_NOT_FOUND);
  });
});
