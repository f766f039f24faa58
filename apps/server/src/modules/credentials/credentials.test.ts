// Accreditation through the API (decision 017): who gets an approved participant's credential and its PDF
// card (the person, their federation's NF staff, WSK staff; 404 to others, 400 while not approved), the
// card's content with and without a photo, and the venue check: who may check (WSK staff, the event's staff
// and LOC roster; 403 to others), each result from a tampered token to a withdrawn registration, and the
// audit row of every check, which never holds the token.
import { randomBytes } from 'node:crypto';
import { CREDENTIAL_MESSAGES, CREDENTIAL_TOKEN_PARAM } from '@portal/contract/endpoints/credentials';
import {
  CREDENTIAL_CHECK_MESSAGES,
  type CredentialCheckResult,
  credentialCheckSchema,
  credentialSchema,
  type Participant,
  participantSchema,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, count, desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventStaff } from '../../db/schema/event-parts';
import { users } from '../../db/schema/users';
import { createStorage } from '../../platform/storage/create-storage';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { registrationFixtures } from '../participants/participants-fixtures';
import { readCard, sampleJpeg, samplePng } from './card-fixtures';
import { credentialKey, signCredentialToken } from './token';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

type Target = { id: number; sportId: number };

/** The default event's last day is 10 July 2027 in Europe/Rome: accepted through 11 July, local time. */
const VALID_UNTIL = '2027-07-11T22:00:00.000Z';

const credentialUrl = (participantId: number) => `${EVENTS}participants/${participantId}/credential/`;
const pdfUrl = (participantId: number) => `${credentialUrl(participantId)}pdf/`;
const checkUrl = (address: { event: number; user: number; participant: number }, token?: string) =>
  `${EVENTS}${address.event}/guard-check/${address.user}/${address.participant}/${
    token === undefined ? '' : `?${new URLSearchParams({ [CREDENTIAL_TOKEN_PARAM]: token })}`
  }`;

let event: Target;
let athlete: { id: number; token: string };
let participant: Participant;

async function athleteWithToken(values: object = {}) {
  const id = await f.athlete(values);
  return { id, token: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: id }) };
}

