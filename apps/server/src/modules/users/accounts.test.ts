// Sign-up, reading an account in scope, updating and deleting one's own, and the dev outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations as federationsTable } from '../../db/schema/federations';
import { users } from '../../db/schema/users';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/auth/common-passwords';
import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_REQUIRED_MESSAGE } from '../../platform/captcha/captcha';
import {
  GOOD_PASSWORD,
  lastCode,
  lastLink,
  nextContact,
  outbox,
  SIGN_UP,
  signIn,
  signUp,
} from '../../test/accounts';
import { createTestApp, useTestApp } from '../../test/harness';
import { DUPLICATE_EMAIL_MESSAGE, DUPLICATE_PHONE_MESSAGE } from './service';

const ctx = useTestApp();
const BASE = '/api/client/users/users/';
const body = (extra: object) => ({
  first_name: 'Ada',
  last_name: 'Roll',
  password: GOOD_PASSWORD,
  agreement: true,
  ...extra,
});

describe('sign-up', () => {
  it('creates a guest with an e-mail, signs them in and e-mails a code and a link', async () => {
    const { email } = nextContact();
    const { user, tokens } = await signUp(ctx, { email: email.toUpperCase() });
    expect(user).toMatchObject({
      email,
      email_verified: false,
      phone: null,
      first_name: 'Ada',
      last_name: 'Roll',
    });
    expect(user.role?.type).toBe('guest');
    const me = await ctx.app.inject({ method: 'GET', url: `${BASE}me/`, headers: ctx.bearer(tokens.access) });
    expect(me.json().id).toBe(user.id);
    const [message] = await outbox(ctx, email.toUpperCase());
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Confirm your e-mail address' });
    expect(message?.html).toContain('http://portal.test/confirm-email-by-link/');
    expect(await lastCode(ctx, email)).toMatch(/^\d{6}$/);
    expect((await lastLink(ctx, email, 'confirm-email-by-link')).uid).toBe(
      Buffer.from(String(user.id)).toString('base64url'),
    );
  });

  it('creates an account with a phone typed with spaces and sends the code by SMS', async () => {
    const { phone } = nextContact();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const { user } = await signUp(ctx, { phone: spaced });
    expect(user.phone).toBe(phone);
    const messages = await outbox(ctx, spaced);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: phone, html: null });
    expect(await lastCode(ctx, phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a taken e-mail (any case) or phone on its field', async () => {
    const { email, phone } = nextContact();
    await signUp(ctx, { email, phone });
    const again = await ctx.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: body({ email: email.toUpperCase(), phone }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalid_fields).toEqual({
      email: [DUPLICATE_EMAIL_MESSAGE],
      phone: [DUPLICATE_PHONE_MESSAGE],
    });
  });

  it('refuses a common password, a missing agreement and a missing contact', async () => {
    expect(isCommonPassword('QwertyuioP')).toBe(true);
    expect(isCommonPassword(GOOD_PASSWORD)).toBe(false);
    const common = await ctx.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: body({ email: nextContact().email, password: 'qwertyuiop' }),
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().invalid_fields).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    const disagreed = await ctx.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: body({ email: nextContact().email, agreement: false }),
    });
    expect(disagreed.statusCode).toBe(400);
    expect(disagreed.json().invalid_fields.agreement).toEqual(['You should accept the agreement']);
    const none = await ctx.app.inject({ method: 'POST', url: SIGN_UP, payload: body({}) });
    expect(none.statusCode).toBe(400);
    expect(none.json().invalid_fields.email).toEqual(['This field is required']);
  });

  it('checks the captcha when one is configured, with a fake verifier', async () => {
    const checked: string[] = [];
    const withCaptcha = await createTestApp({
      env: { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' },
      captchaVerifier: {
        verify: async (answer) => {
          checked.push(answer);
          return answer === 'good';
        },
      },
    });
    try {
      const post = (extra: object) =>
        withCaptcha.app.inject({
          method: 'POST',
          url: SIGN_UP,
          payload: body({ email: nextContact().email, ...extra }),
        });
      const missing = await post({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().invalid_fields).toEqual({ captcha: [CAPTCHA_REQUIRED_MESSAGE] });
      const failed = await post({ captcha: 'bad' });
      expect(failed.statusCode).toBe(400);
      expect(failed.json().invalid_fields).toEqual({ captcha: [CAPTCHA_FAILED_MESSAGE] });
      expect((await post({ captcha: 'good' })).statusCode).toBe(201);
      expect(checked).toEqual(['bad', 'good']);
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('GET {id}/', () => {
  it('answers one’s own account, any for WSK staff, the own federation’s for NF staff, else 403', async () => {
    const [italy, france] = await ctx.db.select({ id: federationsTable.id }).from(federationsTable).limit(2);
    if (!italy || !france) throw new Error('No federations seeded');
    const { user: member } = await signUp(ctx, { email: nextContact().email });
    await ctx.db.update(users).set({ federationId: italy.id }).where(eq(users.id, member.id));
    const get = async (token: string, id = member.id) =>
      (await ctx.app.inject({ method: 'GET', url: `${BASE}${id}/`, headers: ctx.bearer(token) })).statusCode;

    const ownToken = await ctx.token({ role: 'guest' });
    expect(await get(ownToken)).toBe(403);
    expect(await get(await ctx.token({ role: 'athlete' }))).toBe(403);
    expect(await get(await ctx.token({ role: 'wsk_admin', permission: 'viewer' }))).toBe(200);
    expect(await get(await ctx.token({ role: 'wsk_admin', permission: 'admin' }))).toBe(200);

    const nfToken = async (federationId: number | null) => {
      const token = await ctx.token({ role: 'nf_admin', permission: 'viewer' });
      const me = await ctx.app.inject({ method: 'GET', url: `${BASE}me/`, headers: ctx.bearer(token) });
      await ctx.db.update(users).set({ nfAdminFederationId: federationId }).where(eq(users.id, me.json().id));
      return token;
    };
    expect(await get(await nfToken(italy.id))).toBe(200);
    expect(await get(await nfToken(france.id))).toBe(403);
    expect(await get(await nfToken(null))).toBe(403);
    // Unknown ids: WSK staff may see everyone, so they learn it is unknown; others get the same 403.
    expect(await get(await ctx.token({ role: 'wsk_admin', permission: 'admin' }), 999_999)).toBe(404);
    expect(await get(await nfToken(italy.id), 999_999)).toBe(403);
    const own = await signUp(ctx, { email: nextContact().email });
    expect(await get(own.tokens.access, own.user.id)).toBe(200);
  });
});

describe('PATCH {id}/', () => {
  it('updates one’s own names; a new e-mail is unconfirmed and gets a code', async () => {
    const { email } = nextContact();
    const { user, tokens } = await signUp(ctx, { email });
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `${BASE}${user.id}/`,
      headers: ctx.bearer(tokens.access),
      payload: { first_name: 'Grace', middle_name: 'B.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      first_name: 'Grace',
      middle_name: 'B.',
      email,
      email_verified: true,
    });

    const next = nextContact().email;
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `${BASE}${user.id}/`,
      headers: ctx.bearer(tokens.access),
      payload: { email: next },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: next, email_verified: false });
    expect(await lastCode(ctx, next)).toMatch(/^\d{6}$/);
  });

  it('refuses another’s account with 403 and a taken e-mail or phone with 400', async () => {
    const first = await signUp(ctx, nextContact());
    const second = await signUp(ctx, nextContact());
    const other = await ctx.app.inject({
      method: 'PATCH',
      url: `${BASE}${first.user.id}/`,
      headers: ctx.bearer(second.tokens.access),
      payload: { first_name: 'X' },
    });
    expect(other.statusCode).toBe(403);
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: `${BASE}${second.user.id}/`,
      headers: ctx.bearer(second.tokens.access),
      payload: { email: first.user.email?.toUpperCase(), phone: first.user.phone },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().invalid_fields).toEqual({
      email: [DUPLICATE_EMAIL_MESSAGE],
      phone: [DUPLICATE_PHONE_MESSAGE],
    });
  });
});

describe('DELETE {id}/delete_me/', () => {
  it('refuses another’s account, erases one’s own, ends every session and blocks sign-in', async () => {
    const contact = nextContact();
    const { user, tokens } = await signUp(ctx, contact);
    const other = await signUp(ctx, nextContact());
    const url = `${BASE}${user.id}/delete_me/`;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: ctx.bearer(other.tokens.access) })).statusCode,
    ).toBe(403);
    const second = (await signIn(ctx, { email: contact.email })).json();
    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: ctx.bearer(tokens.access) });
    expect(deleted.statusCode).toBe(204);
    for (const access of [tokens.access, second.access]) {
      const me = await ctx.app.inject({ method: 'GET', url: `${BASE}me/`, headers: ctx.bearer(access) });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(ctx, { email: contact.email })).statusCode).toBe(401);
    expect((await signIn(ctx, { phone: contact.phone })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: null,
      phone: null,
      firstName: '',
      lastName: '',
      passwordHash: null,
      avatar: null,
      activeUntilDate: null,
      antiDopingYearIssued: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The freed e-mail can sign up again.
    await signUp(ctx, { email: contact.email });
  });
});

describe('the dev outbox', () => {
  it('is not there in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) } });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/dev/outbox/?to=a@portal.test',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('needs a `to`', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(400);
  });
});
