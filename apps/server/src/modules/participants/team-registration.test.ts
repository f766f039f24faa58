// Team registrations (decision 017, "Teams"): who may read and write a team's registrations; candidates
// with their reasons (roster members for athletes, any account for officials); officials and roster
// athletes registered approved with the team, no federation and the fee; the body rules; jersey numbers by
// sport type and unique among the team's registrations, also under parallel requests; the team's quota
// under parallel requests; the window; the team's places and numbers in use; a banned team registers nobody
// and only the roster's accepted places are team athletes.
import { REGISTRATION_WINDOW, registrationWindowMessage } from '@portal/contract/constants';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import { pagedSchema } from '@portal/contract/http';
import {
  INELIGIBILITY_MESSAGES,
  participantSchema,
  teamRegistrationCandidateSchema,
  teamRegistrationSchema,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { validationMessages } from '@portal/contract/validation';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { teamMembers, teams } from '../../db/schema/teams';
import { disciplines } from '../../db/schema/user-sports';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { registrationFixtures, type WindowOptions } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;
const candidatePage = pagedSchema(teamRegistrationCandidateSchema);
const participantPage = pagedSchema(participantSchema);

type Target = { id: number; sportId: number };

/** Two teams with their administrators (athletes of any federation may run a team). */
const team = { id: 0, adminId: 0, token: '' };
const otherTeam = { id: 0, adminId: 0, token: '' };

async function makeTeam(name: string, target: typeof team) {
  target.adminId = await f.person(ROLE_TYPES.ATHLETE, { federationId: f.refs.italy });
  target.token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: target.adminId });
  const [row] = await ctx.db
    .insert(teams)
    .values({ name, countryCode: 'IT', adminUserId: target.adminId })
    .returning({ id: teams.id });
  target.id = row?.id ?? 0;
}

async function addToRoster(teamId: number, userId: number, jerseyNumber: number | null = null) {
  await ctx.db.insert(teamMembers).values({ teamId, userId, jerseyNumber, status: 'accepted' });
}

beforeAll(async () => {
  await f.setUp();
  await makeTeam('Roma Inline Marathon Team', team);
  await makeTeam('Lyon Roller Marathon', otherTeam);
});

interface TeamEventOptions {
  readonly athletes?: WindowOptions;
  readonly officials?: WindowOptions;
  readonly sportId?: number;
  readonly disciplines?: number[];
  readonly publish?: boolean;
}

/** An event whose sport has team official and team athlete windows (quota per team 5 unless told). */
async function teamEvent(options: TeamEventOptions = {}): Promise<Target> {
  const target = await f.event({
    publish: false,
    ...(options.sportId !== undefined && { sportId: options.sportId }),
    ...(options.disciplines !== undefined && { disciplines: options.disciplines }),
  });
  const set = await call('PUT', `${f.sportUrl(target)}participants/`, tokens.wskAdmin, {
    participants: [
      f.participantsWindow({}),
      f.participantsWindow({ amount: '40', ...options.officials }, 'team_official'),
      f.participantsWindow({ amount: '60', ...options.athletes }, 'team_athlete'),
    ],
  });
  expect(set.statusCode, set.body).toBe(200);
  if (options.publish !== false) await f.publish(target.id);
  return target;
}

const teamUrl = (target: Target, teamId = team.id) => `${f.sportUrl(target)}teams/${teamId}/`;

function athleteBody(user: number, jersey: number | null, values: object = {}) {
  return {
    kind: 'team_athlete',
    user,
    jersey_number: jersey,
    entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
    ...values,
  };
}

const officialBody = (user: number, values: object = {}) => ({
  kind: 'team_official',
  user,
  function: 'Team manager',
  ...values,
});

const post = (target: Target, body: object, token = team.token, teamId = team.id) =>
  call('POST', `${teamUrl(target, teamId)}participants/`, token, body);

