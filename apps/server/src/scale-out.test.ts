// Two app instances on one PostgreSQL, as a scaled-out deployment runs them: they start at once (the
// migrations and seeds apply once), and whatever one instance writes the other honours: a session opened on
// one is refreshed on the other, failed sign-ins are counted across both (in the database, or in Redis with
// REDIS_URL), an e-mailed code and an upload ticket issued by one are used on the other, and a payment's
// idempotency key is one payment whichever instance each submission reaches, and a list reply one instance
// keeps is read anew after the other wrote to its tables. PostgreSQL only: PGlite is one process's
// embedded database.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { OrderPaymentReply } from '@portal/contract/endpoints/order-payments';
import type { PresignedUpload } from '@portal/contract/user';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type DatabaseHandle, executeRows, openDatabase } from './db/client';
import { migrationsFolder } from './db/migrate';
import { prepareDatabase } from './db/prepare';
import { events } from './db/schema/events';
import { federations } from './db/schema/federations';
import { orderPayments, orders } from './db/schema/payments';
import { DEMO_EVENTS } from './db/seed/demo-events';
import { SIGN_IN_MAX_FAILURES } from './modules/auth/service';
import { multipartForm, PDF, PRESIGN_URL } from './modules/uploads/test-helpers';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './test/harness';
import { reachableRedis, TEST_REDIS_URL } from './test/redis';

