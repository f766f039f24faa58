// The access walk: every endpoint of the contract that needs a token answers 401 with a null message
// without one, 403 to every role it does not list, and 403 to viewers where it needs the admin permission.
import { allEndpoints } from '@portal/contract/endpoints/all';
import type { AnyEndpoint } from '@portal/contract/http';
import {
  type Permission,
  permissions,
  type RoleType,
  roleTypeHasPermission,
  roleTypes,
} from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { samplePath } from '../../test/endpoint-paths';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();

/** Every role of §6 as a caller: the WSK and NF roles once per permission. */
type Caller = { role: RoleType; permission: Permission | null };
const callers: readonly Caller[] = roleTypes.flatMap<Caller>((role) =>
  roleTypeHasPermission(role)
    ? permissions.map((permission) => ({ role, permission }))
    : [{ role, permission: null }],
);

const tokenEndpoints = allEndpoints.filter((endpoint) => endpoint.access.auth === 'token');

const call = (endpoint: AnyEndpoint, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: endpoint.method, url: samplePath(endpoint), headers });

describe('the access walk', () => {
  it('covers the endpoints that need a token', () => {
    expect(tokenEndpoints.map((endpoint) => endpoint.name)).toContain('getMe');
  });

  it('answers 401 with a null message to every token endpoint called without a token', async () => {
    for (const endpoint of tokenEndpoints) {
      const response = await call(endpoint);
      expect(response.statusCode, endpoint.name).toBe(401);
      expect(response.json(), endpoint.name).toEqual({ error: { code: 401, message: null } });
    }
  });

  it('answers 403 to every role an endpoint does not list, and to viewers where admin is required', async () => {
    for (const caller of callers) {
      const headers = ctx.bearer(await ctx.token(caller));
      for (const endpoint of tokenEndpoints) {
        const { access } = endpoint;
        if (access.auth !== 'token') continue;
        const roleRefused = access.roles !== undefined && !access.roles.includes(caller.role);
        const viewerRefused = access.permission === 'admin' && caller.permission === 'viewer';
        if (!roleRefused && !viewerRefused) continue;
        const response = await call(endpoint, headers);
        expect(response.statusCode, `${endpoint.name} as ${caller.role}/${caller.permission}`).toBe(403);
      }
    }
  });
});
