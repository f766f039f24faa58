// The rate-limit stores that several app instances share: the database (PGlite or PostgreSQL, the default)
// and Redis (REDIS_URL). Each counts a key's hits atomically in one round trip, so two instances hitting
// the same key at once both count, and the window's end comes from the store, not from an instance's clock.
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { type Database, executeRows } from '../../db/client';
import { rateLimitWindows } from '../../db/schema/platform';
import type { RateLimitCount, RateLimitStore } from './store';

/** Windows in the `rate_limit_windows` table; ended ones are deleted by the clean-up job. */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<RateLimitCount | null> {
    const [row] = await executeRows<{ count: number; reset_at: Date | string }>(
      this.db,
      sql`select count, reset_at from ${rateLimitWindows} where key = ${key} and reset_at > now()`,
    );
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() } : null;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    // An ended window is restarted in the same statement, so no reader ever sees it counted on.
    const [row] = await executeRows<{ count: number; reset_at: Date | string }>(
      this.db,
      sql`insert into ${rateLimitWindows} as w (key, count, reset_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when w.reset_at <= now() then 1 else w.count + 1 end,
            reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
          returning count, reset_at`,
    );
    if (!row) throw new Error('The rate-limit window was neither inserted nor updated');
    return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
  }

  forget(identifiers: readonly string[]): Promise<void> {
    return deleteRateLimitWindowsOf(this.db, identifiers);
  }
}

/** Deletes up to `limit` ended windows; answers how many went. The clean-up job calls it until it answers 0. */
export async function deleteEndedRateLimitWindows(db: Database, limit = 5000): Promise<number> {
  const rows = await executeRows<{ key: string }>(
    db,
    sql`delete from ${rateLimitWindows} where key in (
          select key from ${rateLimitWindows} where reset_at <= now() limit ${limit}
        ) returning key`,
  );
  return rows.length;
}

// INCR, and the expiry set only by the hit that opened the window; answers the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }`;

/** Windows as Redis keys with an expiry (`<prefix><key>`); Redis forgets ended windows by itself. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:rate-limit:',
  ) {}

  async get(key: string): Promise<RateLimitCount | null> {
    const [[, count], [, left]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[Error | null, string | null], [Error | null, number]];
    if (count === null || left <= 0) return null;
    return { count: Number(count), resetAt: Date.now() + left };
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const [count, left] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetAt: Date.now() + left };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async forget(identifiers: readonly string[]): Promise<void> {
    for (const identifier of identifiers) {
      // SCAN walks the whole key space, but deletions are rare and the windows few (they end within hours).
      const match = `${globEscaped(this.prefix)}*:${globEscaped(identifier)}`;
      for await (const keys of this.redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await this.redis.unlink(...keys);
      }
    }
  }
}

/** `text` as a literal in a Redis glob pattern: an e-mail address may hold `*`, `?` or brackets. */
const globEscaped = (text: string) => text.replace(/[\\*?[\]]/g, '\\$&');

export interface SharedRateLimitStore {
  readonly store: RateLimitStore;
  /** Closes what the store opened (the Redis connection); nothing for the database store. */
  close(): Promise<void>;
}

/** Redis with REDIS_URL, the database otherwise: either way every instance of the deployment counts together. */
export function createRateLimitStore(config: Pick<Config, 'redisUrl'>, db: Database): SharedRateLimitStore {
  if (!config.redisUrl) return { store: new DatabaseRateLimitStore(db), close: async () => {} };
  const redis = new Redis(config.redisUrl, {
    // A request waits at most this long for Redis, then fails, rather than queueing for ever.
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
    lazyConnect: true,
  });
  return {
    store: new RedisRateLimitStore(redis),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Deletes the windows counted for one of `identifiers` (keys ending `:<e-mail>` or `:<phone>`, e.g.
 * `sign-in:email:…`, `contact-us:…`) from the database store: account deletion, in its transaction. The
 * Redis store's windows are forgotten once it has committed (RateLimitStore.forget).
 */
export async function deleteRateLimitWindowsOf(db: Database, identifiers: readonly string[]): Promise<void> {
  for (const identifier of identifiers) {
    const suffix = `:${identifier}`;
    await db
      .delete(rateLimitWindows)
      .where(sql`right(${rateLimitWindows.key}, ${suffix.length}) = ${suffix}`);
  }
}
