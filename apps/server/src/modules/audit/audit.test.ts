// The audit log (decision 024): the actions record who, whom, before and after; the WSK administrators'
// read with its filters and paging; everyone else refused; bad filters in the contract's error format; the
// database refusing to change or delete an entry; and no write route at all.

import { allEndpoints } from '@portal/contract/endpoints/all';
import { AUDIT_BASE, AUDIT_MESSAGES, type AuditEvent } from '@portal/contract/endpoints/audit';
import type { Paged } from '@portal/contract/http';
import { type Permission, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { registrationProgresses } from '../../db/schema/registration';
import { users } from '../../db/schema/users';
import { nextContact } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { ORDER_PAYMENTS, paymentsSetup } from '../payments/payments-test-setup';
import { recordAudit } from './service';

const ctx = useTestApp({ seedDemo: true });
const s = paymentsSetup(ctx);

const USERS = '/api/client/users/users/';
const WSK_ADMIN_EMAIL = 'wsk.admin@portal.test';

let admin: { id: number; token: string };

beforeAll(async () => {
  await s.setUp();
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, WSK_ADMIN_EMAIL));
  if (!row) throw new Error('The demo WSK administrator is missing');
  admin = { id: row.id, token: await ctx.tokenFor(WSK_ADMIN_EMAIL) };
});

async function list(query: Record<string, string | number>, token: string | null = admin.token) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return ctx.app.inject({
    method: 'GET',
    url: `${AUDIT_BASE}?${search.toString()}`,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
  });
}

async function page(query: Record<string, string | number>): Promise<Paged<AuditEvent>> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Paged<AuditEvent>;
}

/** A user asking for a role, written straight to the database as the approvals tests do. */
async function pendingUser(type: RoleType, permission: Permission | null): Promise<number> {
  const italy = await ctx.federationIdOf('ITA');
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: nextContact().email,
      firstName: 'Piera',
      lastName: 'Attesa',
      roleId: await ctx.roleIdOf(type, permission),
      roleStatus: 'pending',
      federationId: type === ROLE_TYPES.ATHLETE ? italy : null,
      nfAdminFederationId: type === ROLE_TYPES.NF_ADMIN ? italy : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The test user insert returned no row');
  await ctx.db.insert(registrationProgresses).values({ userId: row.id, stepRoleGuestIsSelected: true });
  return row.id;
}

const patch = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'PATCH', url, headers: ctx.bearer(token), ...(payload ? { payload } : {}) });

describe('what the actions record', () => {
  it('an approval: actor, target, the role and status before and after', async () => {
    const id = await pendingUser(ROLE_TYPES.ATHLETE, null);
    const approved = await patch(`${USERS}${id}/approve_federation/`, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);

    const { results, count } = await page({ action: 'user.approve_federation', target: id });
    expect(count).toBe(1);
    expect(results[0]).toMatchObject({
      action: 'user.approve_federation',
      actor: { id: admin.id, email: WSK_ADMIN_EMAIL, name: expect.any(String) },
      target: { id, name: 'Piera Attesa' },
      details: { role: 'athlete' },
      before: { role: 'athlete', permission: null, status: 'pending' },
      after: { role: 'athlete', permission: null, status: 'approved' },
    });
    expect(new Date(results[0]?.time ?? '').toISOString()).toBe(results[0]?.time);
  });

  it('a role change: a WSK viewer request granted as administrator, and a declined NF request', async () => {
    const wsk = await pendingUser(ROLE_TYPES.WSK_ADMIN, 'viewer');
    expect(
      (await patch(`${USERS}${wsk}/approve_wsk/`, admin.token, { permission: 'admin' })).statusCode,
    ).toBe(200);
    const nf = await pendingUser(ROLE_TYPES.NF_ADMIN, 'viewer');
    const declinedNf = await ctx.app.inject({
      method: 'DELETE',
      url: `${USERS}${nf}/decline_nf/`,
      headers: ctx.bearer(admin.token),
    });
    expect(declinedNf.statusCode, declinedNf.body).toBe(204);

    const granted = await page({ target: wsk });
    expect(granted.results).toEqual([
      expect.objectContaining({
        action: 'user.approve_wsk',
        before: { role: 'wsk_admin', permission: 'viewer', status: 'pending' },
        after: { role: 'wsk_admin', permission: 'admin', status: 'approved' },
      }),
    ]);
    const declined = await page({ target: nf });
    expect(declined.results).toEqual([
      expect.objectContaining({
        action: 'user.decline_nf',
        actor: expect.objectContaining({ id: admin.id }),
        before: { role: 'nf_admin', permission: 'viewer', status: 'pending' },
        after: { role: 'guest', permission: null, status: 'approved' },
      }),
    ]);
  });

  it('a payment confirmation: the payment state before and after, the payer as target', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '100');
    const confirmed = await patch(`${ORDER_PAYMENTS}${payment.id}/wsk_confirm/`, s.tokens.wskAdmin, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const { results } = await page({ action: 'order_payment.confirm', actor: s.ids.wskAdmin });
    const entry = results.find((candidate) => candidate.details.payment === payment.id);
    expect(entry).toMatchObject({
      actor: { id: s.ids.wskAdmin },
      target: { id: s.ids.nfAdmin },
      details: { order: billed.italy, amount: '100.00', payment_system: 'bank_transfer' },
      before: { state: 'pending' },
      after: { state: 'confirmed' },
    });
  });
});

