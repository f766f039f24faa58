// The cache of list replies (decision 033): the same caller asking again is answered from it without the
// list's queries while the tables are unchanged; any committed write to one of them, whoever made it, is
// seen on the next request; callers never share a reply; the access check still runs first; a kept reply
// ages out after a minute, and the least recently used go first when the budget is spent.

import { ROLE_TYPES } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { createTestApp, useTestApp } from '../../test/harness';
import { instrumentDatabase, type StatementFaults } from '../../test/statement-faults';
import type { AccessClaims } from '../auth/tokens';
import { MAX_AGE_MS, ResponseCache } from './response-cache';

const USERS = '/api/client/users/users/?search=athlete';
const NF_PAYMENTS = '/api/client/new_payments/orders/nf_payments/';

const ctx = useTestApp({ seedDemo: true });

let faults: StatementFaults | null = null;
const tracer = () => {
  faults ??= instrumentDatabase(ctx.database.handle);
  return faults;
};

/** A GET as the user with `email`, with the statements it sent. */
async function get(token: string, url: string) {
  const { result, trace } = await tracer().trace(
    async () => await ctx.app.inject({ method: 'GET', url, headers: ctx.bearer(token) }),
  );
  return { reply: result, statements: trace.statements.map((statement) => statement.sql) };
}

/** Whether the statements read the list's own tables, beyond the access check and the versions. */
const readTheList = (statements: readonly string[]) =>
  statements.some((statement) => /"user_sports"|"order_lines"/.test(statement));

describe('a cached list', () => {
  it('answers the same caller again without its queries, with the same reply', async () => {
    const token = await ctx.tokenFor('wsk.admin@portal.test');
    const first = await get(token, USERS);
    expect(first.reply.statusCode).toBe(200);
    expect(readTheList(first.statements)).toBe(true);
    const second = await get(token, USERS);
    expect(second.reply.statusCode).toBe(200);
    expect(readTheList(second.statements)).toBe(false);
    expect(second.reply.body).toBe(first.reply.body);
    expect(second.reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.reply.headers['cache-control']).toBe('no-store');
  });

  it('shows a committed change of any of its tables on the next request', async () => {
    const token = await ctx.tokenFor('wsk.admin@portal.test');
    const before = await get(token, USERS);
    expect(before.reply.body).not.toContain('Renamed');
    // Written beside the app, as another instance or a job would.
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.email, 'athlete@portal.test'));
    const after = await get(token, USERS);
    expect(readTheList(after.statements)).toBe(true);
    expect(after.reply.json().results.map((user: { first_name: string }) => user.first_name)).toContain(
      'Renamed',
    );
  });

  it('is not changed by a rolled-back write', async () => {
    const token = await ctx.tokenFor('wsk.admin@portal.test');
    await get(token, USERS);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Never' }).where(eq(users.email, 'athlete@portal.test'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const again = await get(token, USERS);
    expect(readTheList(again.statements)).toBe(false);
    expect(again.reply.body).not.toContain('Never');
  });

  it('is never another caller’s reply', async () => {
    const wsk = await ctx.tokenFor('wsk.admin@portal.test');
    const nf = await ctx.tokenFor('nf.admin@portal.test');
    const url = '/api/client/users/users/';
    const all = (await get(wsk, url)).reply.json();
    await get(nf, url);
    const italy = (await get(nf, url)).reply.json();
    expect(italy.count).toBeLessThan(all.count);
    expect((await get(wsk, url)).reply.json().count).toBe(all.count);
  });

  it('still checks the caller’s access first', async () => {
    const token = await ctx.tokenFor('nf.viewer@portal.test');
    expect((await get(token, NF_PAYMENTS)).reply.statusCode).toBe(200);
    const cached = await get(token, NF_PAYMENTS);
    expect(readTheList(cached.statements)).toBe(false);
    // The viewer's role is taken away: the kept reply is not served.
    const [viewer] = await ctx.db.select().from(users).where(eq(users.email, 'nf.viewer@portal.test'));
    const athleteRole = await ctx.roleIdOf(ROLE_TYPES.ATHLETE);
    await ctx.db
      .update(users)
      .set({ roleId: athleteRole })
      .where(eq(users.id, viewer?.id ?? 0));
    expect((await get(token, NF_PAYMENTS)).reply.statusCode).toBe(403);
    // And a signed-out session is answered 401.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'sign_out' })
      .where(eq(sessions.userId, viewer?.id ?? 0));
    expect((await get(token, NF_PAYMENTS)).reply.statusCode).toBe(401);
    await ctx.db
      .update(users)
      .set({ roleId: viewer?.roleId ?? null })
      .where(eq(users.id, viewer?.id ?? 0));
  });

  it('is keyed by the whole address: another page or filter is read', async () => {
    const token = await ctx.tokenFor('wsk.admin@portal.test');
    await get(token, '/api/client/users/users/?page_size=5');
    const other = await get(token, '/api/client/users/users/?page_size=6');
    expect(readTheList(other.statements)).toBe(true);
    expect(other.reply.json().results.length).toBeGreaterThan(5);
  });
});

