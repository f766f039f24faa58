// Field level: a body field the contract does not name is refused with 400 'Unknown field' on every endpoint
// that takes a body, before anything is written; a privileged field sent along (role, registration state,
// a federation to administer, a payment state) changes nothing; a query parameter the contract does not
// name is refused the same way on every endpoint; a reply carries only its schema's fields.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { listEvents } from '@portal/contract/endpoints/events';
import { getPrivateFile } from '@portal/contract/endpoints/uploads';
import { type AnyEndpoint, buildPath, defineEndpoint } from '@portal/contract/http';
import { type MatrixCaller, PERMISSION_MATRIX } from '@portal/contract/permission-matrix';
import type { Permission, RoleType } from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { samplePath, userIdOfToken } from '../../test/endpoint-paths';
import { useTestApp } from '../../test/harness';
import { registerEndpoint } from './route';
import { namedInputOf, namedKeysOf, UNKNOWN_FIELD_MESSAGE, unknownFieldsOf } from './unknown-fields';

const leaky = defineEndpoint({
  name: 'getTestLeaky',
  method: 'GET',
  path: '/api/test/leaky/',
  access: { auth: 'public' },
  summary: 'Test-only endpoint whose handler returns more than its schema names.',
  tags: ['test'],
  response: z.object({ id: z.number(), profile: z.object({ name: z.string() }) }),
});

const ctx = useTestApp({
  seedDemo: true,
  configure(app) {
    // A handler that returns a field its schema does not name (as a row spread into a reply would).
    registerEndpoint(app, leaky, () => ({
      id: 1,
      profile: { name: 'Ada', passport_number: 'YA1234567' },
      password_hash: 'argon2…',
    }));
  },
});

describe('namedKeysOf', () => {
  it('names the keys of objects, through pipes, wrappers, unions and intersections', () => {
    const object = z.object({ a: z.string(), b: z.number().optional() });
    expect([...(namedKeysOf(object) ?? [])]).toEqual(['a', 'b']);
    expect([...(namedKeysOf(object.strict()) ?? [])]).toEqual(['a', 'b']);
    expect([...(namedKeysOf(object.transform((value) => value.a)) ?? [])]).toEqual(['a', 'b']);
    expect([...(namedKeysOf(object.optional().nullable()) ?? [])]).toEqual(['a', 'b']);
    expect([...(namedKeysOf(z.union([object, z.object({ c: z.string() })])) ?? [])]).toEqual(['a', 'b', 'c']);
    expect([...(namedKeysOf(z.intersection(object, z.object({ d: z.string() }))) ?? [])]).toEqual([
      'a',
      'b',
      'd',
    ]);
  });

  it('takes any key where the schema does: open objects, records, non-objects', () => {
    expect(namedKeysOf(z.looseObject({ a: z.string() }))).toBeNull();
    expect(namedKeysOf(z.object({ a: z.string() }).catchall(z.string()))).toBeNull();
    expect(namedKeysOf(z.record(z.string(), z.string()))).toBeNull();
    expect(namedKeysOf(z.array(z.string()))).toBeNull();
  });
});

describe('namedInputOf', () => {
  const query = z.object({ page: z.coerce.number(), role: z.string().optional() });
  const body = z.object({ name: z.string() });

  it('takes no query parameter where the endpoint has no query schema, and any body where it has no body schema', () => {
    const named = namedInputOf({});
    expect(named.query?.size).toBe(0);
    expect(named.body).toBeNull();
    expect(unknownFieldsOf({ query: { page: '1' }, body: { anything: 1 } }, named)).toEqual({
      page: [UNKNOWN_FIELD_MESSAGE],
    });
  });

  it('names each unknown query parameter and body field, and nothing when all are known', () => {
    const named = namedInputOf({ query, body });
    expect(
      unknownFieldsOf({ query: { page: '2', role: ['a', 'b'] }, body: { name: 'x' } }, named),
    ).toBeNull();
    expect(
      unknownFieldsOf({ query: { page: '2', pgae: '3' }, body: { name: 'x', role: 'admin' } }, named),
    ).toEqual({
      pgae: [UNKNOWN_FIELD_MESSAGE],
      role: [UNKNOWN_FIELD_MESSAGE],
    });
  });

  it('lets any parameter through where the query schema takes any', () => {
    const named = namedInputOf({ query: z.record(z.string(), z.string()) });
    expect(named.query).toBeNull();
    expect(unknownFieldsOf({ query: { anything: '1' }, body: undefined }, named)).toBeNull();
  });
});

