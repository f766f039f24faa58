// No personal data or credentials in the log (ASVS V7.1.1, V7.1.2): an account's whole life is run against
// the app at log level 'trace' with the process's own logger (createLogger), and the captured lines must not
// hold any e-mail, phone, password, token, code, passport number, birthday, file signature or checkout token
// it used. The test harness logs through the same logger.
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { ANNUAL_ORDER_PAYMENTS_BASE } from '@portal/contract/endpoints/annual-fees';
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Config } from './config';
import { orderLines, orders } from './db/schema/payments';
import { roles } from './db/schema/roles';
import { annualTeamFees, teamSeasons, teams } from './db/schema/teams';
import { users } from './db/schema/users';
import { openSession } from './modules/auth/service';
import { multipartForm, PDF, PRESIGN_URL } from './modules/uploads/test-helpers';
import { createLogger, loggableUrl } from './platform/logger';
import { listOutboxMessages } from './platform/messaging/outbox';
import { GOOD_PASSWORD, nextContact, SIGN_IN, SIGN_UP } from './test/accounts';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from './test/harness';

const USERS = '/api/client/users/users/';
const REFRESH = '/api/v1/auth/sign_in/token_refresh/';
const FAILURE = '/api/test/duplicate-email/';
const TEST_CHECKOUT = '/api/payments/test-checkout/';

/** A stream that keeps every line written to it in `into`. */
const captureInto = (into: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      into.push(String(chunk));
      done();
    },
  });

/** Every line the logger wrote. */
const lines: string[] = [];
const capture = captureInto(lines);

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let config: Config;

