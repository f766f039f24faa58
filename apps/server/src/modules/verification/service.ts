// Rules of contact confirmation and passwords: resend a code, confirm by code or link, set or change the
// password, and the password recovery whose confirmed code opens a short-lived recovery session.
// Forgot-password answers the same whatever the account (docs/decisions/008-accounts-and-verification.md).
import type { TokenSet } from '@portal/contract/endpoints/auth';
import type { ContactType } from '@portal/contract/endpoints/verification';
import type { User } from '@portal/contract/user';
import type { Database } from '../../db/client';
import { verifyPassword } from '../../platform/auth/password';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { throttle } from '../../platform/rate-limit/throttle';
import { endUserSessions, openSession } from '../auth/service';
import {
  assertPasswordNotCommon,
  confirmContact,
  findAccount,
  getAccount,
  getCurrentUser,
  storePassword,
  USER_NOT_FOUND_MESSAGE,
  type UsersDeps,
} from '../users/service';
import {
  assertResendAllowed,
  CODE_MESSAGES,
  deliverCode,
  issueCode,
  secondsUntilResend,
  simulateIssue,
  useCode,
  useLink,
} from './codes';

export const NO_EMAIL_MESSAGE = 'Your account has no e-mail address';
export const NO_PHONE_MESSAGE = 'Your account has no phone number';
export const ALREADY_CONFIRMED_MESSAGE = 'This is already confirmed';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'You already have a password; change it with your current password';

export type VerificationDeps = Pick<UsersDeps, 'db' | 'config' | 'messaging'> & {
  readonly rateLimitStore: RateLimitStore;
};

/**
 * Calls of one client address in an hour to the recovery endpoints, which need no account: asking for a
 * code (each one an e-mail or SMS to somebody) and typing one (guessing across accounts).
 */
export const RECOVERY_LIMITS = { requests: 10, confirmations: 30, windowMs: 60 * 60 * 1000 } as const;
export const RECOVERY_THROTTLED_MESSAGE = 'Too many requests from this address; try again later';

function throttleRecovery(deps: VerificationDeps, kind: 'requests' | 'confirmations', clientAddress: string) {
  return throttle(deps.rateLimitStore, `recovery-${kind}:${clientAddress}`, {
    limit: RECOVERY_LIMITS[kind],
    windowMs: RECOVERY_LIMITS.windowMs,
    message: RECOVERY_THROTTLED_MESSAGE,
  });
}

const purposeOf = (type: ContactType) => (type === 'email' ? 'confirm_email' : 'confirm_phone');

async function accountOf(deps: VerificationDeps, userId: number) {
  const account = await getAccount(deps.db, userId);
  if (!account) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return account;
}

/** A new confirmation code for the caller's e-mail or phone, at most once a minute. */
export async function resendConfirmationCode(
  deps: VerificationDeps,
  caller: AccessClaims,
  type: ContactType,
): Promise<void> {
  const account = await accountOf(deps, caller.userId);
  const target = type === 'email' ? account.email : account.phone;
  if (!target) throw new Invalid({ type: [type === 'email' ? NO_EMAIL_MESSAGE : NO_PHONE_MESSAGE] });
  const verified = type === 'email' ? account.emailVerified : account.phoneVerified;
  if (verified) throw new Invalid({ type: [ALREADY_CONFIRMED_MESSAGE] });
  const purpose = purposeOf(type);
  await assertResendAllowed(deps.db, { userId: account.id, purpose });
  const issued = await issueCode(deps.db, deps.config.jwtSecret, { userId: account.id, purpose, target });
  await deliverCode(deps, issued);
}

/** Confirms the contact a code was sent to, in the code's transaction. */
async function confirmOrRefuse(tx: Database, params: { id: number; kind: ContactType; target: string }) {
  // A code sent to an address the user has since replaced confirms nothing.
  if (!(await confirmContact(tx, params))) throw new Invalid({ code: [CODE_MESSAGES.dead] });
}

/** Confirms the caller's e-mail or phone with its code; answers the user. */
export async function confirmByCode(
  deps: VerificationDeps,
  caller: AccessClaims,
  type: ContactType,
  code: string,
): Promise<User> {
  await useCode(
    deps.db,
    deps.config.jwtSecret,
    { userId: caller.userId, purpose: purposeOf(type), code },
    (tx, { target }) => confirmOrRefuse(tx, { id: caller.userId, kind: type, target }),
  );
  return getCurrentUser(deps.db, caller.userId, deps.config);
}

/** Confirms an e-mail address from the link of the confirmation e-mail (no sign-in needed). */
export async function confirmEmailByLink(
  deps: VerificationDeps,
  link: { uid: string; token: string; code: string },
): Promise<void> {
  await useLink(deps.db, deps.config.jwtSecret, { ...link, purpose: 'confirm_email' }, (tx, used) =>
    confirmOrRefuse(tx, { id: used.userId, kind: 'email', target: used.target }),
  );
}

