// Staff, LOC and ITO applications (decision 017, slice 2): the person's standing with its reasons (never
// hidden), pending applications and their window (the kind's rows, else publication to the last day), one
// active application under parallel submits, drafts hidden; approval, rejection and withdrawal keeping the
// event's lists in step in the same transaction; WSK's list changes carrying the participant along; the
// credential of a staff member (no sport) and the LOC's guard check; a team administrator's access to the
// team's participants.

import { REGISTRATION_WINDOW_MESSAGES } from '@portal/contract/constants';
import { CREDENTIAL_TOKEN_PARAM } from '@portal/contract/endpoints/credentials';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import { ROLE_REGISTRATION_MESSAGES } from '@portal/contract/endpoints/role-registration';
import {
  credentialCheckSchema,
  credentialSchema,
  INELIGIBILITY_MESSAGES,
  type Participant,
  participantSchema,
  roleRegistrationSchema,
} from '@portal/contract/participant';
import { ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventItos, eventStaff } from '../../db/schema/event-parts';
import { events } from '../../db/schema/events';
import { eventParticipants } from '../../db/schema/participants';
import { teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from '../events/service';
import { dayFromToday, LAST_DAY, registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

beforeAll(() => f.setUp());

type Target = { id: number; sportId: number };
type Person = { id: number; token: string };

const staffUrl = (eventId: number, group: 'staff' | 'loc' = 'staff') =>
  `${EVENTS}${eventId}/role-registration/${group}/`;
const itoUrl = (target: Target) => `${EVENTS}${target.id}/sports/${target.sportId}/ito-registration/`;

/** An approved Italian of the role, eligible for the default event unless told, and their token. */
async function person(
  role: RoleType = ROLE_TYPES.ATHLETE,
  values: object = {},
  passport = true,
): Promise<Person> {
  const id = await f.member(role, values, { passport });
  return { id, token: await ctx.token({ role, userId: id }) };
}

async function standing(url: string, token: string) {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return roleRegistrationSchema.parse(response.json());
}

async function apply(url: string, who: Person, fn = 'Volunteer coordinator'): Promise<Participant> {
  const response = await call('POST', url, who.token, { function: fn });
  expect(response.statusCode, response.body).toBe(201);
  return participantSchema.parse(response.json());
}

async function decide(
  eventId: number,
  participantId: number,
  action: 'approve' | 'reject' | 'withdraw',
  token = tokens.wskAdmin,
) {
  const response = await call(
    'POST',
    `${f.participantUrl(eventId, participantId)}${action}/`,
    token,
    action === 'reject' ? { reason: 'Enough volunteers' } : undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return participantSchema.parse(response.json());
}

const staffRows = (eventId: number, userId: number) =>
  ctx.db
    .select()
    .from(eventStaff)
    .where(and(eq(eventStaff.eventId, eventId), eq(eventStaff.userId, userId)));
const itoRows = (eventSportId: number, userId: number) =>
  ctx.db
    .select()
    .from(eventItos)
    .where(and(eq(eventItos.eventSportId, eventSportId), eq(eventItos.userId, userId)));
const participantRows = (eventId: number, userId: number) =>
  ctx.db
    .select()
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.userId, userId),
        inArray(eventParticipants.kind, ['staff', 'loc', 'ito']),
      ),
    );

