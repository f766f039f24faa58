// The shape of the API itself: endpoint definitions, the error body and the paged-list envelope.
// The server registers handlers from these objects and the web client calls through them, so a path,
// a schema or an access rule exists in exactly one place.
import { z } from 'zod';
import type { Permission, RoleType } from './roles';

export const API_PREFIX = '/api/';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Field name -> the product messages (spec §5) of every rule that failed on it. */
export const invalidFieldsSchema = z.record(z.string(), z.array(z.string()));
export type InvalidFields = z.infer<typeof invalidFieldsSchema>;

/** The one error body of the API (ARCHITECTURE.md): the code repeats the HTTP status. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.number().int(),
      message: z.string().nullable(),
    }),
    invalid_fields: invalidFieldsSchema.optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=1&page_size=20`, shared by every paged list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{ count, next, previous, results }` around any item schema. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * Who may call an endpoint. `public`: no token. `optional`: no token needed, but a token that is sent must
 * be valid and names the caller (applying with a marathon team, signed in or not). Otherwise a valid access token is needed and, when
 * `roles` is given, the caller's role type must be one of them; `permission: 'admin'` further excludes
 * viewers of the WSK and NF roles. The short-lived token set a password recovery hands out is refused
 * everywhere except on endpoints marked `recovery: true` (setting the new password).
 */
export type Access =
  | { readonly auth: 'public' }
  | { readonly auth: 'optional' }
  | {
      readonly auth: 'token';
      readonly roles?: readonly RoleType[];
      readonly permission?: Permission;
      readonly recovery?: true;
      /**
       * Open to an administrator who must set up two-factor sign-in and has not yet (ADMIN_TWO_FACTOR
       * `required`): their profile, the set-up itself. Every other endpoint answers them 403.
       */
      readonly beforeSecondFactor?: true;
    };

export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, verb-first (`getHealth`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path as §7 writes it, under `/api/`, trailing slash included, parameters as `:name`. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** The success reply; `status` defaults to 200. */
  readonly response: TResponse;
  readonly status?: 200 | 201 | 202 | 204;
  /** The largest request body accepted, in bytes, where an endpoint needs more than the server's default. */
  readonly bodyLimit?: number;
}

/** Identity function that keeps the literal types of an endpoint definition. */
export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export type EndpointParams<E extends AnyEndpoint> = z.input<NonNullable<E['params']>>;
export type EndpointQuery<E extends AnyEndpoint> = z.input<NonNullable<E['query']>>;
export type EndpointBody<E extends AnyEndpoint> = z.input<NonNullable<E['body']>>;
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** `/api/x/:id/` + `{ id: 4 }` -> `/api/x/4/`. A missing parameter is a programming error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Integer id in a path, e.g. `{id}` of §7. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idParam });
