// Password hashing (argon2id, OWASP parameters) and access tokens (HS256, type, issuer, audience, expiry).
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { authenticate, authorize, bearerTokenOf } from './guard';
import { hashPassword, verifyPassword } from './password';
import {
  InvalidTokenError,
  signAccessToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccessToken,
} from './tokens';

const SECRET = 's'.repeat(40);

describe('passwords', () => {
  it('are hashed with argon2id at 19 MiB, 2 passes, 1 lane, and verify', async () => {
    const hash = await hashPassword('Demo-pass-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Demo-pass-2026!')).toBe(true);
    expect(await verifyPassword(hash, 'demo-pass-2026!')).toBe(false);
  });

  it('do not verify against a hash that is not argon2', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe('access tokens', () => {
  const claims = { userId: 12, sessionId: 7 } as const;

  it('round-trip their claims', async () => {
    expect(await verifyAccessToken(await signAccessToken(claims, SECRET), SECRET)).toEqual(claims);
  });

  it('are rejected once expired', async () => {
    const token = await signAccessToken(claims, SECRET, {
      issuedAt: Math.floor(Date.now() / 1000) - 100,
      ttlSeconds: 10,
    });
    await expect(verifyAccessToken(token, SECRET)).rejects.toThrow(new InvalidTokenError('Token expired'));
  });

  it('are checked once while valid: the signature again only for a token not seen yet', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      const token = await signAccessToken({ userId: 13, sessionId: 8 }, SECRET);
      for (let call = 0; call < 3; call += 1) {
        expect(await verifyAccessToken(token, SECRET)).toEqual({ userId: 13, sessionId: 8 });
      }
      expect(verify).toHaveBeenCalledTimes(1);
      await verifyAccessToken(await signAccessToken({ userId: 13, sessionId: 9 }, SECRET), SECRET);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('are rejected once expired, also after they were verified while valid', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = await signAccessToken(claims, SECRET, { issuedAt, ttlSeconds: 60 });
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((issuedAt + 59) * 1000);
      expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
      vi.setSystemTime((issuedAt + 60) * 1000);
      await expect(verifyAccessToken(token, SECRET)).rejects.toThrow(new InvalidTokenError('Token expired'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('verified with one secret are rejected with another', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    await expect(verifyAccessToken(token, 't'.repeat(40))).rejects.toThrow(InvalidTokenError);
  });

  it('are rejected with another secret', async () => {
    await expect(verifyAccessToken(await signAccessToken(claims, SECRET), 't'.repeat(40))).rejects.toThrow(
      InvalidTokenError,
    );
  });

  it.each([
    ['another type', { type: 'refresh' }, TOKEN_ISSUER, TOKEN_AUDIENCE],
    ['another issuer', { type: 'access' }, 'someone', TOKEN_AUDIENCE],
    ['another audience', { type: 'access' }, TOKEN_ISSUER, 'elsewhere'],
    ['no session id', { type: 'access', sid: undefined }, TOKEN_ISSUER, TOKEN_AUDIENCE],
    ['a session id that is not a number', { type: 'access', sid: '7' }, TOKEN_ISSUER, TOKEN_AUDIENCE],
  ])('are rejected with %s', async (_, extra, issuer, audience) => {
    const token = await new SignJWT({ sid: 7, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifyAccessToken(token, SECRET)).rejects.toThrow(InvalidTokenError);
  });

  it('must use HS256', async () => {
    const token = await new SignJWT({ type: 'access', sid: 7 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifyAccessToken(token, SECRET)).rejects.toThrow(InvalidTokenError);
  });
});

describe('the guard', () => {
  it('reads the bearer token', () => {
    expect(bearerTokenOf(undefined)).toBeNull();
    expect(bearerTokenOf('Basic abc')).toBeNull();
    expect(bearerTokenOf('Bearer abc')).toBe('abc');
    expect(bearerTokenOf('bearer  abc ')).toBe('abc');
    expect(bearerTokenOf('Bearer')).toBe('');
  });

  it('answers a missing token with a null message and a bad one with a message', async () => {
    await expect(authenticate(undefined, SECRET)).rejects.toMatchObject({ status: 401, publicMessage: null });
    await expect(authenticate('Bearer x', SECRET)).rejects.toMatchObject({
      status: 401,
      publicMessage: 'Invalid token',
    });
  });

  it('lets public endpoints through and checks roles and the admin permission', () => {
    const viewer = { userId: 1, sessionId: 1, role: 'wsk_admin', permission: 'viewer' } as const;
    expect(() => authorize({ auth: 'public' }, viewer)).not.toThrow();
    expect(() => authorize({ auth: 'token' }, viewer)).not.toThrow();
    expect(() => authorize({ auth: 'token', roles: ['wsk_admin'] }, viewer)).not.toThrow();
    expect(() => authorize({ auth: 'token', roles: ['nf_admin'] }, viewer)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => authorize({ auth: 'token', permission: 'admin' }, viewer)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    // Roles without a permission are not viewers.
    expect(() =>
      authorize(
        { auth: 'token', permission: 'admin' },
        { userId: 1, sessionId: 1, role: 'athlete', permission: null },
      ),
    ).not.toThrow();
    // A user who has not picked a role yet may call endpoints open to any role, no others.
    const roleless = { userId: 1, sessionId: 1, role: null, permission: null };
    expect(() => authorize({ auth: 'token' }, roleless)).not.toThrow();
    expect(() => authorize({ auth: 'token', roles: ['guest'] }, roleless)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});
