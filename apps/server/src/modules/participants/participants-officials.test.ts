// National technical officials (decision 017, slice 2): the eligibility rules of officials as pure
// functions; the federation's members as NTO candidates with their reasons (no anti-doping, age or gender
// rule); NF registrations approved within the NTO quota with their function; and extra officials beyond
// the quota (pending, one of the sport's roles, one per role and federation, holding under parallel
// requests).
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import { pagedSchema } from '@portal/contract/http';
import {
  federationRegistrationSchema,
  INELIGIBILITY_MESSAGES,
  registrationCandidateSchema,
} from '@portal/contract/participant';
import { PERMISSIONS, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { validationMessages } from '@portal/contract/validation';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventParticipants } from '../../db/schema/participants';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { leadingReason, type OfficialFacts, officialIneligibilityReasons } from './eligibility';
import { registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;
const candidatePage = pagedSchema(registrationCandidateSchema);

beforeAll(() => f.setUp());

type Target = { id: number; sportId: number };

const EXTRA_ROLES = ['Physiotherapist', 'Doctor'];
const extraOfficials = { need_extra_officials_nto: true, extra_official_rules: { roles: EXTRA_ROLES } };

describe('officialIneligibilityReasons', () => {
  const eligible: OfficialFacts = {
    approvedMember: true,
    federationId: 7,
    registrationCompleted: true,
    hasPassport: true,
    passportValid: true,
    registered: false,
  };
  const list = { countryAllowed: true };
  const write = { countryAllowed: true, federationId: 7 };

  it('asks for a completed registration and a passport valid on the last day, nothing of athletes', () => {
    expect(officialIneligibilityReasons(eligible, list)).toEqual([]);
    expect(officialIneligibilityReasons(eligible, write)).toEqual([]);
    expect(officialIneligibilityReasons({ ...eligible, registrationCompleted: false }, list)).toEqual([
      'registration_not_completed',
    ]);
    // No passport hides its validity.
    expect(
      officialIneligibilityReasons({ ...eligible, hasPassport: false, passportValid: false }, list),
    ).toEqual(['passport_missing']);
    expect(officialIneligibilityReasons({ ...eligible, passportValid: false }, list)).toEqual([
      'passport_expires',
    ]);
    expect(officialIneligibilityReasons({ ...eligible, registered: true }, list)).toEqual([
      'already_registered',
    ]);
    expect(officialIneligibilityReasons(eligible, { countryAllowed: false })).toEqual([
      'country_not_allowed',
    ]);
  });

  it('judges membership and federation on writes only', () => {
    const outsider = { ...eligible, approvedMember: false, federationId: 8 };
    expect(officialIneligibilityReasons(outsider, list)).toEqual([]);
    expect(officialIneligibilityReasons(outsider, write)).toEqual(['wrong_federation', 'not_a_member']);
    expect(officialIneligibilityReasons(eligible, { ...write, federationId: null })).toEqual([
      'wrong_federation',
    ]);
  });

  it('leads a refusal with the role reason, else the first one', () => {
    expect(leadingReason(['wrong_federation', 'not_a_member'])).toBe('not_a_member');
    expect(leadingReason(['not_an_athlete', 'passport_missing'])).toBe('not_an_athlete');
    expect(leadingReason(['passport_missing', 'already_registered'])).toBe('passport_missing');
    expect(leadingReason([])).toBeUndefined();
  });
});

describe('NTO candidates', () => {
  let event: Target = { id: 0, sportId: 0 };
  const people: Record<string, number> = {};
  beforeAll(async () => {
    event = await f.event({ ntoWindow: { quota: null } });
    const make = async (
      key: string,
      role: RoleType = ROLE_TYPES.ATHLETE,
      values: object = {},
      passport = true,
    ) => {
      const permission = role === ROLE_TYPES.NF_ADMIN ? PERMISSIONS.VIEWER : undefined;
      people[key] = await f.member(
        role,
        { firstName: `Nto-${key}`, ...values },
        { passport, ...(permission && { permission }) },
      );
    };
    await make('athlete');
    await make('ito', ROLE_TYPES.ITO);
    await make('nfStaff', ROLE_TYPES.NF_ADMIN);
    // What keeps athletes out does not concern officials.
    await make('noAntiDoping', ROLE_TYPES.ATHLETE, { antiDopingYearIssued: null });
    await make('minorMan', ROLE_TYPES.ATHLETE, { birthday: '2012-01-01', gender: 'M' });
    await make('notCompleted', ROLE_TYPES.ITO, { registrationCompleted: false });
    await make('noPassport', ROLE_TYPES.ITO, {}, false);
    await make('passportOnLastDay', ROLE_TYPES.ATHLETE, { activeUntilDate: '2027-07-10' });
    await make('registered');
    // Not candidates: a guest, a pending member, a deleted one, a French one.
    await make('guest', ROLE_TYPES.GUEST);
    await make('pending', ROLE_TYPES.ITO, { roleStatus: 'pending' });
    await make('deleted', ROLE_TYPES.ATHLETE, { deletedAt: new Date() });
    await make('french', ROLE_TYPES.ATHLETE, { federationId: f.refs.france });
    const registered = await call(
      'POST',
      `${f.sportUrl(event)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(people.registered ?? 0),
    );
    expect(registered.statusCode, registered.body).toBe(201);
  });

  async function candidates(query: string, token = tokens.wskAdmin) {
    const response = await call(
      'GET',
      `${f.sportUrl(event)}registration/candidates/?kind=nto&search=Nto-&page_size=100&${query}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return candidatePage.parse(response.json());
  }

  it('lists the federation’s approved members but guests, with the reasons of officials', async () => {
    const page = await candidates(`federation=${f.refs.italy}`);
    const rows = new Map(page.results.map((row) => [row.id, row]));
    const reasons = (key: string) => rows.get(people[key] ?? 0)?.reasons;
    for (const key of ['athlete', 'ito', 'nfStaff', 'noAntiDoping', 'minorMan']) {
      expect(reasons(key), key).toEqual([]);
    }
    expect(reasons('notCompleted')).toEqual(['registration_not_completed']);
    expect(reasons('noPassport')).toEqual(['passport_missing']);
    expect(reasons('passportOnLastDay')).toEqual(['passport_expires']);
    expect(reasons('registered')).toEqual(['already_registered']);
    expect(rows.get(people.registered ?? 0)?.participant?.status).toBe('approved');
    // Officials enter no disciplines: no category is offered.
    expect(rows.get(people.athlete ?? 0)?.categories).toEqual([]);
    for (const key of ['guest', 'pending', 'deleted', 'french']) {
      expect(rows.has(people[key] ?? 0), key).toBe(false);
    }
    // The athletes' list of the same sport is not the officials' one.
    const athletes = await call(
      'GET',
      `${f.sportUrl(event)}registration/candidates/?federation=${f.refs.italy}&search=Nto-&page_size=100`,
      tokens.wskAdmin,
    );
    const athleteIds = candidatePage.parse(athletes.json()).results.map((row) => row.id);
    expect(athleteIds).not.toContain(people.ito);
    expect(athleteIds).toContain(people.athlete);
  });

  it('filters with eligible=true in the SQL as the officials’ reasons say', async () => {
    const all = await candidates(`federation=${f.refs.italy}`);
    const eligible = await candidates(`federation=${f.refs.italy}&eligible=true`);
    const expected = all.results.filter((row) => row.reasons.length === 0).map((row) => row.id);
    expect(eligible.results.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(eligible.count).toBe(5);
  });

  it('shows NF staff their own federation’s members', async () => {
    const page = await candidates(`federation=${f.refs.france}`, tokens.nfViewer);
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((row) => row.federation?.id === f.refs.italy)).toBe(true);
  });
});

describe('registering an NTO', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ ntoWindow: { quota: null, amount: '80', reducedAmount: null } });
  });
  const url = () => `${f.sportUrl(event)}participants/`;

  it('approves an NF registration at once with its function and the NTO fee, audited', async () => {
    const user = await f.member(ROLE_TYPES.ITO);
    const response = await call('POST', url(), tokens.nfAdmin, f.ntoBody(user, { function: ' Coach ' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'nto',
      status: 'approved',
      function: 'Coach',
      entries: [],
      extra_quota: false,
      federation: { id: f.refs.italy },
      fee: { amount: '80.00', reduced: false, currency: 'EUR' },
      decision: { by: { id: f.ids.nfAdmin } },
    });
    const [audit] = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'event_participant.register'), eq(auditEvents.targetUserId, user)));
    expect(audit?.details).toMatchObject({ kind: 'nto', status: 'approved', function: 'Coach' });
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(user)),
      'user',
      INELIGIBILITY_MESSAGES.already_registered,
    );
  });

  it('lets a person be an athlete and an NTO of the same sport', async () => {
    const user = await f.athlete();
    await f.register(event, user);
    const response = await call('POST', url(), tokens.nfAdmin, f.ntoBody(user));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('asks for a function and no entries', async () => {
    const user = await f.member(ROLE_TYPES.ITO);
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(user, { function: '  ' })),
      'function',
      validationMessages.required,
    );
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, { kind: 'nto', user }),
      'function',
      validationMessages.required,
    );
    await expectInvalid(
      await call(
        'POST',
        url(),
        tokens.nfAdmin,
        f.ntoBody(user, { entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }] }),
      ),
      'entries',
      PARTICIPANT_MESSAGES.ENTRIES_NOT_FOR_OFFICIALS,
    );
    const [rows] = await ctx.db
      .select({ total: count() })
      .from(eventParticipants)
      .where(eq(eventParticipants.userId, user));
    expect(rows?.total).toBe(0);
  });

  it('keeps NF administrators to their own federation and its members', async () => {
    const user = await f.member(ROLE_TYPES.ITO);
    expectError(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(user, { federation: f.refs.france })),
      403,
      PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY,
    );
    const french = await f.member(ROLE_TYPES.ITO, { federationId: f.refs.france });
    // Another federation's member is answered as an unknown id is (object-level-fields.test.ts).
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(french)),
      'user',
      INELIGIBILITY_MESSAGES.not_a_member,
    );
    const guest = await f.member(ROLE_TYPES.GUEST);
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(guest)),
      'user',
      INELIGIBILITY_MESSAGES.not_a_member,
    );
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(UNKNOWN_ID)),
      'user',
      INELIGIBILITY_MESSAGES.not_a_member,
    );
    const expired = await f.member(ROLE_TYPES.ITO, { activeUntilDate: '2027-07-10' });
    await expectInvalid(
      await call('POST', url(), tokens.nfAdmin, f.ntoBody(expired)),
      'user',
      INELIGIBILITY_MESSAGES.passport_expires,
    );
    for (const actor of ['nfViewer', 'wskViewer', 'athlete'] as const) {
      const response = await call(
        'POST',
        url(),
        tokens[actor],
        f.ntoBody(user, { federation: f.refs.italy }),
      );
      expect(response.statusCode, actor).toBe(403);
    }
    // WSK administrators register for the federation they name.
    const byWsk = await call(
      'POST',
      url(),
      tokens.wskAdmin,
      f.ntoBody(french, { federation: f.refs.france }),
    );
    expect(byWsk.statusCode, byWsk.body).toBe(201);
  });

  it('refuses NTOs where the sport has no NTO window', async () => {
    const athletesOnly = await f.event();
    await expectInvalid(
      await call(
        'POST',
        `${f.sportUrl(athletesOnly)}participants/`,
        tokens.nfAdmin,
        f.ntoBody(await f.member(ROLE_TYPES.ITO)),
      ),
      null,
      PARTICIPANT_MESSAGES.KIND_NOT_REGISTERED,
    );
  });
});

