// The memory rate-limit store: counting within a window, a new window after it ends, reset.
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './store';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a window, starts a new one after it, and forgets on reset', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.get('a')).toBeNull();
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect(await store.hit('a', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect(await store.get('b')).toBeNull();
    now = 1_100;
    expect(await store.get('a')).toBeNull();
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_200 });
    await store.reset('a');
    expect(await store.get('a')).toBeNull();
  });
});
