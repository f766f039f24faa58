// The cryptography of two-factor sign-in (docs/decisions/026-two-factor-sign-in.md): TOTP codes (RFC 6238,
// otplib), the secret encrypted at rest with AES-256-GCM, backup codes drawn from the system's CSPRNG and
// stored as HMAC-SHA256. Both keys are derived from JWT_SECRET by HKDF with their own purpose label, so
// neither is the token-signing key and a copy of the database alone yields no secret and no code.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@portal/contract/endpoints/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Federation portal';

const SECRET_KEY_LABEL = 'portal/two-factor/secret-encryption/v1';
const BACKUP_CODE_KEY_LABEL = 'portal/two-factor/backup-codes/v1';
const CIPHER = 'aes-256-gcm';
const FORMAT_VERSION = 'v1';

// One derivation per secret and purpose per process (a few secrets in tests).
const derivedKeys = new Map<string, Buffer>();
function derivedKey(jwtSecret: string, label: string): Buffer {
  const id = `${label}\u0000${jwtSecret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), label, 32));
    derivedKeys.set(id, key);
  }
  return key;
}

/** The user id as the ciphertext's associated data: a secret copied onto another user's row does not open. */
const associatedData = (userId: number) => Buffer.from(`user:${userId}`, 'utf8');

/** `v1.<iv>.<ciphertext>.<tag>` (base64url) of a base32 TOTP secret. */
export function encryptSecret(jwtSecret: string, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, derivedKey(jwtSecret, SECRET_KEY_LABEL), iv);
  cipher.setAAD(associatedData(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT_VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The base32 secret of `stored`; throws when it was altered, belongs to another user or another key. */
export function decryptSecret(jwtSecret: string, userId: number, stored: string): string {
  const [version, iv, ciphertext, tag, ...rest] = stored.split('.');
  if (version !== FORMAT_VERSION || !iv || !ciphertext || !tag || rest.length > 0) {
    throw new Error('Unreadable two-factor secret');
  }
  const decipher = createDecipheriv(
    CIPHER,
    derivedKey(jwtSecret, SECRET_KEY_LABEL),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAAD(associatedData(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** A new TOTP secret: 160 random bits in base32, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * The time step of a right code for `secret` within one step either side of now (clock drift); null for a
 * wrong one. Whether the step is newer than the last one used is the caller's atomic update.
 */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    // The functional API types HOTP's result too; a TOTP check always carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed token or secret is a wrong code, not a server error.
    return null;
  }
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The QR code of `uri` as an SVG document. */
export function qrSvgOf(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * 32 characters without the look-alikes 0/O and 1/I: 5 bits each, so a byte masked to its low 5 bits picks
 * one without bias. Ten of them make 50 random bits per code.
 */
const BACKUP_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BACKUP_CODE_LENGTH = 10;

/** BACKUP_CODE_COUNT new codes as printed: `XXXXX-XXXXX`. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = [...randomBytes(BACKUP_CODE_LENGTH)].map((byte) => BACKUP_CODE_ALPHABET[byte & 31]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Whether a normalised code (the contract's field drops dashes and spaces, upper-cases) is a backup code. */
export function isBackupCodeShape(code: string): boolean {
  return code.length === BACKUP_CODE_LENGTH;
}

/** The stored form of a backup code: hex HMAC-SHA256 of the user id and the code, dashes and case aside. */
export function backupCodeHash(jwtSecret: string, userId: number, code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', derivedKey(jwtSecret, BACKUP_CODE_KEY_LABEL))
    .update(`${userId}:${normalised}`, 'utf8')
    .digest('hex');
}
