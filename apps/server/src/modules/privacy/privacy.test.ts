// The personal-data export: every table that references users (as the database catalogue and the Drizzle
// schema declare it) is exported or excluded with a reason, the demo athlete gets their records with the
// secrets withheld, nobody else's rows appear, and the reply is an uncached attachment.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type MyData, WITHHELD } from '@portal/contract/endpoints/privacy';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { events } from '../../db/schema/events';
import { orderPayments, orders } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../test/harness';
import { listUserReferences } from './queries';
import { EXCLUDED_TABLES, EXPORTED_TABLES } from './tables';

const ctx = useTestApp({ seedDemo: true });
const MY_DATA = '/api/client/users/users/me/data/';
const ATHLETE = 'athlete@portal.test';

async function myData(token: string): Promise<MyData> {
  const response = await ctx.app.inject({ method: 'GET', url: MY_DATA, headers: ctx.bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** `table.column` of every foreign key to users.id that the Drizzle schema (src/db/schema/*) declares. */
async function drizzleUserReferences(): Promise<string[]> {
  const dir = join(import.meta.dirname, '../../db/schema');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const schema: Record<string, unknown> = await import(join(dir, file));
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const fk of config.foreignKeys) {
        const reference = fk.reference();
        if (getTableConfig(reference.foreignTable).name !== 'users') continue;
        for (const column of reference.columns) found.add(`${config.name}.${column.name}`);
      }
    }
  }
  return [...found].sort();
}

/** An order of the demo athlete for a demo event, with one pending bank transfer of theirs. */
async function athleteOrder(): Promise<number> {
  const [athlete] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ATHLETE));
  const [event] = await ctx.db.select({ id: events.id }).from(events).limit(1);
  const [order] = await ctx.db
    .insert(orders)
    .values({ payerKind: 'athlete', userId: athlete?.id, eventId: event?.id, currency: 'EUR' })
    .returning({ id: orders.id });
  if (!order) throw new Error('No order');
  await ctx.db.insert(orderPayments).values({
    orderId: order.id,
    amount: '35.00',
    paymentSystem: 'bank_transfer',
    idempotencyKey: `privacy-${order.id}`,
    createdBy: athlete?.id,
  });
  return order.id;
}

