// Account deletion erases the person (docs/decisions/025-personal-data-export-and-erasure.md): after
// `delete_me/`, no text, varchar or jsonb column of any table and no stored file holds their e-mail address,
// phone number or passport number, their uploaded files and two-factor secret are gone; their order stays,
// without them. With the rate limits in Redis (the local one at 127.0.0.1:6379, when it answers), no key
// there names them either, and a Redis that fails then does not fail the deletion.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { twoFactorBackupCodes, userTwoFactor } from '../../db/schema/auth';
import { events } from '../../db/schema/events';
import { orderPayments, orders } from '../../db/schema/payments';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { nextContact, signIn, signUp } from '../../test/accounts';
import { createTestApp, type TestApp, useTestApp } from '../../test/harness';
import { reachableRedis, TEST_REDIS_URL } from '../../test/redis';
import { uploadFileAs } from '../uploads/test-helpers';

const ctx = useTestApp({ seedDemo: true });
const USERS = '/api/client/users/users/';
const PASSPORT_NUMBER = 'ZQ4455667';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    ...(token && { headers: ctx.bearer(token) }),
    ...(payload && { payload }),
  });

/** `table.column` of every row whose text (any text, varchar, char, json, jsonb or array column) holds `needle`. */
async function databaseHits(needle: string): Promise<string[]> {
  const columns = await executeRows<{ table: string; column: string }>(
    ctx.db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const { table, column } of columns) {
    const [row] = await executeRows<{ found: number }>(
      ctx.db,
      sql`select count(*)::int as found from ${sql.identifier(table)}
          where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    );
    if (row && row.found > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** Every file under the test app's DATA_DIR, by path. */
function storedFiles(dir = ctx.dataDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('deleting one’s account', () => {
  it('leaves the e-mail, phone and passport number nowhere in the database or the storage', async () => {
    const contact = nextContact();
    const { user, tokens } = await signUp(ctx, contact);
    const token = tokens.access;
    // Records and files of every kind the account can have.
    const scan = await uploadFileAs(ctx, token, 'pdf');
    const picture = await uploadFileAs(ctx, token, 'png');
    expect(
      (
        await call('PUT', `${USERS}${user.id}/passport_details/`, token, {
          first_name: 'Giulia',
          last_name: 'Bianchi',
          birthday: '1998-06-15',
          gender: 'F',
          nationality: 'IT',
          passport_number: PASSPORT_NUMBER,
          active_until_date: '2032-01-31',
          passport_scan: scan,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PUT', `${USERS}${user.id}/avatar/`, token, { avatar: picture })).statusCode).toBe(
      200,
    );
    // Two-factor sign-in on: a secret and backup codes (decision 026).
    const setup = await call('POST', `${USERS}me/two_factor/setup/`, token, {});
    const enabled = await call('POST', `${USERS}me/two_factor/enable/`, token, {
      code: await generate({ secret: setup.json().secret }),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const message = `My passport ${PASSPORT_NUMBER} is attached; write to ${contact.email}.`;
    expect(
      (await call('POST', '/api/client/support/requests/', token, { subject: 'Passport', message }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/client/support/contact_us/', null, {
          name: 'Giulia Bianchi',
          email: contact.email,
          message,
        })
      ).statusCode,
    ).toBe(204);
    const [event] = await ctx.db.select({ id: events.id }).from(events).limit(1);
    const [order] = await ctx.db
      .insert(orders)
      .values({ payerKind: 'athlete', userId: user.id, eventId: event?.id, currency: 'EUR' })
      .returning({ id: orders.id });
    await ctx.db.insert(orderPayments).values({
      orderId: order?.id ?? 0,
      amount: '35.00',
      paymentSystem: 'bank_transfer',
      idempotencyKey: `erasure-${order?.id}`,
      createdBy: user.id,
    });
    // Before: the search finds them, so that it would find a leftover.
    expect(await databaseHits(contact.email)).toContain('users.email');
    expect(await databaseHits(PASSPORT_NUMBER)).toContain('passports.number');
    expect(storedFiles().some((path) => path.includes(scan))).toBe(true);

    expect((await call('DELETE', `${USERS}${user.id}/delete_me/`, token)).statusCode).toBe(204);

    expect(await databaseHits(contact.email)).toEqual([]);
    expect(await databaseHits(contact.phone)).toEqual([]);
    expect(await databaseHits(PASSPORT_NUMBER)).toEqual([]);
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, user.id)),
    ).toEqual([]);
    for (const path of storedFiles()) {
      expect(path).not.toContain(scan);
      expect(path).not.toContain(picture);
      const text = readFileSync(path).toString('latin1');
      expect(text, path).not.toContain(contact.email);
      expect(text, path).not.toContain(PASSPORT_NUMBER);
    }
    // The money record stays, pointing at the anonymised row.
    const [kept] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? 0));
    expect(kept?.userId).toBe(user.id);
    expect((await call('GET', `${USERS}me/`, token)).statusCode).toBe(401);
  });
});

describe('deleting one’s account with the rate limits in Redis', () => {
  let redis: Redis | null = null;
  let app: TestApp | null = null;
  beforeAll(async () => {
    redis = await reachableRedis();
    if (redis) app = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.quit();
  });

  it('leaves no key there naming their e-mail address or phone', async (context) => {
    const local = redis;
    if (!local || !app) return context.skip();
    const contact = nextContact();
    const { user, tokens } = await signUp(app, contact);
    // Windows counted for the account's contacts: failed sign-ins by e-mail and by phone, a contact message.
    expect((await signIn(app, { email: contact.email }, 'Wrong-password-1!')).statusCode).toBe(401);
    expect((await signIn(app, { phone: contact.phone }, 'Wrong-password-1!')).statusCode).toBe(401);
    const contactUs = await app.app.inject({
      method: 'POST',
      url: '/api/client/support/contact_us/',
      payload: { name: 'Ada Roll', email: contact.email, message: 'Hello, a question about my account.' },
    });
    expect(contactUs.statusCode, contactUs.body).toBe(204);
    const keysNamingThem = async () =>
      (await local.keys('*')).filter((key) => key.includes(contact.email) || key.includes(contact.phone));
    expect(await keysNamingThem()).toHaveLength(3);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `${USERS}${user.id}/delete_me/`,
      headers: app.bearer(tokens.access),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await keysNamingThem()).toEqual([]);
  });
});

describe('deleting one’s account when the rate-limit store fails', () => {
  const forgotten: string[][] = [];
  const failing: RateLimitStore = {
    get: async () => null,
    hit: async (_key, windowMs) => ({ count: 1, resetAt: Date.now() + windowMs }),
    reset: async () => {},
    forget: async (identifiers) => {
      forgotten.push([...identifiers]);
      throw new Error('Redis is unreachable');
    },
  };
  const failingCtx = useTestApp({ rateLimitStore: failing });

  it('deletes the account all the same, once it has committed', async () => {
    const contact = nextContact();
    const { user, tokens } = await signUp(failingCtx, contact);
    const deleted = await failingCtx.app.inject({
      method: 'DELETE',
      url: `${USERS}${user.id}/delete_me/`,
      headers: failingCtx.bearer(tokens.access),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(forgotten).toEqual([[contact.email, contact.phone]]);
    const me = await failingCtx.app.inject({
      method: 'GET',
      url: `${USERS}me/`,
      headers: failingCtx.bearer(tokens.access),
    });
    expect(me.statusCode).toBe(401);
  });
});