const PASSWORD = 'Demo-pass-2026!';
const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const REFRESH = '/api/v1/auth/sign_in/token_refresh/';
const ME = '/api/client/users/users/me/';
const ORDER_PAYMENTS = '/api/client/new_payments/order-payments/';
const NF_PAYMENTS = '/api/client/new_payments/orders/nf_payments/';
/** Whether the test Redis answers; its rate-limit keys are deleted before and after. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = await reachableRedis(url);
  if (!redis) return false;
  const keys = await redis.keys('portal:rate-limit:*');
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  return true;
}

interface Instance {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
}

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let starts: { demoCreated: boolean }[] = [];
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ migrate: false });
    const url = testDatabase.url ?? '';
    [first, second] = await Promise.all([
      openDatabase({ databaseUrl: url, dataDir: '' }),
      openDatabase({ databaseUrl: url, dataDir: '' }),
    ]);
    // Both instances start at once on the empty database, as a deploy of several instances does.
    starts = await Promise.all([
      prepareDatabase(first, { seedDemo: true }),
      prepareDatabase(second, { seedDemo: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDatabase?.drop();
  });

  it('apply the migrations and the seeds once when they start at the same time', async () => {
    expect(starts.map((start) => start.demoCreated).sort()).toEqual([false, true]);
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const [applied] = await executeRows<{ total: number }>(
      first.db,
      sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
    );
    expect(applied?.total).toBe(journal.entries.length);
    const [demo] = await executeRows<{ total: number }>(
      first.db,
      sql`select count(*)::int as total from users where email = 'athlete@portal.test'`,
    );
    expect(demo?.total).toBe(1);
  });

  describe.each([
    ['the database', {}],
    ['Redis', { REDIS_URL: TEST_REDIS_URL }],
  ] as const)('with rate limits in %s', (store, env) => {
    let a: Instance;
    let b: Instance;
    let skipped = false;

    beforeAll(async () => {
      if ('REDIS_URL' in env && !(await redisAnswers(env.REDIS_URL))) {
        skipped = true;
        return;
      }
      // One configuration, as every instance of a deployment reads the same settings (and the same secret).
      const { config } = createTestConfig(env);
      const build = async (database: DatabaseHandle) => {
        const app = await buildApp({ config, database, logger: createTestLogger() });
        await app.ready();
        return { app, database };
      };
      [a, b] = await Promise.all([build(first), build(second)]);
    });

    afterAll(async () => {
      await Promise.all([a?.app.close(), b?.app.close()]);
      if ('REDIS_URL' in env && !skipped) await redisAnswers(env.REDIS_URL);
    });

    /** Italy's order of the first demo event. */
    const italyDemoOrder = async () => {
      const [order] = await first.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .innerJoin(federations, eq(federations.id, orders.federationId))
        .where(and(eq(events.name, DEMO_EVENTS[0]?.name ?? ''), eq(federations.code, 'ITA')));
      return order;
    };

    let address = 0;
    /** A sign-in from its own client address, so that only the account's counter is shared between calls. */
    const signIn = (instance: Instance, email: string, password = PASSWORD, remoteAddress?: string) => {
      address += 1;
      return instance.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email, password },
        remoteAddress: remoteAddress ?? `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      });
    };

    it('refresh on one instance a session opened on the other', async (context) => {
      if (skipped) return context.skip();
      const opened = await signIn(a, 'athlete@portal.test');
      expect(opened.statusCode, opened.body).toBe(200);
      const { refresh } = opened.json();

      const refreshed = await b.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const me = await a.app.inject({
        method: 'GET',
        url: ME,
        headers: { authorization: `Bearer ${refreshed.json().access}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('athlete@portal.test');
      // The refresh token was single-use on both: the first instance refuses it once the second took it.
      const replayed = await a.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
      expect(replayed.statusCode).toBe(401);
    });

    it(`count an account's failed sign-ins across both (${store})`, async (context) => {
      if (skipped) return context.skip();
      const email = store === 'Redis' ? 'nf.viewer@portal.test' : 'wsk.viewer@portal.test';
      for (let failure = 0; failure < SIGN_IN_MAX_FAILURES; failure += 1) {
        const wrong = await signIn(failure % 2 === 0 ? a : b, email, 'Wrong-pass-2026!');
        expect(wrong.statusCode).toBe(401);
      }
      // Each instance saw only half of the failures, yet both refuse the account, even its right password.
      for (const instance of [a, b]) {
        const locked = await signIn(instance, email);
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it(`count an address's failed sign-ins across both (${store})`, async (context) => {
      if (skipped) return context.skip();
      const remote = store === 'Redis' ? '10.30.0.2' : '10.30.0.1';
      for (let failure = 0; failure < SIGN_IN_MAX_FAILURES; failure += 1) {
        const wrong = await signIn(
          failure % 2 === 0 ? a : b,
          `nobody${failure}@portal.test`,
          PASSWORD,
          remote,
        );
        expect(wrong.statusCode).toBe(401);
      }
      expect((await signIn(a, 'guest@portal.test', PASSWORD, remote)).statusCode).toBe(429);
      expect((await signIn(b, 'guest@portal.test', PASSWORD, remote)).statusCode).toBe(429);
      expect((await signIn(b, 'guest@portal.test')).statusCode).toBe(200);
    });

    it('use on one instance an upload ticket issued by the other, once', async (context) => {
      if (skipped) return context.skip();
      const token = (await signIn(a, 'guest@portal.test')).json().access;
      const presigned = await a.app.inject({
        method: 'POST',
        url: PRESIGN_URL,
        headers: { authorization: `Bearer ${token}` },
        payload: { file_name: 'passport.pdf' },
      });
      expect(presigned.statusCode, presigned.body).toBe(200);
      const target = presigned.json() as PresignedUpload;
      const upload = (instance: Instance) =>
        instance.app.inject({
          method: 'POST',
          url: new URL(target.url).pathname,
          ...multipartForm(target.fields, { name: 'passport.pdf', type: 'application/pdf', bytes: PDF }),
        });
      expect((await upload(b)).statusCode).toBe(204);
      const again = await upload(a);
      expect(again.statusCode).toBe(403);
      expect(again.json().error.message).toMatch(/already been used/);
    });

    it("make one payment of a key submitted to both at once, and refuse the key's reuse on either", async (context) => {
      if (skipped) return context.skip();
      const token = (await signIn(b, 'nf.admin@portal.test')).json().access;
      const order = await italyDemoOrder();
      expect(order).toBeDefined();
      const key = randomUUID();
      const pay = (instance: Instance, amount: string) =>
        instance.app.inject({
          method: 'POST',
          url: ORDER_PAYMENTS,
          headers: { authorization: `Bearer ${token}` },
          payload: { order: order?.id, amount, payment_system: 'card', idempotency_key: key },
        });

      const replies = await Promise.all([pay(a, '10.00'), pay(b, '10.00'), pay(a, '10.00'), pay(b, '10.00')]);
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
      const payments = replies.map((reply) => reply.json() as OrderPaymentReply);
      expect(new Set(payments.map((reply) => reply.payment.id)).size).toBe(1);
      expect(new Set(payments.map((reply) => JSON.stringify(reply.checkout))).size).toBe(1);
      const rows = await first.db
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(eq(orderPayments.idempotencyKey, key));
      expect(rows).toHaveLength(1);

      for (const instance of [a, b]) {
        const reused = await pay(instance, '11.00');
        expect(reused.statusCode).toBe(400);
        expect(Object.keys(reused.json().invalid_fields)).toEqual(['idempotency_key']);
      }
    });

    it('answer a list kept by one instance anew once the other has written to it', async (context) => {
      if (skipped) return context.skip();
      const token = (await signIn(a, 'nf.admin@portal.test')).json().access;
      const list = (instance: Instance) =>
        instance.app.inject({
          method: 'GET',
          url: NF_PAYMENTS,
          headers: { authorization: `Bearer ${token}` },
        });
      const before = await list(a);
      expect(before.statusCode, before.body).toBe(200);
      expect((await list(a)).body).toBe(before.body);
      const order = await italyDemoOrder();
      const paid = await b.app.inject({
        method: 'POST',
        url: ORDER_PAYMENTS,
        headers: { authorization: `Bearer ${token}` },
        payload: { order: order?.id, amount: '1.00', payment_system: 'card', idempotency_key: randomUUID() },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const payment = (paid.json() as OrderPaymentReply).payment.id;
      const after = await list(a);
      expect(after.statusCode).toBe(200);
      const payments = (after.json() as { results: { payments: { id: number }[] }[] }).results.flatMap(
        (row) => row.payments.map((listed) => listed.id),
      );
      expect(payments).toContain(payment);
    });
  });
});
