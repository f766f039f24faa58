// Access rules of registerEndpoint (401 without or with a bad token, 403 for a wrong role or a viewer on
// an admin endpoint) and the OpenAPI document generated from the contract's endpoints.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { defineEndpoint } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessions } from '../../db/schema/auth';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../test/harness';
import { type AccessClaims, signAccessToken } from '../auth/tokens';
import { callerOf, registerEndpoint } from './route';

const whoAmI = z.object({
  user_id: z.number(),
  role: z.string().nullable(),
  permission: z.string().nullable(),
  nf_federation_id: z.number().nullable(),
});

const anyUser = defineEndpoint({
  name: 'getTestAnyUser',
  method: 'GET',
  path: '/api/test/any-user/',
  access: { auth: 'token' },
  summary: 'Any signed-in caller.',
  tags: ['test'],
  response: whoAmI,
});

const wskOnly = defineEndpoint({
  name: 'getTestWskOnly',
  method: 'GET',
  path: '/api/test/wsk-only/',
  access: { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN] },
  summary: 'WSK admins and viewers.',
  tags: ['test'],
  response: whoAmI,
});

const adminWrite = defineEndpoint({
  name: 'updateTestAdminOnly',
  method: 'PATCH',
  path: '/api/test/admin-only/',
  access: { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN, ROLE_TYPES.NF_ADMIN], permission: 'admin' },
  summary: 'WSK and NF admins, not viewers.',
  tags: ['test'],
  body: z.object({ name: z.string().min(1) }),
  response: whoAmI,
});

