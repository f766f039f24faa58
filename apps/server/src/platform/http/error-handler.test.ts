// The one error format: unknown API routes, malformed or oversized bodies, validation errors with
// invalid_fields, and 500s that leak nothing.
import { defineEndpoint, errorBodySchema } from '@portal/contract/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness';
import { invalidFieldsOf } from './error-handler';
import { Conflict, Forbidden, Invalid, NotFound } from './errors';
import { registerEndpoint } from './route';

const createThing = defineEndpoint({
  name: 'createTestThing',
  method: 'POST',
  path: '/api/test/things/',
  access: { auth: 'public' },
  summary: 'Test-only endpoint with a body schema.',
  tags: ['test'],
  body: z.object({
    email: z.email({ error: 'Please enter valid email address' }),
    name: z
      .string()
      .min(1, { error: 'This field is required' })
      .max(5, { error: 'This field can contain no more than 5 characters.' }),
    links: z.array(z.object({ url: z.url({ error: 'Enter a valid URL' }) })).default([]),
  }),
  response: z.object({ id: z.number() }),
  status: 201,
});

const getThing = defineEndpoint({
  name: 'getTestThing',
  method: 'GET',
  path: '/api/test/things/:id/',
  access: { auth: 'public' },
  summary: 'Test-only endpoint with a path parameter and a query.',
  tags: ['test'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({
    fail: z.enum(['none', 'crash', 'not-found', 'forbidden', 'conflict', 'invalid', 'shape']).default('none'),
  }),
  response: z.object({ id: z.number() }),
});

const ctx = useTestApp({
  env: { BODY_LIMIT_BYTES: '2048' },
  configure(app) {
    registerEndpoint(app, createThing, () => ({ id: 1 }));
    registerEndpoint(app, getThing, ({ params, query }) => {
      switch (query.fail) {
        case 'crash':
          throw new Error(
            'SELECT secret FROM users WHERE password_hash = $1 -- relation "users" at db/queries.ts',
          );
        case 'not-found':
          throw new NotFound('No such thing');
        case 'forbidden':
          throw new Forbidden();
        case 'conflict':
          throw new Conflict('This thing already exists');
        case 'invalid':
          throw new Invalid({ name: ['This name is taken'] });
        case 'shape':
          return { id: 'not a number' } as unknown as { id: number };
        default:
          return { id: params.id };
      }
    });
  },
});

const post = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/test/things/',
    payload,
    headers: { 'content-type': contentType },
  });

function expectErrorBody(body: unknown, code: number) {
  const parsed = errorBodySchema.parse(body);
  expect(parsed.error.code).toBe(code);
  return parsed;
}

describe('unknown routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    '%s on an unknown /api/ path answers 404 Not found',
    async (method) => {
      const response = await ctx.app.inject({ method, url: '/api/does-not-exist/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { code: 404, message: 'Not found' } });
    },
  );

  it('a method a known path does not have answers 404 in the same format', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/health/' });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json(), 404);
  });
});

describe('request bodies', () => {
  it('accepts a valid body and answers the endpoint status', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.org', name: 'Ann' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1 });
  });

  it('malformed JSON answers 400', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 400, message: 'Malformed JSON body' } });
  });

  it('an empty JSON body answers 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 400);
  });

  it('a body over BODY_LIMIT_BYTES answers 413', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.org', name: 'x'.repeat(4000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 413, message: 'Request body is too large' } });
  });

  it('an unsupported media type answers 415', async () => {
    const response = await post('<thing/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 415, message: 'Unsupported media type' } });
  });

  it('bad input answers 400 with the product message of each failing field', async () => {
    const response = await post(
      JSON.stringify({
        email: 'nope',
        name: 'much too long',
        links: [{ url: 'https://ok.org' }, { url: 'x' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: {
        email: ['Please enter valid email address'],
        name: ['This field can contain no more than 5 characters.'],
        'links.1.url': ['Enter a valid URL'],
      },
    });
  });

  it('a missing field is reported under its name', async () => {
    const response = await post(JSON.stringify({ name: 'Ann' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields)).toEqual(['email']);
  });

  it('a body that is not an object is reported as a non-field error', async () => {
    const response = await post('[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields)).toEqual(['non_field_errors']);
  });

  it('a bad path parameter is reported under its name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/abc/' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields)).toEqual(['id']);
  });

  it('a bad query parameter is reported under its name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/1/?fail=maybe' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields)).toEqual(['fail']);
  });
});

describe('errors thrown by handlers', () => {
  it.each([
    ['not-found', 404, 'No such thing'],
    ['forbidden', 403, 'You do not have permission to perform this action'],
    ['conflict', 409, 'This thing already exists'],
  ])('%s answers %i with its message', async (fail, status, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/test/things/1/?fail=${fail}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: status, message } });
  });

  it('Invalid answers 400 with its fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/1/?fail=invalid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: { name: ['This name is taken'] },
    });
  });

  it('an unexpected error answers 500 without a stack, SQL or internal names', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/1/?fail=crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 500, message: 'Internal server error' } });
    for (const leak of ['SELECT', 'secret', 'password', 'users', 'queries.ts', 'at ', 'stack']) {
      expect(response.body).not.toContain(leak);
    }
  });

  it('a reply that does not match the response schema answers 500 and leaks nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/1/?fail=shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 500, message: 'Internal server error' } });
  });

  it('a handler result passes through', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/7/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7 });
  });
});

describe('invalidFieldsOf', () => {
  it('joins the path with dots, decodes JSON pointers and keeps each message once', () => {
    expect(
      invalidFieldsOf([
        { instancePath: '/links/0/url', message: 'Bad' },
        { instancePath: '/links/0/url', message: 'Bad' },
        { instancePath: '/a~1b', message: 'Slash' },
        { instancePath: '/', message: 'Whole' },
      ]),
    ).toEqual({ 'links.0.url': ['Bad'], 'a/b': ['Slash'], non_field_errors: ['Whole'] });
  });

  it('lists unknown keys of a strict object under each key', () => {
    expect(
      invalidFieldsOf([
        { instancePath: '/profile', keyword: 'unrecognized_keys', params: { keys: ['x', 'y'] } },
      ]),
    ).toEqual({ 'profile.x': ['Unknown field'], 'profile.y': ['Unknown field'] });
  });
});