/** Sets the event sport's windows: the athlete one and those given (from today's offsets). */
async function setWindows(
  target: Target,
  windows: { kind: 'loc' | 'staff' | 'ito' | 'team_official'; opens: number; closes: number }[],
) {
  const response = await call('PUT', `${f.sportUrl(target)}participants/`, tokens.wskAdmin, {
    participants: [
      f.participantsWindow({}),
      ...windows.map((window) =>
        f.participantsWindow({ opens: window.opens, closes: window.closes, quota: null }, window.kind),
      ),
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the person’s standing', () => {
  let event: Target;
  beforeAll(async () => {
    event = await f.event();
  });

  it('opens from the event’s creation to its last day when no window of the kind exists', async () => {
    const who = await person();
    const reply = await standing(staffUrl(event.id), who.token);
    expect(reply).toMatchObject({
      kind: 'staff',
      event: event.id,
      event_sport: null,
      open: true,
      closed_message: null,
      closes_on: LAST_DAY,
      participant: null,
      on_roster: false,
    });
    expect(reply.opens_on <= dayFromToday(1)).toBe(true);
    expect(reply.candidate).toMatchObject({
      id: who.id,
      eligible: true,
      reasons: [],
      categories: [],
      participant: null,
    });
  });

  it('shows why a person may not apply: registration, passport missing or not valid on the last day', async () => {
    const cases: [object, boolean, string[]][] = [
      [{ registrationCompleted: false }, true, ['registration_not_completed']],
      [{}, false, ['passport_missing']],
      [{ activeUntilDate: LAST_DAY }, true, ['passport_expires']],
      // Nothing of athletes: anti-doping, age and gender do not matter.
      [{ antiDopingYearIssued: null, birthday: '2014-01-01', gender: 'M' }, true, []],
    ];
    for (const [values, passport, reasons] of cases) {
      const who = await person(ROLE_TYPES.GUEST, values, passport);
      const reply = await standing(staffUrl(event.id, 'loc'), who.token);
      expect(reply.candidate.reasons, JSON.stringify(values)).toEqual(reasons);
      expect(reply.candidate.eligible).toBe(reasons.length === 0);
    }
    const noPassport = await person(ROLE_TYPES.GUEST, {}, false);
    await expectInvalid(
      await call('POST', staffUrl(event.id), noPassport.token, { function: 'Driver' }),
      'user',
      INELIGIBILITY_MESSAGES.passport_missing,
    );
  });

  it('keeps the ITO screen to approved ITOs (not_an_ito)', async () => {
    const athlete = await person(ROLE_TYPES.ATHLETE);
    const reply = await standing(itoUrl(event), athlete.token);
    expect(reply.kind).toBe('ito');
    expect(reply.event_sport?.id).toBe(event.sportId);
    expect(reply.candidate.reasons).toEqual(['not_an_ito']);
    // The role reason leads even before what the person lacks.
    const bare = await person(ROLE_TYPES.ATHLETE, {}, false);
    await expectInvalid(
      await call('POST', itoUrl(event), bare.token, { function: 'Referee' }),
      'user',
      INELIGIBILITY_MESSAGES.not_an_ito,
    );
    const pendingIto = await person(ROLE_TYPES.ITO, { roleStatus: 'pending' });
    expect((await standing(itoUrl(event), pendingIto.token)).candidate.reasons).toEqual(['not_an_ito']);
    const ito = await person(ROLE_TYPES.ITO);
    expect((await standing(itoUrl(event), ito.token)).candidate.eligible).toBe(true);
  });

  it('answers 404 for a sport of another event and 400 for a bad group or a missing function', async () => {
    const other = await f.event();
    const ito = await person(ROLE_TYPES.ITO);
    const response = await call('GET', itoUrl({ id: event.id, sportId: other.sportId }), ito.token);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `${EVENTS}${event.id}/role-registration/nto/`, ito.token)).statusCode).toBe(
      400,
    );
    expect((await call('POST', staffUrl(event.id), ito.token, {})).statusCode).toBe(400);
    expect((await call('GET', staffUrl(event.id), null)).statusCode).toBe(401);
  });
});

