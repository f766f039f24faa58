// Two-factor sign-in (docs/decisions/026-two-factor-sign-in.md): the second step of a sign-in (a challenge
// from the password step and a TOTP or backup code), and the caller's own settings: set-up, turning it on
// and off, new backup codes. Wrong codes count per challenge and per account, like wrong passwords do; no
// secret or code is ever logged or put in the audit log.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import {
  type BackupCodes,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@portal/contract/endpoints/two-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { roleRequiresTwoFactor } from '../../platform/auth/caller';
import { verifyPassword } from '../../platform/auth/password';
import { type AccessClaims, InvalidTokenError, verifyTwoFactorChallenge } from '../../platform/auth/tokens';
import { Invalid, Unauthorized } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { refuseWhenFull, type ThrottleRule } from '../../platform/rate-limit/throttle';
import { recordAudit } from '../audit/service';
import { endUserSessions, openSession, SIGN_IN_THROTTLE, SIGN_IN_WINDOW_MS } from './service';
import {
  claimBackupCode,
  claimTotpStep,
  countUnusedBackupCodes,
  deleteTwoFactor,
  enablePending,
  findAccountOfTwoFactor,
  findTwoFactor,
  markSessionSecondFactor,
  replaceBackupCodes,
  upsertPendingSecret,
} from './two-factor-queries';
import {
  backupCodeHash,
  decryptSecret,
  encryptSecret,
  isBackupCodeShape,
  newBackupCodes,
  newTotpSecret,
  otpauthUri,
  qrSvgOf,
  totpStepOf,
} from './two-factor-secrets';

/**
 * Wrong codes (and wrong passwords of the turn-off) one account takes in a sign-in window, across its
 * challenges and its settings, before every code is refused with 429 until the window ends.
 */
export const TWO_FACTOR_ACCOUNT_MAX_FAILURES = 10;
const TWO_FACTOR_THROTTLE: ThrottleRule = {
  limit: TWO_FACTOR_ACCOUNT_MAX_FAILURES,
  windowMs: SIGN_IN_WINDOW_MS,
  message: SIGN_IN_THROTTLE.message,
};

export interface TwoFactorDeps {
  readonly db: Database;
  readonly config: Pick<
    Config,
    | 'jwtSecret'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'recoveryTokenTtlSeconds'
    | 'adminTwoFactor'
  >;
  readonly rateLimitStore: RateLimitStore;
}

const accountKeyOf = (userId: number) => `sign-in:two-factor:user:${userId}`;
const challengeKeyOf = (challengeId: string) => `sign-in:two-factor:challenge:${challengeId}`;
const challengeUsedKeyOf = (challengeId: string) => `sign-in:two-factor:used:${challengeId}`;
const addressKeyOf = (clientAddress: string) => `sign-in:address:${clientAddress}`;

const invalidCode = () => new Invalid({ code: [TWO_FACTOR_MESSAGES.invalidCode] });

/** The TOTP step of a right code for the stored secret; null for a wrong code or an unreadable secret. */
async function stepOfCode(
  jwtSecret: string,
  userId: number,
  secretEncrypted: string,
  code: string,
): Promise<number | null> {
  if (isBackupCodeShape(code)) return null;
  let secret: string;
  try {
    secret = decryptSecret(jwtSecret, userId, secretEncrypted);
  } catch {
    // Another JWT_SECRET than the one it was stored under (decision 026): no code can match.
    return null;
  }
  return totpStepOf(secret, code);
}

/**
 * Accepts a code of a user with two-factor sign-in on, using it up: a TOTP code of a step newer than the
 * last one used, or an unused backup code. False for anything else. Pass the transaction of the action.
 */
async function acceptCode(tx: Database, jwtSecret: string, userId: number, code: string): Promise<boolean> {
  if (isBackupCodeShape(code)) {
    return claimBackupCode(tx, {
      userId,
      codeHash: backupCodeHash(jwtSecret, userId, code),
      now: new Date(),
    });
  }
  const state = await findTwoFactor(tx, { userId });
  if (!state?.enabledAt) return false;
  const step = await stepOfCode(jwtSecret, userId, state.secretEncrypted, code);
  return step !== null && (await claimTotpStep(tx, { userId, step }));
}

/** Fresh backup codes for the user, replacing the earlier ones; answers them as printed. */
async function issueBackupCodes(tx: Database, jwtSecret: string, userId: number, now: Date) {
  const codes = newBackupCodes();
  await replaceBackupCodes(tx, {
    userId,
    codeHashes: codes.map((code) => backupCodeHash(jwtSecret, userId, code)),
    now,
  });
  return codes;
}

