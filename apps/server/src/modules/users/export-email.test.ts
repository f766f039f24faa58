// The users export by e-mail (users/export_to/email/ and users/exports/{key}/): checked at request time as
// the streamed export is, queued, made by the job as the streamed export makes it, e-mailed as a link that
// only its owner can open, and not made when the caller's role changed in between.
import {
  EXPORT_GONE_MESSAGE,
  EXPORT_LIFETIME_HOURS,
  EXPORT_NEEDS_EMAIL_MESSAGE,
} from '@portal/contract/endpoints/user-management';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema/platform';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { outbox } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { UNATTACHED_UPLOAD_LIFETIME_MS } from '../uploads/service';
import { USERS_EXPORT_JOB, USERS_EXPORT_PURPOSE } from './export-by-email';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const EXPORT = `${USERS}export_to/`;
const EXPORT_BY_EMAIL = `${USERS}export_to/email/`;
const EXPORT_SUBJECT = /^Your users export users-\d{4}-\d{2}-\d{2}\.(csv|xlsx) is ready$/;

const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const email of ['wsk.admin@portal.test', 'wsk.viewer@portal.test', 'nf.admin@portal.test']) {
    tokens[email.split('@')[0] ?? email] = await ctx.tokenFor(email);
  }
  tokens.athlete = await ctx.tokenFor('athlete@portal.test');
});

const post = (url: string, body: unknown, token: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    ...(token !== null && { headers: ctx.bearer(token) }),
  });

const getExport = (key: string, token: string | null) =>
  ctx.app.inject({
    method: 'GET',
    url: `${USERS}exports/${key}/`,
    ...(token !== null && { headers: ctx.bearer(token) }),
  });

async function exportJobs() {
  return ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, USERS_EXPORT_JOB));
}

/** The export e-mails to `to`, newest first. */
async function exportMails(to: string) {
  return (await outbox(ctx, to)).filter((message) => EXPORT_SUBJECT.test(message.subject ?? ''));
}

const keyOf = (text: string) => {
  const key = /http:\/\/portal\.test\/exports\/([0-9a-f]{32}\.(?:csv|xlsx))/.exec(text)?.[1];
  if (!key) throw new Error(`No export link in: ${text}`);
  return key;
};

/** A new staff member with this role and an e-mail address, and their token. */
async function staffWithEmail(role: 'wsk_admin' | 'nf_admin', permission: 'admin' | 'viewer', email: string) {
  const [row] = await ctx.db
    .insert(users)
    .values({ email, firstName: 'Eda', lastName: 'Export', roleId: await ctx.roleIdOf(role, permission) })
    .returning({ id: users.id });
  if (!row) throw new Error('No user inserted');
  return { token: await ctx.tokenFor(email), id: row.id };
}

