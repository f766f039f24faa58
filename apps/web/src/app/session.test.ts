import { getMe } from '@portal/contract/endpoints/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../shared/api/http-client';
import { TOKENS_STORAGE_KEY } from '../shared/auth/token-manager';
import { hasStoredTokens, installSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('has no stored tokens without a token set', () => {
    expect(hasStoredTokens()).toBe(false);
  });

  it('has stored tokens with a complete token set', () => {
    localStorage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ access: 'a', refresh: 'r', exp_access: 1, exp_refresh: 2 }),
    );
    expect(hasStoredTokens()).toBe(true);
  });

  it.each(['not json', 'null', '"text"', '{}', '{"access":"a"}', '{"access":"","refresh":"r"}'])(
    'has no stored tokens for %s',
    (raw) => {
      localStorage.setItem(TOKENS_STORAGE_KEY, raw);
      expect(hasStoredTokens()).toBe(false);
    },
  );

  it('sends the stored access token once installed', async () => {
    localStorage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ access: 'a', refresh: 'r', exp_access: 4102444800, exp_refresh: 4102444800 }),
    );
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const uninstall = installSession();
    await apiRequest(getMe);
    uninstall();
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a');
  });
});