/** An athlete's pending self-registration for an event sport that takes them. */
async function pendingParticipant(target: Target) {
  const person = await athleteWithToken();
  const response = await call('POST', `${f.sportUrl(target)}registration/self/`, person.token, {
    entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return participantSchema.parse(response.json());
}

/** A person of this role (NF staff of France when told) and their token. */
async function caller(
  role: (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES],
  values: object = {},
  permission: 'admin' | 'viewer' | null = null,
) {
  const id = await f.person(role, values, permission);
  return { id, token: await ctx.token({ role, permission, userId: id }) };
}

async function onRoster(eventId: number, group: 'staff' | 'loc') {
  const person = await caller(ROLE_TYPES.GUEST);
  await ctx.db
    .insert(eventStaff)
    .values({ eventId, userId: person.id, group, function: 'Accreditation desk' });
  return person;
}

async function credentialOf(participantId: number, token = tokens.wskAdmin) {
  const response = await call('GET', credentialUrl(participantId), token);
  expect(response.statusCode, response.body).toBe(200);
  return credentialSchema.parse(response.json());
}

/** The token of a credential's check address. */
async function tokenOf(participantId: number) {
  const url = new URL((await credentialOf(participantId)).check_url);
  return url.searchParams.get(CREDENTIAL_TOKEN_PARAM) ?? '';
}

const addressOf = (row: Participant) => ({ event: row.event, user: row.user.id, participant: row.id });

async function check(
  address: { event: number; user: number; participant: number },
  token: string | undefined,
  as = tokens.wskViewer,
) {
  const response = await call('GET', checkUrl(address, token), as);
  expect(response.statusCode, response.body).toBe(200);
  return credentialCheckSchema.parse(response.json());
}

function expectResult(
  reply: ReturnType<typeof credentialCheckSchema.parse>,
  result: CredentialCheckResult,
  person: number | null,
) {
  expect(reply.result).toBe(result);
  expect(reply.valid).toBe(result === 'valid');
  expect(reply.message).toBe(CREDENTIAL_CHECK_MESSAGES[result]);
  expect(reply.person?.id ?? null).toBe(person);
}

beforeAll(async () => {
  await f.setUp();
  event = await f.event({ allowSelfRegistration: true, window: { quota: null } });
  athlete = await athleteWithToken({ firstName: 'Alessia', lastName: 'Rossetti' });
  participant = await f.register(event, athlete.id);
});

describe('the credential', () => {
  it('is the holder’s, their NF staff’s and WSK staff’s', async () => {
    for (const token of [athlete.token, tokens.nfAdmin, tokens.nfViewer, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', credentialUrl(participant.id), token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const credential = credentialSchema.parse(response.json());
      expect(credential.participant).toMatchObject({
        id: participant.id,
        status: 'approved',
        kind: 'athlete',
      });
      expect(credential.participant.user.full_name).toBe('Alessia Rossetti');
      expect(credential.event).toMatchObject({
        id: event.id,
        starts_on: '2027-07-01',
        ends_on: '2027-07-10',
        city: 'Roma',
      });
      expect(credential.role).toBe('Athlete');
      expect(credential.valid_until).toBe(VALID_UNTIL);
      expect(credential.check_url).toMatch(
        new RegExp(
          `^http://portal\\.test/guard-check/${event.id}/${athlete.id}/${participant.id}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
        ),
      );
    }
  });

  it('is not found by another athlete, another federation’s NF staff or anyone else', async () => {
    const other = await athleteWithToken();
    const frenchNf = await caller(ROLE_TYPES.NF_ADMIN, { nfAdminFederationId: f.refs.france }, 'admin');
    for (const token of [other.token, frenchNf.token, tokens.ito, tokens.guest]) {
      expectError(
        await call('GET', credentialUrl(participant.id), token),
        404,
        CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND,
      );
      expectError(
        await call('GET', pdfUrl(participant.id), token),
        404,
        CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND,
      );
    }
    expectError(
      await call('GET', credentialUrl(UNKNOWN_ID), tokens.wskAdmin),
      404,
      CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND,
    );
  });

  it('exists only once the registration is approved', async () => {
    const pending = await pendingParticipant(event);
    const holder = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: pending.user.id });
    for (const token of [holder, tokens.nfAdmin, tokens.wskAdmin]) {
      await expectInvalid(
        await call('GET', credentialUrl(pending.id), token),
        null,
        CREDENTIAL_MESSAGES.NOT_APPROVED,
      );
      await expectInvalid(
        await call('GET', pdfUrl(pending.id), token),
        null,
        CREDENTIAL_MESSAGES.NOT_APPROVED,
      );
    }
  });
});

describe('the PDF card', () => {
  async function pdfOf(participantId: number, token: string) {
    const response = await call('GET', pdfUrl(participantId), token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="credential-${participantId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return readCard(response.rawPayload);
  }

  async function withAvatar(extension: 'jpg' | 'png', bytes: Buffer) {
    const person = await athleteWithToken();
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    await createStorage(ctx.config).write(key, bytes);
    await ctx.db.update(users).set({ avatar: key }).where(eq(users.id, person.id));
    return { person, registered: await f.register(event, person.id) };
  }

  it('shows the person, the federation, the role and the event, with the initials without a photo', async () => {
    for (const token of [athlete.token, tokens.nfAdmin, tokens.wskViewer]) {
      const card = await pdfOf(participant.id, token);
      expect(card.pages).toHaveLength(1);
      expect(card.images).toEqual([]);
      expect(card.text).toContain('Alessia Rossetti');
      expect(card.text).toContain('Italy (ITA)');
      expect(card.text).toContain('Athlete');
      expect(card.text).toContain(`Credential no. ${participant.id} · valid until 11 July 2027`);
      expect(card.lines).toContain('AR');
      const { name } = (await credentialOf(participant.id)).event;
      expect(card.text).toContain(name);
      expect(card.document.getSubject()).toBe(name);
    }
  });

  it('places the avatar when it is a JPEG', async () => {
    const { person, registered } = await withAvatar('jpg', sampleJpeg(6, 8));
    const card = await pdfOf(registered.id, person.token);
    expect(card.images).toEqual([{ filter: 'DCTDecode', width: 6, height: 8 }]);
  });

  it('places the avatar when it is a PNG', async () => {
    const { person, registered } = await withAvatar('png', samplePng(4, 5));
    const card = await pdfOf(registered.id, person.token);
    expect(card.images).toEqual([{ filter: 'FlateDecode', width: 4, height: 5 }]);
  });

  it('shows the initials for another kind of picture or a stored file that is gone', async () => {
    const webp = await withAvatar('png', Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    expect((await pdfOf(webp.registered.id, webp.person.token)).images).toEqual([]);
    const gone = await athleteWithToken();
    await ctx.db
      .update(users)
      .set({ avatar: `${randomBytes(16).toString('hex')}.jpg` })
      .where(eq(users.id, gone.id));
    const registered = await f.register(event, gone.id);
    expect((await pdfOf(registered.id, gone.token)).images).toEqual([]);
  });
});

describe('the check', () => {
  let validToken: string;
  const address = () => addressOf(participant);

  beforeAll(async () => {
    validToken = await tokenOf(participant.id);
  });

  it('is for WSK staff and the event’s staff and LOC roster only', async () => {
    const staff = await onRoster(event.id, 'staff');
    const loc = await onRoster(event.id, 'loc');
    for (const token of [staff.token, loc.token, tokens.wskViewer, tokens.wskAdmin]) {
      expectResult(await check(address(), validToken, token), 'valid', athlete.id);
    }
    const otherEvent = await f.event();
    const elsewhere = await onRoster(otherEvent.id, 'staff');
    for (const token of [athlete.token, tokens.nfAdmin, tokens.ito, tokens.guest, elsewhere.token]) {
      expectError(
        await call('GET', checkUrl(address(), validToken), token),
        403,
        CREDENTIAL_MESSAGES.CHECK_NOT_ALLOWED,
      );
    }
  });

  it('shows who a valid credential belongs to', async () => {
    const reply = await check(address(), validToken);
    expectResult(reply, 'valid', athlete.id);
    expect(reply.person).toMatchObject({ full_name: 'Alessia Rossetti', federation: { code: 'ITA' } });
    expect(reply.role).toMatchObject({
      kind: 'athlete',
      label: 'Athlete',
      function: null,
      sport: { id: f.speed.sportId },
    });
    expect(reply.event).toMatchObject({ id: event.id });
    expect(Date.parse(reply.checked_at)).toBeLessThanOrEqual(Date.now());
  });

  it('reads a missing or changed token as not genuine, without the person', async () => {
    expectResult(await check(address(), undefined), 'tampered', null);
    const [header, payload, signature] = validToken.split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    changed.exp += 86_400 * 365;
    const tampered = [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join(
      '.',
    );
    const reply = await check(address(), tampered);
    expectResult(reply, 'tampered', null);
    expect(reply).toMatchObject({ role: null, event: null });
  });

  it('never takes a token signed with the access tokens’ key, nor an access token', async () => {
    const forged = await new SignJWT({ ...address() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('portal')
      .setAudience('credential-check')
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expectResult(await check(address(), forged), 'tampered', null);
    expectResult(await check(address(), tokens.athlete), 'tampered', null);
  });

  it('reads an expired token as expired, without the person', async () => {
    const expired = await signCredentialToken(address(), credentialKey(ctx.config.jwtSecret), {
      issuedAt: new Date(Date.now() - 3 * 86_400_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expectResult(await check(address(), expired), 'expired', null);
  });

  it('reads a genuine token at another address as a mismatch', async () => {
    const other = await f.register(event, await f.athlete());
    expectResult(await check({ ...address(), participant: other.id }, validToken), 'mismatch', null);
    expectResult(await check({ ...address(), user: other.user.id }, validToken), 'mismatch', null);
    const otherEvent = await f.event();
    expectResult(await check({ ...address(), event: otherEvent.id }, validToken), 'mismatch', null);
  });

  it('reads a genuine token of a credential that does not exist as not found', async () => {
    const missing = { ...address(), participant: UNKNOWN_ID };
    const token = await signCredentialToken(missing, credentialKey(ctx.config.jwtSecret), {
      issuedAt: new Date(),
      expiresAt: new Date(VALID_UNTIL),
    });
    expectResult(await check(missing, token), 'not_found', null);
  });

  it('shows a registration withdrawn after the card was issued as withdrawn, with the person', async () => {
    const person = await f.athlete();
    const registered = await f.register(event, person);
    const token = await tokenOf(registered.id);
    expectResult(await check(addressOf(registered), token), 'valid', person);
    const withdrawn = await call(
      'POST',
      `${f.participantUrl(event.id, registered.id)}withdraw/`,
      tokens.wskAdmin,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectResult(await check(addressOf(registered), token), 'withdrawn', person);
  });

  it('shows a pending and then a rejected registration as such, with the person', async () => {
    const pending = await pendingParticipant(event);
    const token = await signCredentialToken(addressOf(pending), credentialKey(ctx.config.jwtSecret), {
      issuedAt: new Date(),
      expiresAt: new Date(VALID_UNTIL),
    });
    expectResult(await check(addressOf(pending), token), 'pending', pending.user.id);
    const rejected = await call('POST', `${f.participantUrl(event.id, pending.id)}reject/`, tokens.wskAdmin, {
      reason: 'Not selected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expectResult(await check(addressOf(pending), token), 'rejected', pending.user.id);
  });

  it('writes an audit row per check with the result, never the token', async () => {
    const checks = () =>
      ctx.db.select({ total: count() }).from(auditEvents).where(eq(auditEvents.action, 'credential.check'));
    const [before] = await checks();
    const staff = await onRoster(event.id, 'loc');
    await check(address(), validToken, staff.token);
    await check({ ...address(), participant: UNKNOWN_ID }, validToken, staff.token);
    await check(address(), undefined, staff.token);
    const [after] = await checks();
    expect((after?.total ?? 0) - (before?.total ?? 0)).toBe(3);
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'credential.check'), eq(auditEvents.actorUserId, staff.id)))
      .orderBy(desc(auditEvents.id));
    expect(rows.map((row) => [row.targetUserId, row.details])).toEqual([
      [null, { event: event.id, user: athlete.id, participant: participant.id, result: 'tampered' }],
      [null, { event: event.id, user: athlete.id, participant: UNKNOWN_ID, result: 'mismatch' }],
      [athlete.id, { event: event.id, user: athlete.id, participant: participant.id, result: 'valid' }],
    ]);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(validToken.split('.')[2]);
  });

  it('audits a refused caller’s attempt nowhere but answers 403', async () => {
    const [before] = await ctx.db
      .select({ total: count() })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credential.check'));
    expect((await call('GET', checkUrl(address(), validToken), tokens.guest)).statusCode).toBe(403);
    const [after] = await ctx.db
      .select({ total: count() })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credential.check'));
    expect(after?.total).toBe(before?.total);
  });
});
