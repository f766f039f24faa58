// Password hashing with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane).
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a `const enum`, which isolated modules cannot read as a value. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that is not a valid argon2 string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