/** Counts a failure of the account (and of its challenge and the client address, at sign-in). */
async function countFailure(store: RateLimitStore, keys: readonly string[]) {
  for (const key of keys) await store.hit(key, SIGN_IN_WINDOW_MS);
}

/**
 * The second sign-in step: a valid challenge and a right code open a session marked as having passed the
 * second factor. A forged, expired, spent or used challenge is 401 (the password step again); a wrong code
 * 400, counted against the challenge, the account and the client address.
 */
export async function completeTwoFactorSignIn(
  deps: TwoFactorDeps,
  body: { readonly challenge: string; readonly code: string },
  clientAddress: string,
): Promise<TokenSet> {
  const { rateLimitStore: store } = deps;
  let challenge: Awaited<ReturnType<typeof verifyTwoFactorChallenge>>;
  try {
    challenge = await verifyTwoFactorChallenge(body.challenge, deps.config.jwtSecret);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    throw error;
  }
  const challengeKey = challengeKeyOf(challenge.challengeId);
  const usedKey = challengeUsedKeyOf(challenge.challengeId);
  const accountKey = accountKeyOf(challenge.userId);
  const addressKey = addressKeyOf(clientAddress);
  const attempts = await store.get(challengeKey);
  if ((attempts && attempts.count >= TWO_FACTOR_MAX_ATTEMPTS) || (await store.get(usedKey))) {
    throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  }
  refuseWhenFull(await store.get(accountKey), TWO_FACTOR_THROTTLE);
  refuseWhenFull(await store.get(addressKey), SIGN_IN_THROTTLE);

  // The code is used up in the transaction that opens the session: a failure of either leaves it unused.
  const set = await deps.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, deps.config.jwtSecret, challenge.userId, body.code))) return null;
    const { sessionId: _, ...opened } = await openSession({ ...deps, db: tx }, challenge.userId, 'normal', {
      secondFactor: true,
    });
    return opened;
  });
  const challengeWindowMs = TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000;
  if (!set) {
    await store.hit(challengeKey, challengeWindowMs);
    await countFailure(store, [accountKey, addressKey]);
    throw invalidCode();
  }
  // A challenge signs in once.
  await store.hit(usedKey, challengeWindowMs);
  await store.reset(accountKey);
  return set;
}

/** The caller's two-factor sign-in as the settings screen shows it. */
export async function getTwoFactorStatus(
  deps: Pick<TwoFactorDeps, 'db' | 'config'>,
  caller: AccessClaims,
): Promise<TwoFactorStatus> {
  const state = await findTwoFactor(deps.db, { userId: caller.userId });
  const enabledAt = state?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: roleRequiresTwoFactor(deps.config.adminTwoFactor, caller.role, caller.permission),
    enabled_at: enabledAt?.toISOString() ?? null,
    backup_codes_left: enabledAt ? await countUnusedBackupCodes(deps.db, { userId: caller.userId }) : 0,
  };
}

/** A new secret, not in force until a code of it turns two-factor sign-in on; 400 when it is on already. */
export async function startTwoFactorSetup(
  deps: Pick<TwoFactorDeps, 'db' | 'config'>,
  caller: AccessClaims,
): Promise<TwoFactorSetup> {
  const { userId } = caller;
  const account = await findAccountOfTwoFactor(deps.db, { userId });
  const secret = newTotpSecret();
  const stored = await deps.db.transaction((tx) =>
    upsertPendingSecret(tx, {
      userId,
      secretEncrypted: encryptSecret(deps.config.jwtSecret, userId, secret),
      now: new Date(),
    }),
  );
  if (!stored) throw new Invalid({}, TWO_FACTOR_MESSAGES.alreadyEnabled);
  const uri = otpauthUri(secret, account?.email ?? account?.phone ?? `user ${userId}`);
  return { secret, otpauth_uri: uri, qr_svg: await qrSvgOf(uri) };
}

type EnableOutcome =
  | { readonly kind: 'enabled'; readonly codes: string[] }
  | { readonly kind: 'refused'; readonly error: Invalid; readonly countsAsFailure: boolean };

