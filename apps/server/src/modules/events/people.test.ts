// An event's staff, LOC and ITOs (decision 016): who may call each endpoint, drafts 404 to all but WSK
// staff, the public person (never an e-mail), the rules of adding (an active account once per group, an
// approved ITO once per sport of the event), the candidates (search, validity shown, order), the writes on
// an archived event, and the audit rows.

import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { ARCHIVED_EVENT_MESSAGE } from '@portal/contract/endpoints/events';
import { itoAssignmentSchema, staffMemberSchema } from '@portal/contract/event-parts';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { staffCandidateSchema } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { passports } from '../../db/schema/personal-details';
import { useTestApp } from '../../test/harness';
import { ACTORS, EVENTS, expectError, expectInvalid, peopleFixtures, UNKNOWN_ID } from './people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from './service';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;

const staffPage = pagedSchema(staffMemberSchema);
const itoPage = pagedSchema(itoAssignmentSchema);
const candidatePage = pagedSchema(staffCandidateSchema);

let published = { id: 0, eventSports: [] as number[] };
let draft = { id: 0, eventSports: [] as number[] };
/** An active person with a national federation and an approved ITO. */
let personId = 0;
let itoId = 0;

beforeAll(async () => {
  await f.setUp();
  published = await f.publishedEvent({}, [f.refs.sportA, f.refs.sportB]);
  draft = await f.draftEvent();
  personId = await f.person(ROLE_TYPES.ATHLETE, {
    federationId: f.refs.italy,
    avatar: 'https://cdn.test/a.png',
  });
  itoId = await f.person(ROLE_TYPES.ITO, { federationId: f.refs.france });
});

const staffUrl = (eventId: number) => `${EVENTS}${eventId}/staff/`;
const itosUrl = (eventId: number) => `${EVENTS}${eventId}/itos/`;

async function addStaff(eventId: number, body: object) {
  const response = await call('POST', staffUrl(eventId), tokens.wskAdmin, body);
  expect(response.statusCode, response.body).toBe(201);
  return staffMemberSchema.parse(response.json());
}

async function assign(eventId: number, body: object) {
  const response = await call('POST', itosUrl(eventId), tokens.wskAdmin, body);
  expect(response.statusCode, response.body).toBe(201);
  return itoAssignmentSchema.parse(response.json());
}

describe('who may call each endpoint', () => {
  it('lets every signed-in role read the staff and ITOs of a published event', async () => {
    for (const actor of ACTORS) {
      for (const url of [staffUrl(published.id), itosUrl(published.id)]) {
        const response = await call('GET', url, tokens[actor]);
        expect(response.statusCode, `${actor} ${url}`).toBe(200);
      }
    }
  });

  it('shows the candidates to WSK staff only', async () => {
    for (const actor of ACTORS) {
      for (const url of [`${staffUrl(published.id)}candidates/`, `${itosUrl(published.id)}candidates/`]) {
        const response = await call('GET', url, tokens[actor]);
        expect(response.statusCode, `${actor} ${url}`).toBe(actor.startsWith('wsk') ? 200 : 403);
      }
    }
  });

  it('lets WSK administrators alone write', async () => {
    const member = await addStaff(published.id, { user: personId, group: 'staff', function: 'Chief' });
    const assignment = await assign(published.id, {
      event_sport: published.eventSports[0],
      user: itoId,
      function: 'Referee',
    });
    const writes = [
      {
        method: 'POST',
        url: staffUrl(published.id),
        payload: { user: personId, group: 'loc', function: 'X' },
      },
      { method: 'PATCH', url: `${staffUrl(published.id)}${member.id}/`, payload: { function: 'Y' } },
      { method: 'DELETE', url: `${staffUrl(published.id)}${member.id}/` },
      {
        method: 'POST',
        url: itosUrl(published.id),
        payload: { event_sport: published.eventSports[1], user: itoId, function: 'X' },
      },
      { method: 'PATCH', url: `${itosUrl(published.id)}${assignment.id}/`, payload: { function: 'Y' } },
      { method: 'DELETE', url: `${itosUrl(published.id)}${assignment.id}/` },
    ] as const;
    for (const actor of ACTORS.filter((name) => name !== 'wskAdmin')) {
      for (const write of writes) {
        const response = await call(
          write.method,
          write.url,
          tokens[actor],
          'payload' in write ? write.payload : undefined,
        );
        expect(response.statusCode, `${actor} ${write.method} ${write.url}`).toBe(403);
      }
    }
    // Nothing changed; the administrator then removes both.
    const list = staffPage.parse((await call('GET', staffUrl(published.id), tokens.wskAdmin)).json());
    expect(list.results.map((row) => [row.id, row.function])).toEqual([[member.id, 'Chief']]);
    expect((await call('DELETE', `${staffUrl(published.id)}${member.id}/`, tokens.wskAdmin)).statusCode).toBe(
      204,
    );
    expect(
      (await call('DELETE', `${itosUrl(published.id)}${assignment.id}/`, tokens.wskAdmin)).statusCode,
    ).toBe(204);
    const audit = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, f.ids.wskAdmin));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'event_staff.add',
        'event_staff.remove',
        'event_ito.assign',
        'event_ito.remove',
      ]),
    );
  });

  it('answers 404 for a draft’s staff and ITOs to everyone but WSK staff', async () => {
    await addStaff(draft.id, { user: personId, group: 'staff', function: 'Planner' });
    for (const actor of ACTORS) {
      for (const url of [staffUrl(draft.id), itosUrl(draft.id), staffUrl(UNKNOWN_ID)]) {
        const response = await call('GET', url, tokens[actor]);
        if (actor.startsWith('wsk') && !url.includes(String(UNKNOWN_ID))) {
          expect(response.statusCode, `${actor} ${url}`).toBe(200);
        } else {
          expectError(response, 404, EVENT_NOT_FOUND_MESSAGE);
        }
      }
    }
  });
});

