// Sign-in, refresh rotation with reuse detection, and sign-out through the HTTP API: every demo account,
// the one generic 401, input errors, throttling per account and per address, expiry and concurrency.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, useTestApp } from '../../test/harness';
import { INVALID_CREDENTIALS_MESSAGE, SIGN_IN_MAX_FAILURES } from './service';

const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const REFRESH = '/api/v1/auth/sign_in/token_refresh/';
const SIGN_OUT = '/api/v1/auth/sign_out/';
const ME = '/api/client/users/users/me/';

const ctx = useTestApp({ seedDemo: true });

// Every test uses its own client address, so the per-address counter of one does not throttle another.
let addressCounter = 0;
const nextAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

async function signIn(email = 'athlete@portal.test'): Promise<TokenSet> {
  const response = await post(SIGN_IN, { email, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const me = (access: string) => ctx.app.inject({ method: 'GET', url: ME, headers: ctx.bearer(access) });

describe('sign-in', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email]))('lets %s in by e-mail', async (email) => {
    const before = Math.floor(Date.now() / 1000);
    const set = await signIn(email.toUpperCase());
    expect(set).toEqual({
      access: expect.any(String),
      refresh: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      exp_access: expect.any(Number),
      exp_refresh: expect.any(Number),
    });
    expect(set.exp_access - before).toBeGreaterThanOrEqual(900);
    expect(set.exp_access - before).toBeLessThanOrEqual(902);
    expect(set.exp_refresh - before).toBeGreaterThanOrEqual(1_209_600);
    expect(set.exp_refresh - before).toBeLessThanOrEqual(1_209_602);
    const response = await me(set.access);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
  });

  it('lets an account in by phone, typed with spaces', async () => {
    const athlete = DEMO_ACCOUNTS.find((account) => account.email === 'athlete@portal.test');
    const spaced = athlete?.phone.replace(/^(\+\d{2})(\d{2})/, '$1 $2 ');
    const response = await post(SIGN_IN, { phone: spaced, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access)).json().email).toBe('athlete@portal.test');
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await post(SIGN_IN, { email: 'athlete@portal.test', password: 'not-the-password' });
    const unknown = await post(SIGN_IN, { email: 'nobody@portal.test', password: 'not-the-password' });
    const unknownPhone = await post(SIGN_IN, { phone: '+19999999999', password: 'not-the-password' });
    for (const response of [wrong, unknown, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 401, message: INVALID_CREDENTIALS_MESSAGE } });
    }
  });

  it('answers bad input with 400 and the fields', async () => {
    const none = await post(SIGN_IN, { password: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().invalid_fields).toEqual({ email: ['This field is required'] });
    const malformed = await post(SIGN_IN, { email: 'not-an-email', password: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().invalid_fields.email).toEqual(['Please enter valid email address']);
    const noPassword = await post(SIGN_IN, { email: 'athlete@portal.test' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().invalid_fields.password).toEqual(['This field is required']);
  });
});

describe('sign-in throttling', () => {
  const wrong = (email: string, remoteAddress = nextAddress()) =>
    post(SIGN_IN, { email, password: 'wrong-password' }, remoteAddress);

  it(`refuses an account with 429 after ${SIGN_IN_MAX_FAILURES} failures, from any address`, async () => {
    const email = 'ito@portal.test';
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await wrong(email)).statusCode).toBe(401);
    }
    // Even the right password: the account is locked for the rest of the window.
    const locked = await post(SIGN_IN, { email, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 429, message: expect.any(String) } });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    await signIn('guest@portal.test');
  });

  it('clears the account counter on a successful sign-in', async () => {
    const email = 'wsk.viewer@portal.test';
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES - 1; attempt += 1) {
      expect((await wrong(email)).statusCode).toBe(401);
    }
    await signIn(email);
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await wrong(email)).statusCode).toBe(401);
    }
    expect((await wrong(email)).statusCode).toBe(429);
  });

  it(`refuses an address with 429 after ${SIGN_IN_MAX_FAILURES} failures, whatever the account`, async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await wrong(`unknown${attempt}@portal.test`, address)).statusCode).toBe(401);
    }
    const locked = await post(SIGN_IN, { email: 'nf.admin@portal.test', password: DEMO_PASSWORD }, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address still signs in.
    await signIn('nf.admin@portal.test');
  });
});

describe('refresh', () => {
  it('rotates: a new set in the same session, the old refresh token refused', async () => {
    const first = await signIn();
    const response = await post(REFRESH, { refresh: first.refresh });
    expect(response.statusCode).toBe(200);
    const second: TokenSet = response.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second.access)).statusCode).toBe(200);
    expect((await post(REFRESH, { refresh: second.refresh })).statusCode).toBe(200);
  });

  it('revokes the whole session when a used token comes back', async () => {
    const first = await signIn();
    const second: TokenSet = (await post(REFRESH, { refresh: first.refresh })).json();
    const replay = await post(REFRESH, { refresh: first.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe(401);
    // Every token of the session is dead: the new refresh token and the access tokens.
    expect((await post(REFRESH, { refresh: second.refresh })).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(401);
    expect((await me(first.access)).statusCode).toBe(401);
    // Another sign-in of the same user is not touched.
    const other = await signIn();
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent exchanges of one token win', async () => {
    const set = await signIn();
    const responses = await Promise.all([
      post(REFRESH, { refresh: set.refresh }),
      post(REFRESH, { refresh: set.refresh }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown token and bad input', async () => {
    const unknown = await post(REFRESH, { refresh: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toEqual(expect.any(String));
    const missing = await post(REFRESH, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_fields.refresh).toEqual(['This field is required']);
  });

  it('refuses an expired token', async () => {
    const shortLived = await createTestApp({ seedDemo: true, env: { REFRESH_TOKEN_TTL_SECONDS: '1' } });
    try {
      const signedIn = await shortLived.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: 'athlete@portal.test', password: DEMO_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await shortLived.app.inject({
        method: 'POST',
        url: REFRESH,
        payload: { refresh: signedIn.json().refresh },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('sign-out', () => {
  it('revokes the session of the refresh token: its refresh and access tokens stop working', async () => {
    const set = await signIn();
    const other = await signIn();
    const response = await post(SIGN_OUT, { refresh: set.refresh });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await post(REFRESH, { refresh: set.refresh })).statusCode).toBe(401);
    expect((await me(set.access)).statusCode).toBe(401);
    // Only that session: the user's other sign-in goes on.
    expect((await me(other.access)).statusCode).toBe(200);
    // Idempotent.
    expect((await post(SIGN_OUT, { refresh: set.refresh })).statusCode).toBe(204);
  });

  it('answers 204 to an unknown token, leaking nothing', async () => {
    expect((await post(SIGN_OUT, { refresh: 'unknown' })).statusCode).toBe(204);
  });
});
