// Confirmation codes and links, resend throttle, password recovery with its recovery session, setting and
// changing passwords, and one-time sign-in links.
import { CONFIRMATION_CODE_MAX_TRIES } from '@portal/contract/endpoints/verification';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/verification';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/common-passwords';
import { RECOVERY_ONLY_MESSAGE } from '../../platform/auth/guard';
import { GOOD_PASSWORD, lastCode, lastLink, nextContact, outbox, signIn, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { createLoginLink, INVALID_LOGIN_LINK_MESSAGE } from '../auth/service';
import { CODE_MESSAGES } from './codes';
import { PASSWORD_ALREADY_SET_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './service';

const ctx = useTestApp();
const BASE = '/api/client/users/users/';
const REFRESH = '/api/v1/auth/sign_in/token_refresh/';
const LOGIN_BY_TOKEN = '/api/v1/auth/sign_in/login_by_token/';

const post = (path: string, payload: object, access?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: path.startsWith('/') ? path : `${BASE}${path}`,
    payload,
    ...(access && { headers: ctx.bearer(access) }),
  });
const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: `${BASE}me/`, headers: ctx.bearer(access) });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const codeError = (message: string) => ({
  error: { code: 400, message: 'Invalid input' },
  invalid_fields: { code: [message] },
});

describe('confirming an e-mail or phone by code', () => {
  it('answers a wrong code, confirms with the right one and refuses it a second time', async () => {
    const { email } = nextContact();
    const { tokens } = await signUp(ctx, { email });
    const code = await lastCode(ctx, email);
    const wrong = await post('confirm_email_by_code/', { code: wrongCode(code) }, tokens.access);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(codeError(CODE_MESSAGES.incorrect));
    const right = await post('confirm_email_by_code/', { code: ` ${code} ` }, tokens.access);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email, email_verified: true });
    const reused = await post('confirm_email_by_code/', { code }, tokens.access);
    expect(reused.json()).toEqual(codeError(CODE_MESSAGES.dead));
    const malformed = await post('confirm_email_by_code/', { code: '12ab' }, tokens.access);
    expect(malformed.statusCode).toBe(400);
  });

  it(`kills the code after ${CONFIRMATION_CODE_MAX_TRIES} wrong tries`, async () => {
    const { phone } = nextContact();
    const { tokens } = await signUp(ctx, { phone });
    const code = await lastCode(ctx, phone);
    for (let attempt = 0; attempt < CONFIRMATION_CODE_MAX_TRIES; attempt += 1) {
      const response = await post('confirm_phone_by_code/', { code: wrongCode(code) }, tokens.access);
      expect(response.json()).toEqual(codeError(CODE_MESSAGES.incorrect));
    }
    const right = await post('confirm_phone_by_code/', { code }, tokens.access);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(codeError(CODE_MESSAGES.dead));
  });

  it('refuses an expired code and confirms a phone', async () => {
    const { phone } = nextContact();
    const { user, tokens } = await signUp(ctx, { phone });
    const code = await lastCode(ctx, phone);
    await ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.userId, user.id));
    expect((await post('confirm_phone_by_code/', { code }, tokens.access)).json()).toEqual(
      codeError(CODE_MESSAGES.dead),
    );
    // A new code (after the resend minute) works.
    await ctx.db
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(verificationCodes.userId, user.id));
    expect((await post('resend_confirmation_code/', { type: 'phone' }, tokens.access)).statusCode).toBe(204);
    const fresh = await lastCode(ctx, phone);
    const confirmed = await post('confirm_phone_by_code/', { code: fresh }, tokens.access);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone, phone_verified: true });
  });
});

describe('resending a code', () => {
  it('is refused within a minute with 429 and Retry-After; a new code replaces the old one', async () => {
    const { email } = nextContact();
    const { user, tokens } = await signUp(ctx, { email });
    const first = await lastCode(ctx, email);
    const early = await post('resend_confirmation_code/', { type: 'email' }, tokens.access);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: { code: 429, message: CODE_MESSAGES.resendTooSoon } });
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await ctx.db
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(verificationCodes.userId, user.id));
    expect((await post('resend_confirmation_code/', { type: 'email' }, tokens.access)).statusCode).toBe(204);
    expect(await outbox(ctx, email)).toHaveLength(2);
    const second = await lastCode(ctx, email);
    if (second !== first) {
      expect((await post('confirm_email_by_code/', { code: first }, tokens.access)).statusCode).toBe(400);
    }
    expect((await post('confirm_email_by_code/', { code: second }, tokens.access)).statusCode).toBe(200);
  });

  it('says when there is nothing to send to', async () => {
    const { tokens } = await signUp(ctx, { email: nextContact().email });
    const response = await post('resend_confirmation_code/', { type: 'phone' }, tokens.access);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields.type).toEqual([expect.any(String)]);
  });
});

