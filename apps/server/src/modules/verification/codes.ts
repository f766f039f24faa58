// Confirmation codes as a service other modules call: issue one (six digits from crypto randomness and,
// for e-mail, a link token; both stored as HMACs with the server secret), deliver it through the
// messaging adapters, and check a code or a link. The texts of every code error live here.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CONFIRMATION_CODE_MAX_TRIES,
  CONFIRMATION_CODE_RESEND_SECONDS,
  CONFIRMATION_CODE_TTL_MINUTES,
} from '@portal/contract/endpoints/verification';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { VerificationPurpose } from '../../db/schema/verification';
import { Invalid, TooManyRequests } from '../../platform/http/errors';
import type { Messaging } from '../../platform/messaging/messaging';
import {
  emailConfirmation,
  type LinkParts,
  passwordRecoveryEmail,
  passwordRecoverySms,
  phoneConfirmation,
} from '../../platform/messaging/templates';
import {
  claimCode,
  countWrongTry,
  deleteCodesOf,
  findCode,
  findCodeByLinkToken,
  upsertCode,
} from './queries';

export const CODE_MESSAGES = {
  incorrect: 'The code is not correct',
  dead: 'The code is no longer valid; ask for a new one',
  link: 'This link is not valid; ask for a new one',
  /** Every failure of a recovery code typed with an e-mail or phone: see confirmForgotPasswordByCode. */
  recovery: 'The code is not correct or no longer valid; ask for a new one',
  resendTooSoon: `A new code can be sent once every ${CONFIRMATION_CODE_RESEND_SECONDS} seconds; try again later`,
} as const;

export interface CodeDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
  readonly messaging: Messaging;
}

/** A code written to the database and not delivered yet (delivery follows the transaction). */
export interface IssuedCode {
  readonly purpose: VerificationPurpose;
  readonly target: string;
  readonly code: string;
  /** The parts of the e-mailed link; null for a code sent by SMS. */
  readonly link: LinkParts | null;
}

const isEmail = (target: string) => target.includes('@');

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');
const codeHash = (secret: string, userId: number, purpose: VerificationPurpose, code: string) =>
  hmac(secret, `code:${purpose}:${userId}:${code}`);
const linkTokenHash = (secret: string, token: string) => hmac(secret, `link:${token}`);

/** Two hex digests compared in constant time. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `uid` of a link: the user id in base64url. */
export const uidOf = (userId: number) => Buffer.from(String(userId), 'utf8').toString('base64url');
function userIdOfUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(decoded) ? Number(decoded) : null;
}

/** Six digits, uniformly from crypto randomness. */
export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Seconds until a new code of this purpose may be sent; 0 when it may be sent now. */
export async function secondsUntilResend(
  db: Database,
  params: { userId: number; purpose: VerificationPurpose },
): Promise<number> {
  const row = await findCode(db, params);
  if (!row) return 0;
  const elapsedMs = Date.now() - row.createdAt.getTime();
  return Math.max(0, Math.ceil((CONFIRMATION_CODE_RESEND_SECONDS * 1000 - elapsedMs) / 1000));
}

/** 429 with Retry-After when the last code of this purpose went out less than a minute ago. */
export async function assertResendAllowed(
  db: Database,
  params: { userId: number; purpose: VerificationPurpose },
): Promise<void> {
  const wait = await secondsUntilResend(db, params);
  if (wait > 0) throw new TooManyRequests(wait, CODE_MESSAGES.resendTooSoon);
}

/** Writes a new code (replacing the old one) for `target`; `db` may be a transaction. */
export async function issueCode(
  db: Database,
  secret: string,
  params: { userId: number; purpose: VerificationPurpose; target: string },
): Promise<IssuedCode> {
  const now = new Date();
  const code = generateCode();
  const token = isEmail(params.target) ? randomBytes(32).toString('base64url') : null;
  await upsertCode(db, {
    userId: params.userId,
    purpose: params.purpose,
    target: params.target,
    codeHash: codeHash(secret, params.userId, params.purpose, code),
    linkTokenHash: token === null ? null : linkTokenHash(secret, token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_TTL_MINUTES * 60_000),
    now,
  });
  return {
    purpose: params.purpose,
    target: params.target,
    code,
    link: token === null ? null : { uid: uidOf(params.userId), token, code },
  };
}

