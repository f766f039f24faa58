// The authentication requirements of the security review (OWASP ASVS level 2) that the module tests do not
// prove already, through the HTTP API as a client meets them: forged and misplaced access tokens, every
// session ending with a password change, a recovery, a deletion or sign-out everywhere, one reply whatever
// the account, purpose-bound and expiring codes and links, and e-mailed links built from PUBLIC_URL, never
// the Host.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { CONFIRMATION_CODE_MAX_TRIES } from '@portal/contract/endpoints/verification';
import { eq, sql } from 'drizzle-orm';
import { type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { verificationCodes } from '../../db/schema/verification';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { REVOKED_SESSION_MESSAGE } from '../../platform/auth/guard';
import { signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../platform/auth/tokens';
import { GOOD_PASSWORD, lastCode, lastLink, nextContact, outbox, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { CODE_MESSAGES } from '../verification/codes';
import { INVALID_CREDENTIALS_MESSAGE } from './service';

const USERS = '/api/client/users/users/';
const ME = `${USERS}me/`;
const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const REFRESH = '/api/v1/auth/sign_in/token_refresh/';
const SIGN_OUT = '/api/v1/auth/sign_out/';
const SIGN_OUT_EVERYWHERE = '/api/v1/auth/sign_out_everywhere/';
const NEW_PASSWORD = 'Roll-on-2027!';

// The proxy in front of the app is believed, as in a deployment: a forged X-Forwarded-Host then reaches
// Fastify's request.host, and links must still come from PUBLIC_URL.
const ctx = useTestApp({ seedDemo: true, env: { TRUST_PROXY: 'loopback' } });

// Every request from its own address, so that the per-address sign-in counter never throttles a test.
let addressCounter = 0;
const nextAddress = () => `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const post = (url: string, payload: object, access?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: url.startsWith('/') ? url : `${USERS}${url}`,
    payload,
    remoteAddress: nextAddress(),
    ...(access && { headers: ctx.bearer(access) }),
  });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: ME, headers: ctx.bearer(access) });
const refresh = (token: string) => post(REFRESH, { refresh: token });

async function signIn(email: string, password: string): Promise<TokenSet> {
  const response = await post(SIGN_IN, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Both halves of a token set are refused: the access token on a token endpoint, the refresh token. */
async function expectEnded(set: TokenSet) {
  expect((await me(set.access)).statusCode).toBe(401);
  expect((await refresh(set.refresh)).statusCode).toBe(401);
}

const codeError = (field: string, message: string) => ({
  error: { code: 400, message: 'Invalid input' },
  invalid_fields: { [field]: [message] },
});
const ageCodesOf = (userId: number, interval: string) =>
  ctx.db
    .update(verificationCodes)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(eq(verificationCodes.userId, userId));
const expireCodesOf = (userId: number) =>
  ctx.db
    .update(verificationCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(verificationCodes.userId, userId));

describe('forged, expired and misplaced access tokens answer 401', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  let genuine: TokenSet;
  let guestId: number;
  /** The claims of the athlete's genuine access token: what a forger would copy. */
  let claims: { sub: string; sid: number };
  const payload = (extra: JWTPayload = {}): JWTPayload => ({
    type: 'access',
    sid: claims.sid,
    sub: claims.sub,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: nowSeconds(),
    exp: nowSeconds() + 600,
    ...extra,
  });
  const sign = (body: JWTPayload, { alg = 'HS256', secret = ctx.config.jwtSecret } = {}) =>
    new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

  beforeAll(async () => {
    genuine = await signIn('athlete@portal.test', DEMO_PASSWORD);
    const [, body] = genuine.access.split('.');
    claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    const [guest] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@portal.test'));
    guestId = guest?.id ?? 0;
  });

  it('lets the genuine token and a faithful copy signed with the server key through (the control)', async () => {
    expect((await me(genuine.access)).statusCode).toBe(200);
    const copy = await me(await sign(payload()));
    expect(copy.statusCode).toBe(200);
    expect(copy.json().email).toBe('athlete@portal.test');
  });

  const forgeries: [string, () => Promise<string>][] = [
    ['unsigned (alg none)', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload())}.`],
    [
      'unsigned, keeping the genuine signature',
      async () => {
        const [, body, signature] = genuine.access.split('.');
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`;
      },
    ],
    ['signed with another key', () => sign(payload(), { secret: 'k'.repeat(40) })],
    ['signed with the server key under HS512', () => sign(payload(), { alg: 'HS512' })],
    [
      'expired',
      () =>
        signAccessToken({ userId: Number(claims.sub), sessionId: claims.sid }, ctx.config.jwtSecret, {
          issuedAt: nowSeconds() - 3600,
          ttlSeconds: 900,
        }),
    ],
    ['without an expiry', () => sign(payload({ exp: undefined }))],
    ['of type refresh', () => sign(payload({ type: 'refresh' }))],
    ['without a type', () => sign(payload({ type: undefined }))],
    ['of another issuer', () => sign(payload({ iss: 'someone' }))],
    ['for another audience', () => sign(payload({ aud: 'elsewhere' }))],
    [
      'with its user changed after signing',
      async () => {
        const [header, , signature] = genuine.access.split('.');
        return `${header}.${base64url(payload({ sub: String(guestId) }))}.${signature}`;
      },
    ],
    ['naming another user’s session', () => sign(payload({ sub: String(guestId) }))],
    ['naming a session that does not exist', () => sign(payload({ sid: 2_000_000_000 }))],
    ['that is the refresh token', async () => genuine.refresh],
    ['that is garbage', async () => 'garbage'],
    ['of three empty parts', async () => '..'],
  ];

  it.each(forgeries)('refuses a token %s', async (_, forge) => {
    const response = await me(await forge());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 401, message: expect.any(String) } });
  });

  it('refuses an empty bearer token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: ME, headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the token of a deleted user even while its session is open', async () => {
    // Deletion ends the sessions too (users/accounts.test.ts); the guard's own check on the user holds alone.
    const { user, tokens } = await signUp(ctx, { email: nextContact().email });
    expect((await me(tokens.access)).statusCode).toBe(200);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await me(tokens.access);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(REVOKED_SESSION_MESSAGE);
  });
});

describe('ending sessions', () => {
  it('sign-out ends every token of its session, those from before a rotation included', async () => {
    const first = await signIn('athlete@portal.test', DEMO_PASSWORD);
    const second: TokenSet = (await refresh(first.refresh)).json();
    const third: TokenSet = (await refresh(second.refresh)).json();
    expect((await me(third.access)).statusCode).toBe(200);
    expect((await post(SIGN_OUT, { refresh: third.refresh })).statusCode).toBe(204);
    for (const set of [first, second, third]) await expectEnded(set);
  });

  it('a password change ends the other session’s access and refresh tokens and keeps the one that changed it', async () => {
    const contact = nextContact();
    const { tokens: changer } = await signUp(ctx, { email: contact.email });
    const other = await signIn(contact.email, GOOD_PASSWORD);
    const changed = await post(
      'update_password/',
      { current_password: GOOD_PASSWORD, password: NEW_PASSWORD },
      changer.access,
    );
    expect(changed.statusCode).toBe(204);
    await expectEnded(other);
    expect((await me(changer.access)).statusCode).toBe(200);
    expect((await refresh(changer.refresh)).statusCode).toBe(200);
  });

  it('a password reset ends both sessions, access and refresh tokens, and the recovery one', async () => {
    const contact = nextContact();
    const { tokens: first } = await signUp(ctx, { email: contact.email });
    const second = await signIn(contact.email, GOOD_PASSWORD);
    expect((await post('forgot_password/', { email: contact.email })).statusCode).toBe(204);
    const link = await lastLink(ctx, contact.email, 'confirm-password-by-link');
    const recovery: TokenSet = (await post('confirm_forgot_password_by_link/', link)).json();
    const set = await post(
      'set_password/',
      { password: NEW_PASSWORD, is_forgot_password: true },
      recovery.access,
    );
    expect(set.statusCode).toBe(204);
    for (const tokens of [first, second, recovery]) await expectEnded(tokens);
  });

  it('deleting the account ends both sessions, access and refresh tokens', async () => {
    const contact = nextContact();
    const { user, tokens: first } = await signUp(ctx, { email: contact.email });
    const second = await signIn(contact.email, GOOD_PASSWORD);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${USERS}${user.id}/delete_me/`,
      headers: ctx.bearer(second.access),
    });
    expect(deleted.statusCode).toBe(204);
    for (const tokens of [first, second]) await expectEnded(tokens);
  });
});