async function federationUse(target: Target, kind: 'nto' | 'athlete') {
  const response = await call(
    'GET',
    `${f.sportUrl(target)}registration/federations/${f.refs.italy}/`,
    tokens.nfAdmin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return federationRegistrationSchema.parse(response.json()).kinds.find((row) => row.kind === kind);
}

describe('the NTO quota', () => {
  it('holds the NTO kind’s quota apart from the athletes’', async () => {
    const event = await f.event({ window: { quota: 1 }, ntoWindow: { quota: 2 } });
    await f.register(event, await f.athlete());
    for (let index = 0; index < 2; index += 1) {
      const response = await call(
        'POST',
        `${f.sportUrl(event)}participants/`,
        tokens.nfAdmin,
        f.ntoBody(await f.member(ROLE_TYPES.ITO)),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    await expectInvalid(
      await call(
        'POST',
        `${f.sportUrl(event)}participants/`,
        tokens.nfAdmin,
        f.ntoBody(await f.member(ROLE_TYPES.ITO)),
      ),
      'user',
      PARTICIPANT_MESSAGES.QUOTA_FULL,
    );
    expect(await federationUse(event, 'nto')).toMatchObject({
      quota: 2,
      used: 2,
      approved: 2,
      pending: 0,
      extra_quota: 0,
    });
    expect(await federationUse(event, 'athlete')).toMatchObject({ quota: 1, used: 1 });
    // The federation's own NTO quota wins over the default.
    await f.setQuota(event, f.refs.italy, 3, 'nto');
    const third = await call(
      'POST',
      `${f.sportUrl(event)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(await f.member(ROLE_TYPES.ITO)),
    );
    expect(third.statusCode, third.body).toBe(201);
  });
});

describe('extra officials', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ ntoWindow: { quota: 1 }, flags: extraOfficials });
  });
  const url = () => `${f.sportUrl(event)}participants/`;
  const extra = async (fn: string, token = tokens.nfAdmin, values: object = {}) =>
    call(
      'POST',
      url(),
      token,
      f.ntoBody(await f.member(ROLE_TYPES.ITO), { function: fn, extra_quota: true, ...values }),
    );

  it('takes an extra official of one of the sport’s roles beyond the quota, pending', async () => {
    const within = await call('POST', url(), tokens.nfAdmin, f.ntoBody(await f.member(ROLE_TYPES.ITO)));
    expect(within.statusCode, within.body).toBe(201);
    const response = await extra('physiotherapist');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'nto',
      status: 'pending',
      extra_quota: true,
      // Kept as the sport spells the role.
      function: 'Physiotherapist',
      decision: null,
    });
    expect(await federationUse(event, 'nto')).toMatchObject({
      quota: 1,
      used: 1,
      approved: 1,
      pending: 0,
      extra_quota: 1,
    });
  });

  it('refuses a function that is not an extra official role, and a second one of a role', async () => {
    await expectInvalid(await extra('Coach'), 'function', PARTICIPANT_MESSAGES.EXTRA_OFFICIAL_FUNCTION);
    const doctor = await extra('Doctor');
    expect(doctor.statusCode, doctor.body).toBe(201);
    await expectInvalid(await extra('Doctor'), 'function', PARTICIPANT_MESSAGES.EXTRA_OFFICIAL_TAKEN);
    // Another federation has its own.
    const french = await f.member(ROLE_TYPES.ITO, { federationId: f.refs.france });
    const byWsk = await call(
      'POST',
      url(),
      tokens.wskAdmin,
      f.ntoBody(french, { function: 'Doctor', extra_quota: true, federation: f.refs.france }),
    );
    expect(byWsk.statusCode, byWsk.body).toBe(201);
    // A rejected request frees the role.
    const rejected = await call(
      'POST',
      `${f.participantUrl(event.id, (doctor.json() as { id: number }).id)}reject/`,
      tokens.wskAdmin,
      { reason: 'One doctor per team is enough' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await extra('Doctor');
    expect(again.statusCode, again.body).toBe(201);
  });

  it('stays an extra official once approved, outside the quota', async () => {
    const other = await f.event({ ntoWindow: { quota: 1 }, flags: extraOfficials });
    const response = await call(
      'POST',
      `${f.sportUrl(other)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(await f.member(ROLE_TYPES.ITO), { function: 'Doctor', extra_quota: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const approved = await call(
      'POST',
      `${f.participantUrl(other.id, (response.json() as { id: number }).id)}approve/`,
      tokens.wskAdmin,
    );
    expect(approved.json()).toMatchObject({ status: 'approved', extra_quota: true });
    expect(await federationUse(other, 'nto')).toMatchObject({ used: 0, extra_quota: 1 });
    // The quota is still free for an NTO within it.
    const within = await call(
      'POST',
      `${f.sportUrl(other)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(await f.member(ROLE_TYPES.ITO)),
    );
    expect(within.statusCode, within.body).toBe(201);
  });

  it('refuses extra officials where the sport has none', async () => {
    const plain = await f.event({ ntoWindow: { quota: 1 } });
    const rolesOnly = await f.event({
      ntoWindow: { quota: 1 },
      flags: { need_extra_officials_nto: false, extra_official_rules: { roles: EXTRA_ROLES } },
    });
    const noRoles = await f.event({ ntoWindow: { quota: 1 }, flags: { need_extra_officials_nto: true } });
    for (const target of [plain, rolesOnly, noRoles]) {
      await expectInvalid(
        await call(
          'POST',
          `${f.sportUrl(target)}participants/`,
          tokens.nfAdmin,
          f.ntoBody(await f.member(ROLE_TYPES.ITO), { function: 'Doctor', extra_quota: true }),
        ),
        'extra_quota',
        PARTICIPANT_MESSAGES.EXTRA_OFFICIALS_NOT_OFFERED,
      );
    }
  });

  it('leaves exactly one extra official of a role after ten parallel requests', async () => {
    const parallel = await f.event({ ntoWindow: { quota: 1 }, flags: extraOfficials });
    const users = await Promise.all(Array.from({ length: 10 }, () => f.member(ROLE_TYPES.ITO)));
    const responses = await Promise.all(
      users.map((user) =>
        ctx.app.inject({
          method: 'POST',
          url: `${f.sportUrl(parallel)}participants/`,
          headers: ctx.bearer(tokens.nfAdmin),
          payload: f.ntoBody(user, { function: 'Physiotherapist', extra_quota: true }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    for (const response of responses.filter((item) => item.statusCode === 400)) {
      await expectInvalid(response, 'function', PARTICIPANT_MESSAGES.EXTRA_OFFICIAL_TAKEN);
    }
    const [rows] = await ctx.db
      .select({ total: count() })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventSportId, parallel.sportId));
    expect(rows?.total).toBe(1);
  });
});
