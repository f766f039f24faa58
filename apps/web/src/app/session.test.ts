import { describe, expect, it } from 'vitest';
import { hasStoredTokens, TOKENS_STORAGE_KEY } from './session';

describe('hasStoredTokens', () => {
  it('is false without a stored token set', () => {
    expect(hasStoredTokens()).toBe(false);
  });

  it('is true with an access and a refresh token', () => {
    localStorage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ access: 'a', refresh: 'r', exp_access: 1, exp_refresh: 2 }),
    );
    expect(hasStoredTokens()).toBe(true);
  });

  it.each(['not json', 'null', '"text"', '{}', '{"access":"a"}', '{"access":"","refresh":"r"}'])(
    'is false for %s',
    (raw) => {
      localStorage.setItem(TOKENS_STORAGE_KEY, raw);
      expect(hasStoredTokens()).toBe(false);
    },
  );
});