describe('staff and LOC', () => {
  it('adds a person with a public shape: name, picture, federation, never the e-mail', async () => {
    const event = await f.publishedEvent();
    const member = await addStaff(event.id, { user: personId, group: 'loc', function: 'Volunteers' });
    expect(member).toMatchObject({
      event: event.id,
      group: 'loc',
      function: 'Volunteers',
      user: {
        id: personId,
        avatar: 'https://cdn.test/a.png',
        federation: { id: f.refs.italy, code: 'ITA' },
      },
    });
    expect(member.user.full_name).toMatch(/^First\d+ Last\d+$/);
    expect(JSON.stringify(member)).not.toContain('@people.test');
    const listed = (await call('GET', staffUrl(event.id), tokens.guest)).body;
    expect(listed).not.toContain('@people.test');
  });

  it('refuses an unknown or deleted account, and the same person twice in one group', async () => {
    const event = await f.publishedEvent();
    const deleted = await f.person(ROLE_TYPES.ATHLETE, { deletedAt: new Date() });
    for (const user of [UNKNOWN_ID, deleted]) {
      const response = await call('POST', staffUrl(event.id), tokens.wskAdmin, {
        user,
        group: 'staff',
        function: 'X',
      });
      await expectInvalid(response, 'user', EVENT_PART_MESSAGES.UNKNOWN_USER);
    }
    await addStaff(event.id, { user: personId, group: 'staff', function: 'Chief' });
    const twice = await call('POST', staffUrl(event.id), tokens.wskAdmin, {
      user: personId,
      group: 'staff',
      function: 'Y',
    });
    await expectInvalid(twice, 'user', EVENT_PART_MESSAGES.ALREADY_STAFF);
    // Once in each group is fine.
    await addStaff(event.id, { user: personId, group: 'loc', function: 'Member' });
  });

  it('answers two simultaneous additions of one person with a 201 and a 400, never a 500', async () => {
    const event = await f.publishedEvent();
    const someone = await f.person(ROLE_TYPES.GUEST);
    const body = { user: someone, group: 'staff', function: 'Chief' };
    const responses = await Promise.all([
      call('POST', staffUrl(event.id), tokens.wskAdmin, body),
      call('POST', staffUrl(event.id), tokens.wskAdmin, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = responses.find((response) => response.statusCode === 400);
    if (refused) await expectInvalid(refused, 'user', EVENT_PART_MESSAGES.ALREADY_STAFF);
  });

  it('validates the body: group, function, user', async () => {
    const response = await call('POST', staffUrl(published.id), tokens.wskAdmin, {
      user: 'x',
      group: 'boss',
      function: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields).sort()).toEqual(['function', 'group', 'user']);
  });

  it('lists staff before LOC, each by name, filters by group and pages', async () => {
    const event = await f.publishedEvent();
    const zed = await f.person(ROLE_TYPES.GUEST, { firstName: 'Ann', lastName: 'Zed' });
    const abe = await f.person(ROLE_TYPES.GUEST, { firstName: 'Bob', lastName: 'Abe' });
    const abeAnn = await f.person(ROLE_TYPES.GUEST, { firstName: 'Ann', lastName: 'Abe' });
    await addStaff(event.id, { user: zed, group: 'loc', function: 'L1' });
    await addStaff(event.id, { user: zed, group: 'staff', function: 'S1' });
    await addStaff(event.id, { user: abe, group: 'staff', function: 'S2' });
    await addStaff(event.id, { user: abeAnn, group: 'loc', function: 'L2' });
    const all = staffPage.parse((await call('GET', staffUrl(event.id), tokens.athlete)).json());
    expect(all.results.map((row) => [row.group, row.user.full_name])).toEqual([
      ['staff', 'Bob Abe'],
      ['staff', 'Ann Zed'],
      ['loc', 'Ann Abe'],
      ['loc', 'Ann Zed'],
    ]);
    const loc = staffPage.parse(
      (await call('GET', `${staffUrl(event.id)}?group=loc`, tokens.athlete)).json(),
    );
    expect(loc.results.map((row) => row.function)).toEqual(['L2', 'L1']);
    const paged = staffPage.parse(
      (await call('GET', `${staffUrl(event.id)}?page=2&page_size=3`, tokens.athlete)).json(),
    );
    expect(paged.count).toBe(4);
    expect(paged.results.map((row) => row.function)).toEqual(['L1']);
    expect(paged.previous).toContain('page=1');
  });

  it('changes a function and removes a member, 404 for a member of another event', async () => {
    const event = await f.publishedEvent();
    const other = await f.publishedEvent();
    const member = await addStaff(event.id, { user: personId, group: 'staff', function: 'Chief' });
    const updated = await call('PATCH', `${staffUrl(event.id)}${member.id}/`, tokens.wskAdmin, {
      function: 'Deputy',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(staffMemberSchema.parse(updated.json()).function).toBe('Deputy');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(
        method,
        `${staffUrl(other.id)}${member.id}/`,
        tokens.wskAdmin,
        method === 'PATCH' ? { function: 'Z' } : undefined,
      );
      expectError(response, 404, EVENT_PART_MESSAGES.STAFF_MEMBER_NOT_FOUND);
    }
    expect((await call('DELETE', `${staffUrl(event.id)}${member.id}/`, tokens.wskAdmin)).statusCode).toBe(
      204,
    );
    const list = staffPage.parse((await call('GET', staffUrl(event.id), tokens.wskAdmin)).json());
    expect(list.count).toBe(0);
  });

  it('leaves erased accounts out of the staff, LOC and ITO lists', async () => {
    const event = await f.publishedEvent();
    const [sport = 0] = event.eventSports;
    const staying = await f.person(ROLE_TYPES.ATHLETE);
    const leaving = await f.person(ROLE_TYPES.ATHLETE);
    const leavingIto = await f.person(ROLE_TYPES.ITO);
    await addStaff(event.id, { user: staying, group: 'staff', function: 'Director' });
    await addStaff(event.id, { user: leaving, group: 'loc', function: 'Volunteer' });
    await assign(event.id, { event_sport: sport, user: leavingIto, function: 'Referee' });
    for (const id of [leaving, leavingIto]) {
      const token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: id });
      const erased = await call('DELETE', `/api/client/users/users/${id}/delete_me/`, token);
      expect(erased.statusCode, erased.body).toBe(204);
    }
    const staff = staffPage.parse((await call('GET', staffUrl(event.id), tokens.guest)).json());
    expect(staff.count).toBe(1);
    expect(staff.results.map((row) => row.user.id)).toEqual([staying]);
    const itos = itoPage.parse((await call('GET', itosUrl(event.id), tokens.guest)).json());
    expect(itos).toMatchObject({ count: 0, results: [] });
  });

  it('refuses every write on an archived event', async () => {
    const event = await f.publishedEvent();
    const member = await addStaff(event.id, { user: personId, group: 'staff', function: 'Chief' });
    const assignment = await assign(event.id, {
      event_sport: event.eventSports[0],
      user: itoId,
      function: 'Judge',
    });
    await f.archive(event.id);
    const writes = [
      call('POST', staffUrl(event.id), tokens.wskAdmin, { user: personId, group: 'loc', function: 'X' }),
      call('PATCH', `${staffUrl(event.id)}${member.id}/`, tokens.wskAdmin, { function: 'Y' }),
      call('DELETE', `${staffUrl(event.id)}${member.id}/`, tokens.wskAdmin),
      call('PATCH', `${itosUrl(event.id)}${assignment.id}/`, tokens.wskAdmin, { function: 'Y' }),
      call('DELETE', `${itosUrl(event.id)}${assignment.id}/`, tokens.wskAdmin),
    ];
    for (const response of await Promise.all(writes))
      await expectInvalid(response, null, ARCHIVED_EVENT_MESSAGE);
    // Archived events stay readable.
    expect(staffPage.parse((await call('GET', staffUrl(event.id), tokens.guest)).json()).count).toBe(1);
  });
});

describe('ITOs', () => {
  it('assigns an approved ITO to a sport of the event, once per sport', async () => {
    const event = await f.publishedEvent({}, [f.refs.sportA, f.refs.sportB]);
    const [first = 0, second = 0] = event.eventSports;
    const assignment = await assign(event.id, { event_sport: first, user: itoId, function: 'Referee' });
    expect(assignment).toMatchObject({
      event: event.id,
      event_sport: { id: first, sport: { id: f.refs.sportA } },
      user: { id: itoId, federation: { id: f.refs.france } },
      function: 'Referee',
    });
    const twice = await call('POST', itosUrl(event.id), tokens.wskAdmin, {
      event_sport: first,
      user: itoId,
      function: 'X',
    });
    await expectInvalid(twice, 'user', EVENT_PART_MESSAGES.ALREADY_ITO);
    await assign(event.id, { event_sport: second, user: itoId, function: 'Judge' });
    const all = itoPage.parse((await call('GET', itosUrl(event.id), tokens.guest)).json());
    expect(all.results.map((row) => row.event_sport.id)).toEqual([first, second]);
    const one = itoPage.parse(
      (await call('GET', `${itosUrl(event.id)}?event_sport=${second}`, tokens.guest)).json(),
    );
    expect(one.results.map((row) => row.function)).toEqual(['Judge']);
    expect(JSON.stringify(all)).not.toContain('@people.test');
  });

  it('refuses anyone but an approved ITO, and a sport of another event', async () => {
    const event = await f.publishedEvent();
    const other = await f.publishedEvent();
    const eventSport = event.eventSports[0];
    const pendingIto = await f.person(ROLE_TYPES.ITO, { roleStatus: 'pending' });
    const deletedIto = await f.person(ROLE_TYPES.ITO, { deletedAt: new Date() });
    for (const user of [personId, pendingIto, deletedIto, UNKNOWN_ID, f.ids.wskAdmin]) {
      const response = await call('POST', itosUrl(event.id), tokens.wskAdmin, {
        event_sport: eventSport,
        user,
        function: 'X',
      });
      await expectInvalid(response, 'user', EVENT_PART_MESSAGES.NOT_AN_ITO);
    }
    for (const eventSportId of [other.eventSports[0], UNKNOWN_ID]) {
      const response = await call('POST', itosUrl(event.id), tokens.wskAdmin, {
        event_sport: eventSportId,
        user: itoId,
        function: 'X',
      });
      await expectInvalid(response, 'event_sport', EVENT_PART_MESSAGES.NOT_A_SPORT_OF_EVENT);
    }
  });

  it('changes a function and removes an assignment, 404 for one of another event', async () => {
    const event = await f.publishedEvent();
    const other = await f.publishedEvent();
    const assignment = await assign(event.id, {
      event_sport: event.eventSports[0],
      user: itoId,
      function: 'Referee',
    });
    const updated = await call('PATCH', `${itosUrl(event.id)}${assignment.id}/`, tokens.wskAdmin, {
      function: 'Chief referee',
    });
    expect(itoAssignmentSchema.parse(updated.json()).function).toBe('Chief referee');
    expectError(
      await call('DELETE', `${itosUrl(other.id)}${assignment.id}/`, tokens.wskAdmin),
      404,
      EVENT_PART_MESSAGES.ITO_ASSIGNMENT_NOT_FOUND,
    );
    expect((await call('DELETE', `${itosUrl(event.id)}${assignment.id}/`, tokens.wskAdmin)).statusCode).toBe(
      204,
    );
    expectError(
      await call('DELETE', `${itosUrl(event.id)}${assignment.id}/`, tokens.wskAdmin),
      404,
      EVENT_PART_MESSAGES.ITO_ASSIGNMENT_NOT_FOUND,
    );
  });
});

describe('candidates', () => {
  const year = new Date().getUTCFullYear();
  let valid = 0;
  let expired = 0;
  let pendingIto = 0;
  beforeAll(async () => {
    valid = await f.person(ROLE_TYPES.ITO, {
      firstName: 'Cand',
      lastName: 'Quokka',
      email: 'quokka.valid@cand.test',
      activeUntilDate: '2999-01-01',
      antiDopingYearIssued: year,
    });
    await ctx.db
      .insert(passports)
      .values({ userId: valid, firstName: 'Cand', lastName: 'Quokka', nationality: 'IT', number: 'X1' });
    expired = await f.person(ROLE_TYPES.ATHLETE, {
      firstName: 'Anna',
      lastName: 'Quokka',
      email: 'quokka.expired@cand.test',
      activeUntilDate: '2001-01-01',
      antiDopingYearIssued: year,
    });
    pendingIto = await f.person(ROLE_TYPES.ITO, {
      firstName: 'Pen',
      lastName: 'Quokka',
      roleStatus: 'pending',
    });
    await f.person(ROLE_TYPES.ATHLETE, { firstName: 'Del', lastName: 'Quokka', deletedAt: new Date() });
  });

  it('finds active accounts by name or e-mail, by last name then first name, with their validity', async () => {
    const page = candidatePage.parse(
      (await call('GET', `${staffUrl(published.id)}candidates/?search=quokka`, tokens.wskViewer)).json(),
    );
    expect(page.results.map((row) => row.id)).toEqual([expired, valid, pendingIto]);
    const [first, second] = page.results;
    expect(first).toMatchObject({
      full_name: 'Anna Quokka',
      is_valid_for_event: false,
      has_passport: false,
      passport_expire_date: '2001-01-01',
    });
    expect(second).toMatchObject({
      is_valid_for_event: true,
      has_passport: true,
      has_anti_doping: true,
      registration_completed: true,
    });
    const byEmail = candidatePage.parse(
      (
        await call('GET', `${staffUrl(published.id)}candidates/?search=expired%40cand`, tokens.wskAdmin)
      ).json(),
    );
    expect(byEmail.results.map((row) => row.id)).toEqual([expired]);
  });

  it('takes the caller’s wildcards literally', async () => {
    for (const search of ['%25', '_', 'Qu_kka']) {
      const page = candidatePage.parse(
        (await call('GET', `${staffUrl(published.id)}candidates/?search=${search}`, tokens.wskAdmin)).json(),
      );
      expect(page.count, search).toBe(0);
    }
  });

  it('offers approved ITOs only as ITO candidates', async () => {
    const page = candidatePage.parse(
      (await call('GET', `${itosUrl(published.id)}candidates/?search=quokka`, tokens.wskAdmin)).json(),
    );
    expect(page.results.map((row) => row.id)).toEqual([valid]);
  });

  it('answers 404 for the candidates of an unknown event', async () => {
    expectError(
      await call('GET', `${staffUrl(UNKNOWN_ID)}candidates/`, tokens.wskAdmin),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });
});
