// The permission matrix (packages/contract/src/permission-matrix.ts) against the running server: every route
// the server answers has a row, every row names a route, and for every endpoint and every kind of caller the
// answer is what the row says. A caller listed gets past the access check (anything but 401 and 403); anyone
// else gets 401 without a token and 403 with one. Each write is made by a new user, so that one call's effect
// on its caller (signing out, deleting the account, picking a role) cannot change the next call's answer.
import { allEndpoints } from '@portal/contract/endpoints/all';
import type { AnyEndpoint } from '@portal/contract/http';
import {
  CONDITIONAL_CALLERS,
  MATRIX_CALLERS,
  type MatrixCaller,
  PERMISSION_MATRIX,
  ROUTES_OUTSIDE_THE_CONTRACT,
} from '@portal/contract/permission-matrix';
import type { Permission, RoleType } from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { samplePath, userIdOfToken } from '../../test/endpoint-paths';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();

/** The routes of `printRoutes({ commonPrefix: false })` as "METHOD path", HEAD left out (Fastify adds it). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const routeOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;
/** Parameter names left out: the router prints `:id|:user` where two routes name one position apart. */
const shapeOf = (route: string) => route.replace(/:[A-Za-z_]\w*(\|:[A-Za-z_]\w*)*/g, ':');

let made = 0;
const readers = new Map<MatrixCaller, { token: string; userId: number }>();

/**
 * A user of the caller's kind, signed in, and their id; null for the anonymous caller. Writes get a new
 * user each; reads, which change nothing of their caller, share one per kind.
 */
async function signedIn(
  caller: MatrixCaller,
  write: boolean,
): Promise<{ token: string; userId: number } | null> {
  if (caller === 'anonymous') return null;
  const reader = write ? undefined : readers.get(caller);
  if (reader) return reader;
  const user = await newUser(caller);
  if (!write) readers.set(caller, user);
  return user;
}

async function newUser(
  caller: Exclude<MatrixCaller, 'anonymous'>,
): Promise<{ token: string; userId: number }> {
  let token: string;
  if (caller === 'no_role') {
    made += 1;
    const email = `matrix.${made}@portal.test`;
    await ctx.db.insert(users).values({ email, firstName: 'Mat', lastName: 'Rix' });
    token = await ctx.tokenFor(email);
  } else {
    const [role, permission = null] = caller.split(':') as [RoleType, Permission?];
    token = await ctx.token({ role, permission });
  }
  return { token, userId: userIdOfToken(token) };
}

describe('the permission matrix', () => {
  it('has a row for every route the server answers, and no row without a route', () => {
    const contract = new Map(allEndpoints.map((endpoint) => [shapeOf(routeOf(endpoint)), endpoint.name]));
    const routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('GET /api/client/users/users/me/');
    const withoutRow = routes.filter((route) => {
      if (route.startsWith('GET /api/dev/')) return false; // development only: not registered in production
      const name = contract.get(shapeOf(route));
      if (name !== undefined) return PERMISSION_MATRIX[name] === undefined;
      if (!route.split(' ')[1]?.startsWith('/api/')) return false; // the web app's files and screens
      return ROUTES_OUTSIDE_THE_CONTRACT[route] === undefined;
    });
    expect(withoutRow).toEqual([]);

    const names = new Set(allEndpoints.map((endpoint) => endpoint.name));
    expect(Object.keys(PERMISSION_MATRIX).filter((name) => !names.has(name))).toEqual([]);
    expect(allEndpoints.filter((endpoint) => !PERMISSION_MATRIX[endpoint.name]).map(routeOf)).toEqual([]);
    const registered = new Set(routes.map(shapeOf));
    expect(allEndpoints.map(routeOf).filter((route) => !registered.has(shapeOf(route)))).toEqual([]);
    expect(
      Object.keys(ROUTES_OUTSIDE_THE_CONTRACT).filter((route) => !registered.has(shapeOf(route))),
    ).toEqual([]);
  });

  it('lists a condition only for a caller its row lets in', () => {
    const stray = Object.entries(CONDITIONAL_CALLERS).flatMap(([name, conditions]) =>
      Object.keys(conditions)
        .filter((caller) => !PERMISSION_MATRIX[name]?.includes(caller as MatrixCaller))
        .map((caller) => `${name} ${caller}`),
    );
    expect(stray).toEqual([]);
  });

  it('is what the server does, for every endpoint and every caller', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const endpoint of allEndpoints) {
      const allowed = new Set(PERMISSION_MATRIX[endpoint.name] ?? []);
      for (const caller of MATRIX_CALLERS) {
        const user = await signedIn(caller, endpoint.method !== 'GET');
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: samplePath(endpoint, user?.userId ?? null),
          ...(user !== null && { headers: ctx.bearer(user.token) }),
        });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const condition = CONDITIONAL_CALLERS[endpoint.name]?.[caller];
        const expected =
          allowed.has(caller) && condition === undefined
            ? 'past the access check'
            : caller === 'anonymous'
              ? 401
              : 403;
        const met = expected === 'past the access check' ? !refused : response.statusCode === expected;
        if (!met)
          wrong.push(
            `${routeOf(endpoint)} (${endpoint.name}) as ${caller}: ${response.statusCode}, not ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
