// Event registration after the registering (decision 017): self-registration (allowed per event sport,
// pending, for the athlete's own federation), withdrawals (who, which statuses, the window for everyone
// but WSK), WSK's approval and rejection, the participants list and one participant as each caller sees
// them, a federation's use of its quotas, NF management's counts and a user's events.
import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import {
  nfManagementDetailSchema,
  nfManagementRowSchema,
  userEventSchema,
} from '@portal/contract/event-parts';
import { pagedSchema } from '@portal/contract/http';
import {
  federationRegistrationSchema,
  INELIGIBILITY_MESSAGES,
  type Participant,
  participantSchema,
  selfRegistrationSchema,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { validationMessages } from '@portal/contract/validation';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;
const participantPage = pagedSchema(participantSchema);

type Target = { id: number; sportId: number };

beforeAll(() => f.setUp());

const selfUrl = (target: Target) => `${f.sportUrl(target)}registration/self/`;

async function athleteWithToken(values: object = {}) {
  const id = await f.athlete(values);
  return { id, token: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: id }) };
}

async function registerSelf(target: Target, token: string) {
  const response = await call('POST', selfUrl(target), token, {
    entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return participantSchema.parse(response.json());
}

const action = (target: Target, participant: Participant, verb: string) =>
  `${f.participantUrl(target.id, participant.id)}${verb}/`;

describe('self-registration', () => {
  it('is refused where the event sport does not allow it, and says so', async () => {
    const event = await f.event();
    const athlete = await athleteWithToken();
    const view = selfRegistrationSchema.parse((await call('GET', selfUrl(event), athlete.token)).json());
    expect(view).toMatchObject({
      allowed: false,
      participant: null,
      candidate: { id: athlete.id, eligible: true },
    });
    expectError(
      await call('POST', selfUrl(event), athlete.token, {
        entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
      }),
      403,
      PARTICIPANT_MESSAGES.SELF_REGISTRATION_NOT_ALLOWED,
    );
    for (const actor of ['wskAdmin', 'nfAdmin', 'ito', 'guest'] as const) {
      expect((await call('GET', selfUrl(event), tokens[actor])).statusCode, actor).toBe(403);
    }
  });

  it('registers the athlete for their own federation, pending until WSK decides', async () => {
    const event = await f.event({ allowSelfRegistration: true });
    const athlete = await athleteWithToken();
    const participant = await registerSelf(event, athlete.token);
    expect(participant).toMatchObject({
      status: 'pending',
      federation: { id: f.refs.italy },
      registered_by: { id: athlete.id },
      decision: null,
      fee: { amount: '120.50', reduced: false },
    });
    const view = selfRegistrationSchema.parse((await call('GET', selfUrl(event), athlete.token)).json());
    expect(view.allowed).toBe(true);
    expect(view.candidate.reasons).toEqual(['already_registered']);
    expect(view.candidate.participant).toEqual({ id: participant.id, status: 'pending' });
    expect(view.participant?.id).toBe(participant.id);
    await expectInvalid(
      await call('POST', selfUrl(event), athlete.token, {
        entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
      }),
      'user',
      INELIGIBILITY_MESSAGES.already_registered,
    );
    // A pending registration holds its place in the quota too.
    const used = federationRegistrationSchema.parse(
      (
        await call('GET', `${f.sportUrl(event)}registration/federations/${f.refs.italy}/`, tokens.nfViewer)
      ).json(),
    );
    expect(used.kinds).toEqual([
      { kind: 'athlete', quota: 5, used: 1, approved: 0, pending: 1, extra_quota: 0 },
    ]);
  });

  it('gives the reasons of the athlete’s own view and refuses them on the write', async () => {
    const event = await f.event({ allowSelfRegistration: true });
    const stateless = await athleteWithToken({ federationId: null });
    const view = selfRegistrationSchema.parse((await call('GET', selfUrl(event), stateless.token)).json());
    expect(view.candidate.reasons).toEqual(['wrong_federation']);
    await expectInvalid(
      await call('POST', selfUrl(event), stateless.token, {
        entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
      }),
      'user',
      INELIGIBILITY_MESSAGES.wrong_federation,
    );
    const minor = await athleteWithToken({ birthday: '2012-01-01' });
    await expectInvalid(
      await call('POST', selfUrl(event), minor.token, { entries: [] }),
      'entries',
      validationMessages.minCount(1),
    );
    const draft = await f.event({ allowSelfRegistration: true, publish: false });
    expect((await call('GET', selfUrl(draft), minor.token)).statusCode).toBe(404);
  });
});

describe('withdrawals', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ allowSelfRegistration: true, window: { quota: null } });
  });

  it('lets the federation’s NF administrators withdraw, once; viewers see it but may not', async () => {
    const athlete = await athleteWithToken();
    const participant = await f.register(event, athlete.id);
    expectError(
      await call('POST', action(event, participant, 'withdraw'), tokens.nfViewer),
      403,
      'You do not have permission to perform this action',
    );
    expect((await call('POST', action(event, participant, 'withdraw'), tokens.wskViewer)).statusCode).toBe(
      403,
    );
    // The athlete did not register themselves: they see it, they may not withdraw it.
    expect((await call('POST', action(event, participant, 'withdraw'), athlete.token)).statusCode).toBe(403);
    const other = await athleteWithToken();
    expectError(
      await call('POST', action(event, participant, 'withdraw'), other.token),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
    expect((await call('POST', action(event, participant, 'withdraw'), tokens.guest)).statusCode).toBe(404);
    const response = await call('POST', action(event, participant, 'withdraw'), tokens.nfAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(participantSchema.parse(response.json())).toMatchObject({
      status: 'withdrawn',
      decision: { by: { id: f.ids.nfAdmin }, reason: null },
    });
    await expectInvalid(
      await call('POST', action(event, participant, 'withdraw'), tokens.nfAdmin),
      null,
      PARTICIPANT_MESSAGES.NOT_WITHDRAWABLE,
    );
    const audit = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'event_participant.withdraw'), eq(auditEvents.targetUserId, athlete.id)),
      );
    expect(audit.map((row) => row.details)).toEqual([
      expect.objectContaining({ participant: participant.id, was: 'approved' }),
    ]);
    // Withdrawn people may be registered again: a new row, the old one kept.
    const again = await f.register(event, athlete.id);
    expect(again.id).not.toBe(participant.id);
  });

  it('lets the athlete withdraw their own self-registration', async () => {
    const athlete = await athleteWithToken();
    const participant = await registerSelf(event, athlete.token);
    const response = await call('POST', action(event, participant, 'withdraw'), athlete.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(participantSchema.parse(response.json()).decision?.by?.id).toBe(athlete.id);
  });

  it('refuses everyone but WSK administrators once the window has closed', async () => {
    const closing = await f.event({ allowSelfRegistration: true, window: { quota: null } });
    const byNf = await f.register(closing, await f.athlete());
    const athlete = await athleteWithToken();
    const bySelf = await registerSelf(closing, athlete.token);
    const close = await call('PUT', `${f.sportUrl(closing)}participants/`, tokens.wskAdmin, {
      participants: [f.participantsWindow({ opens: -20, closes: -1, quota: null })],
    });
    expect(close.statusCode, close.body).toBe(200);
    await expectInvalid(
      await call('POST', action(closing, byNf, 'withdraw'), tokens.nfAdmin),
      null,
      'Registration is closed',
    );
    await expectInvalid(
      await call('POST', action(closing, bySelf, 'withdraw'), athlete.token),
      null,
      'Registration is closed',
    );
    const response = await call('POST', action(closing, byNf, 'withdraw'), tokens.wskAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(participantSchema.parse(response.json()).status).toBe('withdrawn');
  });
});