describe('GET audit/events/', () => {
  it('pages newest first with next and previous links, one entry per page', async () => {
    const all = await page({ action: 'user.', page_size: 100 });
    expect(all.count).toBeGreaterThanOrEqual(3);
    const times = all.results.map((entry) => entry.time);
    expect([...times].sort().reverse()).toEqual(times);

    const first = await page({ action: 'user.', page_size: 1 });
    const second = await page({ action: 'user.', page_size: 1, page: 2 });
    expect(first.count).toBe(all.count);
    expect(first.results).toHaveLength(1);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    expect(second.previous).toContain('page=1');
    expect(second.results[0]?.id).toBe(all.results[1]?.id);
    // A page past the end still says how many entries match.
    const beyond = await page({ action: 'user.', page_size: 100, page: 1000 });
    expect(beyond).toMatchObject({ count: all.count, results: [] });
  });

  it('filters by exact action, prefix, actor id and search, target and dates', async () => {
    const exact = await page({ action: 'user.approve_wsk' });
    expect(exact.count).toBeGreaterThan(0);
    expect(exact.results.every((entry) => entry.action === 'user.approve_wsk')).toBe(true);
    const prefix = await page({ action: 'order_payment.', page_size: 100 });
    expect(prefix.results.every((entry) => entry.action.startsWith('order_payment.'))).toBe(true);
    // `_` is no wildcard: `user_` matches no action of `user.`.
    expect((await page({ action: 'user_.' })).count).toBe(0);

    const byActor = await page({ actor: admin.id, page_size: 100 });
    expect(byActor.count).toBeGreaterThanOrEqual(3);
    expect(byActor.results.every((entry) => entry.actor?.id === admin.id)).toBe(true);
    const bySearch = await page({ actor_search: 'WSK.ADMIN@portal', page_size: 100 });
    expect(bySearch.count).toBe(byActor.count);
    expect((await page({ actor_search: 'nobody-by-this-name' })).count).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await page({ actor: admin.id, date_from: today, date_to: today, page_size: 100 });
    expect(todays.count).toBe(byActor.count);
    expect((await page({ actor: admin.id, date_to: '2000-01-01' })).count).toBe(0);
    expect((await page({ actor: admin.id, date_from: '2999-01-01' })).count).toBe(0);
  });

  it('is for WSK administrators only: 401 without a token, 403 for every other role', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    const others: Array<[RoleType, Permission | null]> = [
      [ROLE_TYPES.GUEST, null],
      [ROLE_TYPES.ATHLETE, null],
      [ROLE_TYPES.ITO, null],
      [ROLE_TYPES.WSK_ADMIN, 'viewer'],
      [ROLE_TYPES.NF_ADMIN, 'admin'],
      [ROLE_TYPES.NF_ADMIN, 'viewer'],
    ];
    for (const [role, permission] of others) {
      const response = await list({}, await ctx.token({ role, permission }));
      expect(response.statusCode, `${role}:${permission}`).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 403 } });
    }
  });

  it('answers bad filters with 400 and the fields at fault', async () => {
    const cases: Array<[Record<string, string>, string, string | null]> = [
      [{ action: 'User Approve' }, 'action', AUDIT_MESSAGES.ACTION],
      [{ action: "user.'; drop table" }, 'action', AUDIT_MESSAGES.ACTION],
      [{ date_from: '2026-13-01' }, 'date_from', AUDIT_MESSAGES.DATE],
      // ISO 8601 has a year 0000; PostgreSQL does not, so it is a bad date rather than a failed query.
      [{ date_to: '0000-01-01' }, 'date_to', AUDIT_MESSAGES.DATE],
      [{ date_from: '2026-02-02', date_to: '2026-02-01' }, 'date_from', AUDIT_MESSAGES.DATE_RANGE],
      [{ actor: 'abc' }, 'actor', null],
      [{ target: '-1' }, 'target', null],
      [{ page_size: '1000' }, 'page_size', null],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe(400);
      expect(Object.keys(body.invalid_fields)).toEqual([field]);
      if (message) expect(body.invalid_fields[field]).toEqual([message]);
    }
  });
});

describe('immutability', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of an entry', async () => {
    const [entry] = await ctx.db.select({ id: auditEvents.id }).from(auditEvents).limit(1);
    if (!entry) throw new Error('No audit entry to try');
    await expect(
      ctx.db.execute(sql`update audit_events set action = 'user.nothing' where id = ${entry.id}`),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`update audit_events set after = '{}'::jsonb where id = ${entry.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_events where id = ${entry.id}`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [still] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.id, entry.id));
    expect(still?.id).toBe(entry.id);
  });

  it('lets through only the foreign keys nulling a users row removed outright', async () => {
    const id = await pendingUser(ROLE_TYPES.ATHLETE, null);
    await recordAudit(ctx.db, { actorUserId: admin.id, action: 'user.test_erasure', targetUserId: id });
    await ctx.db.delete(registrationProgresses).where(eq(registrationProgresses.userId, id));
    await ctx.db.delete(users).where(eq(users.id, id));
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.test_erasure'));
    expect(entry).toMatchObject({ actorUserId: admin.id, targetUserId: null });
  });

  it('has no write route: the contract has one GET under audit/, the server no other method', async () => {
    const endpoints = allEndpoints.filter((endpoint) => endpoint.path.startsWith('/api/client/audit/'));
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([`GET ${AUDIT_BASE}`]);
    const [entry] = await ctx.db.select({ id: auditEvents.id }).from(auditEvents).limit(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [AUDIT_BASE, `${AUDIT_BASE}${entry?.id}/`]) {
        const response = await ctx.app.inject({ method, url, headers: ctx.bearer(admin.token), payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