describe('applying', () => {
  let event: Target;
  beforeAll(async () => {
    event = await f.event();
  });

  it('records a pending application without sport, federation or fee, audited', async () => {
    const who = await person();
    const participant = await apply(staffUrl(event.id, 'loc'), who, 'Volunteer coordinator');
    expect(participant).toMatchObject({
      event: event.id,
      event_sport: null,
      kind: 'loc',
      status: 'pending',
      federation: null,
      team: null,
      function: 'Volunteer coordinator',
      fee: { amount: null, currency: 'EUR' },
      registered_by: { id: who.id },
      decision: null,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'event_participant.register'), eq(auditEvents.targetUserId, who.id)));
    expect(audit?.details).toMatchObject({
      event: event.id,
      participant: participant.id,
      kind: 'loc',
      self: true,
    });
    const reply = await standing(staffUrl(event.id, 'loc'), who.token);
    expect(reply.participant?.id).toBe(participant.id);
    expect(reply.candidate.participant).toEqual({ id: participant.id, status: 'pending' });
    expect(reply.candidate.reasons).toEqual(['already_registered']);
    // Staff and LOC are separate lists.
    expect((await standing(staffUrl(event.id, 'staff'), who.token)).candidate.reasons).toEqual([]);
  });

  it('refuses a second application, and keeps one of ten parallel ones', async () => {
    const who = await person();
    await apply(staffUrl(event.id), who);
    await expectInvalid(
      await call('POST', staffUrl(event.id), who.token, { function: 'Again' }),
      'user',
      INELIGIBILITY_MESSAGES.already_registered,
    );
    const racer = await person(ROLE_TYPES.ITO);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', itoUrl(event), racer.token, { function: 'Referee' })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      await expectInvalid(response, 'user', INELIGIBILITY_MESSAGES.already_registered);
    }
    expect(await participantRows(event.id, racer.id)).toHaveLength(1);
  });

  it('refuses a person already on the list', async () => {
    const who = await person();
    await ctx.db
      .insert(eventStaff)
      .values({ eventId: event.id, userId: who.id, group: 'staff', function: 'Chief' });
    const reply = await standing(staffUrl(event.id), who.token);
    expect(reply.on_roster).toBe(true);
    expect(reply.candidate.reasons).toEqual(['already_registered']);
    await expectInvalid(
      await call('POST', staffUrl(event.id), who.token, { function: 'Chief' }),
      'user',
      ROLE_REGISTRATION_MESSAGES.ALREADY_SERVING,
    );
  });

  it('follows the kind’s windows: the span of the event’s LOC rows, the sport’s ITO row', async () => {
    const target = await f.event();
    const second = await call('POST', `${EVENTS}${target.id}/sports/`, tokens.wskAdmin, {
      sport: f.refs.sportB,
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondSport = { id: target.id, sportId: (second.json() as { id: number }).id };
    // LOC: closed yesterday on one sport, open until next week on the other → open.
    await setWindows(target, [
      { kind: 'loc', opens: -20, closes: -1 },
      { kind: 'ito', opens: 3, closes: 9 },
    ]);
    await setWindows(secondSport, [{ kind: 'loc', opens: -5, closes: 7 }]);
    const who = await person(ROLE_TYPES.ITO);
    const loc = await standing(staffUrl(target.id, 'loc'), who.token);
    expect(loc).toMatchObject({ open: true, opens_on: dayFromToday(-20), closes_on: dayFromToday(7) });
    // Staff has no rows: from creation to the last day.
    expect((await standing(staffUrl(target.id), who.token)).closes_on).toBe(LAST_DAY);
    const ito = await standing(itoUrl(target), who.token);
    expect(ito).toMatchObject({
      open: false,
      closed_message: REGISTRATION_WINDOW_MESSAGES.NOT_OPENED_YET,
      opens_on: dayFromToday(3),
      closes_on: dayFromToday(9),
    });
    expectError(
      await call('POST', itoUrl(target), who.token, { function: 'Referee' }),
      400,
      REGISTRATION_WINDOW_MESSAGES.NOT_OPENED_YET,
    );
    // Both LOC rows closed.
    await setWindows(secondSport, [{ kind: 'loc', opens: -5, closes: -2 }]);
    expectError(
      await call('POST', staffUrl(target.id, 'loc'), who.token, { function: 'Driver' }),
      400,
      REGISTRATION_WINDOW_MESSAGES.CLOSED,
    );
  });

  it('takes no application once the event is over, none on a draft (404 to all but WSK staff)', async () => {
    const over = await f.event();
    await ctx.db
      .update(events)
      .set({ startsOn: dayFromToday(-5), endsOn: dayFromToday(-2) })
      .where(eq(events.id, over.id));
    const who = await person();
    expect(await standing(staffUrl(over.id), who.token)).toMatchObject({
      open: false,
      closed_message: ROLE_REGISTRATION_MESSAGES.EVENT_OVER,
    });
    expectError(
      await call('POST', staffUrl(over.id), who.token, { function: 'Driver' }),
      400,
      ROLE_REGISTRATION_MESSAGES.EVENT_OVER,
    );

    const draft = await f.event({ publish: false });
    for (const url of [staffUrl(draft.id), itoUrl(draft)]) {
      expectError(await call('GET', url, who.token), 404, EVENT_NOT_FOUND_MESSAGE);
      expectError(await call('POST', url, who.token, { function: 'Driver' }), 404, EVENT_NOT_FOUND_MESSAGE);
    }
    expect(await standing(staffUrl(draft.id), tokens.wskAdmin)).toMatchObject({
      open: false,
      closed_message: PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED,
    });
    expectError(
      await call('POST', staffUrl(draft.id), tokens.wskAdmin, { function: 'Driver' }),
      400,
      PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED,
    );
  });
});

