// The token manager of spec §4 "Tokens": keeps the token set in browser storage, hands out an access token
// with more than the safety margin left, exchanges the refresh token once for all waiting callers, and
// clears the set on a failed exchange or on logout. The http client asks it through setAccessTokenProvider.
import { APP_EVENTS } from '@portal/contract/app-events';
import { ACCESS_TOKEN_SAFETY_MARGIN_SECONDS } from '@portal/contract/constants';
import { refreshToken, signOut, type TokenSet } from '@portal/contract/endpoints/session';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/http-client';
import { type AppEventBus, appEvents } from '../events/app-events';

/** Where the token set {access, refresh, exp_access, exp_refresh} is kept (spec §3). */
export const TOKENS_STORAGE_KEY = 'portal.tokens';

/** What a refresh answers; §4 allows a reply without a refresh value (the old one is kept then). */
export type RefreshReply = Omit<TokenSet, 'refresh' | 'exp_refresh'> &
  Partial<Pick<TokenSet, 'refresh' | 'exp_refresh'>>;

export interface TokenManagerOptions {
  /** The storage holding the set; null when the browser blocks storage. Defaults to localStorage. */
  storage?: () => Storage | null;
  /** Current time in milliseconds. */
  now?: () => number;
  /** Exchanges a refresh token for a new set; defaults to the contract's refreshToken call. */
  refresh?: (refresh: string) => Promise<RefreshReply>;
  /** Revokes the sign-in of a refresh token; defaults to the contract's signOut call. */
  revoke?: (refresh: string) => Promise<unknown>;
  events?: AppEventBus;
  /**
   * Runs `task` while holding a lock shared by every tab of this origin; defaults to the Web Locks API
   * (straight through where a browser lacks it).
   */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface TokenManager {
  /** An access token to send, refreshed first when needed; null when there is none to send. */
  getAccessToken(): Promise<string | null>;
  /** The stored set, or null. */
  getTokens(): TokenSet | null;
  hasTokens(): boolean;
  /** Stores a set answered by sign-in. */
  setTokens(tokens: TokenSet): void;
  clearTokens(): void;
  /** Clears the set and revokes its sign-in on the server; a failed revocation is ignored. */
  logout(): Promise<void>;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); no storage means no session.
    return null;
  }
}

function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const { access, refresh, exp_access, exp_refresh } = value as Record<string, unknown>;
  return (
    typeof access === 'string' &&
    access !== '' &&
    typeof refresh === 'string' &&
    refresh !== '' &&
    typeof exp_access === 'number' &&
    typeof exp_refresh === 'number'
  );
}

const defaultRefresh = (refresh: string): Promise<RefreshReply> =>
  apiRequest(refreshToken, { body: { refresh } });

/** The lock all tabs take before exchanging; see `lock` of TokenManagerOptions. */
export const REFRESH_LOCK_NAME = 'portal.token-refresh';

const webLock = <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(REFRESH_LOCK_NAME, task) as Promise<T>)
    : task();

const defaultRevoke = (refresh: string): Promise<unknown> => apiRequest(signOut, { body: { refresh } });

export function createTokenManager(options: TokenManagerOptions = {}): TokenManager {
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? Date.now;
  const refresh = options.refresh ?? defaultRefresh;
  const revoke = options.revoke ?? defaultRevoke;
  const events = options.events ?? appEvents;
  const lock = options.lock ?? webLock;

  let exchange: Promise<string | null> | null = null;
  // Bumped on every store and clear, so an exchange that finishes after a logout or a new sign-in does
  // not write its (now stale) set over the newer state.
  let generation = 0;

  const getTokens = (): TokenSet | null => {
    try {
      const raw = storage()?.getItem(TOKENS_STORAGE_KEY);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isTokenSet(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };

  const write = (tokens: TokenSet | null) => {
    generation += 1;
    try {
      const target = storage();
      if (tokens) target?.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
      else target?.removeItem(TOKENS_STORAGE_KEY);
    } catch {
      // Blocked or full storage: the session simply does not survive a reload.
    }
  };

  const nowSeconds = () => now() / 1000;

  const runExchange = async (tokens: TokenSet): Promise<string | null> => {
    const started = generation;
    try {
      const reply = await refresh(tokens.refresh);
      if (generation !== started) return getTokens()?.access ?? null;
      // §4: a reply without a refresh value keeps the old refresh token (and so its expiry).
      const next: TokenSet = reply.refresh
        ? {
            access: reply.access,
            refresh: reply.refresh,
            exp_access: reply.exp_access,
            exp_refresh: reply.exp_refresh ?? tokens.exp_refresh,
          }
        : {
            access: reply.access,
            refresh: tokens.refresh,
            exp_access: reply.exp_access,
            exp_refresh: tokens.exp_refresh,
          };
      write(next);
      return next.access;
    } catch {
      // §4: a failed exchange clears the stored tokens. Refresh tokens are single-use, so after any
      // failure the old one cannot be trusted to work again.
      if (generation === started) write(null);
      return null;
    }
  };

  const getAccessToken = async (): Promise<string | null> => {
    // §4: concurrent calls wait while the exchange runs.
    if (exchange) return exchange;
    const tokens = getTokens();
    if (!tokens) return null;
    if (tokens.exp_access - nowSeconds() > ACCESS_TOKEN_SAFETY_MARGIN_SECONDS) return tokens.access;
    if (tokens.exp_refresh <= nowSeconds()) {
      events.emit(
        APP_EVENTS.API_ERROR,
        new ApiError({ code: 401, message: 'The session has expired' }, { statusCode: 401 }),
      );
      return null;
    }
    // Refresh tokens are single-use and the server ends the whole sign-in when one is presented twice,
    // so tabs take turns: a tab that waited for the lock uses the set another tab has just stored.
    exchange = lock(async () => {
      const current = getTokens();
      if (!current) return null;
      if (current.exp_access - nowSeconds() > ACCESS_TOKEN_SAFETY_MARGIN_SECONDS) return current.access;
      return runExchange(current);
    }).finally(() => {
      exchange = null;
    });
    return exchange;
  };

  return {
    getAccessToken,
    getTokens,
    hasTokens: () => getTokens() !== null,
    setTokens: (tokens) => write(tokens),
    clearTokens: () => write(null),
    async logout() {
      const tokens = getTokens();
      write(null);
      if (!tokens) return;
      try {
        await revoke(tokens.refresh);
      } catch {
        // Signing out locally is what the user asked for; a server that cannot be reached changes nothing.
      }
    },
  };
}

/** The token manager of the running app. */
export const tokenManager: TokenManager = createTokenManager();