/**
 * Turns two-factor sign-in on with a code of the pending secret: this session counts as having passed the
 * second factor, every other session of the user ends, and the backup codes are answered this once.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  caller: AccessClaims,
  code: string,
): Promise<BackupCodes> {
  const { userId } = caller;
  const accountKey = accountKeyOf(userId);
  refuseWhenFull(await deps.rateLimitStore.get(accountKey), TWO_FACTOR_THROTTLE);
  const jwtSecret = deps.config.jwtSecret;
  const outcome = await deps.db.transaction(async (tx): Promise<EnableOutcome> => {
    const refused = (message: string) =>
      ({ kind: 'refused', error: new Invalid({}, message), countsAsFailure: false }) as const;
    const state = await findTwoFactor(tx, { userId });
    if (!state) return refused(TWO_FACTOR_MESSAGES.notSetUp);
    if (state.enabledAt) return refused(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const now = new Date();
    const step = await stepOfCode(jwtSecret, userId, state.secretEncrypted, code);
    // A concurrent set-up or enabling makes the conditional update find nothing: the code is then not valid.
    if (step === null || !(await enablePending(tx, { userId, step, now }))) {
      return { kind: 'refused', error: invalidCode(), countsAsFailure: true };
    }
    const codes = await issueBackupCodes(tx, jwtSecret, userId, now);
    await markSessionSecondFactor(tx, { sessionId: caller.sessionId, userId, now });
    await endUserSessions(tx, { userId, reason: 'two_factor_enabled', exceptSessionId: caller.sessionId });
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'two_factor.enable',
      targetUserId: userId,
      before: { enabled: false },
      after: { enabled: true },
    });
    return { kind: 'enabled', codes };
  });
  if (outcome.kind === 'refused') {
    if (outcome.countsAsFailure) await countFailure(deps.rateLimitStore, [accountKey]);
    throw outcome.error;
  }
  return { backup_codes: outcome.codes };
}

/**
 * Turns two-factor sign-in off with the password and a current or backup code: the secret and the backup
 * codes are deleted. Refused where the caller's role requires it (ADMIN_TWO_FACTOR=required).
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  caller: AccessClaims,
  body: { readonly password: string; readonly code: string },
): Promise<TwoFactorStatus> {
  const { userId } = caller;
  if (roleRequiresTwoFactor(deps.config.adminTwoFactor, caller.role, caller.permission)) {
    throw new Invalid({}, TWO_FACTOR_MESSAGES.requiredForRole);
  }
  const accountKey = accountKeyOf(userId);
  refuseWhenFull(await deps.rateLimitStore.get(accountKey), TWO_FACTOR_THROTTLE);
  const state = await findTwoFactor(deps.db, { userId });
  if (!state?.enabledAt) throw new Invalid({}, TWO_FACTOR_MESSAGES.notEnabled);
  const account = await findAccountOfTwoFactor(deps.db, { userId });
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, body.password))) {
    await countFailure(deps.rateLimitStore, [accountKey]);
    throw new Invalid({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });
  }
  const disabled = await deps.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, deps.config.jwtSecret, userId, body.code))) return false;
    await deleteTwoFactor(tx, { userId });
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'two_factor.disable',
      targetUserId: userId,
      before: { enabled: true },
      after: { enabled: false },
    });
    return true;
  });
  if (!disabled) {
    await countFailure(deps.rateLimitStore, [accountKey]);
    throw invalidCode();
  }
  return getTwoFactorStatus(deps, caller);
}

/** New backup codes for a current (or backup) code; the earlier ones stop working. */
export async function regenerateBackupCodes(
  deps: TwoFactorDeps,
  caller: AccessClaims,
  code: string,
): Promise<BackupCodes> {
  const { userId } = caller;
  const accountKey = accountKeyOf(userId);
  refuseWhenFull(await deps.rateLimitStore.get(accountKey), TWO_FACTOR_THROTTLE);
  const jwtSecret = deps.config.jwtSecret;
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await findTwoFactor(tx, { userId });
    if (!state?.enabledAt) return 'not_enabled' as const;
    if (!(await acceptCode(tx, jwtSecret, userId, code))) return 'invalid' as const;
    const codes = await issueBackupCodes(tx, jwtSecret, userId, new Date());
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'two_factor.regenerate_backup_codes',
      targetUserId: userId,
    });
    return codes;
  });
  if (outcome === 'not_enabled') throw new Invalid({}, TWO_FACTOR_MESSAGES.notEnabled);
  if (outcome === 'invalid') {
    await countFailure(deps.rateLimitStore, [accountKey]);
    throw invalidCode();
  }
  return { backup_codes: outcome };
}

/** Forgets the user's two-factor secret and backup codes (account deletion); pass its transaction. */
export async function forgetTwoFactor(db: Database, userId: number): Promise<void> {
  await deleteTwoFactor(db, { userId });
}
