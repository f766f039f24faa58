// Security headers on every kind of reply (ASVS V14.4): HSTS, nosniff and a Content-Security-Policy that
// keeps other sites from framing the portal; and `Cache-Control: no-store` on every API reply that may carry
// personal data or tokens: each token endpoint of the contract whatever its status, and sign-in/refresh.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEndpoints } from '@portal/contract/endpoints/all';
import { createToken, refreshToken } from '@portal/contract/endpoints/auth';
import { type AnyEndpoint, buildPath, defineEndpoint } from '@portal/contract/http';
import { type Permission, ROLE_TYPES, type RoleType, roleTypeHasPermission } from '@portal/contract/roles';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_DOCS_PREFIX, OPENAPI_PATH } from '../../app';
import { GOOD_PASSWORD, nextContact, SIGN_IN, SIGN_UP } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { registerEndpoint } from './route';

const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("portal");');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** A test-only endpoint that fails unexpectedly: the 500 reply. */
const failing = defineEndpoint({
  name: 'getTestFailure',
  method: 'GET',
  path: '/api/test/failure/',
  access: { auth: 'public' },
  summary: 'Always throws.',
  tags: ['test'],
  response: z.null(),
});

const ctx = useTestApp({
  seedDemo: true,
  webDistDir: webDist,
  env: { BODY_LIMIT_BYTES: '1024' },
  configure(app) {
    registerEndpoint(app, failing, () => {
      throw new Error('boom');
    });
  },
});

const ME = '/api/client/users/users/me/';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function expectSecurityHeaders(response: LightMyRequestResponse, label: string) {
  const hsts = String(response.headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${label}: HSTS max-age in "${hsts}"`).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
  // 'self', not 'none': the app frames its own pages (frame-src 'self', e.g. a private PDF shown inline),
  // and no other site may frame it (clickjacking).
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors in "${csp}"`).toEqual(["'self'"]);
  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'self'"]);
  const scripts = directives.get('script-src');
  expect(scripts, `${label}: script-src`).toContain("'self'");
  expect(scripts, `${label}: no inline or eval scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: no inline or eval scripts`).not.toContain("'unsafe-eval'");
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
}

const expectNoStore = (response: LightMyRequestResponse, label: string) =>
  expect(String(response.headers['cache-control'] ?? ''), `${label} (${response.statusCode})`).toMatch(
    /(^|[\s,])no-store($|[\s,])/,
  );

/** A GET endpoint of the contract that a guest may not call, for the 403 reply. */
const staffOnly = allEndpoints.find(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.access.auth === 'token' &&
    endpoint.access.roles !== undefined &&
    !endpoint.access.roles.includes(ROLE_TYPES.GUEST) &&
    !endpoint.path.includes(':'),
);

describe('security headers', () => {
  const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['the web app’s index.html', () => ctx.app.inject({ method: 'GET', url: '/' }), 200],
    ['an unknown screen', () => ctx.app.inject({ method: 'GET', url: '/nowhere' }), 404],
    ['a static asset', () => ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' }), 200],
    ['a missing asset', () => ctx.app.inject({ method: 'GET', url: '/assets/gone-000.js' }), 404],
    ['an API JSON reply', () => ctx.app.inject({ method: 'GET', url: '/api/config/' }), 200],
    [
      'a 400 (invalid input)',
      () => ctx.app.inject({ method: 'POST', url: SIGN_IN, payload: { password: '' } }),
      400,
    ],
    [
      'a 400 (malformed JSON)',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: SIGN_IN,
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      400,
    ],
    ['a 401', () => ctx.app.inject({ method: 'GET', url: ME }), 401],
    [
      'a 401 (bad token)',
      () => ctx.app.inject({ method: 'GET', url: ME, headers: { authorization: 'Bearer not-a-token' } }),
      401,
    ],
    [
      'a 403',
      async () =>
        ctx.app.inject({
          method: 'GET',
          url: staffOnly?.path ?? '',
          headers: ctx.bearer(await ctx.token({ role: ROLE_TYPES.GUEST })),
        }),
      403,
    ],
    ['a 404 (unknown API route)', () => ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' }), 404],
    ['a 404 (unknown method)', () => ctx.app.inject({ method: 'DELETE', url: '/api/config/' }), 404],
    [
      'a 413',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: SIGN_IN,
          payload: { email: 'a@portal.test', password: 'x'.repeat(4096) },
        }),
      413,
    ],
    [
      'a 415',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: SIGN_IN,
          headers: { 'content-type': 'application/xml' },
          payload: '<sign-in/>',
        }),
      415,
    ],
    ['a 500', () => ctx.app.inject({ method: 'GET', url: failing.path }), 500],
    ['the OpenAPI document', () => ctx.app.inject({ method: 'GET', url: OPENAPI_PATH }), 200],
    ['the API reference page', () => ctx.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` }), 200],
    [
      'the API reference’s script',
      () => ctx.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js` }),
      200,
    ],
  ];

  it('finds a staff-only endpoint for the 403 case', () => {
    expect(staffOnly).toBeDefined();
  });

  it.each(cases)('are on %s', async (label, send, status) => {
    const response = await send();
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
    expectSecurityHeaders(response, label);
  });
});

