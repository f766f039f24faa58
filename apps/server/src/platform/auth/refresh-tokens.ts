// Opaque refresh tokens: 256 random bits, handed to the client once and stored only as their SHA-256, so
// a copy of the database cannot be replayed as sign-ins.
import { createHash, randomBytes } from 'node:crypto';

export interface OpaqueToken {
  readonly token: string;
  readonly hash: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateRefreshToken(): OpaqueToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}
