// Test-only seam of the failure-injection test: wraps the driver of a test database (PGlite's client, or the
// node-postgres pool and the connections it hands out) so that the statements of tracked work are counted,
// classified and grouped into units (a transaction, or one autocommitted statement), and, when armed, the
// N-th one fails as a dropped connection would, without reaching the database.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseHandle } from '../db/client';

export interface StatementRecord {
  /** 1-based, in the order the work sent them. */
  readonly index: number;
  readonly sql: string;
  /** INSERT, UPDATE, DELETE, TRUNCATE or MERGE, possibly under a WITH. */
  readonly write: boolean;
  /** The transaction, or the autocommitted statement, it ran in. */
  readonly unit: number;
}

export interface Trace {
  readonly statements: StatementRecord[];
  /** Units whose writes are in the database: committed transactions and autocommitted writes. */
  readonly committed: Set<number>;
  /** The statement that was made to fail; null when none was. */
  firedAt: number | null;
}

export interface TraceOptions {
  /**
   * Fail the statement with this index, unless a unit that wrote has committed before it: from there the
   * work is done, and what follows (the reply's reads, e-mails queued after the commit) cannot undo it.
   */
  readonly failAt?: number;
}

export interface StatementFaults {
  /** Runs `work` with its statements traced (and one failed when `failAt` says so). */
  trace<T>(work: () => Promise<T>, options?: TraceOptions): Promise<{ result: T; trace: Trace }>;
  /** Whether the caller is inside traced work. */
  readonly tracing: boolean;
}

/** The error a failed statement throws: no SQLSTATE the app maps to a reply of its own, so a plain 500. */
export class InjectedFailure extends Error {
  readonly code = 'XX000';
  constructor(readonly statement: number) {
    super(`Injected failure at statement ${statement}`);
  }
}

const WRITE = /^\s*(insert|update|delete|truncate|merge)\b/i;
const CTE_WRITE = /\b(insert\s+into|delete\s+from|update\s+"?\w+"?(\s+as\s+\w+)?\s+set)\b/i;

export function isWriteStatement(sql: string): boolean {
  return WRITE.test(sql) || (/^\s*with\b/i.test(sql) && CTE_WRITE.test(sql));
}

interface State extends Trace {
  readonly failAt: number | null;
  nextUnit: number;
  /** Units with a write. */
  readonly writing: Set<number>;
}

/**
 * Wraps the driver of `handle` in place; statements outside `trace` pass through untouched. `aside`: writes
 * that commit on their own by design (a throttle's counter): their commit does not end the injection.
 */
export function instrumentDatabase(
  handle: DatabaseHandle,
  aside: (sql: string) => boolean = () => false,
): StatementFaults {
  const storage = new AsyncLocalStorage<State>();

  /** Runs one statement of `unit` (null: an autocommitted one) through the trace. */
  async function statement<T>(sql: string, unit: number | null, send: () => Promise<T>): Promise<T> {
    const state = storage.getStore();
    if (!state) return send();
    const own = unit ?? state.nextUnit++;
    const index = state.statements.length + 1;
    const write = isWriteStatement(sql);
    state.statements.push({ index, sql, write, unit: own });
    if (write && !aside(sql)) state.writing.add(own);
    const done = [...state.committed].some((committed) => state.writing.has(committed));
    if (state.failAt === index && !done) {
      state.firedAt = index;
      throw new InjectedFailure(index);
    }
    const result = await send();
    if (unit === null && write) state.committed.add(own);
    return result;
  }

  const { driver } = handle;
  if (driver.kind === 'pglite') {
    const client = driver.client;
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((sql: string, params?: unknown[], options?: object) =>
      statement(sql, null, () => query(sql, params, options))) as typeof client.query;
    client.exec = ((sql: string, options?: object) =>
      statement(sql, null, () => exec(sql, options))) as typeof client.exec;
    client.transaction = (async (work: (tx: object) => Promise<unknown>) => {
      const state = storage.getStore();
      if (!state) return transaction(work as Parameters<typeof transaction>[0]);
      const unit = state.nextUnit++;
      const result = await transaction((tx) =>
        work(
          new Proxy(tx, {
            get(target, property, receiver) {
              if (property === 'query')
                return (sql: string, params?: unknown[], options?: object) =>
                  statement(sql, unit, () => target.query(sql, params, options));
              if (property === 'exec')
                return (sql: string, options?: object) =>
                  statement(sql, unit, () => target.exec(sql, options));
              return Reflect.get(target, property, receiver);
            },
          }),
        ),
      );
      state.committed.add(unit);
      return result;
    }) as typeof client.transaction;
  } else {
    // Drizzle runs a transaction on a connection of its own (pool.connect), between `begin` and `commit`.
    const pool = driver.pool;
    const poolQuery = pool.query.bind(pool);
    const textOf = (config: unknown) =>
      typeof config === 'string' ? config : String((config as { text?: unknown }).text ?? '');
    pool.query = ((config: unknown, values?: unknown) =>
      statement(textOf(config), null, () =>
        (poolQuery as (c: unknown, v?: unknown) => Promise<unknown>)(config, values),
      )) as typeof pool.query;
    const connect = pool.connect.bind(pool);
    const wrapped = new WeakSet<object>();
    const unitOf = new WeakMap<object, number | null>();
    const connectWithCallback = connect as unknown as (callback: (...args: unknown[]) => void) => void;
    pool.connect = ((callback?: (...args: unknown[]) => void) => {
      // pool.query (traced above) takes its connection with a callback: pass it through.
      if (callback) return connectWithCallback(callback);
      return connectTraced();
    }) as typeof pool.connect;
    const connectTraced = async () => {
      const connection = await connect();
      if (!wrapped.has(connection)) {
        wrapped.add(connection);
        const send = connection.query.bind(connection) as (...args: unknown[]) => Promise<unknown>;
        connection.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
          // pool.query (traced above) runs its statement on a connection with a callback: pass it through.
          if (typeof values === 'function' || rest.length > 0) return send(config, values, ...rest);
          return tracedQuery(config, values);
        }) as typeof connection.query;
        const tracedQuery = async (config: unknown, values?: unknown) => {
          const state = storage.getStore();
          const text = textOf(config).trim().toLowerCase();
          if (state && text === 'begin') unitOf.set(connection, state.nextUnit++);
          const unit = unitOf.get(connection) ?? null;
          const result = await statement(textOf(config), unit, () => send(config, values));
          if (state && unit !== null && (text === 'commit' || text === 'rollback')) {
            if (text === 'commit') state.committed.add(unit);
            unitOf.set(connection, null);
          }
          return result;
        };
      }
      // A connection given back mid-transaction (the work failed before `rollback` answered) starts clean.
      unitOf.set(connection, null);
      return connection;
    };
  }

  return {
    async trace(work, options = {}) {
      const state: State = {
        statements: [],
        committed: new Set(),
        firedAt: null,
        failAt: options.failAt ?? null,
        nextUnit: 1,
        writing: new Set(),
      };
      const result = await storage.run(state, work);
      return { result, trace: state };
    },
    get tracing() {
      return storage.getStore() !== undefined;
    },
  };
}
