// Team rosters (decision 019, "Rosters"; §5 jersey numbers): who adds (the team's administrator, WSK
// administrators), whom (approved athletes, once), with which number (the sport's range, unique among
// pending and accepted places, also under parallel adds; a declined place frees it and is reused); the
// athlete's answer; removal and leaving; the lists (the team's roster, mine, by person, the candidates);
// every write audited.
import { ROSTER_MESSAGES, rosterCandidateSchema } from '@portal/contract/endpoints/team-roster';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { rosterEntrySchema, teamSchema } from '@portal/contract/team';
import { validationMessages } from '@portal/contract/validation';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { teamMembers, teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid, peopleFixtures, UNKNOWN_ID } from '../events/people-fixtures';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;
const ROSTER = '/api/client/teams/team-roster/';
const rosterPage = pagedSchema(rosterEntrySchema);
const candidatePage = pagedSchema(rosterCandidateSchema);

beforeAll(() => f.setUp());

interface TeamFixture {
  readonly id: number;
  readonly adminId: number;
  readonly token: string;
}

let teamCounter = 0;
async function makeTeam(values: Partial<typeof teams.$inferInsert> = {}): Promise<TeamFixture> {
  teamCounter += 1;
  const adminId = await f.person(ROLE_TYPES.ATHLETE);
  const [row] = await ctx.db
    .insert(teams)
    .values({ name: `Roster team ${teamCounter}`, countryCode: 'IT', adminUserId: adminId, ...values })
    .returning({ id: teams.id });
  return { id: row?.id ?? 0, adminId, token: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: adminId }) };
}

async function athlete(values: Parameters<typeof f.person>[1] = {}) {
  const id = await f.person(ROLE_TYPES.ATHLETE, { federationId: f.refs.italy, ...values });
  return { id, token: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: id }) };
}

const add = (team: TeamFixture, user: number, jersey: number, token = team.token) =>
  call('POST', ROSTER, token, { team: team.id, user, jersey_number: jersey });

async function added(team: TeamFixture, user: number, jersey: number, token = team.token) {
  const response = await add(team, user, jersey, token);
  expect(response.statusCode, response.body).toBe(201);
  return rosterEntrySchema.parse(response.json());
}

const answer = (id: number, status: string, token: string) =>
  call('PATCH', `${ROSTER}${id}/change_status/`, token, { status });

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