describe('with RESPONSE_CACHE_MB=0', () => {
  it('reads every list request', async () => {
    const off = await createTestApp({ seedDemo: true, env: { RESPONSE_CACHE_MB: '0' } });
    try {
      const offFaults = instrumentDatabase(off.database.handle);
      const token = await off.tokenFor('wsk.admin@portal.test');
      for (let round = 0; round < 2; round += 1) {
        const { result, trace } = await offFaults.trace(
          async () => await off.app.inject({ method: 'GET', url: USERS, headers: off.bearer(token) }),
        );
        expect(result.statusCode).toBe(200);
        expect(readTheList(trace.statements.map((statement) => statement.sql))).toBe(true);
      }
    } finally {
      await off.close();
    }
  });
});

describe('the kept replies', () => {
  const caller: AccessClaims = {
    userId: 1,
    sessionId: 1,
    role: ROLE_TYPES.WSK_ADMIN,
    permission: 'admin',
    nfFederationId: null,
  };
  const request = (url: string) => ({ url, auth: caller }) as unknown as FastifyRequest;

  it('age out after a minute', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const cache = new ResponseCache({ db: ctx.db, maxBytes: 10_000, now: () => now });
    const miss = await cache.lookup('listUsers', ['users'], request('/a'));
    if (miss.hit) throw new Error('a new cache has nothing');
    cache.store(miss, '{"a":1}');
    expect(await cache.lookup('listUsers', ['users'], request('/a'))).toEqual({ hit: true, body: '{"a":1}' });
    now += MAX_AGE_MS;
    expect((await cache.lookup('listUsers', ['users'], request('/a'))).hit).toBe(false);
  });

  it('drop the least recently used beyond their budget of bytes', async () => {
    const cache = new ResponseCache({ db: ctx.db, maxBytes: 20 });
    const keep = async (url: string, body: string) => {
      const miss = await cache.lookup('listUsers', ['users'], request(url));
      if (!miss.hit) cache.store(miss, body);
    };
    await keep('/a', '"aaaaaaaa"');
    await keep('/b', '"bbbbbbbb"');
    // /a used again, so /b is the least recently used when /c arrives.
    expect((await cache.lookup('listUsers', ['users'], request('/a'))).hit).toBe(true);
    await keep('/c', '"cccccccc"');
    expect(cache.size).toBe(20);
    expect((await cache.lookup('listUsers', ['users'], request('/b'))).hit).toBe(false);
    expect((await cache.lookup('listUsers', ['users'], request('/a'))).hit).toBe(true);
    expect((await cache.lookup('listUsers', ['users'], request('/c'))).hit).toBe(true);
    // A reply over the whole budget is not kept.
    await keep('/d', `"${'d'.repeat(40)}"`);
    expect((await cache.lookup('listUsers', ['users'], request('/d'))).hit).toBe(false);
  });

  it('are read again after a write to any of their tables', async () => {
    const cache = new ResponseCache({ db: ctx.db, maxBytes: 10_000 });
    const miss = await cache.lookup('listUsers', ['users', 'sports'], request('/e'));
    if (miss.hit) throw new Error('a new cache has nothing');
    cache.store(miss, '{}');
    await ctx.db.execute(sql`update sports set name = name where id = (select min(id) from sports)`);
    expect((await cache.lookup('listUsers', ['users', 'sports'], request('/e'))).hit).toBe(false);
  });
});
