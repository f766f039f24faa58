// Legal guardians of minors: only a minor records one (once, also under a race), with their own uploaded
// consent, which marks the guardian step; only the minor changes it and records the anti-doping
// acknowledgement; readers of the minor's records read it, the consent link only for document readers.
import { randomBytes } from 'node:crypto';
import {
  GUARDIAN_EXISTS_MESSAGE,
  type LegalGuardianBody,
  legalGuardianSchema,
  ONLY_MINORS_MESSAGE,
} from '@portal/contract/endpoints/legal-guardians';
import type { PresignedUpload } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { legalGuardians } from '../../db/schema/personal-details';
import { registrationProgresses } from '../../db/schema/registration';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { UNKNOWN_UPLOAD_MESSAGE } from '../uploads/attach';
import { GUARDIAN_NOT_FOUND_MESSAGE } from './service';

const ctx = useTestApp({ seedDemo: true });

const BASE = '/api/client/users/legal-guardians/';
const USERS = '/api/client/users/users/';
const MY_PROGRESS = '/api/client/users/register-progresses/my/';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.bearer(token), ...(payload && { payload }) });

/** A fresh athlete sign-up; a minor when `minor` (the passport step sets the flag; set here directly). */
async function newAthlete({ minor }: { minor: boolean }) {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  expect((await send('POST', `${USERS}set_is_athlete/`, tokens.access)).statusCode).toBe(200);
  if (minor) {
    await ctx.db
      .update(registrationProgresses)
      .set({ needLegalGuardianStep: true })
      .where(eq(registrationProgresses.userId, user.id));
  }
  return { id: user.id, token: tokens.access };
}