describe('confirming an e-mail by link', () => {
  it('confirms without a sign-in and refuses a forged or reused link', async () => {
    const { email } = nextContact();
    const { tokens } = await signUp(ctx, { email });
    const link = await lastLink(ctx, email, 'confirm-email-by-link');
    const forged = await post('confirm_email_by_link/', { ...link, token: `${link.token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().invalid_fields).toEqual({ token: [CODE_MESSAGES.link] });
    const otherUid = await post('confirm_email_by_link/', {
      ...link,
      uid: Buffer.from('1').toString('base64url'),
    });
    expect(otherUid.statusCode).toBe(400);
    expect((await post('confirm_email_by_link/', link)).statusCode).toBe(204);
    expect((await me(tokens.access)).json().email_verified).toBe(true);
    expect((await post('confirm_email_by_link/', link)).json()).toEqual(codeError(CODE_MESSAGES.dead));
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown account, and sends only to the known one', async () => {
    const known = nextContact();
    await signUp(ctx, { email: known.email });
    await signUp(ctx, { phone: known.phone });
    const unknown = nextContact();
    const answers = await Promise.all([
      post('forgot_password/', { email: known.email.toUpperCase() }),
      post('forgot_password/', { email: unknown.email }),
      post('forgot_password/', { phone: known.phone }),
      post('forgot_password/', { phone: unknown.phone }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    const [email] = await outbox(ctx, known.email);
    expect(email?.subject).toBe('Reset your password');
    expect(email?.text).toContain('http://portal.test/confirm-password-by-link/');
    const [sms] = await outbox(ctx, known.phone);
    expect(sms?.text).toMatch(/password recovery code is \d{6}/);
    expect(await outbox(ctx, unknown.email)).toEqual([]);
    expect(await outbox(ctx, unknown.phone)).toEqual([]);
    // Asked again within the minute: still 204, nothing more sent.
    expect((await post('forgot_password/', { email: known.email })).statusCode).toBe(204);
    expect((await outbox(ctx, known.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(
      1,
    );
  });

  it('by code: a recovery token set that only sets the password, then every session ends', async () => {
    const contact = nextContact();
    const { tokens: signUpTokens } = await signUp(ctx, contact);
    const other = (await signIn(ctx, { email: contact.email })).json();
    expect((await post('forgot_password/', { email: contact.email })).statusCode).toBe(204);
    const code = await lastCode(ctx, contact.email);

    const unknown = await post('confirm_forgot_password_by_code/', { email: nextContact().email, code });
    expect(unknown.json()).toEqual(codeError(CODE_MESSAGES.recovery));
    const wrong = await post('confirm_forgot_password_by_code/', {
      email: contact.email,
      code: wrongCode(code),
    });
    expect(wrong.json()).toEqual(codeError(CODE_MESSAGES.recovery));

    const before = Math.floor(Date.now() / 1000);
    const confirmed = await post('confirm_forgot_password_by_code/', { email: contact.email, code });
    expect(confirmed.statusCode).toBe(200);
    const recovery = confirmed.json();
    expect(recovery.exp_access - before).toBeLessThanOrEqual(601);
    expect(recovery.exp_refresh - before).toBeLessThanOrEqual(601);
    // Used once only.
    expect((await post('confirm_forgot_password_by_code/', { email: contact.email, code })).json()).toEqual(
      codeError(CODE_MESSAGES.recovery),
    );
    // Refused everywhere but set_password/, and not renewable.
    const refused = await me(recovery.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 403, message: RECOVERY_ONLY_MESSAGE } });
    expect(
      (
        await post(
          'update_password/',
          { current_password: GOOD_PASSWORD, password: 'Roll-on-2027!' },
          recovery.access,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post(REFRESH, { refresh: recovery.refresh })).statusCode).toBe(401);

    const common = await post(
      'set_password/',
      { password: 'qwertyuiop', is_forgot_password: true },
      recovery.access,
    );
    expect(common.json().invalid_fields).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    const set = await post(
      'set_password/',
      { password: 'Roll-on-2027!', is_forgot_password: true },
      recovery.access,
    );
    expect(set.statusCode).toBe(204);
    for (const access of [recovery.access, signUpTokens.access, other.access]) {
      expect((await me(access)).statusCode).toBe(401);
    }
    expect(
      (await post('set_password/', { password: 'Roll-on-2028!', is_forgot_password: true }, recovery.access))
        .statusCode,
    ).toBe(401);
    expect((await signIn(ctx, { email: contact.email })).statusCode).toBe(401);
    expect((await signIn(ctx, { email: contact.email }, 'Roll-on-2027!')).statusCode).toBe(200);
  });

  it('by link, and by SMS code with the phone', async () => {
    const contact = nextContact();
    await signUp(ctx, contact);
    await post('forgot_password/', { email: contact.email });
    const link = await lastLink(ctx, contact.email, 'confirm-password-by-link');
    const byLink = await post('confirm_forgot_password_by_link/', link);
    expect(byLink.statusCode).toBe(200);
    expect((await me(byLink.json().access)).statusCode).toBe(403);
    expect((await post('confirm_forgot_password_by_link/', link)).statusCode).toBe(400);

    const byPhone = nextContact();
    await signUp(ctx, { phone: byPhone.phone });
    await post('forgot_password/', { phone: byPhone.phone });
    const code = await lastCode(ctx, byPhone.phone);
    const confirmed = await post('confirm_forgot_password_by_code/', { phone: byPhone.phone, code });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses an expired recovery code', async () => {
    const contact = nextContact();
    const { user } = await signUp(ctx, contact);
    await post('forgot_password/', { email: contact.email });
    const code = await lastCode(ctx, contact.email);
    await ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.userId, user.id));
    expect((await post('confirm_forgot_password_by_code/', { email: contact.email, code })).json()).toEqual(
      codeError(CODE_MESSAGES.recovery),
    );
  });
});

describe('setting and changing the password', () => {
  it('lets a user without a password set one, and refuses one who has a password', async () => {
    const invited = await ctx.token({ role: 'athlete' });
    expect(
      (await post('set_password/', { password: 'Roll-on-2027!', is_forgot_password: false }, invited))
        .statusCode,
    ).toBe(204);
    const again = await post(
      'set_password/',
      { password: 'Roll-on-2028!', is_forgot_password: false },
      invited,
    );
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(PASSWORD_ALREADY_SET_MESSAGE);
    expect(
      (await post('set_password/', { password: 'Roll-on-2027!', is_forgot_password: true }, invited))
        .statusCode,
    ).toBe(403);
  });

  it('changes it with the current one and ends the other sessions', async () => {
    const contact = nextContact();
    const { tokens } = await signUp(ctx, contact);
    const other = (await signIn(ctx, { email: contact.email })).json();
    const wrong = await post(
      'update_password/',
      { current_password: 'not-it', password: 'Roll-on-2027!' },
      tokens.access,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().invalid_fields).toEqual({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    const common = await post(
      'update_password/',
      { current_password: GOOD_PASSWORD, password: 'password123' },
      tokens.access,
    );
    expect(common.json().invalid_fields).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    const short = await post(
      'update_password/',
      { current_password: GOOD_PASSWORD, password: 'short' },
      tokens.access,
    );
    expect(short.statusCode).toBe(400);
    const changed = await post(
      'update_password/',
      { current_password: GOOD_PASSWORD, password: 'Roll-on-2027!' },
      tokens.access,
    );
    expect(changed.statusCode).toBe(204);
    expect((await me(tokens.access)).statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await signIn(ctx, { email: contact.email }, 'Roll-on-2027!')).statusCode).toBe(200);
  });
});

describe('one-time sign-in links', () => {
  it('sign in once; a reused, expired or unknown link answers 401', async () => {
    const { user } = await signUp(ctx, { email: nextContact().email });
    const url = await createLoginLink(
      { db: ctx.db, config: ctx.config },
      { userId: user.id, ttlSeconds: 60 },
    );
    expect(url).toMatch(/^http:\/\/portal\.test\/login_by_token\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop() ?? '';
    const first = await post(LOGIN_BY_TOKEN, { token });
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().access)).json().id).toBe(user.id);
    const reused = await post(LOGIN_BY_TOKEN, { token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: { code: 401, message: INVALID_LOGIN_LINK_MESSAGE } });
    const expired = await createLoginLink(
      { db: ctx.db, config: ctx.config },
      { userId: user.id, ttlSeconds: -1 },
    );
    expect((await post(LOGIN_BY_TOKEN, { token: expired.split('/').pop() ?? '' })).statusCode).toBe(401);
    expect((await post(LOGIN_BY_TOKEN, { token: 'unknown' })).statusCode).toBe(401);
    expect((await post(LOGIN_BY_TOKEN, {})).statusCode).toBe(400);
  });
});