describe('POST team-roster/', () => {
  it('adds an approved athlete pending their answer, by the team’s administrator or a WSK administrator', async () => {
    const team = await makeTeam();
    const person = await athlete({
      firstName: 'Anna',
      lastName: 'Verdi',
      gender: 'F',
      birthday: '2001-05-04',
    });
    const entry = await added(team, person.id, 7);
    expect(entry).toMatchObject({
      team: { id: team.id, name: expect.stringContaining('Roster team') },
      user: {
        id: person.id,
        full_name: 'Anna Verdi',
        federation: { id: f.refs.italy, code: 'ITA' },
        gender: 'F',
        birth_date: '2001-05-04',
        avatar: null,
      },
      jersey_number: 7,
      status: 'pending',
      decided: null,
    });
    const audit = await lastAudit('team_roster.add');
    expect(audit).toMatchObject({ actorUserId: team.adminId, targetUserId: person.id });
    expect(audit?.details).toMatchObject({ team: team.id, roster_entry: entry.id, jersey_number: 7 });

    const other = await athlete();
    expect((await add(team, other.id, 8, tokens.wskAdmin)).statusCode).toBe(201);
    const another = await makeTeam();
    for (const token of [tokens.wskViewer, tokens.nfAdmin, another.token, other.token]) {
      expectError(await add(team, (await athlete()).id, 9, token), 403, TEAM_MESSAGES.TEAM_ADMIN_OR_WSK);
    }
    await expectInvalid(
      await call('POST', ROSTER, tokens.wskAdmin, { team: UNKNOWN_ID, user: other.id, jersey_number: 1 }),
      'team',
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
    // The roster size counts accepted places only.
    const [mine] = teamSchema
      .array()
      .parse((await call('GET', '/api/client/teams/teams/my/', team.token)).json());
    expect(mine?.roster_size).toBe(0);
  });

  it('takes approved athletes only, once', async () => {
    const team = await makeTeam();
    const person = await athlete();
    await added(team, person.id, 1);
    await expectInvalid(await add(team, person.id, 2), 'user', ROSTER_MESSAGES.ALREADY_ON_ROSTER);
    const official = await f.person(ROLE_TYPES.ITO);
    const pendingRole = await f.person(ROLE_TYPES.ATHLETE, { roleStatus: 'pending' });
    const deleted = await f.person(ROLE_TYPES.ATHLETE, { deletedAt: new Date() });
    for (const user of [official, pendingRole, deleted, UNKNOWN_ID]) {
      await expectInvalid(await add(team, user, 3), 'user', ROSTER_MESSAGES.NOT_AN_ATHLETE);
    }
  });

  it('checks the jersey number against the team’s sport: 0 for roller derby only, 1 to 99 otherwise', async () => {
    const speed = await makeTeam();
    const derby = await makeTeam({ sportType: SPORT_TYPES.ROLLER_DERBY });
    await expectInvalid(
      await add(speed, (await athlete()).id, 0),
      'jersey_number',
      validationMessages.jerseyNumber,
    );
    await expectInvalid(
      await add(speed, (await athlete()).id, 100),
      'jersey_number',
      validationMessages.jerseyNumber,
    );
    await expectInvalid(
      await add(derby, (await athlete()).id, 100),
      'jersey_number',
      validationMessages.derbyJerseyNumber,
    );
    expect((await added(derby, (await athlete()).id, 0)).jersey_number).toBe(0);
    expect((await added(speed, (await athlete()).id, 99)).jersey_number).toBe(99);
  });

  it('refuses a number in use; a declined place frees it and is reused when the athlete is added again', async () => {
    const team = await makeTeam();
    const first = await athlete();
    const second = await athlete();
    const entry = await added(team, first.id, 10);
    await expectInvalid(
      await add(team, second.id, 10),
      'jersey_number',
      validationMessages.jerseyNumberInUse,
    );
    // The same number on another team is fine.
    expect((await add(await makeTeam(), second.id, 10, tokens.wskAdmin)).statusCode).toBe(201);

    const declined = await answer(entry.id, 'declined', first.token);
    expect(declined.statusCode, declined.body).toBe(200);
    const taken = await added(team, second.id, 10);
    expect(taken.jersey_number).toBe(10);
    const again = await added(team, first.id, 11);
    expect(again.id).toBe(entry.id);
    expect(again).toMatchObject({ status: 'pending', jersey_number: 11, decided: null });
  });

  it('leaves one place of ten parallel adds of the same number, the others the §5 message', async () => {
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 10 }, () => athlete()));
    const responses = await Promise.all(people.map((person) => add(team, person.id, 42)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      await expectInvalid(response, 'jersey_number', validationMessages.jerseyNumberInUse);
    }
    const rows = await ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses adds to a banned team', async () => {
    const team = await makeTeam({ bannedAt: new Date(), banReason: 'Banned' });
    await expectInvalid(await add(team, (await athlete()).id, 5), 'team', TEAM_MESSAGES.TEAM_BANNED);
  });
});