/** The endpoint's path with a sample numeric value for every parameter (as the access walk does). */
function samplePath(endpoint: AnyEndpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return buildPath(endpoint.path, Object.fromEntries(names.map((name) => [name, 1])));
}

/** A caller the endpoint lets in: its first listed role (any role when it lists none), as an admin. */
function allowedCaller(endpoint: AnyEndpoint): { role: RoleType; permission: Permission | null } {
  const role =
    endpoint.access.auth === 'token' && endpoint.access.roles ? endpoint.access.roles[0] : undefined;
  const type = role ?? ROLE_TYPES.GUEST;
  return { role: type, permission: roleTypeHasPermission(type) ? 'admin' : null };
}

describe('Cache-Control: no-store', () => {
  const tokenEndpoints = allEndpoints.filter((endpoint) => endpoint.access.auth === 'token');

  it('is on every reply of every endpoint that needs a token, whatever its status', async () => {
    expect(tokenEndpoints.length).toBeGreaterThan(50);
    const tokens = new Map<string, string>();
    const statuses = new Set<number>();
    for (const endpoint of tokenEndpoints) {
      const caller = allowedCaller(endpoint);
      const key = `${caller.role}/${caller.permission}`;
      const token = tokens.get(key) ?? (await ctx.token(caller));
      tokens.set(key, token);
      const url = samplePath(endpoint);
      const allowed = await ctx.app.inject({ method: endpoint.method, url, headers: ctx.bearer(token) });
      expect(allowed.statusCode, `${endpoint.name}: let in`).not.toBe(401);
      statuses.add(allowed.statusCode);
      expectNoStore(allowed, endpoint.name);
      const anonymous = await ctx.app.inject({ method: endpoint.method, url });
      expect(anonymous.statusCode, endpoint.name).toBe(401);
      expectNoStore(anonymous, `${endpoint.name} without a token`);
    }
    // The walk saw successes as well as refusals and invalid inputs.
    expect([...statuses].some((status) => status < 300)).toBe(true);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it('is on the successful replies of a real user’s reads', async () => {
    const { email } = nextContact();
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { email, first_name: 'Ada', last_name: 'Roll', password: GOOD_PASSWORD, agreement: true },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expectNoStore(signedUp, 'sign-up (answers a token set)');
    const me = await ctx.app.inject({
      method: 'GET',
      url: ME,
      headers: ctx.bearer(signedUp.json().tokens.access),
    });
    expect(me.statusCode).toBe(200);
    expectNoStore(me, 'getMe');
  });

  it('is on the sign-in and refresh replies, which carry tokens, and on their refusals', async () => {
    const { email } = nextContact();
    await ctx.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { email, first_name: 'Ada', last_name: 'Roll', password: GOOD_PASSWORD, agreement: true },
    });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: createToken.path,
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expectNoStore(signedIn, 'createToken');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: refreshToken.path,
      payload: { refresh: signedIn.json().refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expectNoStore(refreshed, 'refreshToken');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: createToken.path,
      payload: { email, password: 'Wrong-password-1!' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expectNoStore(refused, 'createToken refused');
  });

  it('keeps a stricter value a handler set itself', async () => {
    // GET /api/health/ sets plain no-store; the default must not add to or replace it.
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s own caching of pages and hashed assets as it is', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