describe('deciding and withdrawing', () => {
  let event: Target;
  beforeAll(async () => {
    event = await f.event();
  });

  it('puts an approved staff applicant on the list in the same transaction, and the participant stays approved', async () => {
    const who = await person();
    const application = await apply(staffUrl(event.id), who, 'Shuttle driver');
    const approved = await decide(event.id, application.id, 'approve');
    expect(approved).toMatchObject({ status: 'approved', decision: { by: { id: f.ids.wskAdmin } } });
    expect(await staffRows(event.id, who.id)).toMatchObject([{ group: 'staff', function: 'Shuttle driver' }]);
    expect((await participantRows(event.id, who.id)).map((row) => row.status)).toEqual(['approved']);
    expect(await standing(staffUrl(event.id), who.token)).toMatchObject({ on_roster: true });
  });

  it('puts an approved ITO applicant on the sport’s ITO list', async () => {
    const who = await person(ROLE_TYPES.ITO);
    const application = await apply(itoUrl(event), who, 'Chief referee');
    expect(application.event_sport?.id).toBe(event.sportId);
    await decide(event.id, application.id, 'approve');
    expect(await itoRows(event.sportId, who.id)).toMatchObject([
      { eventId: event.id, function: 'Chief referee' },
    ]);
  });

  it('leaves the list alone on a rejection', async () => {
    const who = await person();
    const application = await apply(staffUrl(event.id, 'loc'), who);
    const rejected = await decide(event.id, application.id, 'reject');
    expect(rejected.status).toBe('rejected');
    expect(await staffRows(event.id, who.id)).toEqual([]);
    // A rejected application leaves room for a new one.
    await apply(staffUrl(event.id, 'loc'), who);
  });

  it('lets the person withdraw their own application, taking them off the list; nobody else', async () => {
    const who = await person(ROLE_TYPES.ITO);
    const application = await apply(itoUrl(event), who);
    await decide(event.id, application.id, 'approve');
    const stranger = await person();
    expectError(
      await call('POST', `${f.participantUrl(event.id, application.id)}withdraw/`, stranger.token),
      404,
      PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND,
    );
    const nf = await call('POST', `${f.participantUrl(event.id, application.id)}withdraw/`, tokens.nfAdmin);
    expect(nf.statusCode).toBe(404);
    const withdrawn = await decide(event.id, application.id, 'withdraw', who.token);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', decision: { by: { id: who.id } } });
    expect(await itoRows(event.sportId, who.id)).toEqual([]);
  });

  it('refuses the person’s withdrawal once the window closed; WSK administrators may still', async () => {
    const target = await f.event();
    const who = await person();
    const application = await apply(staffUrl(target.id, 'loc'), who);
    await decide(target.id, application.id, 'approve');
    await setWindows(target, [{ kind: 'loc', opens: -9, closes: -1 }]);
    expectError(
      await call('POST', `${f.participantUrl(target.id, application.id)}withdraw/`, who.token),
      400,
      REGISTRATION_WINDOW_MESSAGES.CLOSED,
    );
    await decide(target.id, application.id, 'withdraw');
    expect(await staffRows(target.id, who.id)).toEqual([]);
  });

  it('gives the person read access only to a place WSK gave them', async () => {
    const who = await person();
    const added = await call('POST', `${EVENTS}${event.id}/staff/`, tokens.wskAdmin, {
      user: who.id,
      group: 'loc',
      function: 'Treasurer',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [row] = await participantRows(event.id, who.id);
    expect((await call('GET', f.participantUrl(event.id, row?.id ?? 0), who.token)).statusCode).toBe(200);
    expect(
      (await call('POST', `${f.participantUrl(event.id, row?.id ?? 0)}withdraw/`, who.token)).statusCode,
    ).toBe(403);
  });
});

describe('WSK’s list changes', () => {
  let event: Target;
  beforeAll(async () => {
    event = await f.event();
  });

  it('creates, updates and withdraws the approved participant of a staff member', async () => {
    const who = await person();
    const added = await call('POST', `${EVENTS}${event.id}/staff/`, tokens.wskAdmin, {
      user: who.id,
      group: 'staff',
      function: 'Event director',
    });
    expect(added.statusCode, added.body).toBe(201);
    const memberId = (added.json() as { id: number }).id;
    expect(await participantRows(event.id, who.id)).toMatchObject([
      {
        kind: 'staff',
        status: 'approved',
        eventSportId: null,
        function: 'Event director',
        registeredBy: f.ids.wskAdmin,
        decidedBy: f.ids.wskAdmin,
        feeAmount: null,
        currency: 'EUR',
      },
    ]);
    const updated = await call('PATCH', `${EVENTS}${event.id}/staff/${memberId}/`, tokens.wskAdmin, {
      function: 'Deputy director',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await participantRows(event.id, who.id))[0]?.function).toBe('Deputy director');
    const removed = await call('DELETE', `${EVENTS}${event.id}/staff/${memberId}/`, tokens.wskAdmin);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await participantRows(event.id, who.id)).toMatchObject([
      { status: 'withdrawn', decidedBy: f.ids.wskAdmin, decisionReason: null },
    ]);
  });

  it('approves a pending application instead of adding a second participant', async () => {
    const who = await person();
    const application = await apply(staffUrl(event.id, 'loc'), who, 'Volunteer');
    const added = await call('POST', `${EVENTS}${event.id}/staff/`, tokens.wskAdmin, {
      user: who.id,
      group: 'loc',
      function: 'Volunteer coordinator',
    });
    expect(added.statusCode, added.body).toBe(201);
    const rows = await participantRows(event.id, who.id);
    expect(rows).toMatchObject([
      { id: application.id, status: 'approved', function: 'Volunteer coordinator', registeredBy: who.id },
    ]);
  });

  it('does the same for ITO assignments', async () => {
    const who = await person(ROLE_TYPES.ITO);
    const application = await apply(itoUrl(event), who, 'Referee');
    const assigned = await call('POST', `${EVENTS}${event.id}/itos/`, tokens.wskAdmin, {
      user: who.id,
      event_sport: event.sportId,
      function: 'Technical delegate',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const assignmentId = (assigned.json() as { id: number }).id;
    expect(await participantRows(event.id, who.id)).toMatchObject([
      {
        id: application.id,
        kind: 'ito',
        status: 'approved',
        eventSportId: event.sportId,
        function: 'Technical delegate',
      },
    ]);
    const updated = await call('PATCH', `${EVENTS}${event.id}/itos/${assignmentId}/`, tokens.wskAdmin, {
      function: 'Chief referee',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await participantRows(event.id, who.id))[0]?.function).toBe('Chief referee');
    const removed = await call('DELETE', `${EVENTS}${event.id}/itos/${assignmentId}/`, tokens.wskAdmin);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await participantRows(event.id, who.id))[0]?.status).toBe('withdrawn');

    // Without an application: a new approved participant.
    const other = await person(ROLE_TYPES.ITO);
    const again = await call('POST', `${EVENTS}${event.id}/itos/`, tokens.wskAdmin, {
      user: other.id,
      event_sport: event.sportId,
      function: 'Judge',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await participantRows(event.id, other.id)).toMatchObject([
      { kind: 'ito', status: 'approved', registeredBy: f.ids.wskAdmin },
    ]);
  });
});

describe('credentials of staff and LOC', () => {
  it('gives an approved staff member a credential without a sport, checked by the event’s LOC', async () => {
    const event = await f.event();
    const staff = await person();
    const application = await apply(staffUrl(event.id), staff, 'Photographer');
    await decide(event.id, application.id, 'approve');
    const response = await call('GET', `${EVENTS}participants/${application.id}/credential/`, staff.token);
    expect(response.statusCode, response.body).toBe(200);
    const credential = credentialSchema.parse(response.json());
    expect(credential.participant).toMatchObject({ kind: 'staff', event_sport: null, status: 'approved' });

    const loc = await person(ROLE_TYPES.GUEST);
    const locApplication = await apply(staffUrl(event.id, 'loc'), loc, 'Accreditation desk');
    const token = new URL(credential.check_url).searchParams.get(CREDENTIAL_TOKEN_PARAM) ?? '';
    const checkUrl = `${EVENTS}${event.id}/guard-check/${staff.id}/${application.id}/?${new URLSearchParams({
      [CREDENTIAL_TOKEN_PARAM]: token,
    })}`;
    // A pending LOC application is no place on the LOC yet.
    expect((await call('GET', checkUrl, loc.token)).statusCode).toBe(403);
    await decide(event.id, locApplication.id, 'approve');
    const checked = await call('GET', checkUrl, loc.token);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(credentialCheckSchema.parse(checked.json())).toMatchObject({
      valid: true,
      role: { kind: 'staff', sport: null, function: 'Photographer' },
    });
  });
});

describe('a team’s administrator', () => {
  it('reads and withdraws the team’s participants; others do not see them', async () => {
    const event = await f.event();
    await setWindows(event, [{ kind: 'team_official', opens: -5, closes: 5 }]);
    const admin = await person(ROLE_TYPES.GUEST);
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Roma Test Team', countryCode: 'IT', adminUserId: admin.id })
      .returning({ id: teams.id });
    const official = await person();
    const [row] = await ctx.db
      .insert(eventParticipants)
      .values({
        eventId: event.id,
        eventSportId: event.sportId,
        kind: 'team_official',
        userId: official.id,
        teamId: team?.id ?? 0,
        status: 'approved',
        registeredBy: admin.id,
        currency: 'EUR',
        function: 'Coach',
      })
      .returning({ id: eventParticipants.id });
    const url = f.participantUrl(event.id, row?.id ?? 0);
    const read = await call('GET', url, admin.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(participantSchema.parse(read.json()).team).toEqual({ id: team?.id, name: 'Roma Test Team' });
    const stranger = await person(ROLE_TYPES.GUEST);
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `${url}withdraw/`, stranger.token)).statusCode).toBe(404);
    // The official reads their own registration but did not make it.
    expect((await call('POST', `${url}withdraw/`, official.token)).statusCode).toBe(403);
    const withdrawn = await call('POST', `${url}withdraw/`, admin.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(participantSchema.parse(withdrawn.json()).status).toBe('withdrawn');
  });
});
