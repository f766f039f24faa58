// The data versions behind the cache of list replies (decision 033, migration 0024): every table but the
// bookkeeping ones has its trigger; a transaction bumps the version of each table it wrote once, at its
// commit, and a rolled-back one none; and every cached endpoint declares each table its statements read.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cachedEndpointTables } from '../platform/http/response-cache';
import { useTestApp } from '../test/harness';
import { instrumentDatabase, type StatementFaults } from '../test/statement-faults';
import { executeRows } from './client';
import { sports } from './schema/sports';

/** The tables whose writes no cached reply shows: they have no version. */
const UNVERSIONED = [
  'audit_events',
  'background_jobs',
  'data_version_marks',
  'data_versions',
  'login_links',
  'outbox_messages',
  'rate_limit_windows',
  'refresh_tokens',
  'sessions',
  'two_factor_backup_codes',
  'user_two_factor',
  'verification_codes',
];

/** What the access check of every request reads (it runs before the cache) and the versions themselves. */
const ACCESS_CHECK_TABLES = ['sessions', 'users', 'roles', 'user_two_factor', 'data_versions'];

const ctx = useTestApp({ seedDemo: true });

let faults: StatementFaults | null = null;
/** The statement tracer of the test database, wrapped around its driver once. */
const tracer = () => {
  faults ??= instrumentDatabase(ctx.database.handle);
  return faults;
};

async function versions(): Promise<Map<string, number>> {
  const rows = await executeRows<{ table_name: string; version: string }>(
    ctx.db,
    sql`select table_name, version from data_versions`,
  );
  return new Map(rows.map((row) => [row.table_name, Number(row.version)]));
}

/**
 * The tables a statement reads or writes: every quoted or bare name after from, join, into or update, but
 * the names of its common table expressions.
 */
function tablesOf(statement: string): string[] {
  const lower = statement.toLowerCase();
  const expressions = new Set(
    [
      ...lower.matchAll(/(?:\bwith|,)\s+"?([a-z_][a-z0-9_]*)"?\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/g),
    ].map((match) => match[1]),
  );
  return [...lower.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (name) => !expressions.has(name) && !['lateral', 'unnest', 'jsonb_array_elements'].includes(name),
    );
}

describe('the data version triggers', () => {
  it('are on every table but the bookkeeping ones', async () => {
    const tables = await executeRows<{ table_name: string; versioned: boolean }>(
      ctx.db,
      sql`select t.table_name, exists (
            select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
            where c.relname = t.table_name and g.tgname = t.table_name || '_data_version'
          ) as versioned
          from information_schema.tables t
          where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          order by t.table_name`,
    );
    expect(tables.length).toBeGreaterThan(40);
    for (const { table_name: name, versioned } of tables) {
      expect({ name, versioned }).toEqual({ name, versioned: !UNVERSIONED.includes(name) });
    }
  });

  it('bump each written table once per transaction, at the commit, and nothing on a rollback', async () => {
    const before = await versions();
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update federations set name = name where id = (select min(id) from federations)`);
      await tx.execute(sql`update federations set name = name where id = (select max(id) from federations)`);
      await tx.execute(sql`update ${sports} set name = name where id = (select min(id) from sports)`);
      // Not yet visible outside the transaction: the marks are deferred to the commit.
      const [mark] = await executeRows<{ marks: number }>(
        tx,
        sql`select count(*)::int as marks from data_version_marks`,
      );
      expect(mark?.marks).toBe(1);
    });
    const after = await versions();
    expect(after.get('federations')).toBe((before.get('federations') ?? 0) + 1);
    expect(after.get('sports')).toBe((before.get('sports') ?? 0) + 1);
    expect(after.get('users')).toBe(before.get('users'));
    const [marks] = await executeRows<{ marks: number }>(
      ctx.db,
      sql`select count(*)::int as marks from data_version_marks`,
    );
    expect(marks?.marks).toBe(0);

    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update federations set name = name`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await versions()).get('federations')).toBe(after.get('federations'));

    // An autocommitted statement is a transaction of its own.
    await ctx.db.execute(sql`update sports set name = name where id = (select min(id) from sports)`);
    expect((await versions()).get('sports')).toBe((after.get('sports') ?? 0) + 1);
  });

  it('let transactions that write two tables in opposite orders commit side by side', async () => {
    // Two tables of the test's own, so that only the version rows are shared between the transactions.
    for (const name of ['data_versions_test_a', 'data_versions_test_b']) {
      await ctx.db.execute(sql.raw(`create table ${name} (id int)`));
      await ctx.db.execute(
        sql.raw(
          `create trigger ${name}_data_version after insert on ${name} for each statement execute function data_versions_note()`,
        ),
      );
    }
    try {
      const before = await versions();
      const write = (index: number) =>
        ctx.db.transaction(async (tx) => {
          const tables = ['data_versions_test_a', 'data_versions_test_b'];
          if (index % 2 === 1) tables.reverse();
          for (const table of tables) {
            await tx.execute(sql.raw(`insert into ${table} values (${index})`));
            // Let the other transactions write in between.
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        });
      await Promise.all(Array.from({ length: 16 }, (_, index) => write(index)));
      const after = await versions();
      expect(after.get('data_versions_test_a')).toBe((before.get('data_versions_test_a') ?? 0) + 16);
      expect(after.get('data_versions_test_b')).toBe((before.get('data_versions_test_b') ?? 0) + 16);
    } finally {
      await ctx.db.execute(sql`drop table data_versions_test_a, data_versions_test_b`);
      await ctx.db.execute(
        sql`delete from data_versions where table_name in ('data_versions_test_a', 'data_versions_test_b')`,
      );
    }
  });

  it('leave the bookkeeping tables unversioned', async () => {
    const before = await versions();
    await ctx.db.execute(
      sql`insert into rate_limit_windows (key, count, reset_at) values ('data-versions-test', 1, now())`,
    );
    expect(await versions()).toEqual(before);
  });
});