/** Headers and the user id of a caller the endpoint admits: a token of the first role of its matrix row. */
async function admittedCaller(
  endpoint: AnyEndpoint,
): Promise<{ headers: Record<string, string>; userId: number }> {
  const caller = (PERMISSION_MATRIX[endpoint.name] ?? []).find(
    (candidate): candidate is Exclude<MatrixCaller, 'anonymous' | 'no_role'> =>
      candidate !== 'anonymous' && candidate !== 'no_role',
  );
  if (caller === undefined) return { headers: {}, userId: 1 };
  const [role, permission = null] = caller.split(':') as [RoleType, Permission?];
  const token = await ctx.token({ role, permission });
  return { headers: ctx.bearer(token), userId: userIdOfToken(token) };
}

describe('unknown body fields', () => {
  it('are refused with 400 on every endpoint that takes an object body, as a caller it admits', async () => {
    const withBody = allEndpoints.filter((endpoint) => endpoint.body && namedKeysOf(endpoint.body));
    expect(withBody.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const endpoint of withBody) {
      const { headers, userId } = await admittedCaller(endpoint);
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: samplePath(endpoint, userId),
        headers,
        payload: { not_in_the_contract: true },
      });
      const body = response.json();
      if (
        response.statusCode !== 400 ||
        body.invalid_fields?.not_in_the_contract?.[0] !== UNKNOWN_FIELD_MESSAGE
      ) {
        wrong.push(
          `${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sent with a real change, refuse the whole request: the privileged field changes nothing', async () => {
    const token = await ctx.tokenFor('athlete@portal.test');
    const me = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/client/users/users/me/',
          headers: ctx.bearer(token),
        })
      ).json();
    const before = await me();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/client/users/users/${before.id}/`,
      headers: ctx.bearer(token),
      payload: {
        first_name: 'Changed',
        role: { id: 3, type: 'wsk_admin', permission: 'admin' },
        nf_admin_federation: 1,
        registration_completed: false,
        is_approved: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields).sort()).toEqual([
      'is_approved',
      'nf_admin_federation',
      'registration_completed',
      'role',
    ]);
    expect(await me()).toEqual(before);
  });
});

describe('unknown query parameters', () => {
  it('are refused with 400 on every endpoint, with or without a query schema, as a caller it admits', async () => {
    const named = allEndpoints.filter((endpoint) => namedInputOf(endpoint).query !== null);
    expect(named).toHaveLength(allEndpoints.length);
    const wrong: string[] = [];
    for (const endpoint of allEndpoints) {
      const { headers, userId } = await admittedCaller(endpoint);
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: `${samplePath(endpoint, userId)}?zz_unknown=1`,
        headers,
      });
      const body = response.json();
      if (response.statusCode !== 400 || body.invalid_fields?.zz_unknown?.[0] !== UNKNOWN_FIELD_MESSAGE) {
        wrong.push(
          `${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leave the known ones alone: filters, paging and repeated keys still answer', async () => {
    const token = await ctx.token({ role: 'wsk_admin', permission: 'admin' });
    const known = await ctx.app.inject({
      method: 'GET',
      url: `${listEvents.path}?page=1&page_size=5&search=a&ordering=name`,
      headers: ctx.bearer(token),
    });
    expect(known.statusCode, known.body).toBe(200);
    const misspelt = await ctx.app.inject({
      method: 'GET',
      url: `${listEvents.path}?page=1&serach=a&serach=b`,
      headers: ctx.bearer(token),
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().invalid_fields).toEqual({ serach: [UNKNOWN_FIELD_MESSAGE] });
  });

  it("take the image-URL helper's sizing on file links (spec §9): w, h and q are not refused", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${buildPath(getPrivateFile.path, { key: `${'0'.repeat(32)}.png` })}?w=64&h=64&q=95`,
    });
    // No such file; what matters is that the parameters were not what answered.
    expect(response.statusCode).not.toBe(400);
    expect(response.json().invalid_fields).toBeUndefined();
  });

  it('are checked after access: a caller without it learns nothing about them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${listEvents.path}?zz_unknown=1` });
    expect(response.statusCode).toBe(401);
  });
});

describe('replies', () => {
  it('carry only the fields of their schema, at every depth', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/leaky/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, profile: { name: 'Ada' } });
    expect(response.body).not.toContain('YA1234567');
    expect(response.body).not.toContain('argon2');
  });
});