/**
 * Sends a recovery code (and a link, by e-mail) when the account exists and no code went out in the
 * last minute. Never says which: the caller always gets 204, and an unknown account costs the same work.
 */
export async function forgotPassword(
  deps: VerificationDeps,
  contact: { email?: string | undefined; phone?: string | undefined },
  clientAddress: string,
): Promise<void> {
  // Per address, whether the account exists or not, so the 429 tells nothing about accounts.
  await throttleRecovery(deps, 'requests', clientAddress);
  const lookup = contact.email ? { email: contact.email.toLowerCase() } : { phone: contact.phone ?? '' };
  const account = await findAccount(deps.db, lookup);
  const target = account && ('email' in lookup ? account.email : account.phone);
  if (!account || !target) {
    simulateIssue(deps.config.jwtSecret);
    return;
  }
  // Throttled silently: a 429 here would tell that the account exists.
  if ((await secondsUntilResend(deps.db, { userId: account.id, purpose: 'reset_password' })) > 0) return;
  const issued = await issueCode(deps.db, deps.config.jwtSecret, {
    userId: account.id,
    purpose: 'reset_password',
    target,
  });
  await deliverCode(deps, issued);
}

/** Opens the recovery session in the transaction `tx` that uses up the code. */
async function openRecovery(deps: VerificationDeps, tx: Database, userId: number): Promise<TokenSet> {
  const { sessionId: _, ...set } = await openSession({ ...deps, db: tx }, userId, 'recovery');
  return set;
}

/** A recovery code typed with the e-mail or phone it went to -> a recovery token set. */
export async function confirmForgotPasswordByCode(
  deps: VerificationDeps,
  body: { email?: string | undefined; phone?: string | undefined; code: string },
  clientAddress: string,
): Promise<TokenSet> {
  await throttleRecovery(deps, 'confirmations', clientAddress);
  const lookup = body.email ? { email: body.email.toLowerCase() } : { phone: body.phone ?? '' };
  // Every failure reads the same, as an unknown account's does: anyone may type any address here, and a
  // "no longer valid" (used, expired, out of tries) would tell them that the account exists.
  const refused = new Invalid({ code: [CODE_MESSAGES.recovery] });
  const account = await findAccount(deps.db, lookup);
  if (!account) throw refused;
  const current = 'email' in lookup ? account.email : account.phone;
  try {
    return await useCode(
      deps.db,
      deps.config.jwtSecret,
      { userId: account.id, purpose: 'reset_password', code: body.code },
      async (tx, { target }) => {
        if (target !== current) throw refused;
        return openRecovery(deps, tx, account.id);
      },
    );
  } catch (error) {
    throw error instanceof Invalid ? refused : error;
  }
}

/** A recovery link -> a recovery token set. */
export async function confirmForgotPasswordByLink(
  deps: VerificationDeps,
  link: { uid: string; token: string; code: string },
): Promise<TokenSet> {
  return useLink(deps.db, deps.config.jwtSecret, { ...link, purpose: 'reset_password' }, async (tx, used) => {
    const account = await getAccount(tx, used.userId);
    if (!account || (account.email !== used.target && account.phone !== used.target)) {
      throw new Invalid({ code: [CODE_MESSAGES.dead] });
    }
    return openRecovery(deps, tx, used.userId);
  });
}

/**
 * Sets the password: in a recovery session (then every session of the user ends, the recovery one
 * included), or for a signed-in user who has none yet (invited users). Otherwise 403.
 */
export async function setPassword(
  deps: VerificationDeps,
  caller: AccessClaims,
  body: { password: string; is_forgot_password: boolean },
): Promise<void> {
  const account = await accountOf(deps, caller.userId);
  if (!caller.recovery && account.passwordHash !== null) throw new Forbidden(PASSWORD_ALREADY_SET_MESSAGE);
  assertPasswordNotCommon(body.password);
  await deps.db.transaction(async (tx) => {
    await storePassword(tx, account.id, body.password);
    if (caller.recovery) await endUserSessions(tx, { userId: account.id, reason: 'recovery_done' });
  });
}

/** Changes the password with the current one; every other session of the user ends. */
export async function updatePassword(
  deps: VerificationDeps,
  caller: AccessClaims,
  body: { current_password: string; password: string },
): Promise<void> {
  const account = await accountOf(deps, caller.userId);
  const valid =
    account.passwordHash !== null && (await verifyPassword(account.passwordHash, body.current_password));
  if (!valid) throw new Invalid({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
  assertPasswordNotCommon(body.password);
  await deps.db.transaction(async (tx) => {
    await storePassword(tx, account.id, body.password);
    await endUserSessions(tx, {
      userId: account.id,
      reason: 'password_change',
      exceptSessionId: caller.sessionId,
    });
  });
}
