// E-mail with SMTP_URL against a real SMTP server (the smtp-server package) on a free port: the request only
// queues an `email.send` job, the worker delivers it; a refusing server leaves the job to be retried and
// finally failed; a slow server does not slow the request.
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema/platform';
import { nextContact, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { EMAIL_JOB, EMAIL_MAX_ATTEMPTS } from './email-job';

const MAIL_FROM = 'Federation portal <no-reply@federation.test>';
const FORGOT = '/api/client/users/users/forgot_password/';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

let mode: 'accept' | 'refuse' | 'slow' = 'accept';
const SLOW_MS = 1500;
const received: Received[] = [];
let server: SMTPServer;
let ctx: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (mode === 'refuse') {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (mode === 'slow') setTimeout(finish, SLOW_MS);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM } });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The e-mail jobs queued for `to`. */
const jobsTo = (to: string) =>
  ctx.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, EMAIL_JOB), sql`${backgroundJobs.payload}->>'to' = ${to}`));

/** The raw message's body with quoted-printable soft line breaks and escapes undone. */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('e-mail through SMTP', () => {
  it('answers the request at once, delivers when the worker runs, with subject, sender, recipient and code', async () => {
    mode = 'accept';
    const { email } = nextContact();
    await signUp(ctx, { email });
    const started = performance.now();
    const response = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email } });
    expect(response.statusCode).toBe(204);
    expect(performance.now() - started).toBeLessThan(1000);
    // Queued, not sent: nothing reached the server, and the outbox stays empty with SMTP.
    expect(received.filter((message) => message.to.includes(email))).toHaveLength(0);
    expect(await jobsTo(email)).toHaveLength(2);

    await ctx.app.jobs.runDue();

    const messages = received.filter((message) => message.to.includes(email));
    expect(messages).toHaveLength(2);
    const recovery = messages.find((message) => message.raw.includes('Subject: Reset your password'));
    expect(recovery).toBeDefined();
    expect(recovery?.from).toBe('no-reply@federation.test');
    expect(recovery?.raw).toContain('From: Federation portal <no-reply@federation.test>');
    expect(recovery?.raw).toContain(`To: ${email}`);
    const body = bodyOf(recovery?.raw ?? '');
    expect(body).toMatch(/Your password recovery code is \d{6}/);
    expect(body).toMatch(/http:\/\/portal\.test\/confirm-password-by-link\/[^/\s]+\/[^/\s]+\/\d{6}/);
    const jobs = await jobsTo(email);
    expect(jobs.every((job) => job.completedAt !== null && job.attempts === 1)).toBe(true);
  });

  it('records a refusal, retries with back-off and fails the job after its last try', async () => {
    mode = 'refuse';
    const { email } = nextContact();
    await signUp(ctx, { email });
    const [queued] = await jobsTo(email);
    expect(queued).toBeDefined();

    let now = new Date();
    await ctx.app.jobs.runDue({ now });
    let [job] = await jobsTo(email);
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toContain('Mailbox unavailable');
    expect(job?.failedAt).toBeNull();
    expect(job?.completedAt).toBeNull();
    expect(job?.runAt.getTime()).toBe(now.getTime() + 30_000);
    // Not again before the back-off has passed.
    await ctx.app.jobs.runDue({ now: new Date(now.getTime() + 29_000) });
    expect((await jobsTo(email))[0]?.attempts).toBe(1);

    for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
      now = job?.runAt ?? now;
      await ctx.app.jobs.runDue({ now });
      [job] = await jobsTo(email);
      expect(job?.attempts).toBe(attempt);
    }
    expect(job?.failedAt).not.toBeNull();
    expect(job?.lastError).toContain('Mailbox unavailable');
    expect(received.filter((message) => message.to.includes(email))).toHaveLength(0);

    // A server that accepts again later does not revive a failed job.
    mode = 'accept';
    await ctx.app.jobs.runDue({ now: new Date(now.getTime() + 24 * 3_600_000) });
    expect(received.filter((message) => message.to.includes(email))).toHaveLength(0);
  });

  it('a slow server holds up the worker, not the request', async () => {
    mode = 'slow';
    const { email } = nextContact();
    const started = performance.now();
    await signUp(ctx, { email });
    const response = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email } });
    expect(response.statusCode).toBe(204);
    // Sign-up hashes a password (argon2), well under the server's delay for two messages.
    expect(performance.now() - started).toBeLessThan(SLOW_MS);

    const working = performance.now();
    await ctx.app.jobs.runDue();
    expect(performance.now() - working).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(received.filter((message) => message.to.includes(email))).toHaveLength(2);
  });
});
