// Two-factor sign-in (docs/decisions/026-two-factor-sign-in.md) through the HTTP API, with real TOTP codes
// from otplib: set-up and enabling, the challenge of the password step and of a sign-in link, wrong, replayed
// and backup codes, spent, expired and forged challenges, turning it off, the secret encrypted at rest, the
// export and erasure, and ADMIN_TWO_FACTOR=required holding administrators at their profile and the set-up.
import type { SignInReply, TokenSet, TwoFactorChallenge } from '@portal/contract/endpoints/auth';
import { WITHHELD } from '@portal/contract/endpoints/privacy';
import {
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
} from '@portal/contract/endpoints/two-factor';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { sessions, twoFactorBackupCodes, userTwoFactor } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  issueTwoFactorChallenge,
  signAccessToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '../../platform/auth/tokens';
import type { RateLimitCount, RateLimitStore } from '../../platform/rate-limit/store';
import { GOOD_PASSWORD, nextContact, signUp } from '../../test/accounts';
import { type TestApp, useTestApp } from '../../test/harness';
import { createLoginLink } from './service';
import { TWO_FACTOR_ACCOUNT_MAX_FAILURES } from './two-factor';

const ME = '/api/client/users/users/me/';
const TWO_FACTOR = `${ME}two_factor/`;
const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const SECOND_STEP = '/api/v1/auth/sign_in/two_factor/';
const LOGIN_BY_TOKEN = '/api/v1/auth/sign_in/login_by_token/';
const LIST_USERS = '/api/client/users/users/';
const AUDIT_EVENTS = '/api/client/audit/events/';
const MY_DATA = `${ME}data/`;
const BACKUP_CODE = /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/;

/** Rate-limit windows in memory, so that a test can clear an account's failures. */
class MemoryStore implements RateLimitStore {
  readonly windows = new Map<string, RateLimitCount>();
  async get(key: string) {
    const current = this.windows.get(key);
    return current && current.resetAt > Date.now() ? current : null;
  }
  async hit(key: string, windowMs: number) {
    const current = await this.get(key);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: Date.now() + windowMs };
    this.windows.set(key, next);
    return next;
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  async forget(identifiers: readonly string[]) {
    for (const key of this.windows.keys()) {
      if (identifiers.some((identifier) => key.endsWith(`:${identifier}`))) this.windows.delete(key);
    }
  }
}

