// The e-mail code of a team application (decision 019): six digits from crypto randomness, stored as an
// HMAC of the application and the code with the server secret, alive CONFIRMATION_CODE_TTL_MINUTES and
// CONFIRMATION_CODE_MAX_TRIES wrong tries, sent again at most once per CONFIRMATION_CODE_RESEND_SECONDS.
// The texts of code errors are those of the account codes (verification/codes.ts).
import { createHmac } from 'node:crypto';
import {
  CONFIRMATION_CODE_MAX_TRIES,
  CONFIRMATION_CODE_RESEND_SECONDS,
  CONFIRMATION_CODE_TTL_MINUTES,
} from '@portal/contract/endpoints/verification';
import { TooManyRequests } from '../../platform/http/errors';
import { CODE_MESSAGES, generateCode, sameHex } from '../verification/codes';

/** The HMAC stored for `code` of application `applicationId`. */
export const applicationCodeHash = (secret: string, applicationId: number, code: string) =>
  createHmac('sha256', secret).update(`team-application:${applicationId}:${code}`).digest('hex');

/** A new code of an application: the digits to e-mail and what to store. */
export function newApplicationCode(secret: string, applicationId: number, now = new Date()) {
  const code = generateCode();
  return {
    code,
    hash: applicationCodeHash(secret, applicationId, code),
    expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_TTL_MINUTES * 60_000),
    sentAt: now,
  };
}

/** The stored state of an application's code. */
export interface StoredCode {
  readonly codeHash: string | null;
  readonly codeExpiresAt: Date | null;
  readonly codeTries: number;
  readonly codeSentAt: Date | null;
}

/** A code that may still be used: set, unexpired and with tries left. */
export function isLiveCode(row: StoredCode, now = new Date()): boolean {
  return (
    row.codeHash !== null &&
    row.codeExpiresAt !== null &&
    row.codeExpiresAt > now &&
    row.codeTries < CONFIRMATION_CODE_MAX_TRIES
  );
}

/** Whether `code` is the application's live code, compared in constant time. */
export function codeMatches(
  secret: string,
  row: StoredCode & { readonly id: number },
  code: string,
  now = new Date(),
): boolean {
  return (
    isLiveCode(row, now) &&
    row.codeHash !== null &&
    sameHex(row.codeHash, applicationCodeHash(secret, row.id, code))
  );
}

/** 429 with Retry-After when the application's last code went out less than the resend interval ago. */
export function assertResendAllowed(row: StoredCode, now = new Date()): void {
  if (row.codeSentAt === null) return;
  const elapsedMs = now.getTime() - row.codeSentAt.getTime();
  const wait = Math.ceil((CONFIRMATION_CODE_RESEND_SECONDS * 1000 - elapsedMs) / 1000);
  if (wait > 0) throw new TooManyRequests(wait, CODE_MESSAGES.resendTooSoon);
}
