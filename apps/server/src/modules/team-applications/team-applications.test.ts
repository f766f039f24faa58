// Marathon team applications (decision 019): the open period; applying with and without an account (closed
// period, taken name, bad input, ownerless documents); the e-mailed code (confirming, wrong tries, expiry,
// resending); WSK's review list and its role boundaries; reading one; withdrawing; deciding (transitions,
// approval creating the team and inviting its administrator, a parallel double approval, rejection).
import { CONFIRMATION_CODE_MAX_TRIES, loginByToken } from '@portal/contract/endpoints/verification';
import { ROLE_TYPES } from '@portal/contract/roles';
import {
  TEAM_APPLICATION_MESSAGES,
  teamApplicationPeriodSchema,
  teamApplicationReceiptSchema,
  teamApplicationSchema,
} from '@portal/contract/team-application';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { teamApplicationPeriods, teamApplications } from '../../db/schema/team-applications';
import { teams } from '../../db/schema/teams';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { lastCode, nextContact, outbox } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { type Method, peopleFixtures } from '../events/people-fixtures';
import { multipartForm, PDF, PNG, uploadFileAs } from '../uploads/test-helpers';
import { CODE_MESSAGES } from '../verification/codes';
import { PUBLIC_LIMITS, PUBLIC_THROTTLED_MESSAGE } from './service';

const ctx = useTestApp();
const f = peopleFixtures(ctx);

const BASE = '/api/client/teams/team-applications/';
const PERIOD_NOW = '/api/client/teams/team-application-periods/now/';
const CONFIRM = `${BASE}confirm_email/`;
const UNKNOWN_ID = 987_654;