let addressCounter = 0;
const nextAddress = () => `10.8.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

/** The requests and TOTP helpers of one test app. */
function clientOf(ctx: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, access: string | null, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      ...(access && { headers: ctx.bearer(access) }),
      ...(payload && { payload }),
    });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  return {
    call,
    /** The code of the step `offset` steps from now. */
    totp: (secret: string, offset = 0) => generate({ secret, epoch: nowSeconds() + offset * 30 }),
    /** A six-digit code that is none of the codes the server accepts now. */
    async wrongCode(secret: string) {
      const valid = new Set(await Promise.all([-1, 0, 1].map((offset) => this.totp(secret, offset))));
      let code = 100_000;
      while (valid.has(String(code))) code += 1;
      return String(code);
    },
    async signIn(email: string, password: string): Promise<SignInReply> {
      const response = await call('POST', SIGN_IN, null, { email, password });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async challengeOf(email: string, password: string): Promise<string> {
      const reply = await this.signIn(email, password);
      expect(reply).toMatchObject({ two_factor_required: true });
      expect('access' in reply).toBe(false);
      return (reply as TwoFactorChallenge).challenge;
    },
    secondStep: (challenge: string, code: string) => call('POST', SECOND_STEP, null, { challenge, code }),
    async setUp(access: string): Promise<TwoFactorSetup> {
      const response = await call('POST', `${TWO_FACTOR}setup/`, access, {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** Set-up and enabling in the session of `access`; answers the secret and the backup codes. */
    async enable(access: string): Promise<{ secret: string; backupCodes: string[] }> {
      const { secret } = await this.setUp(access);
      const response = await call('POST', `${TWO_FACTOR}enable/`, access, { code: await this.totp(secret) });
      expect(response.statusCode, response.body).toBe(200);
      return { secret, backupCodes: response.json().backup_codes };
    },
    /** Lets the codes of the current steps be used again (each step signs in once). */
    forgetUsedSteps: (userId: number) =>
      ctx.db.update(userTwoFactor).set({ lastUsedStep: 0 }).where(eq(userTwoFactor.userId, userId)),
  };
}

const invalidCodeBody = {
  error: { code: 400, message: 'Invalid input' },
  invalid_fields: { code: [TWO_FACTOR_MESSAGES.invalidCode] },
};
const expiredBody = { error: { code: 401, message: TWO_FACTOR_MESSAGES.challengeExpired } };
const requiredBody = { error: { code: 403, message: TWO_FACTOR_MESSAGES.required } };

describe('two-factor sign-in (ADMIN_TWO_FACTOR=optional)', () => {
  const store = new MemoryStore();
  const ctx = useTestApp({ seedDemo: true, rateLimitStore: store });
  const client = clientOf(ctx);
  const { call } = client;
  beforeEach(() => store.windows.clear());

  /** A new account signed up through the API, with its first token set. */
  async function newAccount() {
    const contact = nextContact();
    const { user, tokens } = await signUp(ctx, { email: contact.email });
    return { id: user.id, email: contact.email, tokens };
  }

  it('sets up, enables, and then asks for a code after the password', async () => {
    const account = await newAccount();
    const other = (await client.signIn(account.email, GOOD_PASSWORD)) as TokenSet;
    expect(other.access).toBeTruthy();

    const off = await call('GET', TWO_FACTOR, account.tokens.access);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, enabled_at: null, backup_codes_left: 0 });

    const setup = await client.setUp(account.tokens.access);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Federation%20portal:/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toMatch(/^<svg /);
    // A new set-up replaces an unfinished one: the first secret no longer enables.
    const { secret } = await client.setUp(account.tokens.access);
    expect(secret).not.toBe(setup.secret);
    const stale = await call('POST', `${TWO_FACTOR}enable/`, account.tokens.access, {
      code: await client.totp(setup.secret),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(invalidCodeBody);

    // Not yet in force: the password alone still signs in.
    expect(await client.signIn(account.email, GOOD_PASSWORD)).toHaveProperty('access');

    const enabled = await call('POST', `${TWO_FACTOR}enable/`, account.tokens.access, {
      code: await client.totp(secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().backup_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(BACKUP_CODE);
    expect(new Set(codes).size).toBe(10);

    // This session goes on (and counts as having passed the second factor); the others ended.
    expect((await call('GET', ME, account.tokens.access)).statusCode).toBe(200);
    expect((await call('GET', ME, other.access)).statusCode).toBe(401);
    const status = await call('GET', TWO_FACTOR, account.tokens.access);
    expect(status.json()).toMatchObject({ enabled: true, required: false, backup_codes_left: 10 });
    expect(Date.parse(status.json().enabled_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await call('POST', `${TWO_FACTOR}setup/`, account.tokens.access, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);

    // The secret is stored encrypted, the codes as HMACs: neither appears in the rows.
    const [row] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, account.id));
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    const stored = await ctx.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, account.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }
    // The audit log says it was turned on, and nothing of the secret or the codes.
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, account.id), eq(auditEvents.action, 'two_factor.enable')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(codes[0]);

    // The password step now answers a challenge, never tokens.
    const reply = await client.signIn(account.email, GOOD_PASSWORD);
    expect(reply).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      expires: expect.any(Number),
    });
    const challenge = (reply as TwoFactorChallenge).challenge;
    expect((reply as TwoFactorChallenge).expires).toBeLessThanOrEqual(
      Math.floor(Date.now() / 1000) + TWO_FACTOR_CHALLENGE_TTL_SECONDS,
    );

    const wrong = await client.secondStep(challenge, await client.wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(invalidCodeBody);

    // Enabling used the current step: the next one signs in.
    const code = await client.totp(secret, 1);
    const right = await client.secondStep(challenge, code);
    expect(right.statusCode, right.body).toBe(200);
    const tokens: TokenSet = right.json();
    const meReply = await call('GET', ME, tokens.access);
    expect(meReply.statusCode).toBe(200);
    expect(meReply.json().id).toBe(account.id);
    const { sid } = JSON.parse(Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString());
    const [session] = await ctx.db
      .select({ secondFactorAt: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, sid));
    expect(session?.secondFactorAt).toBeInstanceOf(Date);

    // The same code again (with a new challenge) is refused; so is the used challenge with another code.
    const replay = await client.secondStep(await client.challengeOf(account.email, GOOD_PASSWORD), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalidCodeBody);
    const reused = await client.secondStep(challenge, codes[0] ?? '');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(expiredBody);
  });

  it('takes each backup code once, in any case and with or without its dash', async () => {
    const account = await newAccount();
    const { backupCodes } = await client.enable(account.tokens.access);
    const code = backupCodes[3] ?? '';
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const first = await client.secondStep(await client.challengeOf(account.email, GOOD_PASSWORD), typed);
    expect(first.statusCode, first.body).toBe(200);
    const second = await client.secondStep(await client.challengeOf(account.email, GOOD_PASSWORD), code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(invalidCodeBody);
    const status = await call('GET', TWO_FACTOR, first.json().access);
    expect(status.json().backup_codes_left).toBe(9);
    // Another account's code is no code of this one.
    const stranger = await newAccount();
    const strangers = await client.enable(stranger.tokens.access);
    const crossed = await client.secondStep(
      await client.challengeOf(account.email, GOOD_PASSWORD),
      strangers.backupCodes[0] ?? '',
    );
    expect(crossed.statusCode).toBe(400);
  });

  it(`spends a challenge after ${TWO_FACTOR_MAX_ATTEMPTS} wrong codes, and throttles the account`, async () => {
    const account = await newAccount();
    const { secret, backupCodes } = await client.enable(account.tokens.access);
    const challenge = await client.challengeOf(account.email, GOOD_PASSWORD);
    for (let attempt = 0; attempt < TWO_FACTOR_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await client.secondStep(challenge, await client.wrongCode(secret));
      expect(wrong.statusCode).toBe(400);
    }
    const spent = await client.secondStep(challenge, backupCodes[0] ?? '');
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(expiredBody);

    // Across challenges, the account takes TWO_FACTOR_ACCOUNT_MAX_FAILURES wrong codes in a window.
    const next = await client.challengeOf(account.email, GOOD_PASSWORD);
    for (let failures = TWO_FACTOR_MAX_ATTEMPTS; failures < TWO_FACTOR_ACCOUNT_MAX_FAILURES; failures += 1) {
      expect((await client.secondStep(next, 'AAAAA-AAAAA')).statusCode).toBe(400);
    }
    const fresh = await client.challengeOf(account.email, GOOD_PASSWORD);
    const throttled = await client.secondStep(fresh, backupCodes[1] ?? '');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().error.message).toBe('Too many failed attempts; try again later');
  });

  it('refuses expired and forged challenges, and does not mix challenges with access tokens', async () => {
    const account = await newAccount();
    const { backupCodes } = await client.enable(account.tokens.access);
    const code = backupCodes[0] ?? '';
    const secret = ctx.config.jwtSecret;
    const expired = await issueTwoFactorChallenge(account.id, secret, {
      ttlSeconds: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      issuedAt: Math.floor(Date.now() / 1000) - TWO_FACTOR_CHALLENGE_TTL_SECONDS - 5,
    });
    const forged = await issueTwoFactorChallenge(account.id, 'f'.repeat(48), { ttlSeconds: 300 });
    const unsigned = await new SignJWT({ type: 'two_factor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setJti('0123456789abcdef0123')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another secret of enough length!!'));
    const access = await signAccessToken({ userId: account.id, sessionId: 1 }, secret);
    for (const challenge of [expired.token, forged.token, unsigned, access, 'not-a-jwt']) {
      const response = await client.secondStep(challenge, code);
      expect(response.statusCode, challenge).toBe(401);
      expect(response.json()).toEqual(expiredBody);
    }
    // A challenge is no access token.
    const challenge = await client.challengeOf(account.email, GOOD_PASSWORD);
    expect((await call('GET', ME, challenge)).statusCode).toBe(401);
    // Nothing was used up by the refusals.
    expect((await client.secondStep(challenge, code)).statusCode).toBe(200);
  });

  it('answers a sign-in link of an account with two-factor sign-in on with a challenge', async () => {
    const account = await newAccount();
    const { backupCodes } = await client.enable(account.tokens.access);
    const url = await createLoginLink(
      { db: ctx.db, config: ctx.config },
      { userId: account.id, ttlSeconds: 60 },
    );
    const response = await call('POST', LOGIN_BY_TOKEN, null, { token: url.split('/').pop() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ two_factor_required: true });
    expect(response.json()).not.toHaveProperty('access');
    const done = await client.secondStep(response.json().challenge, backupCodes[0] ?? '');
    expect(done.statusCode).toBe(200);
  });

  it('ends a session opened without the second factor of an account that has it on', async () => {
    const account = await newAccount();
    await client.enable(account.tokens.access);
    // The harness opens a session directly, as no sign-in of this account could now.
    const bypass = await ctx.tokenFor(account.email);
    expect((await call('GET', ME, bypass)).statusCode).toBe(401);
  });

  it('turns off with the password and a code, and regenerates backup codes with a code', async () => {
    const account = await newAccount();
    const { secret, backupCodes } = await client.enable(account.tokens.access);
    const access = account.tokens.access;
    await client.forgetUsedSteps(account.id);

    const regenerated = await call('POST', `${TWO_FACTOR}backup_codes/`, access, {
      code: await client.totp(secret),
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh: string[] = regenerated.json().backup_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    const old = await client.secondStep(
      await client.challengeOf(account.email, GOOD_PASSWORD),
      backupCodes[0] ?? '',
    );
    expect(old.statusCode).toBe(400);
    const badRegenerate = await call('POST', `${TWO_FACTOR}backup_codes/`, access, {
      code: await client.wrongCode(secret),
    });
    expect(badRegenerate.json()).toEqual(invalidCodeBody);

    const wrongPassword = await call('POST', `${TWO_FACTOR}disable/`, access, {
      password: 'Not-the-password-1',
      code: fresh[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().invalid_fields).toEqual({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });
    const wrongCode = await call('POST', `${TWO_FACTOR}disable/`, access, {
      password: GOOD_PASSWORD,
      code: await client.wrongCode(secret),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual(invalidCodeBody);
    const noCode = await call('POST', `${TWO_FACTOR}disable/`, access, { password: GOOD_PASSWORD });
    expect(noCode.statusCode).toBe(400);

    const disabled = await call('POST', `${TWO_FACTOR}disable/`, access, {
      password: GOOD_PASSWORD,
      code: fresh[0],
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toEqual({
      enabled: false,
      required: false,
      enabled_at: null,
      backup_codes_left: 0,
    });
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, account.id))).toEqual([]);
    expect(
      await ctx.db.select().from(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, account.id)),
    ).toEqual([]);
    const actions = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, account.id));
    expect(actions.map(({ action }) => action).sort()).toEqual([
      'two_factor.disable',
      'two_factor.enable',
      'two_factor.regenerate_backup_codes',
    ]);
    expect(await client.signIn(account.email, GOOD_PASSWORD)).toHaveProperty('access');

    const notOn = await call('POST', `${TWO_FACTOR}disable/`, access, {
      password: GOOD_PASSWORD,
      code: fresh[1],
    });
    expect(notOn.json().error.message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
    const notSetUp = await call('POST', `${TWO_FACTOR}enable/`, access, { code: '123456' });
    expect(notSetUp.json().error.message).toBe(TWO_FACTOR_MESSAGES.notSetUp);
  });

  it('needs a token for the settings, and is nobody’s requirement in optional mode', async () => {
    for (const [method, path] of [
      ['GET', TWO_FACTOR],
      ['POST', `${TWO_FACTOR}setup/`],
      ['POST', `${TWO_FACTOR}enable/`],
      ['POST', `${TWO_FACTOR}disable/`],
      ['POST', `${TWO_FACTOR}backup_codes/`],
    ] as const) {
      expect((await call(method, path, null, method === 'POST' ? {} : undefined)).statusCode, path).toBe(401);
    }
    for (const email of ['nf.admin@portal.test', 'wsk.admin@portal.test']) {
      const reply = (await client.signIn(email, DEMO_PASSWORD)) as TokenSet;
      expect(reply.access).toBeTruthy();
      expect((await call('GET', LIST_USERS, reply.access)).statusCode).toBe(200);
      expect((await call('GET', TWO_FACTOR, reply.access)).json().required).toBe(false);
    }
  });

  it('exports the two-factor rows with the secret and the code hashes withheld, and erasure forgets them', async () => {
    const account = await newAccount();
    const { secret } = await client.enable(account.tokens.access);
    const data = await call('GET', MY_DATA, account.tokens.access);
    expect(data.statusCode).toBe(200);
    const { tables } = data.json();
    expect(tables.user_two_factor).toEqual([
      expect.objectContaining({ user_id: account.id, secret_encrypted: WITHHELD }),
    ]);
    expect(tables.two_factor_backup_codes).toHaveLength(10);
    for (const row of tables.two_factor_backup_codes) expect(row.code_hash).toBe(WITHHELD);
    expect(data.body).not.toContain(secret);

    const erase = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/client/users/users/${account.id}/delete_me/`,
      headers: ctx.bearer(account.tokens.access),
    });
    expect(erase.statusCode).toBe(204);
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, account.id))).toEqual([]);
    expect(
      await ctx.db.select().from(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, account.id)),
    ).toEqual([]);
  });
});