/** An eligible athlete on the team's roster. */
async function rosterAthlete(jersey: number | null = null, values: object = {}, teamId = team.id) {
  const id = await f.athlete(values);
  await addToRoster(teamId, id, jersey);
  return id;
}

describe('access to a team’s registrations', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await teamEvent();
  });

  it('lets the team’s administrator and WSK staff read, and nobody else', async () => {
    for (const token of [team.token, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', `${teamUrl(event)}registration/`, token);
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const token of [otherTeam.token, tokens.nfAdmin, tokens.athlete, tokens.guest]) {
      expectError(
        await call('GET', `${teamUrl(event)}registration/`, token),
        403,
        TEAM_MESSAGES.TEAM_ADMIN_ONLY,
      );
      expect((await call('GET', `${teamUrl(event)}registration/candidates/`, token)).statusCode).toBe(403);
      expect((await call('GET', `${teamUrl(event)}participants/`, token)).statusCode).toBe(403);
    }
    expectError(
      await call('GET', `${teamUrl(event, UNKNOWN_ID)}registration/`, team.token),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
  });

  it('lets the team’s administrator and WSK administrators register, not viewers or other teams', async () => {
    const official = await f.athlete();
    expectError(
      await post(event, officialBody(official), tokens.wskViewer),
      403,
      TEAM_MESSAGES.TEAM_ADMIN_ONLY,
    );
    expectError(
      await post(event, officialBody(official), otherTeam.token),
      403,
      TEAM_MESSAGES.TEAM_ADMIN_ONLY,
    );
    expect((await post(event, officialBody(official), tokens.nfAdmin)).statusCode).toBe(403);
    expectError(
      await post(event, officialBody(official), team.token, UNKNOWN_ID),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
    const byWsk = await post(event, officialBody(official), tokens.wskAdmin);
    expect(byWsk.statusCode, byWsk.body).toBe(201);
    const viewer = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, tokens.wskViewer)).json(),
    );
    expect(viewer.editable).toBe(false);
    const admin = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, team.token)).json(),
    );
    expect(admin.editable).toBe(true);
  });

  it('hides a draft event from the team’s administrator and refuses registrations on it', async () => {
    const draft = await teamEvent({ publish: false });
    expect((await call('GET', `${teamUrl(draft)}registration/`, team.token)).statusCode).toBe(404);
    expect((await post(draft, officialBody(await f.athlete()))).statusCode).toBe(404);
    const wsk = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(draft)}registration/`, tokens.wskAdmin)).json(),
    );
    expect(wsk.editable).toBe(false);
  });
});

describe('team candidates', () => {
  let event: Target = { id: 0, sportId: 0 };
  const people = {
    eligible: 0,
    french: 0,
    noAntiDoping: 0,
    man: 0,
    itoOnRoster: 0,
    noPassport: 0,
    outsider: 0,
    otherRoster: 0,
  };
  beforeAll(async () => {
    event = await teamEvent();
    people.eligible = await rosterAthlete(4, { firstName: 'Cand-eligible' });
    // Teams are international: another federation's athlete is no reason.
    people.french = await rosterAthlete(5, { firstName: 'Cand-french', federationId: f.refs.france });
    people.noAntiDoping = await rosterAthlete(6, { firstName: 'Cand-nodoping', antiDopingYearIssued: null });
    people.man = await rosterAthlete(8, { firstName: 'Cand-minor-man', gender: 'M', birthday: '2012-01-01' });
    people.itoOnRoster = await f.member(ROLE_TYPES.ITO, { firstName: 'Cand-ito' });
    await addToRoster(team.id, people.itoOnRoster, 9);
    people.noPassport = await f.athlete({ firstName: 'Cand-nopass' }, { passport: false });
    await addToRoster(team.id, people.noPassport);
    // Not on this team's roster: not a candidate athlete, but may serve as an official.
    people.outsider = await f.athlete({ firstName: 'Cand-outsider' }, { passport: false });
    people.otherRoster = await rosterAthlete(4, { firstName: 'Cand-other' }, otherTeam.id);
  });

  it('offers the roster’s athletes with their jersey numbers and the athlete reasons, no federation rule', async () => {
    const response = await call(
      'GET',
      `${teamUrl(event)}registration/candidates/?kind=team_athlete&search=Cand-&page_size=100`,
      team.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = candidatePage.parse(response.json());
    const byId = new Map(page.results.map((row) => [row.id, row]));
    expect([...byId.keys()].sort()).toEqual(
      [
        people.eligible,
        people.french,
        people.noAntiDoping,
        people.man,
        people.itoOnRoster,
        people.noPassport,
      ].sort(),
    );
    expect(byId.get(people.eligible)).toMatchObject({ eligible: true, reasons: [], jersey_number: 4 });
    expect(byId.get(people.french)).toMatchObject({ eligible: true, reasons: [], jersey_number: 5 });
    expect(byId.get(people.noAntiDoping)?.reasons).toEqual(['anti_doping_missing']);
    expect(byId.get(people.man)?.reasons).toEqual(['wrong_age_group']);
    expect(byId.get(people.itoOnRoster)?.reasons).toEqual(['not_an_athlete']);
    expect(byId.get(people.noPassport)?.reasons).toEqual(['passport_missing']);
    expect(byId.get(people.noPassport)?.jersey_number).toBeNull();

    const eligible = candidatePage.parse(
      (
        await call(
          'GET',
          `${teamUrl(event)}registration/candidates/?kind=team_athlete&search=Cand-&eligible=true&page_size=100`,
          team.token,
        )
      ).json(),
    );
    expect(eligible.results.map((row) => row.id).sort()).toEqual([people.eligible, people.french].sort());
    expect(eligible.count).toBe(2);
  });

  it('offers officials from every account by search, judged on registration and passport only', async () => {
    const page = candidatePage.parse(
      (
        await call(
          'GET',
          `${teamUrl(event)}registration/candidates/?kind=team_official&search=Cand-&page_size=100`,
          team.token,
        )
      ).json(),
    );
    const byId = new Map(page.results.map((row) => [row.id, row]));
    // Everyone found, on the roster or not, on this team's or another's.
    expect(byId.get(people.outsider)?.reasons).toEqual(['passport_missing']);
    expect(byId.get(people.otherRoster)?.reasons).toEqual([]);
    // What keeps athletes out does not concern officials.
    expect(byId.get(people.noAntiDoping)?.reasons).toEqual([]);
    expect(byId.get(people.man)?.reasons).toEqual([]);
    expect(byId.get(people.itoOnRoster)).toMatchObject({ reasons: [], jersey_number: null });
    // Without a search: every account, paged by name.
    const all = candidatePage.parse(
      (
        await call(
          'GET',
          `${teamUrl(event)}registration/candidates/?kind=team_official&page_size=5`,
          team.token,
        )
      ).json(),
    );
    expect(all.results).toHaveLength(5);
    expect(all.count).toBeGreaterThan(8);
  });

  it('marks a registered person as already registered', async () => {
    const created = await post(event, officialBody(people.outsider, {}));
    // The outsider has no passport: refused with the reason.
    await expectInvalid(created, 'user', INELIGIBILITY_MESSAGES.passport_missing);
    const ok = await post(event, athleteBody(people.eligible, 4));
    expect(ok.statusCode, ok.body).toBe(201);
    const page = candidatePage.parse(
      (
        await call(
          'GET',
          `${teamUrl(event)}registration/candidates/?kind=team_athlete&search=Cand-eligible`,
          team.token,
        )
      ).json(),
    );
    expect(page.results[0]).toMatchObject({
      reasons: ['already_registered'],
      participant: { id: participantSchema.parse(ok.json()).id, status: 'approved' },
    });
    await expectInvalid(
      await post(event, athleteBody(people.eligible, 12)),
      'user',
      INELIGIBILITY_MESSAGES.already_registered,
    );
  });
});

describe('registering team officials and athletes', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await teamEvent({ athletes: { amount: '60', reducedAmount: '45', reductionEnds: 3 } });
  });

  it('registers an official and a roster athlete approved, for the team, without a federation, with the fee', async () => {
    const officialId = await f.athlete({ federationId: f.refs.france });
    const official = await post(event, officialBody(officialId));
    expect(official.statusCode, official.body).toBe(201);
    expect(participantSchema.parse(official.json())).toMatchObject({
      kind: 'team_official',
      status: 'approved',
      team: { id: team.id, name: 'Roma Inline Marathon Team' },
      federation: null,
      function: 'Team manager',
      jersey_number: null,
      entries: [],
      fee: { amount: '40.00', reduced: false, currency: 'EUR' },
      registered_by: { id: team.adminId },
      decision: { by: { id: team.adminId } },
    });
    const athleteId = await rosterAthlete(11);
    const athlete = await post(event, athleteBody(athleteId, 23));
    expect(athlete.statusCode, athlete.body).toBe(201);
    const reply = participantSchema.parse(athlete.json());
    expect(reply).toMatchObject({
      kind: 'team_athlete',
      status: 'approved',
      team: { id: team.id },
      federation: null,
      function: null,
      // The number is the registration's, not necessarily the roster's.
      jersey_number: 23,
      entries: [{ discipline: { id: f.speed.disciplines[0] }, category: 'Senior women' }],
      // In the reduction period: the reduced fee.
      fee: { amount: '45.00', reduced: true },
    });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'event_participant.register'), eq(auditEvents.targetUserId, athleteId)),
      );
    expect(audit?.details).toMatchObject({
      participant: reply.id,
      kind: 'team_athlete',
      team: team.id,
      jersey_number: 23,
    });

    const listed = participantPage.parse(
      (await call('GET', `${teamUrl(event)}participants/?kind=team_athlete`, team.token)).json(),
    );
    expect(listed.results.map((row) => row.id)).toEqual([reply.id]);
    const otherList = participantPage.parse(
      (await call('GET', `${teamUrl(event, otherTeam.id)}participants/`, otherTeam.token)).json(),
    );
    expect(otherList.count).toBe(0);
  });

  it('asks officials for a function and athletes for a jersey number and their entries', async () => {
    const person = await rosterAthlete(13);
    await expectInvalid(
      await post(event, officialBody(person, { function: null })),
      'function',
      validationMessages.required,
    );
    await expectInvalid(
      await post(event, athleteBody(person, null)),
      'jersey_number',
      TEAM_MESSAGES.JERSEY_REQUIRED,
    );
    await expectInvalid(
      await post(event, officialBody(person, { jersey_number: 3 })),
      'jersey_number',
      TEAM_MESSAGES.JERSEY_NOT_FOR_OFFICIALS,
    );
    await expectInvalid(
      await post(event, athleteBody(person, 13, { entries: [] })),
      'entries',
      validationMessages.minCount(1),
    );
    await expectInvalid(
      await post(
        event,
        athleteBody(person, 13, {
          entries: [{ discipline: f.speed.disciplines[0], category: 'Senior men' }],
        }),
      ),
      'entries',
      'This category is not open to this athlete',
    );
    const count = await ctx.db.select().from(eventParticipants).where(eq(eventParticipants.userId, person));
    expect(count).toEqual([]);
  });

  it('takes team athletes from the roster only', async () => {
    const outsider = await f.athlete();
    await expectInvalid(await post(event, athleteBody(outsider, 30)), 'user', TEAM_MESSAGES.NOT_ON_ROSTER);
    const otherRoster = await rosterAthlete(31, {}, otherTeam.id);
    await expectInvalid(await post(event, athleteBody(otherRoster, 31)), 'user', TEAM_MESSAGES.NOT_ON_ROSTER);
    await expectInvalid(await post(event, athleteBody(UNKNOWN_ID, 32)), 'user', TEAM_MESSAGES.NOT_ON_ROSTER);
    await expectInvalid(await post(event, officialBody(UNKNOWN_ID)), 'user', 'Choose a person from the list');
    // On the roster but not an athlete: the role reason leads.
    const ito = await f.member(ROLE_TYPES.ITO, {}, { passport: false });
    await addToRoster(team.id, ito, 33);
    await expectInvalid(
      await post(event, athleteBody(ito, 33)),
      'user',
      INELIGIBILITY_MESSAGES.not_an_athlete,
    );
    // The other team registers its own.
    const response = await post(event, athleteBody(otherRoster, 31), otherTeam.token, otherTeam.id);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a jersey number the team already wears, and frees it once withdrawn', async () => {
    const first = await rosterAthlete();
    const second = await rosterAthlete();
    const registered = await post(event, athleteBody(first, 44));
    expect(registered.statusCode, registered.body).toBe(201);
    await expectInvalid(
      await post(event, athleteBody(second, 44)),
      'jersey_number',
      validationMessages.jerseyNumberInUse,
    );
    // Another team may wear it.
    const otherRoster = await rosterAthlete(null, {}, otherTeam.id);
    expect((await post(event, athleteBody(otherRoster, 44), otherTeam.token, otherTeam.id)).statusCode).toBe(
      201,
    );
    // A withdrawn registration no longer wears it.
    await ctx.db
      .update(eventParticipants)
      .set({ status: 'withdrawn' })
      .where(eq(eventParticipants.id, participantSchema.parse(registered.json()).id));
    expect((await post(event, athleteBody(second, 44))).statusCode).toBe(201);
  });

  it('refuses registrations outside the window with the §8 message', async () => {
    const closed = await teamEvent({
      athletes: { opens: -20, closes: -1 },
      officials: { opens: -20, closes: -1 },
    });
    const person = await rosterAthlete(50);
    expectError(
      await post(closed, athleteBody(person, 50)),
      400,
      registrationWindowMessage(REGISTRATION_WINDOW.CLOSED),
    );
    expectError(
      await post(closed, officialBody(person)),
      400,
      registrationWindowMessage(REGISTRATION_WINDOW.CLOSED),
    );
    const early = await teamEvent({ officials: { opens: 2, closes: 10 } });
    expectError(
      await post(early, officialBody(person)),
      400,
      registrationWindowMessage(REGISTRATION_WINDOW.NOT_OPENED_YET),
    );
  });
});

describe('jersey numbers by sport type', () => {
  it('takes 1 to 99 on a speed skating sport', async () => {
    const event = await teamEvent();
    const person = await rosterAthlete();
    await expectInvalid(
      await post(event, athleteBody(person, 0)),
      'jersey_number',
      'Jersey number should be between 1 and 99',
    );
    await expectInvalid(
      await post(event, athleteBody(person, 100)),
      'jersey_number',
      'Jersey number should be between 1 and 99',
    );
    expect((await post(event, athleteBody(person, 99))).statusCode).toBe(201);
  });

  it('takes 0 to 99 on a roller derby sport', async () => {
    const [derby] = await ctx.db
      .select({ id: sports.id })
      .from(sports)
      .where(eq(sports.type, SPORT_TYPES.ROLLER_DERBY))
      .orderBy(asc(sports.id))
      .limit(1);
    const derbyDisciplines = await ctx.db
      .select({ id: disciplines.id })
      .from(disciplines)
      .where(eq(disciplines.sportId, derby?.id ?? 0))
      .limit(1);
    const event = await teamEvent({
      sportId: derby?.id ?? 0,
      disciplines: derbyDisciplines.map((row) => row.id),
    });
    const entries = derbyDisciplines.map((row) => ({ discipline: row.id, category: 'Senior women' }));
    const person = await rosterAthlete();
    await expectInvalid(
      await post(event, athleteBody(person, 100, { entries })),
      'jersey_number',
      'Jersey number should be between 0 and 99',
    );
    const zero = await post(event, athleteBody(person, 0, { entries }));
    expect(zero.statusCode, zero.body).toBe(201);
    expect(participantSchema.parse(zero.json()).jersey_number).toBe(0);
    const registration = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, team.token)).json(),
    );
    expect(registration.jersey).toEqual({ min: 0, max: 99 });
    expect(registration.used_jersey_numbers).toEqual([0]);
  });
});

describe('under parallel requests', () => {
  it('leaves one of ten athletes registered with the same jersey number', async () => {
    const event = await teamEvent({ athletes: { quota: null } });
    const people = await Promise.all(Array.from({ length: 10 }, () => rosterAthlete()));
    const responses = await Promise.all(people.map((person) => post(event, athleteBody(person, 21))));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      await expectInvalid(response, 'jersey_number', validationMessages.jerseyNumberInUse);
    }
    const rows = await ctx.db
      .select()
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventSportId, event.sportId), eq(eventParticipants.jerseyNumber, 21)));
    expect(rows).toHaveLength(1);
  });

  it('keeps each team within the kind’s quota', async () => {
    const event = await teamEvent({ athletes: { quota: 3 }, officials: { quota: 2 } });
    const people = await Promise.all(Array.from({ length: 10 }, () => rosterAthlete()));
    const responses = await Promise.all(
      people.map((person, index) => post(event, athleteBody(person, 60 + index))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      await expectInvalid(response, 'user', TEAM_MESSAGES.QUOTA_FULL);
    }
    const officials = await Promise.all(Array.from({ length: 10 }, () => f.athlete()));
    const officialResponses = await Promise.all(officials.map((person) => post(event, officialBody(person))));
    expect(officialResponses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    // The quota is each team's: the other team still has its places.
    const theirs = await rosterAthlete(60, {}, otherTeam.id);
    expect((await post(event, athleteBody(theirs, 60), otherTeam.token, otherTeam.id)).statusCode).toBe(201);

    const registration = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, team.token)).json(),
    );
    expect(registration.kinds).toEqual([
      { kind: 'team_official', quota: 2, used: 2, approved: 2, pending: 0, extra_quota: 0 },
      { kind: 'team_athlete', quota: 3, used: 3, approved: 3, pending: 0, extra_quota: 0 },
    ]);
    expect(registration.jersey).toEqual({ min: 1, max: 99 });
    expect(registration.used_jersey_numbers).toHaveLength(3);
    expect(registration.used_jersey_numbers.every((number) => number >= 60 && number < 70)).toBe(true);
    expect([...registration.used_jersey_numbers].sort((a, b) => a - b)).toEqual(
      registration.used_jersey_numbers,
    );
  });
});

describe('the team’s places', () => {
  it('lists only the team kinds the sport registers', async () => {
    const event = await f.event();
    const registration = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, team.token)).json(),
    );
    expect(registration.kinds).toEqual([]);
    const person = await f.athlete();
    expectError(
      await post(event, officialBody(person)),
      400,
      'This kind of participant does not register for this sport',
    );
    expect(
      (
        await call(
          'GET',
          `${EVENTS}${event.id}/sports/${UNKNOWN_ID}/teams/${team.id}/registration/`,
          team.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('a team registration afterwards', () => {
  it('is seen and withdrawn by the team’s administrator, not by another team’s', async () => {
    const event = await teamEvent();
    const person = await rosterAthlete();
    const created = await post(event, athleteBody(person, 17));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = participantSchema.parse(created.json());
    const url = f.participantUrl(event.id, id);
    expect((await call('GET', url, team.token)).statusCode).toBe(200);
    expect((await call('GET', url, otherTeam.token)).statusCode).toBe(404);
    expect((await call('POST', `${url}withdraw/`, otherTeam.token)).statusCode).toBe(404);
    const withdrawn = await call('POST', `${url}withdraw/`, team.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(participantSchema.parse(withdrawn.json()).status).toBe('withdrawn');
    // The number is free again.
    const registration = teamRegistrationSchema.parse(
      (await call('GET', `${teamUrl(event)}registration/`, team.token)).json(),
    );
    expect(registration.used_jersey_numbers).toEqual([]);
  });
});

describe('a team’s ban and its roster’s answers (decision 019)', () => {
  let event: Target = { id: 0, sportId: 0 };
  const banned = { id: 0, adminId: 0, token: '' };
  const people = { accepted: 0, pending: 0, declined: 0 };
  beforeAll(async () => {
    event = await teamEvent();
    await makeTeam('Torino Banned Marathon', banned);
    people.accepted = await rosterAthlete(1, { firstName: 'Ban-accepted' }, banned.id);
    people.pending = await f.athlete({ firstName: 'Ban-pending' });
    people.declined = await f.athlete({ firstName: 'Ban-declined' });
    await ctx.db.insert(teamMembers).values([
      { teamId: banned.id, userId: people.pending, jerseyNumber: 2, status: 'pending' },
      { teamId: banned.id, userId: people.declined, jerseyNumber: 3, status: 'declined' },
    ]);
  });

  const candidatesOf = async (query = '') => {
    const response = await call(
      'GET',
      `${teamUrl(event, banned.id)}registration/candidates/?page_size=100${query}`,
      banned.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return candidatePage.parse(response.json());
  };

  it('takes team athletes from the accepted places only', async () => {
    const page = await candidatesOf();
    expect(page.results.map((row) => row.id)).toEqual([people.accepted]);
    expect(page.results[0]?.eligible).toBe(true);
    for (const user of [people.pending, people.declined]) {
      await expectInvalid(
        await post(event, athleteBody(user, 9), banned.token, banned.id),
        'user',
        TEAM_MESSAGES.NOT_ON_ROSTER,
      );
    }
  });

  it('refuses every registration of a banned team (403) and marks its candidates banned', async () => {
    const ban = await call('POST', `/api/client/teams/teams/${banned.id}/ban/`, tokens.wskAdmin, {
      reason: 'Doping case under review',
    });
    expect(ban.statusCode, ban.body).toBe(200);

    const page = await candidatesOf();
    expect(page.results.map((row) => [row.id, row.eligible, row.reasons])).toEqual([
      [people.accepted, false, ['banned']],
    ]);
    expect((await candidatesOf('&eligible=true')).count).toBe(0);
    const officials = await candidatesOf(`&kind=team_official&search=Ban-pending`);
    expect(officials.results.map((row) => row.reasons)).toEqual([['banned']]);

    for (const token of [banned.token, tokens.wskAdmin]) {
      expectError(
        await post(event, athleteBody(people.accepted, 1), token, banned.id),
        403,
        TEAM_MESSAGES.TEAM_BANNED,
      );
      expectError(
        await post(event, officialBody(people.pending), token, banned.id),
        403,
        TEAM_MESSAGES.TEAM_BANNED,
      );
    }
    // Another team's administrator still hears that the team is not theirs.
    expectError(
      await post(event, officialBody(people.pending), team.token, banned.id),
      403,
      TEAM_MESSAGES.TEAM_ADMIN_ONLY,
    );

    const unban = await call('POST', `/api/client/teams/teams/${banned.id}/unban/`, tokens.wskAdmin);
    expect(unban.statusCode, unban.body).toBe(200);
    const registered = await post(event, athleteBody(people.accepted, 1), banned.token, banned.id);
    expect(registered.statusCode, registered.body).toBe(201);
  });
});
