// The credential token on its own: what it accepts, what reads as tampered or expired, that the access
// token's key never signs one, and the expiry instant in the event's time zone across clock changes.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth/tokens';
import {
  addDays,
  CREDENTIAL_TOKEN_AUDIENCE,
  credentialExpiry,
  credentialKey,
  signCredentialToken,
  startOfDayIn,
  verifyCredentialToken,
} from './token';

const SECRET = 'a-server-secret-of-the-tests-that-is-long-enough';
const key = credentialKey(SECRET);
const claims = { event: 7, user: 11, participant: 13 };
const issuedAt = new Date('2027-06-01T10:00:00Z');
const expiresAt = new Date('2027-07-11T22:00:00Z');
const beforeExpiry = new Date('2027-07-11T21:59:59Z');

const sign = (values: object = claims, signingKey: Uint8Array = key) =>
  signCredentialToken(values as typeof claims, signingKey, { issuedAt, expiresAt });

/** The token with its payload replaced (header and signature kept). */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
}

describe('credential tokens', () => {
  it('verifies what it signed, with the claims, until it expires', async () => {
    const token = await sign();
    expect(await verifyCredentialToken(token, key, beforeExpiry)).toEqual({ outcome: 'genuine', claims });
    expect(await verifyCredentialToken(token, key, expiresAt)).toEqual({ outcome: 'expired' });
  });

  it('reads a changed payload as tampered', async () => {
    const token = withPayload(await sign(), (payload) => {
      payload.participant = 14;
    });
    expect(await verifyCredentialToken(token, key, beforeExpiry)).toEqual({ outcome: 'tampered' });
  });

  it('reads a later expiry written into an expired token as tampered', async () => {
    const token = withPayload(await sign(), (payload) => {
      payload.exp = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 1000);
    });
    expect(await verifyCredentialToken(token, key, new Date('2028-01-01T00:00:00Z'))).toEqual({
      outcome: 'tampered',
    });
  });

  it('never accepts the access token key or an access token', async () => {
    const accessKey = new TextEncoder().encode(SECRET);
    expect(Buffer.from(key).equals(Buffer.from(accessKey))).toBe(false);
    const forged = await sign(claims, accessKey);
    expect(await verifyCredentialToken(forged, key, beforeExpiry)).toEqual({ outcome: 'tampered' });
    const access = await signAccessToken({ userId: 11, sessionId: 1 }, SECRET, {
      issuedAt: Math.floor(issuedAt.getTime() / 1000),
    });
    expect(await verifyCredentialToken(access, key, issuedAt)).toEqual({ outcome: 'tampered' });
  });

  it('reads a token of the right key but another purpose as tampered', async () => {
    const other = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('portal')
      .setAudience('portal-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    expect(await verifyCredentialToken(other, key, beforeExpiry)).toEqual({ outcome: 'tampered' });
  });

  it('reads a genuine token without the three ids as tampered', async () => {
    const token = await sign({ event: 7, user: 11 });
    expect(await verifyCredentialToken(token, key, beforeExpiry)).toEqual({ outcome: 'tampered' });
  });

  it('judges the signature before the expiry', async () => {
    const forged = await signCredentialToken(
      claims,
      credentialKey('another-secret-entirely-of-some-length'),
      {
        issuedAt,
        expiresAt,
      },
    );
    expect(await verifyCredentialToken(forged, key, new Date('2028-01-01T00:00:00Z'))).toEqual({
      outcome: 'tampered',
    });
  });

  it('reads a missing or malformed token as tampered', async () => {
    expect(await verifyCredentialToken(undefined, key, beforeExpiry)).toEqual({ outcome: 'tampered' });
    expect(await verifyCredentialToken('', key, beforeExpiry)).toEqual({ outcome: 'tampered' });
    expect(await verifyCredentialToken('not.a.token', key, beforeExpiry)).toEqual({ outcome: 'tampered' });
  });

  it('signs HS256 for the check purpose only', async () => {
    const [header, payload] = (await sign()).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      ...claims,
      iss: 'portal',
      aud: CREDENTIAL_TOKEN_AUDIENCE,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it('derives a 32-byte key per secret', () => {
    expect(key).toHaveLength(32);
    expect(Buffer.from(credentialKey(SECRET)).equals(Buffer.from(key))).toBe(true);
    expect(Buffer.from(credentialKey(`${SECRET}x`)).equals(Buffer.from(key))).toBe(false);
  });
});

describe('credential expiry', () => {
  it('is the end of the day after the last day, in the event’s time zone', () => {
    expect(credentialExpiry('2027-07-10', 'Europe/Rome').toISOString()).toBe('2027-07-11T22:00:00.000Z');
    expect(credentialExpiry('2027-07-10', 'UTC').toISOString()).toBe('2027-07-12T00:00:00.000Z');
    expect(credentialExpiry('2027-07-10', 'America/Los_Angeles').toISOString()).toBe(
      '2027-07-12T07:00:00.000Z',
    );
    expect(credentialExpiry('2027-12-31', 'Asia/Tokyo').toISOString()).toBe('2028-01-01T15:00:00.000Z');
  });

  it('finds midnight on the days clocks change', () => {
    // Europe/Rome leaves summer time at 03:00 on 31 October 2027: midnight is still at +02:00.
    expect(startOfDayIn('2027-10-31', 'Europe/Rome').toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect(startOfDayIn('2027-11-01', 'Europe/Rome').toISOString()).toBe('2027-10-31T23:00:00.000Z');
    // New York enters summer time at 02:00 on 14 March 2027: midnight is still at −05:00.
    expect(startOfDayIn('2027-03-14', 'America/New_York').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfDayIn('2027-03-15', 'America/New_York').toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('moves days across month and year ends', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 2)).toBe('2028-03-01');
  });
});