describe('approval and rejection', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ allowSelfRegistration: true, window: { quota: null } });
  });

  it('lets WSK administrators approve a pending registration, once', async () => {
    const athlete = await athleteWithToken();
    const participant = await registerSelf(event, athlete.token);
    for (const actor of ['wskViewer', 'nfAdmin', 'athlete'] as const) {
      expect(
        (await call('POST', action(event, participant, 'approve'), tokens[actor])).statusCode,
        actor,
      ).toBe(403);
    }
    const response = await call('POST', action(event, participant, 'approve'), tokens.wskAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(participantSchema.parse(response.json())).toMatchObject({
      status: 'approved',
      decision: { by: { id: f.ids.wskAdmin }, reason: null },
    });
    await expectInvalid(
      await call('POST', action(event, participant, 'approve'), tokens.wskAdmin),
      null,
      PARTICIPANT_MESSAGES.NOT_PENDING,
    );
    await expectInvalid(
      await call('POST', action(event, participant, 'reject'), tokens.wskAdmin, { reason: 'Late' }),
      null,
      PARTICIPANT_MESSAGES.NOT_PENDING,
    );
  });

  it('rejects a pending registration with its reason, which is final', async () => {
    const athlete = await athleteWithToken();
    const participant = await registerSelf(event, athlete.token);
    await expectInvalid(
      await call('POST', action(event, participant, 'reject'), tokens.wskAdmin, {}),
      'reason',
      validationMessages.required,
    );
    const response = await call('POST', action(event, participant, 'reject'), tokens.wskAdmin, {
      reason: 'No results this season',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(participantSchema.parse(response.json())).toMatchObject({
      status: 'rejected',
      decision: { by: { id: f.ids.wskAdmin }, reason: 'No results this season' },
    });
    await expectInvalid(
      await call('POST', action(event, participant, 'withdraw'), athlete.token),
      null,
      PARTICIPANT_MESSAGES.NOT_WITHDRAWABLE,
    );
    expectError(
      await call('POST', `${f.participantUrl(event.id, UNKNOWN_ID)}approve/`, tokens.wskAdmin),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
    // A participant of another event is not found under this one.
    const other = await f.event({ allowSelfRegistration: true });
    const elsewhere = await registerSelf(other, (await athleteWithToken()).token);
    expectError(
      await call('POST', `${f.participantUrl(event.id, elsewhere.id)}approve/`, tokens.wskAdmin),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
  });
});

describe('participants as each caller sees them', () => {
  let event: Target = { id: 0, sportId: 0 };
  let italian: Participant;
  let french: Participant;
  let italianAthlete = { id: 0, token: '' };
  beforeAll(async () => {
    event = await f.event({ window: { quota: null } });
    italianAthlete = await athleteWithToken({ lastName: 'Zzlist' });
    italian = await f.register(event, italianAthlete.id, tokens.nfAdmin, {
      entries: [
        { discipline: f.speed.disciplines[1], category: 'Senior women' },
        { discipline: f.speed.disciplines[0], category: 'Senior women' },
      ],
    });
    const frenchAthlete = await f.athlete({ federationId: f.refs.france, lastName: 'Aalist' });
    french = await f.register(event, frenchAthlete, tokens.wskAdmin, { federation: f.refs.france });
    const withdrawn = await f.register(event, await f.athlete({ lastName: 'Mmlist' }));
    await call('POST', action(event, withdrawn, 'withdraw'), tokens.nfAdmin);
  });
  const listUrl = () => `${f.sportUrl(event)}participants/`;

  it('lists every federation’s to WSK staff by name with their entries, filtered', async () => {
    const page = participantPage.parse((await call('GET', listUrl(), tokens.wskViewer)).json());
    expect(page.results.map((row) => row.user.full_name.split(' ')[1])).toEqual([
      'Aalist',
      'Mmlist',
      'Zzlist',
    ]);
    expect(page.results[2]?.entries).toHaveLength(2);
    const byStatus = participantPage.parse(
      (await call('GET', `${listUrl()}?status=withdrawn`, tokens.wskAdmin)).json(),
    );
    expect(byStatus.results.map((row) => row.status)).toEqual(['withdrawn']);
    const byFederation = participantPage.parse(
      (await call('GET', `${listUrl()}?federation=${f.refs.france}`, tokens.wskAdmin)).json(),
    );
    expect(byFederation.results.map((row) => row.id)).toEqual([french.id]);
    const bySearch = participantPage.parse(
      (await call('GET', `${listUrl()}?search=zzli&kind=athlete`, tokens.wskAdmin)).json(),
    );
    expect(bySearch.results.map((row) => row.id)).toEqual([italian.id]);
    const paged = participantPage.parse(
      (await call('GET', `${listUrl()}?page=2&page_size=2`, tokens.wskAdmin)).json(),
    );
    expect([paged.count, paged.results.length]).toEqual([3, 1]);
  });

  it('shows NF staff their own federation’s only; athletes, ITOs and guests 403', async () => {
    for (const actor of ['nfAdmin', 'nfViewer'] as const) {
      const page = participantPage.parse(
        (await call('GET', `${listUrl()}?federation=${f.refs.france}`, tokens[actor])).json(),
      );
      expect(
        page.results.every((row) => row.federation?.id === f.refs.italy),
        actor,
      ).toBe(true);
      expect(page.count, actor).toBe(2);
    }
    for (const actor of ['athlete', 'ito', 'guest'] as const) {
      expect((await call('GET', listUrl(), tokens[actor])).statusCode, actor).toBe(403);
    }
  });

  it('gives one participant to the person, their NF staff and WSK staff; 404 to everyone else', async () => {
    const url = f.participantUrl(event.id, italian.id);
    for (const token of [italianAthlete.token, tokens.nfAdmin, tokens.nfViewer, tokens.wskViewer]) {
      const response = await call('GET', url, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(participantSchema.parse(response.json()).entries.map((entry) => entry.category)).toEqual([
        'Senior women',
        'Senior women',
      ]);
    }
    for (const token of [tokens.athlete, tokens.ito, tokens.guest]) {
      expectError(await call('GET', url, token), 404, PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
    }
    expectError(
      await call('GET', f.participantUrl(event.id, french.id), tokens.nfAdmin),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
  });
});

describe('a federation’s use of its quotas and NF management', () => {
  let event: Target = { id: 0, sportId: 0 };
  beforeAll(async () => {
    event = await f.event({ allowSelfRegistration: true, window: { quota: 4 } });
    await f.setQuota(event, f.refs.italy, 7);
    await f.register(event, await f.athlete());
    await f.register(event, await f.athlete());
    await registerSelf(event, (await athleteWithToken()).token);
    const withdrawn = await f.register(event, await f.athlete());
    await call('POST', action(event, withdrawn, 'withdraw'), tokens.nfAdmin);
    await f.register(event, await f.athlete({ federationId: f.refs.france }), tokens.wskAdmin, {
      federation: f.refs.france,
    });
  });
  const url = (federation: number) => `${f.sportUrl(event)}registration/federations/${federation}/`;

  it('counts the active registrations within the quota that applies', async () => {
    const italy = federationRegistrationSchema.parse(
      (await call('GET', url(f.refs.italy), tokens.nfAdmin)).json(),
    );
    expect(italy.kinds).toEqual([
      { kind: 'athlete', quota: 7, used: 3, approved: 2, pending: 1, extra_quota: 0 },
    ]);
    const france = federationRegistrationSchema.parse(
      (await call('GET', url(f.refs.france), tokens.wskViewer)).json(),
    );
    expect(france.kinds).toEqual([
      { kind: 'athlete', quota: 4, used: 1, approved: 1, pending: 0, extra_quota: 0 },
    ]);
    expectError(
      await call('GET', url(f.refs.france), tokens.nfViewer),
      403,
      PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY,
    );
    expectError(
      await call('GET', url(UNKNOWN_ID), tokens.wskAdmin),
      404,
      EVENT_PART_MESSAGES.FEDERATION_NOT_FOUND,
    );
  });

  it('shows registered and approved per federation in NF management', async () => {
    const page = pagedSchema(nfManagementRowSchema).parse(
      (await call('GET', `${EVENTS}${event.id}/nf-management/?search=ita`, tokens.wskAdmin)).json(),
    );
    const italy = page.results.find((row) => row.federation.code === 'ITA');
    expect([italy?.registered, italy?.approved]).toEqual([3, 2]);
    // France registered one; Germany none.
    for (const [code, counts] of [
      ['FRA', [1, 1]],
      ['DEU', [0, 0]],
    ] as const) {
      const rows = pagedSchema(nfManagementRowSchema).parse(
        (await call('GET', `${EVENTS}${event.id}/nf-management/?search=${code}`, tokens.wskViewer)).json(),
      );
      const row = rows.results.find((item) => item.federation.code === code);
      expect([row?.registered, row?.approved], code).toEqual(counts);
    }
    const own = pagedSchema(nfManagementRowSchema).parse(
      (await call('GET', `${EVENTS}${event.id}/nf-management/`, tokens.nfViewer)).json(),
    );
    expect(own.results.map((row) => [row.registered, row.approved])).toEqual([[3, 2]]);
    const detail = nfManagementDetailSchema.parse(
      (await call('GET', `${EVENTS}${event.id}/nf-management/${f.refs.italy}/`, tokens.nfAdmin)).json(),
    );
    expect(detail.sports[0]?.quotas).toEqual([
      { kind: 'athlete', quota: 7, overridden: true, used: 3, approved: 2 },
    ]);
  });
});

describe('a user’s events', () => {
  it('lists the events of the athlete’s active registrations with them as parts', async () => {
    const event = await f.event({ allowSelfRegistration: true, window: { quota: null } });
    const athlete = await athleteWithToken();
    const registered = await f.register(event, athlete.id);
    const page = pagedSchema(userEventSchema);
    const mine = page.parse((await call('GET', `${EVENTS}my/`, athlete.token)).json());
    expect(mine.results.map((row) => [row.id, row.roles])).toEqual([
      [
        event.id,
        [
          {
            kind: 'athlete',
            function: '',
            sport: expect.objectContaining({ id: f.speed.sportId }),
            participant: { id: registered.id, status: 'approved' },
          },
        ],
      ],
    ]);
    const theirs = page.parse((await call('GET', `${EVENTS}users/${athlete.id}/`, tokens.nfViewer)).json());
    expect(theirs.count).toBe(1);
    await call('POST', action(event, registered, 'withdraw'), tokens.nfAdmin);
    expect(page.parse((await call('GET', `${EVENTS}my/`, athlete.token)).json()).count).toBe(0);
  });
});