/**
 * The work of issuing a code without writing or sending anything: what forgot-password does for an
 * unknown account, so that its reply takes about as long.
 */
export function simulateIssue(secret: string): void {
  const code = generateCode();
  codeHash(secret, 0, 'reset_password', code);
  linkTokenHash(secret, randomBytes(32).toString('base64url'));
}

/** Sends an issued code: by e-mail (code and link) or by SMS (code). */
export async function deliverCode(deps: CodeDeps, issued: IssuedCode): Promise<void> {
  const { publicUrl } = deps.config;
  if (issued.link) {
    const content =
      issued.purpose === 'reset_password'
        ? passwordRecoveryEmail(publicUrl, issued.link)
        : emailConfirmation(publicUrl, issued.link);
    await deps.messaging.mailer.send({ to: issued.target, ...content });
    return;
  }
  const content =
    issued.purpose === 'reset_password' ? passwordRecoverySms(issued.code) : phoneConfirmation(issued.code);
  await deps.messaging.sms.send({ to: issued.target, text: content.text });
}

/** What a code is used for, in the transaction that uses it up, with the address the code was sent to. */
export type CodeEffect<T> = (
  tx: Database,
  used: { readonly userId: number; readonly target: string },
) => Promise<T>;

/**
 * Uses the live code of a user and purpose for `effect`: the code is used up in the transaction of the
 * effect, so a failure of either leaves the code as it was. Wrong: 400 {code: incorrect}, one try counted
 * (committed on its own). Expired, used or out of tries: 400 {code: dead}.
 */
export async function useCode<T>(
  db: Database,
  secret: string,
  params: { userId: number; purpose: VerificationPurpose; code: string },
  effect: CodeEffect<T>,
): Promise<T> {
  const row = await findCode(db, params);
  if (!row) throw new Invalid({ code: [CODE_MESSAGES.incorrect] });
  return claimChecked(db, row, codeHash(secret, params.userId, params.purpose, params.code), effect);
}

/** Uses the code of an e-mailed link for `effect`, as useCode; a link of another user or purpose is 400 {uid: link}. */
export async function useLink<T>(
  db: Database,
  secret: string,
  params: { uid: string; token: string; code: string; purpose: VerificationPurpose },
  effect: CodeEffect<T>,
): Promise<T> {
  const userId = userIdOfUid(params.uid);
  const row = await findCodeByLinkToken(db, {
    linkTokenHash: linkTokenHash(secret, params.token),
    purpose: params.purpose,
  });
  if (userId === null || !row || row.userId !== userId) throw new Invalid({ token: [CODE_MESSAGES.link] });
  return claimChecked(db, row, codeHash(secret, userId, params.purpose, params.code), effect);
}

async function claimChecked<T>(
  db: Database,
  row: {
    id: number;
    userId: number;
    codeHash: string;
    target: string;
    usedAt: Date | null;
    expiresAt: Date;
    failedAttempts: number;
  },
  presentedHash: string,
  effect: CodeEffect<T>,
): Promise<T> {
  const now = new Date();
  const dead =
    row.usedAt !== null || row.expiresAt <= now || row.failedAttempts >= CONFIRMATION_CODE_MAX_TRIES;
  if (dead) throw new Invalid({ code: [CODE_MESSAGES.dead] });
  if (!sameHex(row.codeHash, presentedHash)) {
    await countWrongTry(db, { id: row.id });
    throw new Invalid({ code: [CODE_MESSAGES.incorrect] });
  }
  return db.transaction(async (tx) => {
    const claimed = await claimCode(tx, { id: row.id, maxTries: CONFIRMATION_CODE_MAX_TRIES, now });
    if (!claimed) throw new Invalid({ code: [CODE_MESSAGES.dead] });
    return effect(tx, { userId: row.userId, target: row.target });
  });
}

/** Forgets every code of a user (account deletion). */
export async function forgetCodes(db: Database, userId: number): Promise<void> {
  await deleteCodesOf(db, { userId });
}
