// Counters of a fixed window per key (failed sign-ins per account and per client address). The store is an
// adapter: the memory default serves one process; a shared store (PostgreSQL, Redis) comes with several.

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
}

/** The embedded default: a Map in this process, pruned of ended windows as it grows. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitCount>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Above this many keys, ended windows are dropped on the next hit. */
    private readonly pruneAbove = 10_000,
  ) {}

  async get(key: string): Promise<RateLimitCount | null> {
    const current = this.windows.get(key);
    if (!current) return null;
    if (current.resetAt <= this.now()) {
      this.windows.delete(key);
      return null;
    }
    return current;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const current = await this.get(key);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: this.now() + windowMs };
    this.windows.set(key, next);
    if (this.windows.size > this.pruneAbove) this.prune();
    return next;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}