const ctx = useTestApp({
  configure(app) {
    const handler = (context: { readonly auth: AccessClaims | null }) => {
      const caller = callerOf(context);
      return {
        user_id: caller.userId,
        role: caller.role,
        permission: caller.permission,
        nf_federation_id: caller.nfFederationId ?? null,
      };
    };
    registerEndpoint(app, anyUser, handler);
    registerEndpoint(app, wskOnly, handler);
    registerEndpoint(app, adminWrite, handler);
  },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('token endpoints', () => {
  it('answer 401 with a null message when the token is missing (§7)', async () => {
    const response = await get('/api/test/any-user/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 401, message: null } });
  });

  it('treat another authorization scheme as a missing token', async () => {
    const response = await get('/api/test/any-user/', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBeNull();
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['an empty token', 'Bearer '],
    ['a token signed with another secret', 'other-secret'],
    ['an expired token', 'expired'],
  ])('answer 401 for %s', async (_, kind) => {
    let authorization = kind;
    if (kind === 'other-secret') {
      authorization = `Bearer ${await signAccessToken({ userId: 1, sessionId: 1 }, 'y'.repeat(40))}`;
    } else if (kind === 'expired') {
      const issuedAt = Math.floor(Date.now() / 1000) - 3600;
      const token = await signAccessToken({ userId: 1, sessionId: 1 }, ctx.config.jwtSecret, {
        issuedAt,
        ttlSeconds: 60,
      });
      authorization = `Bearer ${token}`;
    }
    const response = await get('/api/test/any-user/', { authorization });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().error.message).toBe('string');
  });

  it('pass the caller to the handler', async () => {
    const token = await ctx.token({ role: 'athlete', userId: 42 });
    const response = await get('/api/test/any-user/', ctx.bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: 42,
      role: 'athlete',
      permission: null,
      nf_federation_id: null,
    });
  });

  it('answer 403 to a role that is not listed', async () => {
    for (const role of ['guest', 'athlete', 'nf_admin', 'ito'] as const) {
      const token = await ctx.token({ role, permission: role === 'nf_admin' ? 'admin' : null });
      const response = await get('/api/test/wsk-only/', ctx.bearer(token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 403, message: 'You do not have permission to perform this action' },
      });
    }
  });

  it('let a listed role in, viewer or admin', async () => {
    for (const permission of ['admin', 'viewer'] as const) {
      const token = await ctx.token({ role: 'wsk_admin', permission });
      expect((await get('/api/test/wsk-only/', ctx.bearer(token))).statusCode).toBe(200);
    }
  });

  it('apply a role change and a revoked session on the next request', async () => {
    const token = await ctx.token({ role: 'wsk_admin', permission: 'admin', userId: 77 });
    expect((await get('/api/test/wsk-only/', ctx.bearer(token))).statusCode).toBe(200);
    const [guest] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.type, 'guest'));
    await ctx.db
      .update(users)
      .set({ roleId: guest?.id ?? null })
      .where(eq(users.id, 77));
    expect((await get('/api/test/wsk-only/', ctx.bearer(token))).statusCode).toBe(403);
    await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'sign_out' })
      .where(eq(sessions.userId, 77));
    const revoked = await get('/api/test/any-user/', ctx.bearer(token));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toEqual(expect.any(String));
  });

  it('read an approved NF staff member’s federation with the role, as stored at each request', async () => {
    const italy = await ctx.federationIdOf('ITA');
    const france = await ctx.federationIdOf('FRA');
    const token = await ctx.token({ role: 'nf_admin', permission: 'viewer', userId: 78 });
    const whoAmINow = async () => (await get('/api/test/any-user/', ctx.bearer(token))).json();
    await ctx.db.update(users).set({ nfAdminFederationId: italy }).where(eq(users.id, 78));
    expect(await whoAmINow()).toMatchObject({ role: 'nf_admin', nf_federation_id: italy });
    await ctx.db.update(users).set({ nfAdminFederationId: france }).where(eq(users.id, 78));
    expect((await whoAmINow()).nf_federation_id).toBe(france);
    // A role awaiting approval gives no federation, as it gives no role.
    await ctx.db.update(users).set({ roleStatus: 'pending' }).where(eq(users.id, 78));
    expect(await whoAmINow()).toMatchObject({ role: null, nf_federation_id: null });

    const wsk = await ctx.token({ role: 'wsk_admin', permission: 'admin', userId: 79 });
    await ctx.db.update(users).set({ nfAdminFederationId: italy }).where(eq(users.id, 79));
    const wskAnswer = (await get('/api/test/any-user/', ctx.bearer(wsk))).json();
    expect(wskAnswer.nf_federation_id).toBeNull();
  });

  it('answer 401 to a valid token of an unknown session', async () => {
    const token = await signAccessToken({ userId: 1, sessionId: 999_999 }, ctx.config.jwtSecret);
    expect((await get('/api/test/any-user/', ctx.bearer(token))).statusCode).toBe(401);
  });

  it('answer 403 to a viewer where the admin permission is required, before reading the body', async () => {
    for (const role of ['wsk_admin', 'nf_admin'] as const) {
      const token = await ctx.token({ role, permission: 'viewer' });
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/test/admin-only/',
        headers: ctx.bearer(token),
        payload: { name: '' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('check the token before validating the body', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/test/admin-only/',
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('let an admin through to body validation and the handler', async () => {
    const token = await ctx.token({ role: 'nf_admin', permission: 'admin', userId: 3 });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/test/admin-only/',
      headers: ctx.bearer(token),
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    const good = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/test/admin-only/',
      headers: ctx.bearer(token),
      payload: { name: 'x' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      user_id: 3,
      role: 'nf_admin',
      permission: 'admin',
      nf_federation_id: null,
    });
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every endpoint of the contract under its operation id', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, id: operation.operationId })),
    );
    for (const endpoint of allEndpoints) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      expect(operations).toContainEqual({
        path: openApiPath,
        method: endpoint.method.toLowerCase(),
        id: endpoint.name,
      });
    }
  });

  it('marks token endpoints with the bearer scheme and documents the error body', async () => {
    const document = (await get('/api/openapi.json')).json();
    const operation = document.paths['/api/test/admin-only/'].patch;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(document.paths['/api/health/'].get.security).toBeUndefined();
  });

  it('does not list the web app, the documentation or the document itself', async () => {
    const document = (await get('/api/openapi.json')).json();
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/') || path.startsWith('/api/docs'))).toEqual([]);
    expect(paths).not.toContain('/api/openapi.json');
  });

  it('is browsable at /api/docs', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
