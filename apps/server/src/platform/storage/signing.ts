// HMAC signatures of upload fields and file links. The key is derived from the server secret with a
// purpose label, so a signature made here can never pass as a token signature or the reverse.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function storageSigningKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('portal storage signatures v1').digest();
}

/** base64url HMAC-SHA256 of the parts joined by newlines (no part may contain one). */
export function sign(key: Buffer, parts: readonly string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

export function signatureMatches(key: Buffer, parts: readonly string[], signature: string): boolean {
  if (parts.some((part) => part.includes('\n'))) return false;
  const expected = Buffer.from(sign(key, parts));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Unix seconds of a date, as the text that goes into fields and links. */
export const unixSeconds = (date: Date): string => String(Math.floor(date.getTime() / 1000));

/** Whether a unix-seconds text is a whole number not yet in the past. */
export function notExpired(expires: string, now = new Date()): boolean {
  return /^\d{1,12}$/.test(expires) && Number(expires) * 1000 > now.getTime();
}
