// The local Redis of the tests that exercise the Redis adapters: a database of its own (15), used only when
// one answers; the suite passes without Redis.
import { Redis } from 'ioredis';

/** The Redis URL tests use (TEST_REDIS_URL, or database 15 of the local server). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/15';

/** A connected client of the test Redis, or null when none answers (without retrying). */
export async function reachableRedis(url: string = TEST_REDIS_URL): Promise<Redis | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}
