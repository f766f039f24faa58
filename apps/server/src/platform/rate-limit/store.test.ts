// The shared rate-limit stores behave alike: counting within a window, a new window after it ends, reset,
// forgetting an identifier's windows, and hits from many callers at once all counted. The database store
// runs on the suite's database (PGlite or PostgreSQL); the Redis store on the local Redis when one answers
// (test/redis.ts).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { reachableRedis } from '../../test/redis';
import { DatabaseRateLimitStore, deleteEndedRateLimitWindows, RedisRateLimitStore } from './shared-stores';
import type { RateLimitStore } from './store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsARateLimitStore(name: string, storeOf: () => RateLimitStore | null) {
  describe(name, () => {
    it('counts hits in a window, starts a new one after it ends, and forgets on reset', async (context) => {
      const store = storeOf();
      if (!store) return context.skip();
      const key = `test:${randomUUID()}`;
      expect(await store.get(key)).toBeNull();
      const first = await store.hit(key, 400);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(Date.now() + 200);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 400 + 50);
      expect((await store.hit(key, 400)).count).toBe(2);
      expect(await store.get(key)).toMatchObject({ count: 2 });
      expect(await store.get(`test:${randomUUID()}`)).toBeNull();

      await sleep(450);
      expect(await store.get(key)).toBeNull();
      expect((await store.hit(key, 400)).count).toBe(1);
      await store.reset(key);
      expect(await store.get(key)).toBeNull();
    });

    it('forgets the windows of an identifier, read literally, and no other', async (context) => {
      const store = storeOf();
      if (!store) return context.skip();
      // Glob and LIKE characters an e-mail address may hold, and a near miss of each.
      const email = `a*b?[c]%_\\${randomUUID()}@portal.test`;
      const phone = `+39${Date.now()}`;
      const forgotten = [`sign-in:email:${email}`, `contact-us:${email}`, `sign-in:phone:${phone}`];
      const kept = [
        `sign-in:email:x${email}`,
        `sign-in:email:${email.replace('*', 'x')}`,
        `sign-in:email:${email}.other`,
        `sign-in:phone:${phone}0`,
      ];
      for (const key of [...forgotten, ...kept]) await store.hit(key, 60_000);
      await store.forget([email, phone]);
      for (const key of forgotten) expect(await store.get(key), key).toBeNull();
      for (const key of kept) expect(await store.get(key), key).toMatchObject({ count: 1 });
    });

    it('counts every one of many hits at once', async (context) => {
      const store = storeOf();
      if (!store) return context.skip();
      const key = `test:${randomUUID()}`;
      const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000)));
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
      expect(new Set(counts.map((hit) => Math.round(hit.resetAt / 1000))).size).toBeLessThanOrEqual(2);
      expect(await store.get(key)).toMatchObject({ count: 25 });
    });
  });
}

let database: TestDatabase;
let redis: Redis | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
  redis = await reachableRedis();
});
afterAll(async () => {
  await redis?.quit();
  await database?.drop();
});

behavesAsARateLimitStore('DatabaseRateLimitStore', () => new DatabaseRateLimitStore(database.db));
behavesAsARateLimitStore('RedisRateLimitStore', () =>
  redis ? new RedisRateLimitStore(redis, `portal-test:${randomUUID()}:`) : null,
);

describe('deleteEndedRateLimitWindows', () => {
  it('deletes ended windows only, in batches', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    const ended = Array.from({ length: 5 }, () => `ended:${randomUUID()}`);
    const open = `open:${randomUUID()}`;
    for (const key of ended) await store.hit(key, 1);
    await store.hit(open, 60_000);
    await sleep(20);
    expect(await deleteEndedRateLimitWindows(database.db, 3)).toBe(3);
    expect(await deleteEndedRateLimitWindows(database.db, 3)).toBeGreaterThanOrEqual(2);
    expect(await deleteEndedRateLimitWindows(database.db, 3)).toBe(0);
    expect(await store.get(open)).toMatchObject({ count: 1 });
  });
});