describe('sign out everywhere', () => {
  it('ends both sessions of the account, the calling one included, and leaves another user’s alone', async () => {
    const contact = nextContact();
    const { tokens: first } = await signUp(ctx, { email: contact.email });
    const second = await signIn(contact.email, GOOD_PASSWORD);
    const bystander = await signIn('guest@portal.test', DEMO_PASSWORD);
    expect((await post(SIGN_OUT_EVERYWHERE, {}, second.access)).statusCode).toBe(204);
    for (const tokens of [first, second]) {
      const refused = await me(tokens.access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(REVOKED_SESSION_MESSAGE);
      expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    }
    expect((await me(bystander.access)).statusCode).toBe(200);
    expect((await refresh(bystander.refresh)).statusCode).toBe(200);
    // The account itself is fine: signing in again opens a new session.
    expect((await me((await signIn(contact.email, GOOD_PASSWORD)).access)).statusCode).toBe(200);
  });

  it('answers 401 without a token and with the token of a session already ended', async () => {
    const response = await post(SIGN_OUT_EVERYWHERE, {});
    expect(response.statusCode).toBe(401);
    const tokens = await signIn('guest@portal.test', DEMO_PASSWORD);
    expect((await post(SIGN_OUT, { refresh: tokens.refresh })).statusCode).toBe(204);
    expect((await post(SIGN_OUT_EVERYWHERE, {}, tokens.access)).statusCode).toBe(401);
  });
});

describe('one reply whatever the account', () => {
  /** What a client can compare: status, body and headers but the date. */
  const observable = (response: Awaited<ReturnType<typeof post>>) => {
    const { date: _, ...headers } = response.headers;
    return { status: response.statusCode, body: response.body, headers };
  };

  it('sign-in answers an unknown account, a wrong password and an account without a password alike', async () => {
    const passwordless = nextContact().email;
    await ctx.db.insert(users).values({ email: passwordless });
    const replies = [
      await post(SIGN_IN, { email: nextContact().email, password: 'Wrong-pass-2026!' }),
      await post(SIGN_IN, { email: 'athlete@portal.test', password: 'Wrong-pass-2026!' }),
      await post(SIGN_IN, { email: passwordless, password: 'Wrong-pass-2026!' }),
    ].map(observable);
    expect(replies[0]?.status).toBe(401);
    expect(JSON.parse(replies[0]?.body ?? '')).toEqual({
      error: { code: 401, message: INVALID_CREDENTIALS_MESSAGE },
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
  });

  it('confirming a recovery code cannot tell a known account from an unknown one', async () => {
    const unknown = nextContact().email;
    const guess = async (email: string, code = '000000') =>
      observable(await post('confirm_forgot_password_by_code/', { email, code }));
    const stranger = await guess(unknown);
    expect(stranger.status).toBe(400);
    expect(JSON.parse(stranger.body)).toEqual(codeError('code', CODE_MESSAGES.recovery));

    // A known account that never asked for a recovery.
    const quiet = nextContact().email;
    await signUp(ctx, { email: quiet });
    expect(await guess(quiet)).toEqual(stranger);

    // One whose code a guesser wore out: even the right code reads like the stranger's.
    const worn = nextContact().email;
    await signUp(ctx, { email: worn });
    await post('forgot_password/', { email: worn });
    const wornCode = await lastCode(ctx, worn);
    const wrong = String((Number(wornCode) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt <= CONFIRMATION_CODE_MAX_TRIES; attempt += 1) {
      expect(await guess(worn, wrong)).toEqual(stranger);
    }
    expect(await guess(worn, wornCode)).toEqual(stranger);

    // One whose code was used, and one whose code expired.
    const used = nextContact().email;
    await signUp(ctx, { email: used });
    await post('forgot_password/', { email: used });
    const usedCode = await lastCode(ctx, used);
    expect((await post('confirm_forgot_password_by_code/', { email: used, code: usedCode })).statusCode).toBe(
      200,
    );
    expect(await guess(used, usedCode)).toEqual(stranger);
    const expired = nextContact().email;
    const { user } = await signUp(ctx, { email: expired });
    await post('forgot_password/', { email: expired });
    const expiredCode = await lastCode(ctx, expired);
    await expireCodesOf(user.id);
    expect(await guess(expired, expiredCode)).toEqual(stranger);
  });
});

describe('codes and links are bound to their purpose and account, and expire', () => {
  it('a sign-up code does not recover the password and a recovery code does not confirm the e-mail', async () => {
    const { email } = nextContact();
    const { tokens } = await signUp(ctx, { email });
    const confirmCode = await lastCode(ctx, email);
    await post('forgot_password/', { email });
    const recoveryCode = await lastCode(ctx, email);
    // Both live at once; equal six digits (one chance in a million) would prove nothing.
    expect(recoveryCode).not.toBe(confirmCode);

    const asRecovery = await post('confirm_forgot_password_by_code/', { email, code: confirmCode });
    expect(asRecovery.json()).toEqual(codeError('code', CODE_MESSAGES.recovery));
    const asConfirmation = await post('confirm_email_by_code/', { code: recoveryCode }, tokens.access);
    expect(asConfirmation.json()).toEqual(codeError('code', CODE_MESSAGES.incorrect));
    // Each still does its own job, once.
    expect((await post('confirm_email_by_code/', { code: confirmCode }, tokens.access)).statusCode).toBe(200);
    expect((await post('confirm_forgot_password_by_code/', { email, code: recoveryCode })).statusCode).toBe(
      200,
    );
  });

  it('a confirmation link does not recover the password and a recovery link does not confirm the e-mail', async () => {
    const { email } = nextContact();
    const { tokens } = await signUp(ctx, { email });
    const confirmLink = await lastLink(ctx, email, 'confirm-email-by-link');
    await post('forgot_password/', { email });
    const recoveryLink = await lastLink(ctx, email, 'confirm-password-by-link');

    const asRecovery = await post('confirm_forgot_password_by_link/', confirmLink);
    expect(asRecovery.json()).toEqual(codeError('token', CODE_MESSAGES.link));
    const asConfirmation = await post('confirm_email_by_link/', recoveryLink);
    expect(asConfirmation.json()).toEqual(codeError('token', CODE_MESSAGES.link));
    expect((await me(tokens.access)).json().email_verified).toBe(false);
    expect((await post('confirm_email_by_link/', confirmLink)).statusCode).toBe(204);
    expect((await post('confirm_forgot_password_by_link/', recoveryLink)).statusCode).toBe(200);
  });

  it('a recovery code recovers only the account it was sent for', async () => {
    const victim = nextContact().email;
    const attacker = nextContact().email;
    await signUp(ctx, { email: victim });
    await signUp(ctx, { email: attacker });
    await post('forgot_password/', { email: victim });
    await post('forgot_password/', { email: attacker });
    const attackerCode = await lastCode(ctx, attacker);
    expect(attackerCode).not.toBe(await lastCode(ctx, victim));
    const response = await post('confirm_forgot_password_by_code/', { email: victim, code: attackerCode });
    expect(response.statusCode).toBe(400);
  });

  it('expired links are refused, recovery and confirmation alike', async () => {
    const { email } = nextContact();
    const { user } = await signUp(ctx, { email });
    const confirmLink = await lastLink(ctx, email, 'confirm-email-by-link');
    await post('forgot_password/', { email });
    const recoveryLink = await lastLink(ctx, email, 'confirm-password-by-link');
    await expireCodesOf(user.id);
    expect((await post('confirm_forgot_password_by_link/', recoveryLink)).json()).toEqual(
      codeError('code', CODE_MESSAGES.dead),
    );
    expect((await post('confirm_email_by_link/', confirmLink)).json()).toEqual(
      codeError('code', CODE_MESSAGES.dead),
    );
  });

  it('a new recovery e-mail kills the link of the previous one', async () => {
    const { email } = nextContact();
    const { user } = await signUp(ctx, { email });
    await post('forgot_password/', { email });
    const previous = await lastLink(ctx, email, 'confirm-password-by-link');
    await ageCodesOf(user.id, '61 seconds');
    await post('forgot_password/', { email });
    const current = await lastLink(ctx, email, 'confirm-password-by-link');
    expect(current.token).not.toBe(previous.token);
    expect((await post('confirm_forgot_password_by_link/', previous)).json()).toEqual(
      codeError('token', CODE_MESSAGES.link),
    );
    expect((await post('confirm_forgot_password_by_link/', current)).statusCode).toBe(200);
  });
});

describe('e-mailed links come from PUBLIC_URL, whatever the request says its host is', () => {
  const forgedHost = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };

  const expectOnlyPublicLinks = (text: string, screen: string) => {
    expect(text).toContain(`${ctx.config.publicUrl}/${screen}/`);
    expect(text).not.toContain('evil.example');
  };

  it('in the password recovery e-mail', async () => {
    expect(ctx.config.publicUrl).toBe('http://portal.test');
    const { email } = nextContact();
    await signUp(ctx, { email });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${USERS}forgot_password/`,
      payload: { email },
      headers: forgedHost,
    });
    expect(response.statusCode).toBe(204);
    const [message] = await outbox(ctx, email);
    expect(message?.subject).toBe('Reset your password');
    expectOnlyPublicLinks(message?.text ?? '', 'confirm-password-by-link');
    expectOnlyPublicLinks(message?.html ?? '', 'confirm-password-by-link');
  });

  it('in the sign-up confirmation e-mail', async () => {
    const { email } = nextContact();
    const response = await ctx.app.inject({
      method: 'POST',
      url: USERS,
      payload: { email, first_name: 'Ada', last_name: 'Roll', password: GOOD_PASSWORD, agreement: true },
      headers: forgedHost,
    });
    expect(response.statusCode).toBe(201);
    const [message] = await outbox(ctx, email);
    expectOnlyPublicLinks(message?.text ?? '', 'confirm-email-by-link');
    expectOnlyPublicLinks(message?.html ?? '', 'confirm-email-by-link');
  });
});