describe('PATCH team-roster/{id}/change_status/', () => {
  it('lets the athlete alone answer a pending place, once; audited', async () => {
    const team = await makeTeam();
    const person = await athlete();
    const entry = await added(team, person.id, 3);
    for (const token of [team.token, tokens.wskAdmin]) {
      expectError(await answer(entry.id, 'accepted', token), 403, ROSTER_MESSAGES.ATHLETE_ONLY);
    }
    // Another athlete cannot tell the place from an unknown one.
    expectError(await answer(entry.id, 'accepted', tokens.athlete), 404, ROSTER_MESSAGES.ENTRY_NOT_FOUND);
    const accepted = await answer(entry.id, 'accepted', person.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(rosterEntrySchema.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      decided: expect.any(String),
    });
    expect(await lastAudit('team_roster.change_status')).toMatchObject({
      details: { roster_entry: entry.id },
      before: { status: 'pending' },
      after: { status: 'accepted' },
    });
    await expectInvalid(
      await answer(entry.id, 'declined', person.token),
      'status',
      ROSTER_MESSAGES.NOT_PENDING,
    );
    expect((await answer(entry.id, 'pending', person.token)).statusCode).toBe(400);
    expectError(await answer(UNKNOWN_ID, 'accepted', person.token), 404, ROSTER_MESSAGES.ENTRY_NOT_FOUND);
    const [mine] = teamSchema
      .array()
      .parse((await call('GET', '/api/client/teams/teams/my/', team.token)).json());
    expect(mine?.roster_size).toBe(1);
  });

  it('lets a banned team’s place be declined, not accepted', async () => {
    const team = await makeTeam();
    const first = await athlete();
    const second = await athlete();
    const one = await added(team, first.id, 1);
    const two = await added(team, second.id, 2);
    await ctx.db
      .update(teams)
      .set({ bannedAt: new Date(), banReason: 'Banned' })
      .where(eq(teams.id, team.id));
    await expectInvalid(await answer(one.id, 'accepted', first.token), 'team', TEAM_MESSAGES.TEAM_BANNED);
    expect((await answer(two.id, 'declined', second.token)).statusCode).toBe(200);
  });
});