describe('asking for an export by e-mail', () => {
  it('queues one job, e-mails a link, and gives the owner the same file as the streamed export', async () => {
    const before = (await exportJobs()).length;
    const body = { format: 'csv', list: 'all', ordering: 'last_name' };
    const asked = await post(EXPORT_BY_EMAIL, body, tokens['nf.admin'] ?? '');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().detail).toContain('nf.admin@portal.test');
    const jobs = await exportJobs();
    expect(jobs.length).toBe(before + 1);
    expect(jobs.at(-1)?.payload).toMatchObject({ body: { format: 'csv', list: 'all' } });
    expect(await exportMails('nf.admin@portal.test')).toEqual([]);

    await ctx.app.jobs.runDue();
    const mails = await exportMails('nf.admin@portal.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const key = keyOf(mail?.text ?? '');
    expect(mail?.text).toContain(`${EXPORT_LIFETIME_HOURS} hours`);
    expect(mail?.html).toContain(`/exports/${key}`);
    const [job] = (await exportJobs()).slice(-1);
    expect(job?.completedAt).not.toBeNull();

    const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
    expect(row).toMatchObject({ purpose: USERS_EXPORT_PURPOSE, isPrivate: true, attachedAt: null });
    expect(row?.uploadedAt).not.toBeNull();
    expect(row?.originalName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);

    const file = await getExport(key, tokens['nf.admin'] ?? '');
    expect(file.statusCode, file.body).toBe(200);
    const reply = file.json();
    expect(reply.file_name).toBe(row?.originalName);
    expect(Date.parse(reply.expires_at)).toBe(
      (row?.createdAt.getTime() ?? 0) + UNATTACHED_UPLOAD_LIFETIME_MS,
    );
    expect(UNATTACHED_UPLOAD_LIFETIME_MS).toBe(EXPORT_LIFETIME_HOURS * 3_600_000);
    const url = new URL(reply.url);
    expect(url.origin).toBe('http://portal.test');
    const download = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['cache-control']).toBe('private, no-store');

    // The mail says how many rows; the file holds exactly what the streamed export gives for the body.
    const streamed = await post(EXPORT, body, tokens['nf.admin'] ?? '');
    expect(streamed.statusCode).toBe(200);
    expect(download.body).toBe(streamed.body);
    const rows = download.body.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    expect(mail?.text).toContain(`${rows.toLocaleString('en-GB')} user`);

    // Only the owner gets a link; a made-up key is the same 404.
    for (const who of ['wsk.admin', 'athlete']) {
      const other = await getExport(key, tokens[who] ?? '');
      expect(other.statusCode, who).toBe(404);
      expect(other.json()).toEqual({ error: { code: 404, message: EXPORT_GONE_MESSAGE } });
    }
    expect((await getExport(`${'0'.repeat(32)}.csv`, tokens['nf.admin'] ?? '')).statusCode).toBe(404);
    expect((await getExport('not-a-key', tokens['nf.admin'] ?? '')).statusCode).toBe(400);
    expect((await getExport(key, null)).statusCode).toBe(401);

    // Past its lifetime (whether or not the hourly clean-up ran), the export is gone.
    await ctx.db
      .update(fileUploads)
      .set({ createdAt: new Date(Date.now() - UNATTACHED_UPLOAD_LIFETIME_MS - 1000) })
      .where(eq(fileUploads.key, key));
    expect((await getExport(key, tokens['nf.admin'] ?? '')).statusCode).toBe(404);
  });

  it('makes XLSX files too', async () => {
    const asked = await post(
      EXPORT_BY_EMAIL,
      { format: 'xlsx', list: 'not_approved' },
      tokens['wsk.viewer'] ?? '',
    );
    expect(asked.statusCode, asked.body).toBe(202);
    await ctx.app.jobs.runDue();
    const [mail] = await exportMails('wsk.viewer@portal.test');
    const key = keyOf(mail?.text ?? '');
    expect(key).toMatch(/\.xlsx$/);
    const reply = (await getExport(key, tokens['wsk.viewer'] ?? '')).json();
    const url = new URL(reply.url);
    const download = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    // A zip file.
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses at request time what the streamed export refuses, with the same reply', async () => {
    const before = (await exportJobs()).length;
    const body = { format: 'csv', list: 'not_approved_wsk' };
    const streamed = await post(EXPORT, body, tokens['nf.admin'] ?? '');
    const asked = await post(EXPORT_BY_EMAIL, body, tokens['nf.admin'] ?? '');
    expect(asked.statusCode).toBe(403);
    expect(asked.statusCode).toBe(streamed.statusCode);
    expect(asked.json()).toEqual(streamed.json());

    const athlete = await post(EXPORT_BY_EMAIL, { format: 'csv' }, tokens.athlete ?? '');
    expect(athlete.statusCode).toBe(403);
    const anonymous = await post(EXPORT_BY_EMAIL, { format: 'csv' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 401, message: null } });
    const bad = await post(EXPORT_BY_EMAIL, { format: 'pdf' }, tokens['wsk.admin'] ?? '');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().invalid_fields)).toEqual(['format']);
    expect((await exportJobs()).length).toBe(before);
  });

  it('keeps an NF administrator to their federation, as the streamed export does', async () => {
    const france = await ctx.federationIdOf('FRA');
    const body = { format: 'csv', federation: france };
    const streamed = await post(EXPORT, body, tokens['nf.admin'] ?? '');
    const asked = await post(EXPORT_BY_EMAIL, body, tokens['nf.admin'] ?? '');
    expect(asked.statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const [mail] = await exportMails('nf.admin@portal.test');
    const reply = (await getExport(keyOf(mail?.text ?? ''), tokens['nf.admin'] ?? '')).json();
    const url = new URL(reply.url);
    const download = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.body).toBe(streamed.body);
    // Only the header row: no French users for the Italian administrator.
    expect(download.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('asks a caller without an e-mail address to add one', async () => {
    const token = await ctx.token({ role: 'wsk_admin', permission: 'admin' });
    const before = (await exportJobs()).length;
    const response = await post(EXPORT_BY_EMAIL, { format: 'csv' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 400, message: EXPORT_NEEDS_EMAIL_MESSAGE },
      invalid_fields: { non_field_errors: [EXPORT_NEEDS_EMAIL_MESSAGE] },
    });
    expect((await exportJobs()).length).toBe(before);
  });

  it('sends nothing when the caller lost their role before the job ran', async () => {
    const email = 'former.viewer@export-email.test';
    const { token, id } = await staffWithEmail('wsk_admin', 'viewer', email);
    const asked = await post(EXPORT_BY_EMAIL, { format: 'csv' }, token);
    expect(asked.statusCode, asked.body).toBe(202);
    await ctx.db
      .update(users)
      .set({ roleId: await ctx.roleIdOf('athlete') })
      .where(eq(users.id, id));

    await ctx.app.jobs.runDue();
    expect(await exportMails(email)).toEqual([]);
    const [job] = (await exportJobs()).filter((each) => (each.payload as { userId: number }).userId === id);
    expect(job?.failedAt).not.toBeNull();
    expect(job?.completedAt).toBeNull();
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toContain('PermanentJobError');
    const files = await ctx.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.ownerUserId, id), eq(fileUploads.purpose, USERS_EXPORT_PURPOSE)));
    expect(files).toEqual([]);
  });
});
