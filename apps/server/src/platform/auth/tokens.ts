// Access tokens: HS256 JWTs signed with the configured secret, naming the user and the sign-in session
// (`sid`). They carry no role: the access guard reads the current role and the session's state on every
// request (docs/decisions/007-token-scheme.md). Refresh tokens are opaque and live in refresh-tokens.ts.
// The challenge of two-factor sign-in is a JWT of its own type, which neither verification takes for the other.
import { randomUUID, webcrypto } from 'node:crypto';
import type { Permission, RoleType } from '@portal/contract/roles';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_ISSUER = 'portal';
export const TOKEN_AUDIENCE = 'portal-api';
/** Default lifetime; the server passes ACCESS_TOKEN_TTL_SECONDS of its config. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

/** What an access token says: the user and the sign-in session it was issued in. */
export interface AccessTokenClaims {
  readonly userId: number;
  readonly sessionId: number;
  /** Set on the token of a password-recovery session: it only opens endpoints marked `recovery`. */
  readonly recovery?: true;
}

/** Who is calling: the token's claims plus the role as stored now (the access guard loads it). */
export interface AccessClaims extends AccessTokenClaims {
  /** Null for a user who has not picked a role yet, or whose role still awaits approval. */
  readonly role: RoleType | null;
  /** admin or viewer for the WSK and NF roles, null for the others. */
  readonly permission: Permission | null;
  /**
   * The federation the caller administers as approved NF staff, read with the role on every request; null
   * for anyone else. Absent from claims made outside a request (a background job's), which look it up.
   */
  readonly nfFederationId?: number | null;
  /**
   * Set for an administrator whom ADMIN_TWO_FACTOR=required asks for a second factor and whose sign-in has
   * none yet: only endpoints marked `beforeSecondFactor` (the profile, the set-up) are open to them.
   */
  readonly secondFactorPending?: true;
}

const positiveIdText = z.string().regex(/^[1-9]\d*$/);
const payloadSchema = z.object({
  sub: positiveIdText,
  sid: z.number().int().positive(),
  type: z.literal('access'),
  rcv: z.literal(true).optional(),
  exp: z.number(),
});

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/**
 * The HMAC key of a secret, imported once: importing it on every verification cost more CPU than the
 * signature check itself. A process holds one secret (a few in tests).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

export interface SignOptions {
  /** Lifetime in seconds; 15 minutes by default. */
  readonly ttlSeconds?: number;
  /** Issue time in seconds since the epoch; now by default (tests use it to make expired tokens). */
  readonly issuedAt?: number;
}

export interface SignedAccessToken {
  readonly token: string;
  /** Unix seconds. */
  readonly expiresAt: number;
}

export async function issueAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  options: SignOptions = {},
): Promise<SignedAccessToken> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
  const token = await new SignJWT({
    type: 'access',
    sid: claims.sessionId,
    ...(claims.recovery && { rcv: true }),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await keyOf(secret));
  return { token, expiresAt };
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  options: SignOptions = {},
): Promise<string> {
  return (await issueAccessToken(claims, secret, options)).token;
}

/**
 * Access tokens this process has verified, by secret, with their claims and expiry. A client sends the same
 * token with every call for its quarter of an hour, and checking its signature through WebCrypto took about
 * a twentieth of the server's CPU under load. A token is kept only once its signature, issuer, audience and
 * payload have passed, and is taken from here only until it expires; what a token cannot say (a session
 * signed out, a role changed) the access guard reads on every request either way. The oldest go first.
 */
const verifiedTokens = new Map<string, Map<string, { claims: AccessTokenClaims; expiresAt: number }>>();
export const VERIFIED_TOKENS_KEPT = 10_000;

function rememberVerified(secret: string, token: string, claims: AccessTokenClaims, expiresAt: number) {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  tokens.set(token, { claims, expiresAt });
  if (tokens.size > VERIFIED_TOKENS_KEPT) {
    const oldest = tokens.keys().next();
    if (!oldest.done) tokens.delete(oldest.value);
  }
}

/** The claims of a valid access token; InvalidTokenError for anything else (bad signature, expired...). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  const known = verifiedTokens.get(secret)?.get(token);
  // jose's rule: a token whose `exp` is now or past has expired.
  if (known && known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = payloadSchema.parse(payload);
    const verified: AccessTokenClaims = {
      userId: Number(claims.sub),
      sessionId: claims.sid,
      ...(claims.rcv && { recovery: true as const }),
    };
    rememberVerified(secret, token, verified, claims.exp);
    return verified;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
      throw new InvalidTokenError(error instanceof joseErrors.JWTExpired ? 'Token expired' : 'Invalid token');
    }
    throw error;
  }
}

/**
 * The proof of a right password (or sign-in link) that the second sign-in step takes with the code
 * (docs/decisions/026-two-factor-sign-in.md): `type: 'two_factor'`, so it is never an access token and an
 * access token is never one; `jti` names it for counting its wrong codes.
 */
export interface TwoFactorChallengeClaims {
  readonly userId: number;
  readonly challengeId: string;
  /** Unix seconds. */
  readonly expiresAt: number;
}

const challengePayloadSchema = z.object({
  sub: positiveIdText,
  jti: z.string().min(16),
  type: z.literal('two_factor'),
  exp: z.number().int(),
});

export async function issueTwoFactorChallenge(
  userId: number,
  secret: string,
  options: SignOptions & { readonly ttlSeconds: number },
): Promise<{ token: string; expiresAt: number; challengeId: string }> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const challengeId = randomUUID();
  const token = await new SignJWT({ type: 'two_factor' })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(challengeId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await keyOf(secret));
  return { token, expiresAt, challengeId };
}

/** The claims of a valid, unexpired challenge; InvalidTokenError for anything else (an access token too). */
export async function verifyTwoFactorChallenge(
  token: string,
  secret: string,
): Promise<TwoFactorChallengeClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    const claims = challengePayloadSchema.parse(payload);
    return { userId: Number(claims.sub), challengeId: claims.jti, expiresAt: claims.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
      throw new InvalidTokenError('Invalid challenge');
    }
    throw error;
  }
}
