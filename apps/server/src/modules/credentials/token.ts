// The signed token of a credential's QR code (decision 017): a JWS (HS256) naming the event, the person and
// the credential, for the check purpose only. Its key is derived from the server secret with HKDF and a
// purpose label, so an access token never passes as a credential token, nor the reverse.
import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ALGORITHM = 'HS256';
const ISSUER = 'portal';
/** The purpose claim: only the credential check accepts these tokens. */
export const CREDENTIAL_TOKEN_AUDIENCE = 'credential-check';
const KEY_INFO = 'credential-check';

/** What a credential token says. */
export interface CredentialClaims {
  readonly event: number;
  readonly user: number;
  readonly participant: number;
}

const positiveId = z.number().int().positive();
const claimsSchema = z.object({ event: positiveId, user: positiveId, participant: positiveId });

/** The signing key of credential tokens: HKDF-SHA256 of the server secret, info "credential-check". */
export function credentialKey(serverSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', serverSecret, new Uint8Array(0), KEY_INFO, 32));
}

export async function signCredentialToken(
  claims: CredentialClaims,
  key: Uint8Array,
  times: { readonly issuedAt: Date; readonly expiresAt: Date },
): Promise<string> {
  return new SignJWT({ event: claims.event, user: claims.user, participant: claims.participant })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(CREDENTIAL_TOKEN_AUDIENCE)
    .setIssuedAt(seconds(times.issuedAt))
    .setExpirationTime(seconds(times.expiresAt))
    .sign(key);
}

/** A token's verdict: genuine with its claims, past its expiry, or not one this server signed for checks. */
export type CredentialTokenVerdict =
  | { readonly outcome: 'genuine'; readonly claims: CredentialClaims }
  | { readonly outcome: 'expired' }
  | { readonly outcome: 'tampered' };

/**
 * Judges a token at `now`: the signature first (any failure, another key, another purpose or a malformed
 * token is `tampered`), then the expiry. A missing token is `tampered` too.
 */
export async function verifyCredentialToken(
  token: string | undefined,
  key: Uint8Array,
  now: Date,
): Promise<CredentialTokenVerdict> {
  if (!token) return { outcome: 'tampered' };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: CREDENTIAL_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat'],
      currentDate: now,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { outcome: 'genuine', claims: claims.data } : { outcome: 'tampered' };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { outcome: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { outcome: 'tampered' };
    throw error;
  }
}

const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

// Expiry ----------------------------------------------------------------------------------------------------

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a day (YYYY-MM-DD) begins in the time zone. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the offset at midnight across a clock change.
  const guess = utcMidnight - zoneOffset(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffset(new Date(guess), timeZone));
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * When a credential stops being accepted: at the end of the day after the event's last day in the event's
 * time zone (midnight starting the second day after it), so the day of departures is still covered.
 */
export function credentialExpiry(lastDay: string, timeZone: string): Date {
  return startOfDayIn(addDays(lastDay, 2), timeZone);
}
