// Counters of a fixed window per key (failed sign-ins per account and per client address, contact messages,
// applications without an account). The stores (shared-stores.ts) keep them where every app instance of a
// deployment counts together: the database by default, Redis with REDIS_URL.

export interface RateLimitCount {
  /** Hits in the current window. */
  readonly count: number;
  /** When the current window ends (epoch milliseconds). */
  readonly resetAt: number;
}

export interface RateLimitStore {
  /** The current window's count of `key`; null when there is none (no hits, or the window is over). */
  get(key: string): Promise<RateLimitCount | null>;
  /** Counts one hit; a new window of `windowMs` starts when none is open. */
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  /** Forgets `key` (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
  /**
   * Forgets every window counted for one of `identifiers`: the keys ending `:<identifier>`, e.g.
   * `sign-in:email:…`, `sign-in:phone:…`, `contact-us:…` (account deletion: the keys hold the contact).
   */
  forget(identifiers: readonly string[]): Promise<void>;
}
