// The cache of list replies (decision 033): a busy list (the users, the events, an NF's payments) asked for
// again by the same caller is answered with the JSON it was answered with before, as long as every table it
// was read from still has the version it had then. The versions are kept by the database itself (triggers of
// migration 0024 bump a table's version in the commit of every transaction that wrote it), so a write through
// any instance, a job or a migration is seen by every instance on its next request, and nothing here needs
// to know which writes change which list. The access check runs before the cache on every request.
//
// A reply is kept per caller (the user, the role and scope the access check found) and per address, at most
// MAX_AGE_MS (the signed links of payment proofs in a reply stay valid for their own lifetime minus that),
// and the least recently used replies go first once the cache holds its budget of bytes.

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Database, preparedPerDatabase } from '../../db/client';
import { dataVersions } from '../../db/schema/platform';
import type { AccessClaims } from '../auth/tokens';

/** A kept reply is answered again for at most this long, however unchanged its tables. */
export const MAX_AGE_MS = 60_000;

/** A reply larger than this is never kept (a page of 100 orders is about 150 kB). */
export const MAX_ENTRY_BYTES = 1_048_576;

/** The tables a cached endpoint's reply is read from, whose versions decide whether it is still current. */
export type VersionedTables = readonly [string, ...string[]];

const declared = new Map<string, VersionedTables>();

/** Records that the endpoint `name` is cached with these tables (registerEndpoint does, for each). */
export function declareCachedEndpoint(name: string, tables: VersionedTables): void {
  declared.set(name, tables);
}

/** Every cached endpoint's tables, by endpoint name: for the test that checks them against its statements. */
export function cachedEndpointTables(): ReadonlyMap<string, VersionedTables> {
  return declared;
}

interface Entry {
  readonly stamp: string;
  readonly body: string;
  readonly bytes: number;
  readonly storedAt: number;
}

/** What a request of a cached endpoint found: the kept reply, or where to keep the one it makes. */
export type Lookup =
  | { readonly hit: true; readonly body: string }
  | { readonly hit: false; readonly key: string; readonly stamp: string };

/** A lookup that found no current reply: where to keep the one the handler makes. */
export type Miss = Extract<Lookup, { hit: false }>;

const stampQuery = preparedPerDatabase((db) =>
  db
    .select({
      stamp: sql<string>`coalesce(string_agg(${dataVersions.tableName} || ':' || ${dataVersions.version}, ',' order by ${dataVersions.tableName}), '')`,
    })
    .from(dataVersions)
    .where(sql`${dataVersions.tableName} = any(${sql.placeholder('tables')}::text[])`)
    .prepare('data_version_stamp'),
);

/** The committed versions of `tables`, as one string that changes whenever one of them does. */
export async function versionStamp(db: Database, tables: VersionedTables): Promise<string> {
  const [row] = await stampQuery(db).execute({ tables: [...tables] });
  return row?.stamp ?? '';
}

/** Who asked, as far as the reply can depend on it, and the UTC day (validity rules are by the day). */
function callerPart(caller: AccessClaims | null, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  if (!caller) return `anonymous ${day}`;
  return [caller.userId, caller.role, caller.permission, caller.nfFederationId, day].join(' ');
}

export interface ResponseCacheOptions {
  readonly db: Database;
  /** The budget of kept reply bytes; 0 keeps nothing. */
  readonly maxBytes: number;
  readonly now?: () => number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly db: Database;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: ResponseCacheOptions) {
    this.db = options.db;
    this.maxBytes = options.maxBytes;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The bytes of the replies kept now. */
  get size(): number {
    return this.bytes;
  }

  /** Reads the tables' versions and answers the kept reply of this caller and address if it is current. */
  async lookup(name: string, tables: VersionedTables, request: FastifyRequest): Promise<Lookup> {
    const stamp = await versionStamp(this.db, tables);
    const key = `${name} ${callerPart(request.auth, new Date(this.now()))} ${request.url}`;
    const entry = this.entries.get(key);
    if (entry && entry.stamp === stamp && this.now() - entry.storedAt < MAX_AGE_MS) {
      // Most recently used last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { hit: true, body: entry.body };
    }
    return { hit: false, key, stamp };
  }

  /** Keeps a reply made after `lookup` missed, under the versions read before its data. */
  store(miss: Miss, body: string): void {
    const bytes = Buffer.byteLength(body);
    this.remove(miss.key);
    if (bytes > MAX_ENTRY_BYTES || bytes > this.maxBytes) return;
    this.entries.set(miss.key, { stamp: miss.stamp, body, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const [key] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