let addresses = 0;
/** Each call from an address of its own, clear of the per-address throttle (tested on its own below). */
const call = (
  method: Method,
  url: string,
  token: string | null = null,
  payload?: object,
  remoteAddress = `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
    ...(payload ? { payload } : {}),
  });

let counter = 0;
/** A valid application body with a fresh team name and contact e-mail. */
function applicationBody(values: Record<string, unknown> = {}) {
  counter += 1;
  return {
    team_name: `Test Marathon Team ${counter}`,
    country_code: 'IT',
    contact_email: nextContact().email,
    contact_phone: '+39 02 1234 5678',
    administrator_first_name: 'Marta',
    administrator_last_name: `Rossi${counter}`,
    administrator_email: nextContact().email,
    ...values,
  };
}

async function apply(values: Record<string, unknown> = {}, token: string | null = null) {
  const body = applicationBody(values);
  const response = await call('POST', BASE, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, receipt: teamApplicationReceiptSchema.parse(response.json()) };
}

/** An application applied for and confirmed: waiting for WSK. */
async function submitted(values: Record<string, unknown> = {}, token: string | null = null) {
  const applied = await apply(values, token);
  const email = applied.receipt.contact_email;
  const confirmed = await call('POST', CONFIRM, null, { email, code: await lastCode(ctx, email) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return applied;
}

const rowOf = async (id: number) => {
  const [row] = await ctx.db.select().from(teamApplications).where(eq(teamApplications.id, id));
  if (!row) throw new Error(`No application ${id}`);
  return row;
};

/** A document presigned and uploaded without a token; answers its stored name. */
async function uploadDocument(kind: 'png' | 'pdf' = 'pdf'): Promise<string> {
  const presigned = await call('POST', `${BASE}presign_url/`, null, { file_name: `statutes.${kind}` });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = presigned.json() as { url: string; fields: Record<string, string>; new_file_name: string };
  const form = multipartForm(target.fields, {
    name: `statutes.${kind}`,
    type: kind === 'pdf' ? 'application/pdf' : 'image/png',
    bytes: kind === 'pdf' ? PDF : PNG,
  });
  const uploaded = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
  return target.new_file_name;
}

const decide = (id: number, token: string, body: object) =>
  call('POST', `${BASE}${id}/change_status/`, token, body);

const auditOf = (action: string) => ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action));

beforeAll(() => f.setUp());

describe('the period and a closed period', () => {
  it('answers nulls and refuses applications while no period is open', async () => {
    const now = await call('GET', PERIOD_NOW);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toEqual({ id: null, name: null, starts_on: null, ends_on: null });

    const refused = await call('POST', BASE, null, applicationBody());
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(TEAM_APPLICATION_MESSAGES.PERIOD_CLOSED);
    expect(refused.json().invalid_fields).toEqual({
      non_field_errors: [TEAM_APPLICATION_MESSAGES.PERIOD_CLOSED],
    });
  });

  it('ignores periods that ended or have not begun, and answers the one open today', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await ctx.db.insert(teamApplicationPeriods).values([
      { name: 'Past applications', startsOn: day(-100), endsOn: day(-10) },
      { name: 'Future applications', startsOn: day(10), endsOn: day(100) },
    ]);
    expect((await call('GET', PERIOD_NOW)).json().id).toBeNull();

    const [open] = await ctx.db
      .insert(teamApplicationPeriods)
      .values({ name: 'Marathon team applications 2026/27', startsOn: day(-1), endsOn: day(0) })
      .returning();
    const now = await call('GET', PERIOD_NOW);
    expect(now.statusCode).toBe(200);
    expect(teamApplicationPeriodSchema.parse(now.json())).toEqual({
      id: open?.id,
      name: 'Marathon team applications 2026/27',
      starts_on: day(-1),
      ends_on: day(0),
    });
  });
});

describe('POST team-applications/', () => {
  it('takes an anonymous application as a draft, lower-cases the e-mails and e-mails a code', async () => {
    const body = applicationBody({
      contact_email: 'Contact.Milano@Portal.Test',
      administrator_email: 'Admin.Milano@Portal.Test',
    });
    const response = await call('POST', BASE, null, body);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = teamApplicationReceiptSchema.parse(response.json());
    expect(receipt).toEqual({
      id: expect.any(Number),
      status: 'draft',
      contact_email: 'contact.milano@portal.test',
      team_name: body.team_name,
    });
    const row = await rowOf(receipt.id);
    expect(row).toMatchObject({
      status: 'draft',
      applicantUserId: null,
      contactEmail: 'contact.milano@portal.test',
      adminEmail: 'admin.milano@portal.test',
      contactPhone: '+390212345678',
      codeTries: 0,
    });
    // Only a hash of the code is kept.
    const code = await lastCode(ctx, 'contact.milano@portal.test');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    const [message] = await outbox(ctx, 'contact.milano@portal.test');
    expect(message?.text).toContain(
      `http://portal.test/confirm-team-application-email/${encodeURIComponent('contact.milano@portal.test')}/${code}`,
    );
  });

  it('records the signed-in applicant', async () => {
    const { receipt } = await apply({}, f.tokens.athlete);
    expect((await rowOf(receipt.id)).applicantUserId).toBe(f.ids.athlete);
  });

  it('refuses a bad token rather than applying anonymously', async () => {
    const response = await call('POST', BASE, 'not-a-token', applicationBody());
    expect(response.statusCode).toBe(401);
  });

  it('refuses a name a team has, whatever the case', async () => {
    await ctx.db.insert(teams).values({ name: 'Torino Speed Club', countryCode: 'IT' });
    const response = await call('POST', BASE, null, applicationBody({ team_name: 'TORINO speed club' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().invalid_fields).toEqual({ team_name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] });
  });

  it('refuses bad input with the product messages', async () => {
    const response = await call('POST', BASE, null, {
      team_name: '',
      country_code: 'Italy',
      contact_email: 'not-an-email',
      contact_phone: 'call me',
      administrator_first_name: 'Marta',
      administrator_last_name: 'Rossi',
    });
    expect(response.statusCode, response.body).toBe(400);
    const fields = response.json().invalid_fields;
    expect(fields.team_name).toEqual(['This field is required']);
    expect(fields.country_code).toEqual(['This field is required']);
    expect(fields.contact_email).toEqual(['Please enter valid email address']);
    expect(fields.administrator_email).toEqual(['This field is required']);
    expect(fields.contact_phone).toHaveLength(1);
  });

  it('attaches ownerless uploaded documents, readable by WSK through signed links', async () => {
    const pdf = await uploadDocument('pdf');
    const png = await uploadDocument('png');
    const { receipt } = await apply({ documents: [pdf, png] });
    const attached = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, pdf));
    expect(attached[0]).toMatchObject({ ownerUserId: null, isPrivate: true, attachedAt: expect.any(Date) });

    const read = await call('GET', `${BASE}${receipt.id}/`, f.tokens.wskViewer);
    expect(read.statusCode, read.body).toBe(200);
    const application = teamApplicationSchema.parse(read.json());
    expect(application.documents.map((document) => document.file_name).sort()).toEqual([pdf, png].sort());
    const link = application.documents.find((document) => document.file_name === pdf);
    expect(link?.content_type).toBe('application/pdf');
    const file = await ctx.app.inject({
      method: 'GET',
      url: new URL(link?.url ?? '').pathname + new URL(link?.url ?? '').search,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Without the signature the private document is not served.
    const bare = await ctx.app.inject({ method: 'GET', url: new URL(link?.url ?? '').pathname });
    expect(bare.statusCode).toBe(403);
  });

  it('refuses an upload that is someone else’s, not uploaded, or already attached', async () => {
    const owned = await uploadFileAs(ctx, f.tokens.athlete, 'pdf');
    const refused = await call('POST', BASE, null, applicationBody({ documents: [owned] }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().invalid_fields).toEqual({
      documents: [TEAM_APPLICATION_MESSAGES.DOCUMENT_UNKNOWN],
    });

    const presigned = await call('POST', `${BASE}presign_url/`, null, { file_name: 'later.pdf' });
    const notUploaded = await call(
      'POST',
      BASE,
      null,
      applicationBody({ documents: [presigned.json().new_file_name] }),
    );
    expect(notUploaded.statusCode).toBe(400);

    const used = await uploadDocument();
    await apply({ documents: [used] });
    const again = await call('POST', BASE, null, applicationBody({ documents: [used] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().invalid_fields).toEqual({ documents: [TEAM_APPLICATION_MESSAGES.DOCUMENT_UNKNOWN] });

    // A refused application leaves no draft behind and its good documents free.
    const good = await uploadDocument();
    const mixed = await call('POST', BASE, null, applicationBody({ documents: [good, owned] }));
    expect(mixed.statusCode).toBe(400);
    const [goodRow] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, good));
    expect(goodRow?.attachedAt).toBeNull();
  });

  it('refuses an address past its hourly applications and uploads without an account (429)', async () => {
    const address = '192.0.2.77';
    for (let index = 0; index < PUBLIC_LIMITS.applications; index += 1) {
      const accepted = await call('POST', BASE, null, applicationBody(), address);
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    const refused = await call('POST', BASE, null, applicationBody(), address);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.message).toBe(PUBLIC_THROTTLED_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and a signed-in applicant from the same one, are not held back.
    expect((await call('POST', BASE, null, applicationBody())).statusCode).toBe(201);
    const signedIn = await call('POST', BASE, f.tokens.athlete, applicationBody(), address);
    expect(signedIn.statusCode, signedIn.body).toBe(201);

    for (let index = 0; index < PUBLIC_LIMITS.documents; index += 1) {
      const presigned = await call('POST', `${BASE}presign_url/`, null, { file_name: 'a.pdf' }, address);
      expect(presigned.statusCode, presigned.body).toBe(200);
    }
    const tooMany = await call('POST', `${BASE}presign_url/`, null, { file_name: 'a.pdf' }, address);
    expect(tooMany.statusCode, tooMany.body).toBe(429);
  });

  it('refuses a presign of a type that is no PDF or picture', async () => {
    const response = await call('POST', `${BASE}presign_url/`, null, { file_name: 'notes.docx' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the e-mail code', () => {
  it('submits the draft with the right code', async () => {
    const { receipt, body } = await apply();
    const code = await lastCode(ctx, receipt.contact_email);
    const response = await call('POST', CONFIRM, null, { email: receipt.contact_email.toUpperCase(), code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: receipt.id,
      status: 'submitted',
      contact_email: receipt.contact_email,
      team_name: body.team_name,
    });
    const row = await rowOf(receipt.id);
    expect(row.status).toBe('submitted');
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(row.codeHash).toBeNull();
    // The code is spent.
    const again = await call('POST', CONFIRM, null, { email: receipt.contact_email, code });
    expect(again.statusCode).toBe(400);
  });

  it('counts a wrong code on each live draft of the address and confirms the one that matches', async () => {
    const email = nextContact().email;
    const first = await apply({ contact_email: email });
    const firstCode = await lastCode(ctx, email);
    const second = await apply({ contact_email: email });
    const secondCode = await lastCode(ctx, email);
    const wrong = [firstCode, secondCode].includes('000000') ? '999999' : '000000';

    const refused = await call('POST', CONFIRM, null, { email, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalid_fields).toEqual({ code: [CODE_MESSAGES.incorrect] });
    expect((await rowOf(first.receipt.id)).codeTries).toBe(1);
    expect((await rowOf(second.receipt.id)).codeTries).toBe(1);

    const confirmed = await call('POST', CONFIRM, null, { email, code: firstCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().id).toBe(first.receipt.id);
    expect((await rowOf(second.receipt.id)).status).toBe('draft');
  });

  it('kills the code after the maximum of wrong tries, even for the right code', async () => {
    const { receipt } = await apply();
    const email = receipt.contact_email;
    const code = await lastCode(ctx, email);
    const wrong = code === '000000' ? '999999' : '000000';
    for (let attempt = 0; attempt < CONFIRMATION_CODE_MAX_TRIES; attempt += 1) {
      const refused = await call('POST', CONFIRM, null, { email, code: wrong });
      expect(refused.json().invalid_fields).toEqual({ code: [CODE_MESSAGES.incorrect] });
    }
    const dead = await call('POST', CONFIRM, null, { email, code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().invalid_fields).toEqual({ code: [CODE_MESSAGES.dead] });
    expect((await rowOf(receipt.id)).status).toBe('draft');
  });

  it('refuses an expired code', async () => {
    const { receipt } = await apply();
    const code = await lastCode(ctx, receipt.contact_email);
    await ctx.db
      .update(teamApplications)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamApplications.id, receipt.id));
    const response = await call('POST', CONFIRM, null, { email: receipt.contact_email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ code: [CODE_MESSAGES.dead] });
  });

  it('answers an address without drafts as a wrong code', async () => {
    const response = await call('POST', CONFIRM, null, { email: nextContact().email, code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ code: [CODE_MESSAGES.incorrect] });
  });

  it('sends a new code once a minute, only to the contact e-mail of a draft', async () => {
    const { receipt } = await apply();
    const email = receipt.contact_email;
    const url = `${BASE}${receipt.id}/send_code/`;

    const tooSoon = await call('POST', url, null, { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(CODE_MESSAGES.resendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    const wrongEmail = await call('POST', url, null, { email: nextContact().email });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().error.message).toBe(TEAM_APPLICATION_MESSAGES.APPLICATION_NOT_FOUND);
    const unknown = await call('POST', `${BASE}${UNKNOWN_ID}/send_code/`, null, { email });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrongEmail.json());

    const oldCode = await lastCode(ctx, email);
    await ctx.db
      .update(teamApplications)
      .set({ codeSentAt: new Date(Date.now() - 61_000), codeTries: 3 })
      .where(eq(teamApplications.id, receipt.id));
    const sent = await call('POST', url, null, { email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ detail: TEAM_APPLICATION_MESSAGES.CODE_SENT, resend_in: 60 });
    expect(await outbox(ctx, email)).toHaveLength(2);
    const newCode = await lastCode(ctx, email);
    expect((await rowOf(receipt.id)).codeTries).toBe(0);

    if (newCode !== oldCode) {
      const stale = await call('POST', CONFIRM, null, { email, code: oldCode });
      expect(stale.statusCode).toBe(400);
    }
    const confirmed = await call('POST', CONFIRM, null, { email, code: newCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await ctx.db
      .update(teamApplications)
      .set({ codeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(teamApplications.id, receipt.id));
    const confirmedAlready = await call('POST', url, null, { email });
    expect(confirmedAlready.statusCode).toBe(400);
    expect(confirmedAlready.json().error.message).toBe(TEAM_APPLICATION_MESSAGES.ALREADY_CONFIRMED);
  });
});

describe('reading applications', () => {
  it('lets only WSK staff list, filtered and paged, newest first', async () => {
    const a = await submitted({ team_name: 'Lyon Roller Marathon', country_code: 'FR' });
    const b = await apply({ team_name: 'Lyon_Skaters 100%', country_code: 'FR' });
    const c = await submitted({
      team_name: 'Berlin Inline',
      country_code: 'DE',
      administrator_first_name: 'Klaus',
      administrator_last_name: 'Zimmermann',
    });

    for (const token of [f.tokens.nfAdmin, f.tokens.athlete, f.tokens.guest]) {
      expect((await call('GET', BASE, token)).statusCode).toBe(403);
    }
    expect((await call('GET', BASE)).statusCode).toBe(401);

    const french = await call('GET', `${BASE}?country=FR`, f.tokens.wskViewer);
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().results.map((row: { id: number }) => row.id)).toEqual([b.receipt.id, a.receipt.id]);

    const frenchSubmitted = await call('GET', `${BASE}?country=FR&status=submitted`, f.tokens.wskAdmin);
    expect(frenchSubmitted.json().count).toBe(1);
    expect(frenchSubmitted.json().results[0].id).toBe(a.receipt.id);

    // % and _ are taken literally.
    const literal = await call(
      'GET',
      `${BASE}?search=${encodeURIComponent('_skaters 100%')}`,
      f.tokens.wskViewer,
    );
    expect(literal.json().results.map((row: { id: number }) => row.id)).toEqual([b.receipt.id]);
    const wildcard = await call('GET', `${BASE}?search=${encodeURIComponent('%')}`, f.tokens.wskViewer);
    expect(wildcard.json().results.map((row: { id: number }) => row.id)).toEqual([b.receipt.id]);

    const byAdminName = await call('GET', `${BASE}?search=klaus%20zimm`, f.tokens.wskViewer);
    expect(byAdminName.json().results.map((row: { id: number }) => row.id)).toEqual([c.receipt.id]);
    const byContact = await call(
      'GET',
      `${BASE}?search=${encodeURIComponent(a.receipt.contact_email.toUpperCase())}`,
      f.tokens.wskViewer,
    );
    expect(byContact.json().results.map((row: { id: number }) => row.id)).toEqual([a.receipt.id]);

    const [period] = await ctx.db
      .select()
      .from(teamApplicationPeriods)
      .where(eq(teamApplicationPeriods.name, 'Past applications'));
    const none = await call('GET', `${BASE}?period=${period?.id}`, f.tokens.wskViewer);
    expect(none.json()).toMatchObject({ count: 0, results: [] });

    const paged = await call('GET', `${BASE}?page=1&page_size=2`, f.tokens.wskViewer);
    const total = (await ctx.db.select({ id: teamApplications.id }).from(teamApplications)).length;
    expect(paged.json().count).toBe(total);
    expect(paged.json().results).toHaveLength(2);
    expect(paged.json().results[0].id).toBeGreaterThan(paged.json().results[1].id);
    expect(paged.json().next).toContain('page=2');
    teamApplicationSchema.array().parse(paged.json().results);
  });

  it('shows the applicant their own applications and nobody else’s', async () => {
    const applicantId = await f.person(ROLE_TYPES.GUEST, { firstName: 'Paolo', lastName: 'Verdi' });
    const token = await ctx.token({ role: ROLE_TYPES.GUEST, userId: applicantId });
    const own = await apply({}, token);
    await apply({}, f.tokens.athlete);
    await apply();

    const mine = await call('GET', `${BASE}my/`, token);
    expect(mine.statusCode, mine.body).toBe(200);
    const list = teamApplicationSchema.array().parse(mine.json());
    expect(list.map((row) => row.id)).toEqual([own.receipt.id]);
    expect(list[0]?.applicant).toEqual({ id: applicantId, full_name: 'Paolo Verdi' });
    expect((await call('GET', `${BASE}my/`)).statusCode).toBe(401);

    expect((await call('GET', `${BASE}${own.receipt.id}/`, token)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}${own.receipt.id}/`, f.tokens.athlete)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${own.receipt.id}/`, f.tokens.nfAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${own.receipt.id}/`, f.tokens.wskViewer)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}${UNKNOWN_ID}/`, f.tokens.wskAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${own.receipt.id}/`)).statusCode).toBe(401);
  });
});

describe('DELETE team-applications/{id}/', () => {
  it('lets the applicant withdraw a draft or submitted application, audited', async () => {
    const draft = await apply({}, f.tokens.athlete);
    const response = await call('DELETE', `${BASE}${draft.receipt.id}/`, f.tokens.athlete);
    expect(response.statusCode, response.body).toBe(204);
    expect((await rowOf(draft.receipt.id)).status).toBe('withdrawn');
    const audit = await auditOf('team_application.withdraw');
    expect(audit.some((row) => row.details.application === draft.receipt.id)).toBe(true);

    const again = await call('DELETE', `${BASE}${draft.receipt.id}/`, f.tokens.athlete);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(TEAM_APPLICATION_MESSAGES.NOT_WITHDRAWABLE);

    const sent = await submitted({}, f.tokens.athlete);
    expect((await call('DELETE', `${BASE}${sent.receipt.id}/`, f.tokens.athlete)).statusCode).toBe(204);
  });

  it('lets a WSK administrator withdraw; a WSK viewer is refused; others learn nothing', async () => {
    const { receipt } = await submitted();
    expect((await call('DELETE', `${BASE}${receipt.id}/`, f.tokens.athlete)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}${receipt.id}/`, f.tokens.nfAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}${receipt.id}/`, f.tokens.wskViewer)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}${receipt.id}/`)).statusCode).toBe(401);
    expect((await rowOf(receipt.id)).status).toBe('submitted');
    expect((await call('DELETE', `${BASE}${receipt.id}/`, f.tokens.wskAdmin)).statusCode).toBe(204);
    const row = await rowOf(receipt.id);
    expect(row).toMatchObject({ status: 'withdrawn', decidedBy: f.ids.wskAdmin });
  });

  it('refuses to withdraw a decided application', async () => {
    const { receipt } = await submitted({}, f.tokens.athlete);
    const rejected = await decide(receipt.id, f.tokens.wskAdmin, {
      status: 'rejected',
      reason: 'Incomplete',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const response = await call('DELETE', `${BASE}${receipt.id}/`, f.tokens.athlete);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TEAM_APPLICATION_MESSAGES.NOT_WITHDRAWABLE);
  });
});

describe('change_status/', () => {
  const loginTokenOf = async (email: string) => {
    const [message] = await outbox(ctx, email);
    return /http:\/\/portal\.test\/login_by_token\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? '';
  };

  it('is for WSK administrators only', async () => {
    const { receipt } = await submitted();
    for (const token of [f.tokens.wskViewer, f.tokens.nfAdmin, f.tokens.athlete]) {
      const response = await decide(receipt.id, token, { status: 'approved' });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await call('POST', `${BASE}${receipt.id}/change_status/`, null, { status: 'approved' })).statusCode,
    ).toBe(401);
    expect((await decide(UNKNOWN_ID, f.tokens.wskAdmin, { status: 'approved' })).statusCode).toBe(404);
    expect((await rowOf(receipt.id)).status).toBe('submitted');
  });

  it('refuses transitions the table does not allow', async () => {
    const { receipt: draft } = await apply();
    const fromDraft = await decide(draft.id, f.tokens.wskAdmin, { status: 'approved' });
    expect(fromDraft.statusCode).toBe(400);
    expect(fromDraft.json().invalid_fields).toEqual({
      status: [TEAM_APPLICATION_MESSAGES.STATUS_NOT_ALLOWED],
    });

    const { receipt } = await submitted();
    const noReason = await decide(receipt.id, f.tokens.wskAdmin, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().invalid_fields).toEqual({ reason: [TEAM_APPLICATION_MESSAGES.REASON_REQUIRED] });
    const unknownStatus = await decide(receipt.id, f.tokens.wskAdmin, { status: 'withdrawn' });
    expect(unknownStatus.statusCode).toBe(400);

    expect((await decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' })).statusCode).toBe(200);
    const afterApproval = await decide(receipt.id, f.tokens.wskAdmin, { status: 'rejected', reason: 'Late' });
    expect(afterApproval.statusCode).toBe(400);
    expect(afterApproval.json().invalid_fields).toEqual({
      status: [TEAM_APPLICATION_MESSAGES.STATUS_NOT_ALLOWED],
    });
  });

  it('approves: creates the team and the administrator’s account, and e-mails a working sign-in link', async () => {
    const adminEmail = nextContact().email;
    const { receipt, body } = await submitted({
      team_name: 'Napoli Marathon Skaters',
      country_code: 'IT',
      administrator_first_name: 'Lucia',
      administrator_last_name: 'Esposito',
      administrator_email: adminEmail.toUpperCase(),
    });
    const response = await decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    const application = teamApplicationSchema.parse(response.json());
    expect(application).toMatchObject({
      status: 'approved',
      reason: null,
      team: { id: expect.any(Number), name: 'Napoli Marathon Skaters' },
      decided_by: { id: f.ids.wskAdmin },
      decided: expect.any(String),
    });

    const [account] = await ctx.db.select().from(users).where(eq(users.email, adminEmail));
    expect(account).toMatchObject({ firstName: 'Lucia', lastName: 'Esposito', roleStatus: 'approved' });
    expect(account?.roleId).toBe(await ctx.roleIdOf(ROLE_TYPES.GUEST));
    const [team] = await ctx.db
      .select()
      .from(teams)
      .where(eq(teams.id, application.team?.id ?? 0));
    expect(team).toMatchObject({
      name: 'Napoli Marathon Skaters',
      countryCode: 'IT',
      adminUserId: account?.id,
      contactEmail: receipt.contact_email,
      contactPhone: body.contact_phone.replace(/[ ()-]/g, ''),
    });
    const audit = await auditOf('team_application.approve');
    expect(audit.find((row) => row.details.application === receipt.id)).toMatchObject({
      actorUserId: f.ids.wskAdmin,
      targetUserId: account?.id,
      details: { team: team?.id, account_created: true },
    });

    const [message] = await outbox(ctx, adminEmail);
    expect(message?.subject).toBe('You are the administrator of Napoli Marathon Skaters');
    const signIn = await call('POST', loginByToken.path, null, { token: await loginTokenOf(adminEmail) });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().access).toEqual(expect.any(String));
  });

  it('keeps the role of an existing account made administrator', async () => {
    const [athlete] = await ctx.db.select().from(users).where(eq(users.id, f.ids.athlete));
    const { receipt } = await submitted({ administrator_email: athlete?.email ?? '' });
    const response = await decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, f.ids.athlete));
    expect(after?.roleId).toBe(athlete?.roleId);
    const [team] = await ctx.db.select().from(teams).where(eq(teams.id, response.json().team.id));
    expect(team?.adminUserId).toBe(f.ids.athlete);
  });

  it('creates one team when two approvals race', async () => {
    const { receipt, body } = await submitted();
    const answers = await Promise.all([
      decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' }),
      decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const created = await ctx.db
      .select()
      .from(teams)
      .where(eq(sql`lower(${teams.name})`, body.team_name.toLowerCase()));
    expect(created).toHaveLength(1);
    expect(await outbox(ctx, body.administrator_email.toLowerCase())).toHaveLength(1);
  });

  it('refuses an approval when a team took the name meanwhile', async () => {
    const { receipt, body } = await submitted();
    await ctx.db.insert(teams).values({ name: body.team_name.toUpperCase(), countryCode: 'FR' });
    const response = await decide(receipt.id, f.tokens.wskAdmin, { status: 'approved' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ team_name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] });
    expect((await rowOf(receipt.id)).status).toBe('submitted');
    const [account] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, body.administrator_email.toLowerCase())));
    expect(account).toBeUndefined();
  });

  it('rejects with the reason, stored, audited and e-mailed to the contact', async () => {
    const { receipt, body } = await submitted();
    const response = await decide(receipt.id, f.tokens.wskAdmin, {
      status: 'rejected',
      reason: 'The statutes <are> missing',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      reason: 'The statutes <are> missing',
      team: null,
    });
    const [message] = await outbox(ctx, receipt.contact_email);
    expect(message?.subject).toBe(`The application of ${body.team_name} was rejected`);
    expect(message?.text).toContain('Reason: The statutes <are> missing');
    expect(message?.html).toContain('The statutes &lt;are&gt; missing');
    const audit = await auditOf('team_application.reject');
    expect(audit.find((row) => row.details.application === receipt.id)?.details.reason).toBe(
      'The statutes <are> missing',
    );
    expect(await outbox(ctx, body.administrator_email.toLowerCase())).toHaveLength(0);
  });
});
