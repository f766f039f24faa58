// Event registration, slice 1 (decision 017): the candidates of a federation with every reason judged on
// the event's days (never hiding anyone; `eligible=true` filters in the SQL exactly as the reasons say),
// registering by NF and WSK staff (scope, the event's state, the window's §8 messages, the fee of the day
// frozen, entries and categories), and the quota holding under twenty parallel registrations.
import { ARCHIVED_EVENT_MESSAGE } from '@portal/contract/endpoints/events';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import { pagedSchema } from '@portal/contract/http';
import {
  INELIGIBILITY_MESSAGES,
  participantSchema,
  registrationCandidateSchema,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { validationMessages } from '@portal/contract/validation';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventParticipants } from '../../db/schema/participants';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_SPORT_NOT_FOUND_MESSAGE } from '../events/service';
import { registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;
const candidatePage = pagedSchema(registrationCandidateSchema);

beforeAll(() => f.setUp());

type Target = { id: number; sportId: number };

async function candidates(target: Target, query: string, token = tokens.wskAdmin) {
  const response = await call('GET', `${f.sportUrl(target)}registration/candidates/?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return candidatePage.parse(response.json());
}

describe('candidates and their reasons', () => {
  let event: Target = { id: 0, sportId: 0 };
  const people: Record<string, number> = {};
  beforeAll(async () => {
    event = await f.event({ window: { quota: null } });
    const make = async (key: string, values: object = {}, options: { passport?: boolean } = {}) => {
      people[key] = await f.athlete({ firstName: `Elig-${key}`, ...values }, options);
    };
    await make('eligible');
    // The passport is judged on the last day: expiring on it is too early, the day after is enough.
    await make('passportOnLastDay', { activeUntilDate: '2027-07-10' });
    await make('passportDayAfter', { activeUntilDate: '2027-07-11' });
    await make('noPassportDate', { activeUntilDate: null });
    await make('noPassport', {}, { passport: false });
    // Anti-doping: three years counting the last day's year (2025, 2026, 2027).
    await make('antiDoping2025', { antiDopingYearIssued: 2025 });
    await make('antiDoping2024', { antiDopingYearIssued: 2024 });
    await make('noAntiDoping', { antiDopingYearIssued: null });
    await make('notCompleted', { registrationCompleted: false });
    // Age group on the first day (1 July 2027): 18 that day is adult, 18 the day after is a minor.
    await make('adultOnFirstDay', { birthday: '2009-07-01' });
    await make('minorWoman', { birthday: '2009-07-02' });
    await make('minorMan', { birthday: '2009-07-02', gender: 'M' });
    await make('adultMan', { gender: 'M' });
    await make('genderX', { gender: 'X' });
    await make('noBirthday', { birthday: null });
    // Not candidates of Italy at all: a pending athlete, an erased one, a French one, an ITO.
    await make('pending', { roleStatus: 'pending' });
    await make('deleted', { deletedAt: new Date() });
    await make('french', { federationId: f.refs.france });
    people.ito = await f.person(ROLE_TYPES.ITO, { federationId: f.refs.italy, firstName: 'Elig-ito' });
    await make('registered');
    await f.register(event, people.registered ?? 0);
  });

  const byId = async () => {
    const page = await candidates(event, `federation=${f.refs.italy}&search=Elig-&page_size=100`);
    return new Map(page.results.map((row) => [row.id, row]));
  };

  it('lists the federation’s approved athletes by name, each with the reasons judged on the event’s days', async () => {
    const rows = await byId();
    const reasons = (key: string) => rows.get(people[key] ?? 0)?.reasons;
    expect(reasons('eligible')).toEqual([]);
    expect(reasons('passportOnLastDay')).toEqual(['passport_expires']);
    expect(reasons('passportDayAfter')).toEqual([]);
    expect(reasons('noPassportDate')).toEqual(['passport_expires']);
    expect(reasons('noPassport')).toEqual(['passport_missing']);
    expect(reasons('antiDoping2025')).toEqual([]);
    expect(reasons('antiDoping2024')).toEqual(['anti_doping_missing']);
    expect(reasons('noAntiDoping')).toEqual(['anti_doping_missing']);
    expect(reasons('notCompleted')).toEqual(['registration_not_completed']);
    expect(reasons('adultOnFirstDay')).toEqual([]);
    expect(reasons('minorWoman')).toEqual([]);
    // A man has a category (Senior men), not for minors; gender X has no category at all.
    expect(reasons('minorMan')).toEqual(['wrong_age_group']);
    expect(reasons('adultMan')).toEqual([]);
    expect(reasons('genderX')).toEqual(['wrong_gender']);
    // No birthday: the age group is unknown, so only categories for every age would fit.
    expect(reasons('noBirthday')).toEqual(['wrong_age_group']);
    expect(reasons('registered')).toEqual(['already_registered']);
    for (const key of ['pending', 'deleted', 'french', 'ito'])
      expect(rows.has(people[key] ?? 0), key).toBe(false);
  });

  it('gives the categories open to each person and their active registration', async () => {
    const rows = await byId();
    const row = (key: string) => rows.get(people[key] ?? 0);
    expect(row('eligible')?.categories).toEqual(['Senior women']);
    expect([row('adultOnFirstDay')?.age_group, row('adultOnFirstDay')?.categories]).toEqual([
      'adult',
      ['Senior women'],
    ]);
    expect([row('minorWoman')?.age_group, row('minorWoman')?.categories]).toEqual([
      'minor',
      ['Junior women'],
    ]);
    expect(row('adultMan')?.categories).toEqual(['Senior men']);
    expect(row('genderX')?.categories).toEqual([]);
    expect(row('noBirthday')?.age_group).toBeNull();
    expect(row('eligible')).toMatchObject({
      eligible: true,
      participant: null,
      federation: { id: f.refs.italy, code: 'ITA' },
      gender: 'F',
    });
    expect(row('registered')?.participant).toEqual({ id: expect.any(Number), status: 'approved' });
    expect(row('registered')?.eligible).toBe(false);
  });

  it('filters with eligible=true in the SQL, exactly the people without reasons', async () => {
    const all = await byId();
    const eligible = await candidates(
      event,
      `federation=${f.refs.italy}&search=Elig-&eligible=true&page_size=100`,
    );
    const expected = [...all.values()].filter((row) => row.reasons.length === 0).map((row) => row.id);
    expect(eligible.results.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(eligible.count).toBe(expected.length);
    expect(expected).toHaveLength(6);
    const notEligible = await candidates(event, `federation=${f.refs.italy}&search=Elig-&eligible=false`);
    expect(notEligible.count).toBe(all.size);
  });

  it('orders by last name, pages, and finds by name, e-mail and WSK id', async () => {
    const first = await candidates(event, `federation=${f.refs.italy}&search=Elig-&page_size=4`);
    expect(first.results).toHaveLength(4);
    expect(first.next).toContain('page=2');
    const names = first.results.map((row) => row.full_name.split(' ')[1] ?? '');
    expect(names).toEqual([...names].sort());
    await f.athlete({ firstName: 'Wsk', wskId: 'WSKPART42' });
    expect((await candidates(event, `federation=${f.refs.italy}&search=kpart4`)).count).toBe(1);
    // The full name as written ("first last") finds the person too.
    const full = await candidates(event, `federation=${f.refs.italy}&search=Wsk%20Athlete`);
    expect(full.results.map((row) => row.full_name)).toContain(
      (await candidates(event, `federation=${f.refs.italy}&search=kpart4`)).results[0]?.full_name,
    );
    expect(full.count).toBeGreaterThan(0);
    // Wildcards are taken literally.
    expect((await candidates(event, `federation=${f.refs.italy}&search=%25`)).count).toBe(0);
  });

  it('refuses the whole list where the sport is not open to the federation’s country', async () => {
    const other = await f.event({ sportId: f.speed.otherSportId, disciplines: [], categories: [] });
    await f.setAllowedCountries(f.speed.otherSportId, ['FR', 'DE']);
    try {
      const italian = await candidates(other, `federation=${f.refs.italy}&search=Elig-eligible`);
      expect(italian.results[0]?.reasons).toEqual(['country_not_allowed']);
      expect((await candidates(other, `federation=${f.refs.italy}&eligible=true`)).count).toBe(0);
      const french = await candidates(other, `federation=${f.refs.france}&search=Elig-french`);
      expect(french.results[0]?.reasons).toEqual([]);
      // A sport without categories: no category is asked for, none is offered.
      expect(french.results[0]?.categories).toEqual([]);
      await expectInvalid(
        await call('POST', `${f.sportUrl(other)}participants/`, tokens.nfAdmin, {
          kind: 'athlete',
          user: people.eligible,
          entries: [],
        }),
        'user',
        INELIGIBILITY_MESSAGES.country_not_allowed,
      );
    } finally {
      await f.setAllowedCountries(f.speed.otherSportId, []);
    }
  });

  it('shows NF staff their own federation whatever is sent; WSK staff must name one', async () => {
    for (const actor of ['nfAdmin', 'nfViewer'] as const) {
      const page = await candidates(event, `federation=${f.refs.france}&search=Elig-`, tokens[actor]);
      expect(page.results.every((row) => row.federation?.id === f.refs.italy)).toBe(true);
      expect(page.count).toBeGreaterThan(0);
    }
    const url = `${f.sportUrl(event)}registration/candidates/`;
    await expectInvalid(
      await call('GET', url, tokens.wskViewer),
      'federation',
      PARTICIPANT_MESSAGES.FEDERATION_REQUIRED,
    );
    for (const actor of ['athlete', 'ito', 'guest'] as const) {
      expect((await call('GET', url, tokens[actor])).statusCode, actor).toBe(403);
    }
  });

  it('answers 404 for a sport of another event and, to NF staff, for a draft', async () => {
    const other = await f.event();
    expectError(
      await call(
        'GET',
        `${EVENTS}${event.id}/sports/${other.sportId}/registration/candidates/?federation=${f.refs.italy}`,
        tokens.wskAdmin,
      ),
      404,
      EVENT_SPORT_NOT_FOUND_MESSAGE,
    );
    const draft = await f.event({ publish: false });
    expectError(
      await call('GET', `${f.sportUrl(draft)}registration/candidates/`, tokens.nfAdmin),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
    expect((await candidates(draft, `federation=${f.refs.italy}`, tokens.wskViewer)).count).toBeGreaterThan(
      0,
    );
  });
});

describe('registering an athlete', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ window: { quota: null } });
  });
  const url = () => `${f.sportUrl(event)}participants/`;

  it('approves an NF registration at once with the fee of the day, audited', async () => {
    const user = await f.athlete();
    const participant = await f.register(event, user);
    expect(participant).toMatchObject({
      event: event.id,
      event_sport: { id: event.sportId },
      kind: 'athlete',
      status: 'approved',
      user: { id: user, federation: { id: f.refs.italy } },
      federation: { id: f.refs.italy, code: 'ITA' },
      entries: [{ discipline: { id: f.speed.disciplines[0] }, category: 'Senior women' }],
      fee: { amount: '120.50', reduced: false, currency: 'EUR' },
      extra_quota: false,
      registered_by: { id: f.ids.nfAdmin },
      decision: { by: { id: f.ids.nfAdmin }, reason: null },
    });
    const [audit] = await ctx.db
      .select({ details: auditEvents.details, target: auditEvents.targetUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'event_participant.register'), eq(auditEvents.targetUserId, user)));
    expect(audit?.details).toMatchObject({ participant: participant.id, status: 'approved', self: false });
    // Twice is refused with the reason.
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(user)),
      'user',
      INELIGIBILITY_MESSAGES.already_registered,
    );
  });

  it('lets WSK administrators register for the federation they name, and no one else', async () => {
    const user = await f.athlete();
    await expectInvalid(
      await call('POST', url(), tokens.wskAdmin, f.registerBody(user)),
      'federation',
      PARTICIPANT_MESSAGES.FEDERATION_REQUIRED,
    );
    await expectInvalid(
      await call('POST', url(), tokens.wskAdmin, f.registerBody(user, { federation: UNKNOWN_ID })),
      'federation',
      'Choose a national federation from the list',
    );
    const participant = await f.register(event, user, tokens.wskAdmin, { federation: f.refs.italy });
    expect([participant.status, participant.registered_by?.id]).toEqual(['approved', f.ids.wskAdmin]);
    for (const actor of ['wskViewer', 'nfViewer', 'athlete', 'ito', 'guest'] as const) {
      const response = await call(
        'POST',
        url(),
        tokens[actor],
        f.registerBody(await f.athlete(), { federation: f.refs.italy }),
      );
      expect(response.statusCode, actor).toBe(403);
    }
  });

  it('keeps NF administrators to their own federation and its athletes', async () => {
    const user = await f.athlete();
    expectError(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(user, { federation: f.refs.france })),
      403,
      PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY,
    );
    // Naming their own is fine.
    await f.register(event, user, tokens.nfAdmin, { federation: f.refs.italy });
    // Another federation's athlete is answered as an unknown id is, so ids cannot be probed
    // (object-level-fields.test.ts); WSK staff, who see everyone, are told why.
    const french = await f.athlete({ federationId: f.refs.france });
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(french)),
      'user',
      INELIGIBILITY_MESSAGES.not_an_athlete,
    );
    await expectInvalid(
      await call('POST', url(), tokens.wskAdmin, f.registerBody(french, { federation: f.refs.italy })),
      'user',
      INELIGIBILITY_MESSAGES.wrong_federation,
    );
    const ito = await f.person(ROLE_TYPES.ITO, { federationId: f.refs.italy });
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(ito)),
      'user',
      INELIGIBILITY_MESSAGES.not_an_athlete,
    );
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(UNKNOWN_ID)),
      'user',
      INELIGIBILITY_MESSAGES.not_an_athlete,
    );
    const expired = await f.athlete({ activeUntilDate: '2027-07-10' });
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.registerBody(expired)),
      'user',
      INELIGIBILITY_MESSAGES.passport_expires,
    );
  });

  it('checks the entries: disciplines of the sport, a category that fits the person', async () => {
    const user = await f.athlete();
    const [first, second] = f.speed.disciplines;
    const cases: [object[], string][] = [
      [[], validationMessages.minCount(1)],
      [
        [{ discipline: f.speed.otherDiscipline, category: 'Senior women' }],
        PARTICIPANT_MESSAGES.DISCIPLINE_NOT_OF_SPORT,
      ],
      [[{ discipline: first }], PARTICIPANT_MESSAGES.CATEGORY_REQUIRED],
      [[{ discipline: first, category: 'Veterans' }], PARTICIPANT_MESSAGES.CATEGORY_NOT_OF_SPORT],
      [[{ discipline: first, category: 'Senior men' }], PARTICIPANT_MESSAGES.CATEGORY_NOT_ALLOWED],
      [
        [
          { discipline: first, category: 'Senior women' },
          { discipline: first, category: 'Senior women' },
        ],
        PARTICIPANT_MESSAGES.DUPLICATE_ENTRY,
      ],
    ];
    for (const [entries, message] of cases) {
      await expectInvalid(
        await call('POST', url(), tokens.nfAdmin, f.registerBody(user, { entries })),
        'entries',
        message,
      );
    }
    const participant = await f.register(event, user, tokens.nfAdmin, {
      entries: [
        { discipline: second, category: 'Senior women' },
        { discipline: first, category: 'Senior women' },
      ],
    });
    expect(participant.entries.map((entry) => entry.discipline.id).sort()).toEqual([first, second].sort());
  });

  it('asks for no category where the sport has none', async () => {
    const plain = await f.event({ categories: [], window: { quota: null } });
    const user = await f.athlete();
    await expectInvalid(
      await call('POST', `${f.sportUrl(plain)}participants/`, tokens.nfAdmin, f.registerBody(user)),
      'entries',
      PARTICIPANT_MESSAGES.CATEGORY_NOT_OF_SPORT,
    );
    const participant = await f.register(plain, user, tokens.nfAdmin, {
      entries: [{ discipline: f.speed.disciplines[0], category: null }],
    });
    expect(participant.entries[0]?.category).toBeNull();
  });

  it('refuses a draft (404 to NF staff, 400 to WSK), an archived event, another event’s sport', async () => {
    const user = await f.athlete();
    const draft = await f.event({ publish: false });
    const draftUrl = `${f.sportUrl(draft)}participants/`;
    expectError(
      await call('POST', draftUrl, tokens.nfAdmin, f.registerBody(user)),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
    await expectInvalid(
      await call('POST', draftUrl, tokens.wskAdmin, f.registerBody(user, { federation: f.refs.italy })),
      null,
      PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED,
    );
    const archived = await f.event();
    await f.archive(archived.id);
    await expectInvalid(
      await call('POST', `${f.sportUrl(archived)}participants/`, tokens.nfAdmin, f.registerBody(user)),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
    expectError(
      await call(
        'POST',
        `${EVENTS}${event.id}/sports/${archived.sportId}/participants/`,
        tokens.nfAdmin,
        f.registerBody(user),
      ),
      404,
      EVENT_SPORT_NOT_FOUND_MESSAGE,
    );
    expectError(
      await call(
        'POST',
        `${EVENTS}${UNKNOWN_ID}/sports/${event.sportId}/participants/`,
        tokens.nfAdmin,
        f.registerBody(user),
      ),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });

  it('refuses a kind without a window for the sport', async () => {
    const other = await f.event();
    const set = await call('PUT', `${f.sportUrl(other)}participants/`, tokens.wskAdmin, {
      participants: [{ ...f.participantsWindow({}), kind: 'nto' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    await expectInvalid(
      await call(
        'POST',
        `${f.sportUrl(other)}participants/`,
        tokens.nfAdmin,
        f.registerBody(await f.athlete()),
      ),
      null,
      PARTICIPANT_MESSAGES.KIND_NOT_REGISTERED,
    );
  });
});

describe('the registration window and the fee', () => {
  it('answers the §8 messages before the window opens and after it closes', async () => {
    const user = await f.athlete();
    const early = await f.event({ window: { opens: 5, closes: 20 } });
    await expectInvalid(
      await call('POST', `${f.sportUrl(early)}participants/`, tokens.nfAdmin, f.registerBody(user)),
      null,
      'Registration is not open yet',
    );
    const late = await f.event({ window: { opens: -20, closes: -5 } });
    await expectInvalid(
      await call('POST', `${f.sportUrl(late)}participants/`, tokens.nfAdmin, f.registerBody(user)),
      null,
      'Registration is closed',
    );
    const count0 = await ctx.db
      .select({ total: count() })
      .from(eventParticipants)
      .where(eq(eventParticipants.userId, user));
    expect(count0[0]?.total).toBe(0);
  });

  it('freezes the reduced fee within the reduction period and the normal one after it, as text', async () => {
    const reduced = await f.event({
      window: { opens: -10, reductionEnds: 5, closes: 20, amount: '120.5', reducedAmount: '90' },
    });
    const normal = await f.event({
      window: { opens: -10, reductionEnds: -2, closes: 20, amount: '120.5', reducedAmount: '90' },
    });
    const free = await f.event({ window: { amount: null } });
    const inReduction = await f.register(reduced, await f.athlete());
    expect(inReduction.fee).toEqual({ amount: '90.00', reduced: true, currency: 'EUR' });
    const afterReduction = await f.register(normal, await f.athlete());
    expect(afterReduction.fee).toEqual({ amount: '120.50', reduced: false, currency: 'EUR' });
    expect((await f.register(free, await f.athlete())).fee).toEqual({
      amount: null,
      reduced: false,
      currency: 'EUR',
    });
    // Changing the fees later keeps what was frozen.
    const set = await call('PUT', `${f.sportUrl(reduced)}participants/`, tokens.wskAdmin, {
      participants: [f.participantsWindow({ amount: '200', reducedAmount: '150', reductionEnds: 5 })],
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await call('GET', f.participantUrl(reduced.id, inReduction.id), tokens.wskAdmin);
    expect(participantSchema.parse(again.json()).fee.amount).toBe('90.00');
  });
});

describe('the quota', () => {
  it('leaves exactly the quota after twenty parallel registrations', async () => {
    const event = await f.event({ window: { quota: 2 } });
    await f.setQuota(event, f.refs.italy, 5);
    const users = await Promise.all(Array.from({ length: 20 }, () => f.athlete()));
    const responses = await Promise.all(
      users.map((user) =>
        ctx.app.inject({
          method: 'POST',
          url: `${f.sportUrl(event)}participants/`,
          headers: ctx.bearer(tokens.nfAdmin),
          payload: f.registerBody(user),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(15);
    for (const response of responses.filter((item) => item.statusCode === 400)) {
      await expectInvalid(response, 'user', PARTICIPANT_MESSAGES.QUOTA_FULL);
    }
    const [rows] = await ctx.db
      .select({ total: count() })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventSportId, event.sportId));
    expect(rows?.total).toBe(5);
  });

  it('applies the default quota to a federation without its own, and counts neither withdrawn nor rejected', async () => {
    const event = await f.event({ window: { quota: 1 } });
    const first = await f.register(event, await f.athlete());
    const second = await f.athlete();
    await expectInvalid(
      await call('POST', `${f.sportUrl(event)}participants/`, tokens.nfAdmin, f.registerBody(second)),
      'user',
      PARTICIPANT_MESSAGES.QUOTA_FULL,
    );
    const withdrawn = await call('POST', `${f.participantUrl(event.id, first.id)}withdraw/`, tokens.nfAdmin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await f.register(event, second);
    // Another federation's registrations use their own quota.
    const french = await f.athlete({ federationId: f.refs.france });
    await f.register(event, french, tokens.wskAdmin, { federation: f.refs.france });
  });

  it('registers the same person once when two requests race', async () => {
    const event = await f.event({ window: { quota: null } });
    const user = await f.athlete();
    const responses = await Promise.all(
      [tokens.nfAdmin, tokens.wskAdmin].map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: `${f.sportUrl(event)}participants/`,
          headers: ctx.bearer(token),
          payload: f.registerBody(user, { federation: f.refs.italy }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = responses.find((response) => response.statusCode === 400);
    if (refused) await expectInvalid(refused, 'user', INELIGIBILITY_MESSAGES.already_registered);
  });
});

afterAll(async () => {
  await f.setAllowedCountries(f.speed.otherSportId, []);
});