describe('ADMIN_TWO_FACTOR=required', () => {
  const ctx = useTestApp({ seedDemo: true, env: { ADMIN_TWO_FACTOR: 'required' } });
  const client = clientOf(ctx);
  const { call } = client;

  it.each([
    ['nf.admin@portal.test', LIST_USERS],
    ['wsk.admin@portal.test', AUDIT_EVENTS],
  ])('holds %s at the profile and the set-up until two-factor sign-in is on', async (email, adminPath) => {
    const reply = (await client.signIn(email, DEMO_PASSWORD)) as TokenSet;
    expect(reply.access).toBeTruthy();
    const { access } = reply;
    const refused = await call('GET', adminPath, access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(requiredBody);
    expect((await call('GET', MY_DATA, access)).json()).toEqual(requiredBody);
    expect((await call('GET', ME, access)).statusCode).toBe(200);
    const status = await call('GET', TWO_FACTOR, access);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const { secret } = await client.enable(access);
    // The same session now passed the second factor.
    expect((await call('GET', adminPath, access)).statusCode).toBe(200);
    const disable = await call('POST', `${TWO_FACTOR}disable/`, access, {
      password: DEMO_PASSWORD,
      code: await client.totp(secret, 1),
    });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().error.message).toBe(TWO_FACTOR_MESSAGES.requiredForRole);

    // A new sign-in asks for the code, and its session is let through.
    const challenge = await client.challengeOf(email, DEMO_PASSWORD);
    const done = await client.secondStep(challenge, await client.totp(secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect((await call('GET', adminPath, done.json().access)).statusCode).toBe(200);
  });

  it('leaves viewers and athletes alone', async () => {
    for (const email of ['nf.viewer@portal.test', 'wsk.viewer@portal.test']) {
      const { access } = (await client.signIn(email, DEMO_PASSWORD)) as TokenSet;
      expect((await call('GET', LIST_USERS, access)).statusCode, email).toBe(200);
      expect((await call('GET', TWO_FACTOR, access)).json().required).toBe(false);
    }
    const { access } = (await client.signIn('athlete@portal.test', DEMO_PASSWORD)) as TokenSet;
    expect((await call('GET', MY_DATA, access)).statusCode).toBe(200);
    // A viewer with two-factor sign-in on may turn it off again.
    const viewer = (await client.signIn('wsk.viewer@portal.test', DEMO_PASSWORD)) as TokenSet;
    const { backupCodes } = await client.enable(viewer.access);
    const off = await call('POST', `${TWO_FACTOR}disable/`, viewer.access, {
      password: DEMO_PASSWORD,
      code: backupCodes[0],
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('answers a role given later: the administrator is held until the set-up', async () => {
    const contact = nextContact();
    const { user, tokens } = await signUp(ctx, { email: contact.email });
    expect((await call('GET', MY_DATA, tokens.access)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ roleId: await ctx.roleIdOf('wsk_admin', 'admin'), roleStatus: 'approved' })
      .where(eq(users.id, user.id));
    expect((await call('GET', MY_DATA, tokens.access)).json()).toEqual(requiredBody);
  });
});
