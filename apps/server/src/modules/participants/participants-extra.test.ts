// Requests beyond the ordinary registration of athletes (decision 017, slice 2): extra-quota athletes
// (`athletes-extra-quota`: where the sport takes them, in the reduction period, once the quota is full,
// pending and outside `used`) and pre-seed results (`athletes-pre-seed`: approved athletes' entries, where
// the sport asks, in the reduction period, the federation's NF administrators and WSK administrators).
import { REGISTRATION_WINDOW_MESSAGES } from '@portal/contract/constants';
import { PARTICIPANT_MESSAGES, PRE_SEED_MESSAGE } from '@portal/contract/endpoints/participants';
import {
  federationRegistrationSchema,
  INELIGIBILITY_MESSAGES,
  type Participant,
  participantSchema,
} from '@portal/contract/participant';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { validationMessages } from '@portal/contract/validation';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from '../events/service';
import { registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

beforeAll(() => f.setUp());

type Target = { id: number; sportId: number };

const REDUCTION_CLOSED = REGISTRATION_WINDOW_MESSAGES.REDUCTION_PERIOD_CLOSED;
/** In the reduction period: reduced fee for five more days. */
const inReduction = { opens: -10, reductionEnds: 5, closes: 20, amount: '120.5', reducedAmount: '90' };
/** Open at the normal fee: the reduction period ended two days ago. */
const afterReduction = { ...inReduction, reductionEnds: -2 };

async function federationUse(target: Target) {
  const response = await call(
    'GET',
    `${f.sportUrl(target)}registration/federations/${f.refs.italy}/`,
    tokens.nfAdmin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return federationRegistrationSchema.parse(response.json()).kinds.find((row) => row.kind === 'athlete');
}

describe('extra-quota athletes', () => {
  const extra = async (target: Target, user?: number, token = tokens.nfAdmin) =>
    call(
      'POST',
      `${f.sportUrl(target)}participants/`,
      token,
      f.registerBody(user ?? (await f.athlete()), { extra_quota: true }),
    );

  it('takes a request over a full quota in the reduction period: pending, outside `used`', async () => {
    const event = await f.event({
      window: { ...inReduction, quota: 1 },
      flags: { need_extra_quota: true },
    });
    await f.register(event, await f.athlete());
    const response = await extra(event);
    expect(response.statusCode, response.body).toBe(201);
    const request = participantSchema.parse(response.json());
    expect(request).toMatchObject({
      kind: 'athlete',
      status: 'pending',
      extra_quota: true,
      function: null,
      decision: null,
      fee: { amount: '90.00', reduced: true },
      entries: [{ discipline: { id: f.speed.disciplines[0] }, category: 'Senior women', pre_seed: null }],
    });
    expect(await federationUse(event)).toMatchObject({
      quota: 1,
      used: 1,
      approved: 1,
      pending: 0,
      extra_quota: 1,
    });
    // The sport's list and the event's list separate the requests from the places within the quota.
    for (const url of [`${f.sportUrl(event)}participants/`, `/api/client/events/${event.id}/participants/`]) {
      const requests = await call('GET', `${url}?extra_quota=true`, tokens.nfAdmin);
      expect(requests.json().results.map((row: { id: number }) => row.id)).toEqual([request.id]);
      const within = await call('GET', `${url}?extra_quota=false`, tokens.nfAdmin);
      expect(within.json().count).toBe(1);
      expect(within.json().results[0].id).not.toBe(request.id);
    }
    // Approved by WSK, it stays over the quota.
    const approved = await call('POST', `${f.participantUrl(event.id, request.id)}approve/`, tokens.wskAdmin);
    expect(approved.json()).toMatchObject({ status: 'approved', extra_quota: true });
    expect(await federationUse(event)).toMatchObject({ used: 1, approved: 1, extra_quota: 1 });
    // An ordinary registration still finds the quota full.
    await expectInvalid(
      await call(
        'POST',
        `${f.sportUrl(event)}participants/`,
        tokens.nfAdmin,
        f.registerBody(await f.athlete()),
      ),
      'user',
      PARTICIPANT_MESSAGES.QUOTA_FULL,
    );
  });

  it('refuses it where the sport takes no extra-quota requests', async () => {
    const event = await f.event({ window: { ...inReduction, quota: 1 } });
    await f.register(event, await f.athlete());
    await expectInvalid(await extra(event), 'extra_quota', PARTICIPANT_MESSAGES.EXTRA_QUOTA_NOT_OFFERED);
  });

  it('refuses it outside the reduction period with the §8 message', async () => {
    const event = await f.event({
      window: { ...afterReduction, quota: 1 },
      flags: { need_extra_quota: true },
    });
    await f.register(event, await f.athlete());
    await expectInvalid(await extra(event), null, REDUCTION_CLOSED);
    const noReduction = await f.event({ window: { quota: 1 }, flags: { need_extra_quota: true } });
    await expectInvalid(await extra(noReduction), null, REDUCTION_CLOSED);
  });

  it('refuses it while the quota has places, or where there is no quota', async () => {
    const event = await f.event({
      window: { ...inReduction, quota: 2 },
      flags: { need_extra_quota: true },
    });
    await f.register(event, await f.athlete());
    await expectInvalid(await extra(event), 'extra_quota', PARTICIPANT_MESSAGES.QUOTA_NOT_FULL);
    const unlimited = await f.event({
      window: { ...inReduction, quota: null },
      flags: { need_extra_quota: true },
    });
    await expectInvalid(await extra(unlimited), 'extra_quota', PARTICIPANT_MESSAGES.QUOTA_NOT_FULL);
    expect((await federationUse(event))?.extra_quota).toBe(0);
  });

  it('judges eligibility and entries as for any athlete', async () => {
    const event = await f.event({
      window: { ...inReduction, quota: 1 },
      flags: { need_extra_quota: true },
    });
    await f.register(event, await f.athlete());
    await expectInvalid(
      await extra(event, await f.athlete({ antiDopingYearIssued: null })),
      'user',
      INELIGIBILITY_MESSAGES.anti_doping_missing,
    );
    // Another federation's athlete: to NF staff, as an unknown id (object-level-fields.test.ts).
    await expectInvalid(
      await extra(event, await f.athlete({ federationId: f.refs.france })),
      'user',
      INELIGIBILITY_MESSAGES.not_an_athlete,
    );
    await expectInvalid(
      await call(
        'POST',
        `${f.sportUrl(event)}participants/`,
        tokens.nfAdmin,
        f.registerBody(await f.athlete(), { extra_quota: true, entries: [] }),
      ),
      'entries',
      validationMessages.minCount(1),
    );
  });
});

describe('pre-seed results', () => {
  let event: Target = { id: 0, sportId: 0 };
  let athlete: Participant;
  const [first, second, third] = [0, 1, 2];
  const discipline = (index: number) => f.speed.disciplines[index] ?? 0;
  const url = (target: Target, participant: number) => `${f.participantUrl(target.id, participant)}pre-seed/`;
  const twoEntries = () => ({
    entries: [
      { discipline: discipline(first), category: 'Senior women' },
      { discipline: discipline(second), category: 'Senior women' },
    ],
  });

  beforeAll(async () => {
    event = await f.event({ window: { ...inReduction, quota: null }, flags: { need_pre_seed: true } });
    athlete = await f.register(event, await f.athlete(), tokens.nfAdmin, twoEntries());
  });

  it('stores the results of the named entries and returns them, audited', async () => {
    const response = await call('PATCH', url(event, athlete.id), tokens.nfAdmin, {
      entries: [{ discipline: discipline(first), pre_seed: ' 00:41.350 ' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const seeded = participantSchema.parse(response.json());
    const seedOf = (participant: Participant, index: number) =>
      participant.entries.find((entry) => entry.discipline.id === discipline(index))?.pre_seed;
    expect([seedOf(seeded, first), seedOf(seeded, second)]).toEqual(['00:41.350', null]);
    // WSK administrators too; blank clears a result.
    const byWsk = await call('PATCH', url(event, athlete.id), tokens.wskAdmin, {
      entries: [
        { discipline: discipline(first), pre_seed: '' },
        { discipline: discipline(second), pre_seed: '1250' },
      ],
    });
    expect(byWsk.statusCode, byWsk.body).toBe(200);
    const read = await call('GET', f.participantUrl(event.id, athlete.id), tokens.nfViewer);
    const again = participantSchema.parse(read.json());
    expect([seedOf(again, first), seedOf(again, second)]).toEqual([null, '1250']);
    const audits = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'event_participant.pre_seed'),
          eq(auditEvents.targetUserId, athlete.user.id),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(audits[0]?.details).toMatchObject({ participant: athlete.id });
  });

  it('checks the results and the disciplines named, keeping nothing of a refused request', async () => {
    const read = async () =>
      participantSchema
        .parse((await call('GET', f.participantUrl(event.id, athlete.id), tokens.wskAdmin)).json())
        .entries.map((entry) => [entry.discipline.id, entry.pre_seed]);
    const before = await read();
    await expectInvalid(
      await call('PATCH', url(event, athlete.id), tokens.nfAdmin, {
        entries: [{ discipline: discipline(first), pre_seed: 'fast' }],
      }),
      'entries.0.pre_seed',
      PRE_SEED_MESSAGE,
    );
    await expectInvalid(
      await call('PATCH', url(event, athlete.id), tokens.nfAdmin, {
        entries: [
          { discipline: discipline(first), pre_seed: '7' },
          { discipline: discipline(third), pre_seed: '8' },
        ],
      }),
      'entries',
      PARTICIPANT_MESSAGES.PRE_SEED_NOT_ENTERED,
    );
    await expectInvalid(
      await call('PATCH', url(event, athlete.id), tokens.nfAdmin, {
        entries: [
          { discipline: discipline(first), pre_seed: '7' },
          { discipline: discipline(first), pre_seed: '8' },
        ],
      }),
      'entries',
      PARTICIPANT_MESSAGES.DUPLICATE_ENTRY,
    );
    expect(await read()).toEqual(before);
  });

  it('keeps NF staff to their own federation’s athletes and to writing as administrators', async () => {
    const body = { entries: [{ discipline: discipline(first), pre_seed: '3' }] };
    const frenchNf = await f.person(
      ROLE_TYPES.NF_ADMIN,
      { nfAdminFederationId: f.refs.france },
      PERMISSIONS.ADMIN,
    );
    const frenchToken = await ctx.token({
      role: ROLE_TYPES.NF_ADMIN,
      permission: PERMISSIONS.ADMIN,
      userId: frenchNf,
    });
    expectError(
      await call('PATCH', url(event, athlete.id), frenchToken, body),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
    for (const actor of ['nfViewer', 'wskViewer', 'athlete'] as const) {
      expect((await call('PATCH', url(event, athlete.id), tokens[actor], body)).statusCode, actor).toBe(403);
    }
  });

  it('refuses a sport without pre-seed, a participant not approved, an official', async () => {
    const body = { entries: [{ discipline: discipline(first), pre_seed: '3' }] };
    const plain = await f.event({ window: { ...inReduction, quota: null } });
    const plainAthlete = await f.register(plain, await f.athlete());
    await expectInvalid(
      await call('PATCH', url(plain, plainAthlete.id), tokens.nfAdmin, body),
      null,
      PARTICIPANT_MESSAGES.PRE_SEED_NOT_OFFERED,
    );
    const withdrawn = await f.register(event, await f.athlete());
    const response = await call(
      'POST',
      `${f.participantUrl(event.id, withdrawn.id)}withdraw/`,
      tokens.nfAdmin,
    );
    expect(response.statusCode, response.body).toBe(200);
    await expectInvalid(
      await call('PATCH', url(event, withdrawn.id), tokens.nfAdmin, body),
      null,
      PARTICIPANT_MESSAGES.PRE_SEED_NOT_APPROVED,
    );
    const withNto = await f.event({
      window: { ...inReduction, quota: null },
      ntoWindow: { ...inReduction, quota: null },
      flags: { need_pre_seed: true },
    });
    const nto = await call(
      'POST',
      `${f.sportUrl(withNto)}participants/`,
      tokens.nfAdmin,
      f.ntoBody(await f.member(ROLE_TYPES.ITO)),
    );
    expect(nto.statusCode, nto.body).toBe(201);
    await expectInvalid(
      await call('PATCH', url(withNto, (nto.json() as { id: number }).id), tokens.wskAdmin, body),
      null,
      PARTICIPANT_MESSAGES.PRE_SEED_NOT_APPROVED,
    );
  });

  it('takes results during the reduction period only', async () => {
    const late = await f.event({
      window: { ...afterReduction, quota: null },
      flags: { need_pre_seed: true },
    });
    const participant = await f.register(late, await f.athlete());
    const body = { entries: [{ discipline: discipline(first), pre_seed: '3' }] };
    for (const token of [tokens.nfAdmin, tokens.wskAdmin]) {
      await expectInvalid(
        await call('PATCH', url(late, participant.id), token, body),
        null,
        REDUCTION_CLOSED,
      );
    }
  });

  it('answers 404 for a participant of another event', async () => {
    const other = await f.event();
    expectError(
      await call('PATCH', `${EVENTS}${other.id}/participants/${athlete.id}/pre-seed/`, tokens.wskAdmin, {
        entries: [{ discipline: discipline(first), pre_seed: '3' }],
      }),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
    const draft = await f.event({ publish: false });
    expectError(
      await call('PATCH', `${EVENTS}${draft.id}/participants/${athlete.id}/pre-seed/`, tokens.nfAdmin, {
        entries: [{ discipline: discipline(first), pre_seed: '3' }],
      }),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });
});
