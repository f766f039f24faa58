// Sign-in, refresh-token rotation with reuse detection, sign-out of one session or of all of them
// (docs/decisions/007-token-scheme.md).
// Unknown accounts and wrong passwords look the same from outside, in the reply and in the time it takes.
// An account with two-factor sign-in on gets a challenge instead of tokens (decision 026, two-factor.ts).
import { randomBytes } from 'node:crypto';
import type {
  SignInCredentials,
  SignInReply,
  TokenSet,
  TwoFactorChallenge,
} from '@portal/contract/endpoints/auth';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '@portal/contract/endpoints/two-factor';
import { screenPath } from '@portal/contract/routes';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionKind, SessionRevokedReason } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { generateRefreshToken, hashRefreshToken } from '../../platform/auth/refresh-tokens';
import { issueAccessToken, issueTwoFactorChallenge } from '../../platform/auth/tokens';
import { Unauthorized } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { refuseWhenFull } from '../../platform/rate-limit/throttle';
import {
  claimLoginLink,
  claimRefreshToken,
  deleteLoginLinksOf,
  findAccount,
  findRefreshToken,
  insertLoginLink,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './queries';
import { hasTwoFactorOn } from './two-factor-queries';

export const INVALID_CREDENTIALS_MESSAGE = 'No active account found with the given credentials';
export const INVALID_REFRESH_MESSAGE = 'Token is invalid or expired';
export const INVALID_LOGIN_LINK_MESSAGE = 'This sign-in link is invalid, expired or already used';

/** Failed sign-ins allowed per account and per client address in one window. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Checked before the password is: a full window refuses even the right one until it ends. */
export const SIGN_IN_THROTTLE = {
  limit: SIGN_IN_MAX_FAILURES,
  windowMs: SIGN_IN_WINDOW_MS,
  message: 'Too many failed attempts; try again later',
};

export interface AuthDeps {
  readonly db: Database;
  readonly config: Pick<
    Config,
    'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'recoveryTokenTtlSeconds'
  >;
}

export interface SignInDeps extends AuthDeps {
  readonly rateLimitStore: RateLimitStore;
}

/** The credentials as the contract's body schema outputs them (e-mail trimmed, phone without spaces). */
type ParsedCredentials = Pick<SignInCredentials, 'email' | 'phone'> & { readonly password: string };

// Verified against when the account does not exist, so that the reply takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A new refresh token in `sessionId` (after `parentId`, when rotating) and its access token. */
async function issueTokenSet(
  db: Database,
  deps: AuthDeps,
  params: { userId: number; sessionId: number; parentId: number | null; now: Date; ttlSeconds?: number },
): Promise<{ refresh: string; expiresAt: Date }> {
  const refresh = generateRefreshToken();
  const ttlSeconds = params.ttlSeconds ?? deps.config.refreshTokenTtlSeconds;
  const expiresAt = new Date(params.now.getTime() + ttlSeconds * 1000);
  await insertRefreshToken(db, {
    sessionId: params.sessionId,
    parentId: params.parentId,
    tokenHash: refresh.hash,
    expiresAt,
  });
  return { refresh: refresh.token, expiresAt };
}

async function tokenSetOf(
  deps: AuthDeps,
  params: { userId: number; sessionId: number; refresh: string; refreshExpiresAt: Date; recovery?: boolean },
): Promise<TokenSet> {
  const access = await issueAccessToken(
    { userId: params.userId, sessionId: params.sessionId, ...(params.recovery && { recovery: true }) },
    deps.config.jwtSecret,
    {
      ttlSeconds: params.recovery ? deps.config.recoveryTokenTtlSeconds : deps.config.accessTokenTtlSeconds,
    },
  );
  return {
    access: access.token,
    refresh: params.refresh,
    exp_access: access.expiresAt,
    exp_refresh: unixSeconds(params.refreshExpiresAt),
  };
}

/**
 * A new session for `userId` and its first token set: a sign-in (`normal`), or the short-lived,
 * non-renewable session of a confirmed password recovery (`recovery`, RECOVERY_TOKEN_TTL_SECONDS).
 * `secondFactor`: the sign-in passed the second factor (the session is marked so, decision 026).
 */
export async function openSession(
  deps: AuthDeps,
  userId: number,
  kind: SessionKind = 'normal',
  options: { readonly secondFactor?: boolean } = {},
): Promise<TokenSet & { sessionId: number }> {
  const now = new Date();
  const recovery = kind === 'recovery';
  const { sessionId, refresh, expiresAt } = await deps.db.transaction(async (tx) => {
    const id = await insertSession(tx, { userId, kind, secondFactorAt: options.secondFactor ? now : null });
    const issued = await issueTokenSet(tx, deps, {
      userId,
      sessionId: id,
      parentId: null,
      now,
      ...(recovery && { ttlSeconds: deps.config.recoveryTokenTtlSeconds }),
    });
    return { sessionId: id, ...issued };
  });
  const set = await tokenSetOf(deps, { userId, sessionId, refresh, refreshExpiresAt: expiresAt, recovery });
  return { ...set, sessionId };
}

/** Ends every session of a user (but `exceptSessionId`): password changes, recovery, deletion. */
export async function endUserSessions(
  db: Database,
  params: { userId: number; reason: SessionRevokedReason; exceptSessionId?: number },
): Promise<void> {
  await revokeUserSessions(db, { ...params, now: new Date() });
}

/** Forgets a user's unused sign-in links (account deletion). */
export async function forgetLoginLinks(db: Database, userId: number): Promise<void> {
  await deleteLoginLinksOf(db, { userId });
}

/**
 * A one-time sign-in link for `userId`, valid `ttlSeconds`: the URL of the `/login_by_token/:token`
 * screen, which exchanges it at `login_by_token/`. Invitations and e-mails call this.
 */
export async function createLoginLink(
  deps: { readonly db: Database; readonly config: Pick<Config, 'publicUrl'> },
  params: { readonly userId: number; readonly ttlSeconds: number },
): Promise<string> {
  const link = generateRefreshToken();
  await insertLoginLink(deps.db, {
    userId: params.userId,
    tokenHash: link.hash,
    expiresAt: new Date(Date.now() + params.ttlSeconds * 1000),
  });
  return deps.config.publicUrl + screenPath('login-by-token', { token: link.token });
}

/** The second step of a sign-in whose first step proved the password (or a link): no session yet. */
async function twoFactorChallengeOf(deps: AuthDeps, userId: number): Promise<TwoFactorChallenge> {
  const challenge = await issueTwoFactorChallenge(userId, deps.config.jwtSecret, {
    ttlSeconds: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  });
  return { two_factor_required: true, challenge: challenge.token, expires: challenge.expiresAt };
}

/**
 * A normal token set for a valid, unused, unexpired sign-in link, or the challenge of the second step when
 * the account has two-factor sign-in on (the link is used up either way); 401 for anything else.
 */
export async function signInByLink(deps: AuthDeps, token: string): Promise<SignInReply> {
  // The link is used up in the transaction that opens the session: a failure of either leaves it unused.
  return deps.db.transaction(async (tx): Promise<SignInReply> => {
    const claimed = await claimLoginLink(tx, { tokenHash: hashRefreshToken(token), now: new Date() });
    if (!claimed) throw new Unauthorized(INVALID_LOGIN_LINK_MESSAGE);
    if (await hasTwoFactorOn(tx, { userId: claimed.userId })) {
      return twoFactorChallengeOf(deps, claimed.userId);
    }
    const { sessionId: _, ...set } = await openSession({ ...deps, db: tx }, claimed.userId);
    return set;
  });
}

export async function signIn(
  deps: SignInDeps,
  credentials: ParsedCredentials,
  clientAddress: string,
): Promise<SignInReply> {
  const { rateLimitStore } = deps;
  const lookup = credentials.email
    ? { email: credentials.email.toLowerCase() }
    : { phone: credentials.phone ?? '' };
  const accountKey = 'email' in lookup ? `sign-in:email:${lookup.email}` : `sign-in:phone:${lookup.phone}`;
  const addressKey = `sign-in:address:${clientAddress}`;

  for (const key of [accountKey, addressKey]) {
    refuseWhenFull(await rateLimitStore.get(key), SIGN_IN_THROTTLE);
  }

  const account = await findAccount(deps.db, lookup);
  const valid = await verifyPassword(
    account?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!account?.passwordHash || !valid) {
    await rateLimitStore.hit(accountKey, SIGN_IN_WINDOW_MS);
    await rateLimitStore.hit(addressKey, SIGN_IN_WINDOW_MS);
    throw new Unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  await rateLimitStore.reset(accountKey);
  // The password is right, but the account asks for a code too: no session until it is given.
  if (account.twoFactorEnabledAt !== null) return twoFactorChallengeOf(deps, account.id);
  const { sessionId: _, ...set } = await openSession(deps, account.id);
  return set;
}

type RefreshOutcome =
  | { readonly kind: 'issued'; userId: number; sessionId: number; refresh: string; expiresAt: Date }
  | { readonly kind: 'refused' };

/**
 * Single-use rotation: the presented token is marked used and a new one issued in the same session, in
 * one transaction. A token presented again after its use means it was copied: the whole session ends.
 */
export async function refreshTokens(deps: AuthDeps, refreshToken: string): Promise<TokenSet> {
  const tokenHash = hashRefreshToken(refreshToken);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const claimed = await claimRefreshToken(tx, { tokenHash, now });
    if (claimed) {
      const issued = await issueTokenSet(tx, deps, {
        userId: claimed.userId,
        sessionId: claimed.sessionId,
        parentId: claimed.id,
        now,
      });
      return { kind: 'issued', userId: claimed.userId, sessionId: claimed.sessionId, ...issued };
    }
    const known = await findRefreshToken(tx, { tokenHash });
    if (known?.usedAt && !known.sessionRevokedAt) {
      // Committed with the transaction: the reply is a 401 either way, the revocation must stay.
      await revokeSession(tx, { sessionId: known.sessionId, reason: 'reuse', now });
    }
    return { kind: 'refused' };
  });
  if (outcome.kind === 'refused') throw new Unauthorized(INVALID_REFRESH_MESSAGE);
  return tokenSetOf(deps, {
    userId: outcome.userId,
    sessionId: outcome.sessionId,
    refresh: outcome.refresh,
    refreshExpiresAt: outcome.expiresAt,
  });
}

/** Ends the session of the token; says nothing about whether the token was known. */
export async function signOut(deps: Pick<AuthDeps, 'db'>, refreshToken: string): Promise<void> {
  const known = await findRefreshToken(deps.db, { tokenHash: hashRefreshToken(refreshToken) });
  if (known && !known.sessionRevokedAt) {
    await revokeSession(deps.db, { sessionId: known.sessionId, reason: 'sign_out', now: new Date() });
  }
}

/**
 * Ends every session of the caller's account, the calling one included (ASVS 7.4.4): a device they lost or
 * a sign-in they do not recognise. The reason is `sign_out` (decision 007, update): it is the user signing
 * out, of several sessions at once, and the sessions CHECK needs no new reason for it. Not audited: sign-in
 * and sign-out are not either; the audit log holds administrative actions and security settings.
 */
export async function signOutEverywhere(deps: Pick<AuthDeps, 'db'>, userId: number): Promise<void> {
  await endUserSessions(deps.db, { userId, reason: 'sign_out' });
}