beforeAll(async () => {
  database = await createTestDatabase();
  const test = createTestConfig({ LOG_LEVEL: 'trace' });
  dataDir = test.dataDir;
  config = test.config;
  app = await buildApp({
    config: test.config,
    database: database.handle,
    logger: createLogger(test.config, capture),
  });
  // A query that fails with a user's e-mail among its parameters: the unexpected 500 of a real bug.
  app.post<{ Body: { email: string } }>(FAILURE, async (request) => {
    await database.db.insert(users).values({ email: request.body.email });
    return null;
  });
  await app.ready();
  await runAccountLife();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The secrets and personal data the flow used; none may reach the log. */
const secrets = new Map<string, string>();
/** Digit-only secrets (codes), matched only as whole numbers: a timestamp may contain any six digits. */
const numericSecrets = new Map<string, string>();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function send(options: InjectOptions, status: number) {
  const response = await app.inject(options);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function newestCode(to: string): Promise<{ code: string; text: string }> {
  const [message] = await listOutboxMessages(database.db, { to });
  const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox of ${to}`);
  return { code, text: message?.text ?? '' };
}

async function runAccountLife() {
  const { email, phone } = nextContact();
  const typedPhone = `${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`;
  const newPassword = 'Roll-slower-2027?';
  const wrongPassword = 'Not-my-password-9!';
  const passportNumber = 'QX9182736';
  const birthday = '2011-03-27';
  secrets.set('e-mail', email).set('phone', phone).set('phone as typed', typedPhone);
  secrets
    .set('password', GOOD_PASSWORD)
    .set('new password', newPassword)
    .set('wrong password', wrongPassword);
  secrets.set('passport number', passportNumber).set('birthday', birthday);

  // Sign-up, then the e-mailed code, and the e-mailed link opened in a browser.
  const signedUp = await send(
    {
      method: 'POST',
      url: SIGN_UP,
      payload: { email, first_name: 'Ada', last_name: 'Roll', password: GOOD_PASSWORD, agreement: true },
    },
    201,
  );
  const { user, tokens } = signedUp.json();
  secrets.set('sign-up access token', tokens.access).set('sign-up refresh token', tokens.refresh);
  const { code, text } = await newestCode(email);
  numericSecrets.set('confirmation code', code);
  const link = /http:\/\/portal\.test(\/confirm-email-by-link\/([^/\s]+)\/([^/\s]+)\/\d{6})/.exec(text);
  if (link?.[1] && link[3]) {
    secrets.set('link token', link[3]);
    await send({ method: 'GET', url: link[1] }, 200);
  }
  await send(
    {
      method: 'POST',
      url: `${USERS}confirm_email_by_code/`,
      headers: bearer(tokens.access),
      payload: { code },
    },
    200,
  );

  // Sign-in and refresh.
  const signedIn = (
    await send({ method: 'POST', url: SIGN_IN, payload: { email, password: GOOD_PASSWORD } }, 200)
  ).json();
  const refreshed = (
    await send({ method: 'POST', url: REFRESH, payload: { refresh: signedIn.refresh } }, 200)
  ).json();
  secrets.set('access token', signedIn.access).set('refresh token', signedIn.refresh);
  secrets.set('refreshed access token', refreshed.access).set('refreshed refresh token', refreshed.refresh);
  secrets.set('authorization header', `Bearer ${refreshed.access}`);
  const headers = bearer(refreshed.access);

  // Profile: a phone number, then the passport details of a minor with the scan of the passport.
  await send({ method: 'PATCH', url: `${USERS}${user.id}/`, headers, payload: { phone: typedPhone } }, 200);
  const presigned = (
    await send({ method: 'POST', url: PRESIGN_URL, headers, payload: { file_name: 'passport.pdf' } }, 200)
  ).json();
  const form = multipartForm(presigned.fields, { name: 'passport.pdf', type: 'application/pdf', bytes: PDF });
  // Sent with the token as a client that signs every call would; multipart logs its headers at trace.
  await send(
    {
      method: 'POST',
      url: new URL(presigned.url).pathname,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    },
    204,
  );
  const passport = (
    await send(
      {
        method: 'PUT',
        url: `${USERS}${user.id}/passport_details/`,
        headers,
        payload: {
          first_name: 'Ada',
          last_name: 'Roll',
          birthday,
          gender: 'F',
          nationality: 'IT',
          passport_number: passportNumber,
          active_until_date: '2033-01-31',
          passport_scan: presigned.new_file_name,
        },
      },
      200,
    )
  ).json();
  // The signed link of the private scan is a credential of its own.
  const scanUrl = new URL(passport.passport_scan.url);
  secrets.set('file signature', scanUrl.searchParams.get('signature') ?? 'missing signature');
  await send({ method: 'GET', url: `${scanUrl.pathname}${scanUrl.search}` }, 200);

  // An administrator looks the user up by e-mail.
  const [wsk] = await database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.type, ROLE_TYPES.WSK_ADMIN))
    .limit(1);
  const [admin] = await database.db
    .insert(users)
    .values({ roleId: wsk?.id ?? null })
    .returning({ id: users.id });
  const adminToken = (await openSession({ db: database.db, config }, admin?.id ?? 0)).access;
  secrets.set('admin token', adminToken);
  await send(
    { method: 'GET', url: `${USERS}?search=${encodeURIComponent(email)}`, headers: bearer(adminToken) },
    200,
  );

  // They pay their team's annual fee by the built-in test card checkout, whose token is in the API path.
  const [team] = await database.db
    .insert(teams)
    .values({ name: 'Roll Team', countryCode: 'IT', adminUserId: user.id })
    .returning({ id: teams.id });
  const [season] = await database.db
    .insert(teamSeasons)
    .values({ name: 'Season', startsOn: '2000-01-01', endsOn: '2999-12-31' })
    .returning({ id: teamSeasons.id });
  const [fee] = await database.db
    .insert(annualTeamFees)
    .values({ seasonId: season?.id ?? 0, name: 'Annual fee', amount: '250.00', currency: 'EUR' })
    .returning({ id: annualTeamFees.id });
  const [order] = await database.db
    .insert(orders)
    .values({ seasonId: season?.id ?? 0, payerKind: 'team', teamId: team?.id ?? 0, currency: 'EUR' })
    .returning({ id: orders.id });
  await database.db
    .insert(orderLines)
    .values({ orderId: order?.id ?? 0, annualFeeId: fee?.id ?? 0, fee: '250.00' });
  const payment = (
    await send(
      {
        method: 'POST',
        url: ANNUAL_ORDER_PAYMENTS_BASE,
        headers,
        payload: {
          order: order?.id,
          amount: '250.00',
          payment_system: 'card',
          idempotency_key: 'logging-card-payment',
        },
      },
      201,
    )
  ).json();
  const checkoutToken = String(payment.checkout?.url).replace('/test-checkout/', '');
  secrets.set('checkout token', checkoutToken);
  await send({ method: 'GET', url: `/test-checkout/${checkoutToken}` }, 200);
  await send({ method: 'GET', url: `${TEST_CHECKOUT}${checkoutToken}/`, headers }, 200);
  await send(
    { method: 'POST', url: `${TEST_CHECKOUT}${checkoutToken}/`, headers, payload: { outcome: 'succeeded' } },
    200,
  );

  // A password change, a failed sign-in, a forged token, and an unexpected failure.
  await send(
    {
      method: 'POST',
      url: `${USERS}update_password/`,
      headers,
      payload: { current_password: GOOD_PASSWORD, password: newPassword },
    },
    204,
  );
  await send({ method: 'POST', url: SIGN_IN, payload: { email, password: wrongPassword } }, 401);
  const forged = `${refreshed.access.slice(0, -6)}AAAAAA`;
  secrets.set('forged token', forged);
  await send({ method: 'GET', url: `${USERS}me/`, headers: bearer(forged) }, 401);
  await send({ method: 'POST', url: FAILURE, payload: { email } }, 500);
}

describe('the log of an account’s life at level trace', () => {
  it('was written: requests, replies and the unexpected error', () => {
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('incoming request');
    expect(log).toContain('request completed');
    expect(log).toContain('Unhandled error');
    expect(secrets.size).toBeGreaterThan(15);
  });

  it('holds no personal data, password, token, code or signature', () => {
    const log = lines.join('');
    const found = [...secrets].filter(([, value]) => log.includes(value)).map(([name]) => name);
    for (const [name, value] of numericSecrets) {
      if (new RegExp(`(?<![\\d.])${value}(?!\\d)`).test(log)) found.push(name);
    }
    expect(found, log).toEqual([]);
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/login_by_token/eyJhbGciOi.secret', '/login_by_token/…'],
    ['/confirm-team-application-email/ada%40portal.test/123456', '/confirm-team-application-email/…'],
    ['/confirm-password-by-link/MQ/tok/123456?x=1', '/confirm-password-by-link/…?x=…'],
    ['/', '/'],
    ['/sign-in?redirect=%2Fprofile', '/sign-in?redirect=…'],
    ['/assets/app-abc123.js', '/assets/app-abc123.js'],
    ['/api/client/users/users/12/', '/api/client/users/users/12/'],
    ['/api/client/users/users/?search=ada%40portal.test&page=2', '/api/client/users/users/?search=…&page=…'],
    ['/test-checkout/Zm9vYmFyYmF6cXV4cXV1eA', '/test-checkout/…'],
    ['/api/payments/test-checkout/Zm9vYmFyYmF6cXV4cXV1eA/', '/api/payments/test-checkout/…'],
    ['/api/payments/test%2Dcheckout/Zm9vYmFyYmF6cXV4cXV1eA/?x=1', '/api/payments/test-checkout/…?x=…'],
    [
      '/api/files/private/passport.pdf/?expires=1&signature=abc',
      '/api/files/private/passport.pdf/?expires=…&signature=…',
    ],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('the test harness’s logger', () => {
  it('redacts and serializes as the process’s logger does', () => {
    const written: string[] = [];
    const previous = process.env.TEST_LOG_LEVEL;
    process.env.TEST_LOG_LEVEL = 'trace';
    try {
      const logger = createTestLogger(captureInto(written));
      const req = {
        method: 'GET',
        url: '/login_by_token/link-secret-token',
        headers: { authorization: 'Bearer header-secret-token' },
      };
      logger.info({ req }, 'incoming request');
      logger.info({ password: 'logged-password' }, 'a password');
    } finally {
      if (previous === undefined) delete process.env.TEST_LOG_LEVEL;
      else process.env.TEST_LOG_LEVEL = previous;
    }
    const log = written.join('');
    expect(log).toContain('/login_by_token/…');
    for (const secret of ['link-secret-token', 'header-secret-token', 'logged-password']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('the logged error of a failed Redis command', () => {
  it('names the command without its arguments (rate-limit keys hold e-mails)', () => {
    const written: string[] = [];
    const logger = createLogger({ logLevel: 'info', environment: 'test' }, captureInto(written));
    // As ioredis rejects a command.
    const error = Object.assign(new Error('Command aborted due to connection close'), {
      command: { name: 'evalsha', args: ['sha', 1, 'portal:rate-limit:sign-in:email:ada@portal.test'] },
    });
    logger.error({ err: error }, 'Unhandled error');
    const log = written.join('');
    expect(log).toContain('evalsha');
    expect(log).not.toContain('ada@portal.test');
  });
});
