// One test per sentence of spec §4 "Tokens", plus logout's revocation and hasTokens.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { setAccessTokenProvider } from '../api/http-client';
import { createAppEventBus } from '../events/app-events';
import {
  createTokenManager,
  type RefreshReply,
  TOKENS_STORAGE_KEY,
  type TokenManagerOptions,
} from './token-manager';

const NOW = 1_800_000_000; // seconds

function store(tokens: TokenSet) {
  localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
}

function stored(): unknown {
  const raw = localStorage.getItem(TOKENS_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function setup(options: TokenManagerOptions = {}) {
  const events = createAppEventBus();
  const refresh = vi.fn(
    async (): Promise<RefreshReply> => ({
      access: 'new-access',
      refresh: 'new-refresh',
      exp_access: NOW + 3600,
      exp_refresh: NOW + 86_400,
    }),
  );
  const revoke = vi.fn(async () => null);
  const manager = createTokenManager({ now: () => NOW * 1000, refresh, revoke, events, ...options });
  return { manager, refresh, revoke, events };
}

const valid: TokenSet = { access: 'a1', refresh: 'r1', exp_access: NOW + 121, exp_refresh: NOW + 86_400 };
const nearlyExpired: TokenSet = { ...valid, exp_access: NOW + 120 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token manager (§4 Tokens)', () => {
  it('keeps the token set in client storage', () => {
    const { manager } = setup();
    manager.setTokens(valid);
    expect(stored()).toEqual(valid);
    expect(manager.getTokens()).toEqual(valid);
  });

  it('uses an access token valid for more than 120 more seconds', async () => {
    const { manager, refresh } = setup();
    store(valid);
    await expect(manager.getAccessToken()).resolves.toBe('a1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('otherwise exchanges the refresh token for a new set while the refresh token has not expired', async () => {
    const { manager, refresh } = setup();
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBe('new-access');
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(stored()).toEqual({
      access: 'new-access',
      refresh: 'new-refresh',
      exp_access: NOW + 3600,
      exp_refresh: NOW + 86_400,
    });
  });

  it('exchanges through the contract refreshToken call by default', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/v1/auth/sign_in/token_refresh/');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ refresh: 'r1' });
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
      return new Response(
        JSON.stringify({ access: 'fresh', refresh: 'r2', exp_access: NOW + 900, exp_refresh: NOW + 9000 }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const manager = createTokenManager({ now: () => NOW * 1000 });
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes concurrent calls wait while the one exchange runs', async () => {
    let finish: (reply: RefreshReply) => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<RefreshReply>((resolve) => {
          finish = resolve;
        }),
    );
    const { manager } = setup({ refresh });
    store(nearlyExpired);
    const calls = [manager.getAccessToken(), manager.getAccessToken(), manager.getAccessToken()];
    expect(refresh).toHaveBeenCalledTimes(1);
    finish({ access: 'shared', refresh: 'r2', exp_access: NOW + 900, exp_refresh: NOW + 9000 });
    await expect(Promise.all(calls)).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the old refresh token when the reply has no refresh value', async () => {
    const refresh = vi.fn(async (): Promise<RefreshReply> => ({ access: 'a2', exp_access: NOW + 900 }));
    const { manager } = setup({ refresh });
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBe('a2');
    expect(stored()).toEqual({
      access: 'a2',
      refresh: 'r1',
      exp_access: NOW + 900,
      exp_refresh: NOW + 86_400,
    });
  });

  it('raises an api-error event with code 401 when the refresh token has expired, and returns no token', async () => {
    const { manager, refresh, events } = setup();
    const seen: ApiError[] = [];
    events.on(APP_EVENTS.API_ERROR, (error) => seen.push(error));
    store({ ...nearlyExpired, exp_refresh: NOW });
    await expect(manager.getAccessToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.error.code).toBe(401);
  });

  it('clears the stored tokens when the exchange fails', async () => {
    const refresh = vi.fn(async (): Promise<RefreshReply> => {
      throw new Error('401');
    });
    const { manager } = setup({ refresh });
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBeNull();
    expect(stored()).toBeNull();
    expect(manager.hasTokens()).toBe(false);
  });

  it('clears the tokens on logout and revokes the sign-in with the refresh token', async () => {
    const { manager, revoke } = setup();
    store(valid);
    await manager.logout();
    expect(stored()).toBeNull();
    expect(revoke).toHaveBeenCalledWith('r1');
  });

  it('still clears the tokens on logout when the revocation fails', async () => {
    const revoke = vi.fn(async () => {
      throw new Error('offline');
    });
    const { manager } = setup({ revoke });
    store(valid);
    await expect(manager.logout()).resolves.toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('does not let an exchange that finishes after logout store its set', async () => {
    let finish: (reply: RefreshReply) => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<RefreshReply>((resolve) => {
          finish = resolve;
        }),
    );
    const { manager } = setup({ refresh });
    store(nearlyExpired);
    const pending = manager.getAccessToken();
    await manager.logout();
    finish({ access: 'late', refresh: 'r2', exp_access: NOW + 900, exp_refresh: NOW + 9000 });
    await expect(pending).resolves.toBeNull();
    expect(stored()).toBeNull();
  });

  it('uses the set another tab stored while this one waited for the refresh lock', async () => {
    const fromOtherTab: TokenSet = {
      access: 'other-tab',
      refresh: 'r2',
      exp_access: NOW + 900,
      exp_refresh: NOW + 86_400,
    };
    // The lock is held by another tab, which stores its fresh set before this tab's turn comes.
    const lock = async <T>(task: () => Promise<T>) => {
      store(fromOtherTab);
      return task();
    };
    const { manager, refresh } = setup({ lock });
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBe('other-tab');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('exchanges inside the cross-tab lock', async () => {
    const order: string[] = [];
    const lock = async <T>(task: () => Promise<T>) => {
      order.push('lock');
      const result = await task();
      order.push('unlock');
      return result;
    };
    const { manager, refresh } = setup({ lock });
    refresh.mockImplementation(async () => {
      order.push('exchange');
      return {
        access: 'new-access',
        refresh: 'new-refresh',
        exp_access: NOW + 3600,
        exp_refresh: NOW + 86_400,
      };
    });
    store(nearlyExpired);
    await expect(manager.getAccessToken()).resolves.toBe('new-access');
    expect(order).toEqual(['lock', 'exchange', 'unlock']);
  });

  it('tells whether a usable token set is stored', () => {
    const { manager } = setup();
    expect(manager.hasTokens()).toBe(false);
    localStorage.setItem(TOKENS_STORAGE_KEY, 'not json');
    expect(manager.hasTokens()).toBe(false);
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ access: 'a' }));
    expect(manager.hasTokens()).toBe(false);
    store(valid);
    expect(manager.hasTokens()).toBe(true);
  });

  it('serves as the http client access token provider', async () => {
    const { manager } = setup();
    store(valid);
    const restore = setAccessTokenProvider(manager.getAccessToken);
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a1');
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { getMe } = await import('@portal/contract/endpoints/users');
    const { apiRequest } = await import('../api/http-client');
    await apiRequest(getMe);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    restore();
  });
});
