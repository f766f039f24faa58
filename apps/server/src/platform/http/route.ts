// Binds a contract endpoint to a handler: method, path, zod schemas (validation, serialization and the
// OpenAPI document) and the access rule all come from the endpoint object, so they exist once.
import { type AnyEndpoint, errorBodySchema } from '@portal/contract/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminTwoFactor } from '../../config';
import type { Database } from '../../db/client';
import { authenticate, authorize, identify, RECOVERY_ONLY_MESSAGE } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import { Forbidden, Invalid } from './errors';
import { declareCachedEndpoint, type Miss, type ResponseCache, type VersionedTables } from './response-cache';
import { namedInputOf, unknownFieldsOf } from './unknown-fields';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a token endpoint (or of an optional one that sent a token); null otherwise. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Verifies access tokens; set once by `installAccessControl`. */
    accessTokenSecret: string;
    /** Where the access guard checks the session and reads the caller's role. */
    accessDatabase: Database;
    /** ADMIN_TWO_FACTOR: whether administrators must have passed a second factor (decision 026). */
    accessAdminTwoFactor: AdminTwoFactor;
    /** The cache of list replies (decision 033); absent in apps built without one. */
    responseCache?: ResponseCache;
  }
}

/** Makes `request.auth` and the token secret available to every endpoint registered afterwards. */
export function installAccessControl(
  app: FastifyInstance,
  options: { jwtSecret: string; db: Database; adminTwoFactor?: AdminTwoFactor },
): void {
  app.decorate('accessTokenSecret', options.jwtSecret);
  app.decorate('accessDatabase', options.db);
  app.decorate('accessAdminTwoFactor', options.adminTwoFactor ?? 'optional');
  app.decorateRequest('auth', null);
}

/** The parsed value of an optional endpoint schema; undefined where the endpoint has none. */
type Parsed<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  readonly params: Parsed<E['params']>;
  readonly query: Parsed<E['query']>;
  readonly body: Parsed<E['body']>;
  /** Always set on token endpoints (the access check ran first); null on public ones. */
  readonly auth: AccessClaims | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  context: HandlerContext<E>,
) => Promise<z.output<E['response']>> | z.output<E['response']>;

/** The caller of a token endpoint; a programming error on a public one. */
export function callerOf(context: { readonly auth: AccessClaims | null }): AccessClaims {
  if (!context.auth) throw new Error('callerOf() used on an endpoint without token access');
  return context.auth;
}

export interface EndpointOptions {
  /**
   * A read whose reply may be answered again while these tables are unchanged (decision 033): every table
   * its queries read, which db/data-versions.test.ts checks against the statements it sends.
   */
  readonly cache?: VersionedTables;
}

/** The misses of cached endpoints, from the lookup before the handler to the reply it made. */
const cacheMisses = new WeakMap<FastifyRequest, Miss>();

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const { access } = endpoint;
  const named = namedInputOf(endpoint);
  const cached = options.cache;
  if (cached) {
    if (endpoint.method !== 'GET') throw new Error(`${endpoint.name}: only reads are cached`);
    declareCachedEndpoint(endpoint.name, cached);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // An endpoint that takes more than the server's default (a CSV import) says so in the contract.
    ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [status]: endpoint.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      operationId: endpoint.name,
      ...(access.auth === 'token' && { security: [{ bearerAuth: [] }] }),
      ...(access.auth === 'optional' && { security: [{}, { bearerAuth: [] }] }),
    },
    // onRequest runs before the body is read, so a caller without access learns nothing about the input.
    ...(access.auth === 'token' && {
      onRequest: async (request: FastifyRequest) => {
        const token = await authenticate(request.headers.authorization, request.server.accessTokenSecret);
        const caller = await identify(
          request.server.accessDatabase,
          token,
          request.server.accessAdminTwoFactor,
        );
        authorize(access, caller);
        request.auth = caller;
      },
    }),
    // A token is read when one is sent; without one the caller stays anonymous.
    ...(access.auth === 'optional' && {
      onRequest: async (request: FastifyRequest) => {
        if (request.headers.authorization === undefined) return;
        const token = await authenticate(request.headers.authorization, request.server.accessTokenSecret);
        const caller = await identify(
          request.server.accessDatabase,
          token,
          request.server.accessAdminTwoFactor,
        );
        if (caller.recovery) throw new Forbidden(RECOVERY_ONLY_MESSAGE);
        // Nor an administrator who still owes the second factor: the rules of a plain token endpoint.
        authorize({ auth: 'token' }, caller);
        request.auth = caller;
      },
    }),
    // Unknown query parameters and body fields: after the access check (onRequest) and before the schema's
    // own validation, which would drop them silently.
    ...((named.query || named.body) && {
      preValidation: async (request: FastifyRequest) => {
        const unknown = unknownFieldsOf(request, named);
        if (unknown) throw new Invalid(unknown);
      },
    }),
    // After the access check and the input's validation: the kept reply of this caller and address, when
    // the tables it was read from are unchanged; otherwise the handler's reply is kept on its way out.
    ...(cached && {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const cache = request.server.responseCache;
        if (!cache?.enabled) return;
        const found = await cache.lookup(endpoint.name, cached, request);
        if (!found.hit) {
          cacheMisses.set(request, found);
          return;
        }
        reply.code(status).header('content-type', JSON_CONTENT_TYPE);
        return reply.send(found.body);
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const miss = cacheMisses.get(request);
        if (miss && reply.statusCode === status && typeof payload === 'string') {
          request.server.responseCache?.store(miss, payload);
        }
        return payload;
      },
    }),
    handler: async (request, reply) => {
      // The validator compiled from the endpoint's schemas has already parsed these into their outputs.
      const result = await handler({
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        auth: request.auth,
        request,
        reply,
      });
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