describe('the schema walk', () => {
  it('finds the same references to users in the database catalogue as in the Drizzle schema', async () => {
    const catalogue = (await listUserReferences(ctx.db)).map(({ table, column }) => `${table}.${column}`);
    expect(catalogue.length).toBeGreaterThan(20);
    expect(catalogue.sort()).toEqual(await drizzleUserReferences());
  });

  it('has a decision, exported or excluded with a reason, for every table that references users', async () => {
    const referencing = new Set((await listUserReferences(ctx.db)).map(({ table }) => table));
    // Columns that name a user by convention without a foreign key count too.
    const byName = await executeRows<{ table: string }>(
      ctx.db,
      sql`select distinct table_name as "table" from information_schema.columns
          where table_schema = current_schema() and data_type in ('integer', 'bigint')
            and (column_name = 'user_id' or column_name like '%\\_user\\_id')`,
    );
    for (const { table } of byName) referencing.add(table);
    const undecided = [...referencing].filter(
      (table) => !(table in EXPORTED_TABLES || table in EXCLUDED_TABLES),
    );
    expect(undecided, 'tables referencing users with no decision in privacy/tables.ts').toEqual([]);
    for (const [table, reason] of Object.entries(EXCLUDED_TABLES)) {
      expect(reason.length, `the reason ${table} is excluded`).toBeGreaterThan(10);
      expect(table in EXPORTED_TABLES, `${table} is both exported and excluded`).toBe(false);
    }
  });

  it('names only tables and columns that exist', async () => {
    const columns = await executeRows<{ table: string; column: string }>(
      ctx.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = current_schema()`,
    );
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const tables = new Set(columns.map(({ table }) => table));
    for (const [table, how] of Object.entries(EXPORTED_TABLES)) {
      expect(tables.has(table), table).toBe(true);
      for (const column of how.withheld ?? []) expect(existing.has(`${table}.${column}`), column).toBe(true);
    }
  });
});

describe('GET /api/client/users/users/me/data/', () => {
  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: MY_DATA });
    expect(response.statusCode).toBe(401);
  });

  it('answers an uncached JSON attachment named after the day', async () => {
    const token = await ctx.tokenFor(ATHLETE);
    const response = await ctx.app.inject({ method: 'GET', url: MY_DATA, headers: ctx.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="my-data-${day}.json"`);
  });

  it('gives the demo athlete every table, their own records in them and the secrets withheld', async () => {
    const token = await ctx.tokenFor(ATHLETE);
    const order = await athleteOrder();
    const data = await myData(token);
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(EXPORTED_TABLES).sort());
    const [me] = data.tables.users ?? [];
    expect(me).toMatchObject({ id: data.user_id, email: ATHLETE, password_hash: WITHHELD });
    expect(data.tables.passports).toEqual([
      expect.objectContaining({ user_id: data.user_id, number: 'YA1234567', last_name: 'Rossi' }),
    ]);
    expect(data.tables.postal_addresses).toHaveLength(1);
    expect(data.tables.user_sports?.length).toBeGreaterThan(0);
    expect(data.tables.team_members?.length).toBeGreaterThan(0);
    expect(data.tables.registration_progresses).toHaveLength(1);
    expect(data.tables.orders).toEqual([expect.objectContaining({ id: order, user_id: data.user_id })]);
    expect(data.tables.order_payments).toEqual([
      expect.objectContaining({ order_id: order, amount: '35.00', created_by: data.user_id }),
    ]);
    // The token of this very request's session is among the sessions, its refresh token withheld.
    expect(data.tables.sessions?.length).toBeGreaterThan(0);
    for (const token of data.tables.refresh_tokens ?? []) expect(token.token_hash).toBe(WITHHELD);
    expect(data.withheld.users).toEqual(['password_hash']);
    // No secret leaves: no argon2 hash and no 64-hex-digit token hash anywhere in the document.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/"[0-9a-f]{64}"/);
  });

  it('lists the uploaded files with a signed link, not their bytes', async () => {
    const { uploadFileAs } = await import('../uploads/test-helpers');
    const token = await ctx.tokenFor(ATHLETE);
    const key = await uploadFileAs(ctx, token, 'pdf');
    const data = await myData(token);
    const file = data.files.find((entry) => entry.key === key);
    expect(file).toMatchObject({ original_name: 'file.pdf', content_type: 'application/pdf' });
    expect(file?.download_url).toMatch(new RegExp(`^http://portal\\.test/api/files/${key}/\\?`));
    const download = await ctx.app.inject({
      method: 'GET',
      url: new URL(file?.download_url ?? '').pathname + new URL(file?.download_url ?? '').search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
  });

  it('never holds another user’s rows', async () => {
    const token = await ctx.tokenFor('wsk.admin@portal.test');
    const admin = await myData(token);
    const athlete = await myData(await ctx.tokenFor(ATHLETE));
    const athleteText = JSON.stringify(admin);
    expect(athleteText).not.toContain(ATHLETE);
    expect(athleteText).not.toContain('YA1234567');
    expect(admin.tables.passports).toEqual([]);
    expect(admin.tables.users).toEqual([expect.objectContaining({ id: admin.user_id })]);
    // Every row that names a user names the caller, or is one they only acted on (reduced to ids and times).
    for (const [table, rows] of Object.entries(athlete.tables)) {
      for (const row of rows) {
        const userColumns = Object.entries(row).filter(
          ([column]) => column === 'user_id' || column === 'owner_user_id' || column === 'applicant_user_id',
        );
        for (const [column, value] of userColumns) {
          if (table === 'refresh_tokens') continue;
          expect(value, `${table}.${column}`).toBe(athlete.user_id);
        }
      }
    }
  });

  it('reduces the rows a user only acted on to ids, states and times', async () => {
    const data = await myData(await ctx.tokenFor('wsk.admin@portal.test'));
    const decided = Object.entries(data.tables).flatMap(([table, rows]) =>
      rows
        .filter((row) => row.user_id !== undefined && row.user_id !== data.user_id)
        .map((row) => ({ table, row })),
    );
    for (const { table, row } of decided) {
      for (const column of Object.keys(row)) {
        expect(
          column === 'id' ||
            /(_id|_by|_at)$/.test(column) ||
            ['action', 'status', 'state', 'kind', 'purpose'].includes(column),
          `${table}.${column}`,
        ).toBe(true);
      }
    }
  });
});
