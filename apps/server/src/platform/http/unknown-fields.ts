// A body field or a query parameter the contract does not name is refused, not silently dropped: 400 with
// 'Unknown field' on it. A client that sends `role`, `registration_completed` or a payment state learns at
// once that such a field changes nothing, and a misspelt filter (`?federaton=3`) or optional field does
// not pass for an absent one, answering the whole unfiltered list.
import type { AnyEndpoint, InvalidFields } from '@portal/contract/http';
import type { z } from 'zod';

export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, unknown>;
  readonly catchall?: { readonly _zod: { readonly def: SchemaDef } };
  readonly in?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/**
 * The top-level keys a body or query schema names; null when it takes any (an open object, a record, a
 * schema that is not an object), so nothing is refused for it.
 */
export function namedKeysOf(schema: z.ZodType): ReadonlySet<string> | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const open = def.catchall !== undefined && def.catchall._zod.def.type !== 'never';
      return open ? null : new Set(Object.keys(def.shape ?? {}));
    }
    case 'pipe':
      return def.in ? namedKeysOf(def.in) : null;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? namedKeysOf(def.innerType) : null;
    case 'union':
      return joined((def.options ?? []).map(namedKeysOf));
    case 'intersection':
      return def.left && def.right ? joined([namedKeysOf(def.left), namedKeysOf(def.right)]) : null;
    default:
      return null;
  }
}

function joined(sets: readonly (ReadonlySet<string> | null)[]): ReadonlySet<string> | null {
  if (sets.some((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => [...(set ?? [])]));
}

/** The keys of `body` that `named` does not hold; none when the body is not a plain object. */
export function unknownKeysOf(body: unknown, named: ReadonlySet<string>): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !named.has(key));
}

/** What an endpoint names of its input; null where it takes any key (or, for a body, has no schema). */
export interface NamedInput {
  readonly query: ReadonlySet<string> | null;
  readonly body: ReadonlySet<string> | null;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * Worked out once, when the endpoint is registered. An endpoint without a query schema reads no parameter,
 * so every one it is sent is unknown. One without a body schema is left to the framework (a body there is
 * not read; the fuzz test sends some).
 */
export function namedInputOf(endpoint: Pick<AnyEndpoint, 'query' | 'body'>): NamedInput {
  return {
    query: endpoint.query ? namedKeysOf(endpoint.query) : NO_KEYS,
    body: endpoint.body ? namedKeysOf(endpoint.body) : null,
  };
}

/** Each query parameter and body field that `named` does not hold, with 'Unknown field'; null when none. */
export function unknownFieldsOf(
  request: { readonly query: unknown; readonly body: unknown },
  named: NamedInput,
): InvalidFields | null {
  const unknown = [
    ...(named.query ? unknownKeysOf(request.query, named.query) : []),
    ...(named.body ? unknownKeysOf(request.body, named.body) : []),
  ];
  if (unknown.length === 0) return null;
  return Object.fromEntries(unknown.map((key) => [key, [UNKNOWN_FIELD_MESSAGE]]));
}
