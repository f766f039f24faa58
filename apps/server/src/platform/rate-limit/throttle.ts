// Throttling a kind of call by a key (a client address, an e-mail address): refused with 429 and
// Retry-After once the window's limit is reached, counted in the shared store so that every instance of a
// deployment counts together.
import { TooManyRequests } from '../http/errors';
import type { RateLimitCount, RateLimitStore } from './store';

export interface ThrottleRule {
  /** Calls allowed in one window. */
  readonly limit: number;
  readonly windowMs: number;
  /** The 429's message. */
  readonly message: string;
}

/** Whole seconds until the window ends, at least one (the Retry-After value). */
export function retryAfterSeconds(resetAt: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** Refuses (429) when the window of `key` is full; does not count. */
export function refuseWhenFull(current: RateLimitCount | null, rule: ThrottleRule, now = Date.now()): void {
  if (current && current.count >= rule.limit) {
    throw new TooManyRequests(retryAfterSeconds(current.resetAt, now), rule.message);
  }
}

/** Counts one call of `key`, refusing it (429) when the window already holds `rule.limit` calls. */
export async function throttle(store: RateLimitStore, key: string, rule: ThrottleRule): Promise<void> {
  refuseWhenFull(await store.get(key), rule);
  await store.hit(key, rule.windowMs);
}