function multipart(fields: Record<string, string>, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="consent.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A consent PDF uploaded by the owner of `token` through this base's presign_url/; its stored name. */
async function uploadConsent(token: string): Promise<string> {
  const presigned = await send('POST', `${BASE}presign_url/`, token, { file_name: 'consent.pdf' });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target: PresignedUpload = presigned.json();
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: new URL(target.url).pathname,
    ...multipart(target.fields, PDF),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
  return target.new_file_name;
}

const guardianBody = (consent: string): LegalGuardianBody => ({
  first_name: 'Maria',
  last_name: 'Rossi',
  relation: 'mother',
  email: 'maria.rossi@portal.test',
  phone: '+39 06 1234 5678',
  consent_document: consent,
});

/** A minor with a recorded guardian. */
async function minorWithGuardian() {
  const minor = await newAthlete({ minor: true });
  const response = await send('POST', BASE, minor.token, guardianBody(await uploadConsent(minor.token)));
  expect(response.statusCode, response.body).toBe(201);
  return { ...minor, guardianId: legalGuardianSchema.parse(response.json()).id };
}

const guardianRowOf = async (userId: number) =>
  (await ctx.db.select().from(legalGuardians).where(eq(legalGuardians.userId, userId)))[0];

describe('POST legal-guardians/presign_url/', () => {
  it('answers a private upload URL of the caller, and 401 without a token', async () => {
    const { id, token } = await newAthlete({ minor: true });
    const response = await send('POST', `${BASE}presign_url/`, token, { file_name: 'consent.pdf' });
    expect(response.statusCode).toBe(200);
    const key = response.json().new_file_name;
    expect(key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
    expect(row).toMatchObject({ ownerUserId: id, isPrivate: true });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}presign_url/`,
      payload: { file_name: 'consent.pdf' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST legal-guardians/', () => {
  it('refuses an adult with 403', async () => {
    const adult = await newAthlete({ minor: false });
    const response = await send('POST', BASE, adult.token, guardianBody(await uploadConsent(adult.token)));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(ONLY_MINORS_MESSAGE);
    expect(await guardianRowOf(adult.id)).toBeUndefined();
  });

  it('records a minor’s guardian with the consent link and marks the step; a second one is 409', async () => {
    const minor = await newAthlete({ minor: true });
    const consent = await uploadConsent(minor.token);
    const response = await send('POST', BASE, minor.token, guardianBody(consent));
    expect(response.statusCode, response.body).toBe(201);
    const guardian = legalGuardianSchema.strict().parse(response.json());
    expect(guardian).toMatchObject({
      first_name: 'Maria',
      last_name: 'Rossi',
      relation: 'mother',
      email: 'maria.rossi@portal.test',
      phone: '+390612345678',
      anti_doping_acknowledged: false,
      consent_document: { file_name: consent, content_type: 'application/pdf' },
    });
    expect(guardian.consent_document?.url).toContain(consent);
    const [upload] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, consent));
    expect(upload?.purpose).toBe('guardian_consent');
    expect(upload?.attachedAt).toBeInstanceOf(Date);

    expect((await send('GET', MY_PROGRESS, minor.token)).json().step_guardian_details).toBe(true);
    const { consent_document: _, ...summary } = guardian;
    expect((await send('GET', `${USERS}me/`, minor.token)).json().legal_guardian).toEqual(summary);

    const again = await send('POST', BASE, minor.token, guardianBody(await uploadConsent(minor.token)));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(GUARDIAN_EXISTS_MESSAGE);
  });

  it('answers two simultaneous first guardians with one 201 and one 409', async () => {
    const minor = await newAthlete({ minor: true });
    const [first, second] = [await uploadConsent(minor.token), await uploadConsent(minor.token)];
    const responses = await Promise.all([
      send('POST', BASE, minor.token, guardianBody(first)),
      send('POST', BASE, minor.token, guardianBody(second)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  const minorBody = guardianBody('0'.repeat(32).concat('.pdf'));
  const { first_name: _, last_name: __, ...withoutNames } = minorBody;
  it.each<[string, object, Record<string, string[]>]>([
    [
      'missing names',
      withoutNames,
      { first_name: ['This field is required'], last_name: ['This field is required'] },
    ],
    ['a blank name', { ...minorBody, first_name: '  ' }, { first_name: ['This field is required'] }],
    ['a bad e-mail', { ...minorBody, email: 'maria@' }, { email: ['Please enter valid email address'] }],
    ['a bad phone', { ...minorBody, phone: 'call me' }, { phone: ['Phone number is not valid.'] }],
    ['a bad relation', { ...minorBody, relation: 'aunt' }, { relation: ['This field is required'] }],
    [
      'no consent',
      { ...minorBody, consent_document: undefined },
      { consent_document: ['Upload the document'] },
    ],
  ])('answers 400 to %s', async (_label, payload, invalidFields) => {
    const minor = await newAthlete({ minor: true });
    const response = await send('POST', BASE, minor.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual(invalidFields);
  });

  it('refuses another user’s upload as the consent with 400 and records nothing', async () => {
    const minor = await newAthlete({ minor: true });
    const other = await newAthlete({ minor: true });
    const response = await send('POST', BASE, minor.token, guardianBody(await uploadConsent(other.token)));
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ consent_document: [UNKNOWN_UPLOAD_MESSAGE] });
    expect(await guardianRowOf(minor.id)).toBeUndefined();
    expect((await send('GET', MY_PROGRESS, minor.token)).json().step_guardian_details).toBe(false);
  });
});

describe('PATCH legal-guardians/{id}/', () => {
  it('changes some fields of one’s own guardian and keeps the others', async () => {
    const minor = await minorWithGuardian();
    const response = await send('PATCH', `${BASE}${minor.guardianId}/`, minor.token, {
      first_name: 'Giulia',
      relation: 'legal_guardian',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: minor.guardianId,
      first_name: 'Giulia',
      last_name: 'Rossi',
      relation: 'legal_guardian',
    });
  });

  it('answers 404 for another minor’s guardian and an unknown id, and changes nothing', async () => {
    const minor = await minorWithGuardian();
    const other = await minorWithGuardian();
    const response = await send('PATCH', `${BASE}${minor.guardianId}/`, other.token, { first_name: 'X' });
    expect(response.statusCode).toBe(404);
    expect((await guardianRowOf(minor.id))?.firstName).toBe('Maria');
    expect((await send('PATCH', `${BASE}999999/`, other.token, { first_name: 'X' })).statusCode).toBe(404);
  });

  it('replaces the consent with a new upload of the minor, keeps the same one, refuses a used one', async () => {
    const minor = await minorWithGuardian();
    const url = `${BASE}${minor.guardianId}/`;
    const current = (await guardianRowOf(minor.id))?.consentDocument;
    expect((await send('PATCH', url, minor.token, { consent_document: current })).statusCode).toBe(200);

    const replacement = await uploadConsent(minor.token);
    const response = await send('PATCH', url, minor.token, { consent_document: replacement });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().consent_document.file_name).toBe(replacement);

    const other = await minorWithGuardian();
    const taken = (await guardianRowOf(other.id))?.consentDocument;
    const refused = await send('PATCH', url, minor.token, { consent_document: taken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalid_fields).toEqual({ consent_document: [UNKNOWN_UPLOAD_MESSAGE] });
    expect((await guardianRowOf(minor.id))?.consentDocument).toBe(replacement);
  });

  it('records the anti-doping acknowledgement once (only true is accepted)', async () => {
    const minor = await minorWithGuardian();
    const url = `${BASE}${minor.guardianId}/`;
    const refused = await send('PATCH', url, minor.token, { anti_doping_acknowledged: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalid_fields).toEqual({
      anti_doping_acknowledged: ['You should accept the agreement'],
    });

    const response = await send('PATCH', url, minor.token, { anti_doping_acknowledged: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().anti_doping_acknowledged).toBe(true);
    const first = (await guardianRowOf(minor.id))?.antiDopingAcknowledgedAt;
    expect(first).toBeInstanceOf(Date);

    await send('PATCH', url, minor.token, { anti_doping_acknowledged: true });
    expect((await guardianRowOf(minor.id))?.antiDopingAcknowledgedAt).toEqual(first);
    expect((await send('GET', `${USERS}me/`, minor.token)).json().legal_guardian).toMatchObject({
      anti_doping_acknowledged: true,
    });
  });
});

describe('GET legal-guardians/{id}/', () => {
  const read = async (email: string, guardianId: number) =>
    send('GET', `${BASE}${guardianId}/`, await ctx.tokenFor(email));

  it('answers the minor and WSK administrators with the consent link, WSK viewers without', async () => {
    const minor = await minorWithGuardian();
    const own = await send('GET', `${BASE}${minor.guardianId}/`, minor.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().consent_document).not.toBeNull();

    const admin = await read('wsk.admin@portal.test', minor.guardianId);
    expect(admin.statusCode).toBe(200);
    const guardian = legalGuardianSchema.strict().parse(admin.json());
    expect(guardian).toMatchObject({ id: minor.guardianId, first_name: 'Maria' });
    expect(guardian.consent_document?.content_type).toBe('application/pdf');
    const link = new URL(guardian.consent_document?.url ?? '');
    const file = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);

    const viewer = await read('wsk.viewer@portal.test', minor.guardianId);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json()).toMatchObject({ id: minor.guardianId, consent_document: null });
  });

  it('answers NF staff only for minors of their federation', async () => {
    const minor = await minorWithGuardian();
    expect((await read('nf.admin@portal.test', minor.guardianId)).statusCode).toBe(404);
    const [italy] = await ctx.db.select().from(federations).where(eq(federations.code, 'ITA'));
    await ctx.db.update(users).set({ federationId: italy?.id }).where(eq(users.id, minor.id));
    const admin = await read('nf.admin@portal.test', minor.guardianId);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().consent_document).not.toBeNull();
    expect((await read('nf.viewer@portal.test', minor.guardianId)).json().consent_document).toBeNull();
  });

  it('answers anyone else, and unknown ids, with the same 404', async () => {
    const minor = await minorWithGuardian();
    const stranger = await read('athlete@portal.test', minor.guardianId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(GUARDIAN_NOT_FOUND_MESSAGE);
    const unknown = await read('wsk.admin@portal.test', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(stranger.json());
  });
});