const USERS = '/api/client/users/users/';
const EVENTS = '/api/client/events/';
const ORDERS = '/api/client/new_payments/orders/';

describe('every cached endpoint', () => {
  /** Requests of each cached endpoint, made as the callers it serves, that read through its queries. */
  const REQUESTS: Record<string, { email: string; url: string }[]> = {
    listUsers: [
      { email: 'wsk.admin@portal.test', url: USERS },
      { email: 'nf.admin@portal.test', url: USERS },
      {
        email: 'wsk.admin@portal.test',
        url: `${USERS}?search=a&sport=1&is_valid_for_event=true&has_passport=true&has_anti_doping=false&gender=F`,
      },
    ],
    listEvents: [
      { email: 'wsk.admin@portal.test', url: EVENTS },
      { email: 'nf.admin@portal.test', url: `${EVENTS}?search=a&sport=1` },
    ],
    listNfAwaitingOrders: [{ email: 'nf.admin@portal.test', url: `${ORDERS}nf_payments/` }],
    listNfIndividualOrders: [{ email: 'nf.admin@portal.test', url: `${ORDERS}nf_individual_payments/` }],
    listNfProcessedOrders: [{ email: 'nf.admin@portal.test', url: `${ORDERS}nf_processed_payments/` }],
    listNfWaivedOrders: [{ email: 'nf.admin@portal.test', url: `${ORDERS}nf_waived_payments/` }],
  };

  it('has a request here', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...cachedEndpointTables().keys()].sort());
  });

  for (const [name, requests] of Object.entries(REQUESTS)) {
    it(`${name} declares every table its statements read`, async () => {
      const read = new Set<string>();
      for (const request of requests) {
        const token = await ctx.tokenFor(request.email);
        // Awaited inside the traced work: the inject chain runs when it is awaited.
        const { result, trace } = await tracer().trace(
          async () => await ctx.app.inject({ method: 'GET', url: request.url, headers: ctx.bearer(token) }),
        );
        expect(result.statusCode, result.body).toBe(200);
        for (const statement of trace.statements)
          for (const table of tablesOf(statement.sql)) read.add(table);
      }
      const declared = new Set([...(cachedEndpointTables().get(name) ?? []), ...ACCESS_CHECK_TABLES]);
      expect([...read].filter((table) => !declared.has(table)).sort()).toEqual([]);
      expect(read.size).toBeGreaterThan(ACCESS_CHECK_TABLES.length);
    });
  }
});
