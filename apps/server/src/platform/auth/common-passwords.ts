// The most common passwords (the top of the MIT-licensed list of @zxcvbn-ts/language-common, drawn from
// leaked password corpora), refused when a password is chosen. Compared case-insensitively.
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common';

/** How many of the list's most frequent entries are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