describe('DELETE team-roster/{id}/', () => {
  it('lets the team’s administrator, a WSK administrator or the athlete remove a place; 404 to others', async () => {
    const team = await makeTeam();
    const people = await Promise.all([athlete(), athlete(), athlete()]);
    const entries = [];
    for (const [index, person] of people.entries()) entries.push(await added(team, person.id, index + 1));
    const [byAdmin, byWsk, byAthlete] = entries;
    for (const token of [
      tokens.wskViewer,
      tokens.athlete,
      (await makeTeam()).token,
      people[1]?.token ?? '',
    ]) {
      expectError(
        await call('DELETE', `${ROSTER}${byAdmin?.id}/`, token),
        404,
        ROSTER_MESSAGES.ENTRY_NOT_FOUND,
      );
    }
    expect((await call('DELETE', `${ROSTER}${byAdmin?.id}/`, team.token)).statusCode).toBe(204);
    expect((await call('DELETE', `${ROSTER}${byWsk?.id}/`, tokens.wskAdmin)).statusCode).toBe(204);
    expect((await call('DELETE', `${ROSTER}${byAthlete?.id}/`, people[2]?.token ?? '')).statusCode).toBe(204);
    expect(await ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
    expect((await lastAudit('team_roster.remove'))?.details).toMatchObject({
      team: team.id,
      roster_entry: byAthlete?.id,
    });
    // The number is free again.
    expect((await add(team, people[0]?.id ?? 0, 1)).statusCode).toBe(201);
  });
});

describe('roster lists', () => {
  const team = { id: 0, adminId: 0, token: '' } as TeamFixture;
  const people = { a: { id: 0, token: '' }, b: { id: 0, token: '' }, c: { id: 0, token: '' } };
  const entries = { a: 0, b: 0, c: 0, other: 0 };
  let otherTeam: TeamFixture;
  beforeAll(async () => {
    Object.assign(team, await makeTeam());
    otherTeam = await makeTeam();
    people.a = await athlete({ firstName: 'Lista', lastName: 'Zeta', email: 'lista.zeta@roster.test' });
    people.b = await athlete({ firstName: 'Lista', lastName: 'Beta' });
    people.c = await athlete({ firstName: 'Other', lastName: 'Name' });
    entries.a = (await added(team, people.a.id, 30)).id;
    entries.b = (await added(team, people.b.id, 4)).id;
    entries.c = (await added(team, people.c.id, 12)).id;
    entries.other = (await added(otherTeam, people.a.id, 5)).id;
    await answer(entries.b, 'accepted', people.b.token);
  });

  it('gives the team’s roster by jersey number, paged and filtered, to its administrator and WSK staff', async () => {
    for (const token of [team.token, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', `${ROSTER}?team=${team.id}&page_size=2`, token);
      expect(response.statusCode, response.body).toBe(200);
      const page = rosterPage.parse(response.json());
      expect(page.count).toBe(3);
      expect(page.results.map((entry) => entry.id)).toEqual([entries.b, entries.c]);
      expect(page.next).toContain('page=2');
    }
    const filtered = rosterPage.parse(
      (await call('GET', `${ROSTER}?team=${team.id}&status=pending&search=lista`, team.token)).json(),
    );
    expect(filtered.results.map((entry) => entry.id)).toEqual([entries.a]);
    for (const token of [otherTeam.token, tokens.athlete, tokens.nfAdmin, people.a.token]) {
      expect((await call('GET', `${ROSTER}?team=${team.id}`, token)).statusCode).toBe(403);
    }
    expectError(
      await call('GET', `${ROSTER}?team=${UNKNOWN_ID}`, tokens.wskAdmin),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
  });

  it('gives the caller their own places, newest first, by status', async () => {
    const mine = rosterEntrySchema.array().parse((await call('GET', `${ROSTER}my/`, people.a.token)).json());
    expect(mine.map((entry) => entry.id)).toEqual([entries.other, entries.a]);
    const accepted = await call('GET', `${ROSTER}my/?status=accepted`, people.b.token);
    expect(
      rosterEntrySchema
        .array()
        .parse(accepted.json())
        .map((entry) => entry.id),
    ).toEqual([entries.b]);
    expect(
      rosterEntrySchema
        .array()
        .parse((await call('GET', `${ROSTER}my/?status=accepted`, people.a.token)).json()),
    ).toEqual([]);
  });

  it('gives a person’s places: all to WSK staff and the person, their teams’ to a team administrator, none to others', async () => {
    const byUser = async (token: string) => {
      const response = await call('GET', `${ROSTER}by_user/?user=${people.a.id}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return rosterEntrySchema
        .array()
        .parse(response.json())
        .map((entry) => entry.id);
    };
    for (const token of [tokens.wskAdmin, tokens.wskViewer, people.a.token]) {
      expect(await byUser(token)).toEqual([entries.other, entries.a]);
    }
    expect(await byUser(team.token)).toEqual([entries.a]);
    expect(await byUser(otherTeam.token)).toEqual([entries.other]);
    expect(await byUser(tokens.nfAdmin)).toEqual([]);
    expect(await byUser(people.b.token)).toEqual([]);
  });

  it('finds approved athletes to add by name or e-mail, saying who is on the roster', async () => {
    const declined = await athlete({ firstName: 'Lista', lastName: 'Declined' });
    const declinedEntry = await added(team, declined.id, 60);
    await answer(declinedEntry.id, 'declined', declined.token);
    await f.person(ROLE_TYPES.ITO, { firstName: 'Lista', lastName: 'Official' });
    await f.person(ROLE_TYPES.ATHLETE, { firstName: 'Lista', lastName: 'Gone', deletedAt: new Date() });
    const fresh = await athlete({ firstName: 'Lista', lastName: 'Fresh' });

    const response = await call(
      'GET',
      `${ROSTER}candidates/?team=${team.id}&search=lista&page_size=3`,
      team.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = candidatePage.parse(response.json());
    expect(page.count).toBe(4);
    expect(page.results.map((row) => [row.id, row.on_roster])).toEqual([
      [people.b.id, true],
      [declined.id, false],
      [fresh.id, false],
    ]);
    expect(page.results[0]).toMatchObject({ full_name: 'Lista Beta', federation: { code: 'ITA' } });
    const byEmail = candidatePage.parse(
      (await call('GET', `${ROSTER}candidates/?team=${team.id}&search=zeta@roster`, tokens.wskAdmin)).json(),
    );
    expect(byEmail.results.map((row) => [row.id, row.on_roster])).toEqual([[people.a.id, true]]);
    for (const token of [otherTeam.token, tokens.athlete]) {
      expect((await call('GET', `${ROSTER}candidates/?team=${team.id}&search=lista`, token)).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', `${ROSTER}candidates/?team=${team.id}&search=l`, team.token)).statusCode).toBe(
      400,
    );
  });
});
