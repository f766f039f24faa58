// fast-check arbitraries derived from zod 4 schemas, for the schema-driven fuzzing of the API (fuzz.test.ts):
// `validArbitrary` generates inputs the schema's structure accepts, `invalidArbitrary` mutates them into
// inputs a careful server must refuse with a 4xx (unknown and prototype-polluting keys, over-long strings,
// wrong types, nulls, huge or negative numbers, odd unicode).
//
// The walk reads `schema._zod.def`. Refinements (`.refine`, `.superRefine`) are closures it cannot see, so a
// "valid" value satisfies every structural rule (type, length, format, pattern, bounds, enum, literal) but not
// necessarily a refinement; key-name hints (an `email` field gets an e-mail address) make passing likelier.
import fc from 'fast-check';
import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Path = readonly (string | number)[];

export interface ArbitraryOptions {
  /**
   * Chooses the arbitrary of a node before the walk does, e.g. ids of real rows for the `id` of a path.
   * `path` is the chain of object keys and array indexes ('*') that leads to the node; `walk` gives the
   * arbitrary the walk would have used, to mix with.
   */
  readonly override?: (
    schema: Schema,
    path: Path,
    walk: () => fc.Arbitrary<unknown>,
  ) => fc.Arbitrary<unknown> | undefined;
  /** Longest string generated where the schema sets no maximum (default 60). */
  readonly maxStringLength?: number;
  /** Deepest nesting of lazy (recursive) schemas before the walk stops recursing (default 3). */
  readonly maxLazyDepth?: number;
}

/** A string over the limit of every sane field. */
export const OVERLONG_STRING_LENGTH = 10_000;

/** Keys that must never reach an object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The definition's `type` and the few properties this walk reads, without zod's full definition union. */
interface LooseDef {
  readonly type: string;
  readonly coerce?: boolean;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly checks?: readonly z.core.$ZodCheck[];
}

interface CheckDef {
  readonly check: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly value?: number | bigint;
  readonly inclusive?: boolean;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as LooseDef;
const checkDefsOf = (def: LooseDef): CheckDef[] =>
  (def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);

/** A JSON value of any shape, for schemas this walk does not know (custom, any, unknown, a bare transform). */
const anyJson = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 2 });

/** Inputs the schema's structure accepts. */
export function validArbitrary(schema: Schema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return new Walk(options).valid(schema, [], 0);
}

/**
 * Inputs that break the schema in one place: a valid value with one node replaced (wrong type, null,
 * an over-long string, a huge or negative number, odd unicode), one required key dropped, or one unknown
 * or prototype-polluting key added; or no valid shape at all.
 */
export function invalidArbitrary(schema: Schema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: validArbitrary(schema, options).chain(mutationsOf) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

class Walk {
  private readonly maxString: number;
  private readonly maxLazyDepth: number;

  constructor(private readonly options: ArbitraryOptions) {
    this.maxString = options.maxStringLength ?? 60;
    this.maxLazyDepth = options.maxLazyDepth ?? 3;
  }

  valid(schema: Schema, path: Path, lazyDepth: number): fc.Arbitrary<unknown> {
    const chosen = this.options.override?.(schema, path, () => this.walk(schema, path, lazyDepth));
    return chosen ?? this.walk(schema, path, lazyDepth);
  }

  private walk(schema: Schema, path: Path, lazyDepth: number): fc.Arbitrary<unknown> {
    const def = defOf(schema);
    // Each case reads the definition type that zod documents for that schema kind.
    switch (def.type) {
      case 'string':
        return this.string(def, path);
      case 'number':
        return numberArbitrary(def);
      case 'bigint':
        return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'undefined':
      case 'void':
        return fc.constant(undefined);
      case 'date':
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
      case 'enum': {
        const { entries } = schema._zod.def as z.core.$ZodEnumDef;
        return fc.constantFrom(...Object.values(entries));
      }
      case 'literal': {
        const { values } = schema._zod.def as z.core.$ZodLiteralDef<z.core.util.Literal>;
        return fc.constantFrom(...values);
      }
      case 'object':
        return this.object(schema._zod.def as z.core.$ZodObjectDef, path, lazyDepth);
      case 'array': {
        const { element } = schema._zod.def as z.core.$ZodArrayDef;
        const bounds = lengthBounds(checkDefsOf(def));
        const maxLength = Math.min(bounds.max ?? bounds.min + 4, bounds.min + 4);
        // Recursion ends in an empty list where the element is a lazy schema past the depth limit.
        if (this.exhausted(element, lazyDepth) && bounds.min === 0) return fc.constant([]);
        return fc.array(this.valid(element, [...path, '*'], lazyDepth), { minLength: bounds.min, maxLength });
      }
      case 'tuple': {
        const { items } = schema._zod.def as z.core.$ZodTupleDef;
        return fc.tuple(...items.map((item, index) => this.valid(item, [...path, index], lazyDepth)));
      }
      case 'record': {
        const { keyType, valueType } = schema._zod.def as z.core.$ZodRecordDef;
        // A record keyed by an enum or literals needs every key, unless it is a partialRecord.
        const known = keyType._zod.values;
        if (known) {
          const partial = (schema._zod.def as { partial?: boolean }).partial === true;
          const value = this.valid(valueType, [...path, '*'], lazyDepth);
          const model = Object.fromEntries([...known].map((key) => [String(key), value]));
          return fc.record(model, { requiredKeys: partial ? [] : Object.keys(model), noNullPrototype: true });
        }
        const keys = this.valid(keyType, [...path, '*'], lazyDepth).filter(
          (key): key is string => typeof key === 'string' && !PROTOTYPE_KEYS.some((bad) => bad === key),
        );
        return fc.dictionary(keys, this.valid(valueType, [...path, '*'], lazyDepth), {
          maxKeys: 4,
          noNullPrototype: true,
        });
      }
      case 'optional':
        if (this.exhausted(schema, lazyDepth)) return fc.constant(undefined);
        return fc.option(this.inner(schema, path, lazyDepth), { nil: undefined, freq: 4 });
      case 'nullable':
        if (this.exhausted(schema, lazyDepth)) return fc.constant(null);
        return fc.option(this.inner(schema, path, lazyDepth), { nil: null, freq: 4 });
      case 'default':
      case 'prefault':
        // A missing value takes the default, so undefined is as valid as the inner type.
        return fc.option(this.inner(schema, path, lazyDepth), { nil: undefined, freq: 3 });
      case 'nonoptional':
      case 'readonly':
      case 'catch':
      case 'success':
        return this.inner(schema, path, lazyDepth);
      case 'union': {
        const { options } = schema._zod.def as z.core.$ZodUnionDef;
        return fc.oneof(...options.map((option) => this.valid(option, path, lazyDepth)));
      }
      case 'intersection': {
        const { left, right } = schema._zod.def as z.core.$ZodIntersectionDef;
        return fc
          .tuple(this.valid(left, path, lazyDepth), this.valid(right, path, lazyDepth))
          .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
      }
      case 'pipe': {
        // The input side: a preprocess (a transform first) takes what its output schema takes.
        const pipe = schema._zod.def as z.core.$ZodPipeDef;
        // z.stringbool(): a string in, a boolean out, only the words it knows.
        if (defOf(pipe.in).type === 'string' && defOf(pipe.out).type === 'boolean')
          return fc.constantFrom('true', 'false', '1', '0', 'yes', 'no', 'on', 'off');
        const input = defOf(pipe.in).type === 'transform' ? pipe.out : pipe.in;
        return this.valid(input, path, lazyDepth);
      }
      case 'lazy': {
        const { getter } = schema._zod.def as z.core.$ZodLazyDef;
        if (lazyDepth >= this.maxLazyDepth) return fc.constant(null);
        return fc.constant(null).chain(() => this.valid(getter(), path, lazyDepth + 1));
      }
      default:
        return anyJson();
    }
  }

  /** True where `schema`, through optional and nullable wrappers, is a lazy schema past the depth limit. */
  private exhausted(schema: Schema, lazyDepth: number): boolean {
    const def = defOf(schema);
    if (def.type === 'lazy') return lazyDepth >= this.maxLazyDepth;
    if (def.type === 'optional' || def.type === 'nullable')
      return this.exhausted((schema._zod.def as z.core.$ZodOptionalDef).innerType, lazyDepth);
    return false;
  }

  private inner(schema: Schema, path: Path, lazyDepth: number): fc.Arbitrary<unknown> {
    const { innerType } = schema._zod.def as z.core.$ZodOptionalDef;
    return this.valid(innerType, path, lazyDepth);
  }

  private object(def: z.core.$ZodObjectDef, path: Path, lazyDepth: number): fc.Arbitrary<unknown> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const requiredKeys: string[] = [];
    for (const [key, value] of Object.entries(def.shape)) {
      model[key] = this.valid(value, [...path, key], lazyDepth);
      // Optional and defaulted keys may be left out as well as sent as undefined.
      if (value._zod.optin !== 'optional') requiredKeys.push(key);
    }
    const record = fc.record(model, { requiredKeys, noNullPrototype: true });
    // An object with a catchall (loose or typed) takes extra keys; a strict one (never) does not.
    const catchall = def.catchall;
    if (!catchall || defOf(catchall).type === 'never') return record;
    const extraKeys = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((key) => !(key in model) && !PROTOTYPE_KEYS.some((bad) => bad === key));
    const extras = fc.dictionary(extraKeys, this.valid(catchall, [...path, '*'], lazyDepth), {
      maxKeys: 2,
      noNullPrototype: true,
    });
    return fc.tuple(record, extras).map(([known, extra]) => ({ ...extra, ...known }));
  }

  private string(def: LooseDef, path: Path): fc.Arbitrary<string> {
    const checks = checkDefsOf(def);
    const formats = [
      ...(def.format ? [{ format: def.format, pattern: def.pattern }] : []),
      ...checks.filter((check) => check.check === 'string_format'),
    ];
    const bounds = lengthBounds(checks);
    // zod, like PostgreSQL, counts code points, not UTF-16 units.
    const fitsLength = (value: string) => {
      const length = [...value].length;
      return length >= bounds.min && (bounds.max === undefined || length <= bounds.max);
    };
    const format = formats[0];
    if (format) return formatArbitrary(format.format ?? 'regex', format.pattern).filter(fitsLength);

    const min = bounds.min;
    const max = bounds.max ?? Math.max(min, this.maxString);
    const trims = checks.some((check) => check.check === 'overwrite');
    const plain = fc
      .oneof(
        {
          weight: 6,
          arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + this.maxString) }),
        },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 20) }) },
        // The bounds themselves: a column narrower than the schema's maximum fails here.
        { weight: 1, arbitrary: fc.constantFrom(min, max).map((length) => 'x'.repeat(length)) },
      )
      // Trimming and case-folding run before the length checks; keep the value stable under them.
      .map((value) => (trims ? value.trim() : value))
      .filter(fitsLength);
    const hinted = hintFor(path, checks);
    return hinted ? fc.oneof({ weight: 3, arbitrary: hinted.filter(fitsLength) }, plain) : plain;
  }
}

function lengthBounds(checks: readonly CheckDef[]): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined)
      max = Math.min(max ?? check.maximum, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) {
      min = check.length;
      max = check.length;
    }
  }
  return { min, max };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A calendar day zod's ISO date accepts, over the whole four-digit range and near today. */
const isoDay = () =>
  fc.oneof(
    fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
  );

function formatArbitrary(format: string, pattern: RegExp | undefined): fc.Arbitrary<string> {
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((value) => !pattern || pattern.test(value));
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'date':
      return isoDay().map((day) => day.toISOString().slice(0, 10));
    case 'datetime':
      // zod's default datetime takes UTC with a Z and optional fractions, which toISOString writes.
      return isoDay().map((day) => day.toISOString());
    case 'time':
      return fc
        .tuple(
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
          fc.integer({ min: 0, max: 59 }),
        )
        .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
    case 'url':
      return fc.webUrl();
    default:
      if (!pattern) return fc.string();
      // Patterns that fast-check cannot read (look-arounds) fall back to strings that happen to match.
      try {
        return fc.stringMatching(pattern);
      } catch {
        return fc.string().filter((value) => pattern.test(value));
      }
  }
}

/** Realistic text for fields whose refinement the walk cannot see, chosen by the field's name. */
function hintFor(path: Path, checks: readonly CheckDef[]): fc.Arbitrary<string> | undefined {
  if (!checks.some((check) => check.check === 'custom')) return undefined;
  const key = String([...path].reverse().find((part) => typeof part === 'string' && part !== '*') ?? '');
  if (/e-?mail/i.test(key)) return fc.emailAddress();
  if (/phone/i.test(key)) return fc.stringMatching(/^\+[1-9][0-9]{9,11}$/);
  if (/password/i.test(key)) return fc.constantFrom('Roller-Derby-2024!', 'correct horse battery staple 9');
  if (/date|birth|_at$|_on$/i.test(key)) return isoDay().map((day) => day.toISOString().slice(0, 10));
  if (/url|link|site/i.test(key)) return fc.webUrl();
  if (/amount|price|fee|value|sum/i.test(key))
    return fc.integer({ min: 0, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));
  // Most refinements are "required" and a length limit: short, non-blank text passes those.
  return fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,30}[A-Za-z0-9]$/);
}

function numberArbitrary(def: LooseDef): fc.Arbitrary<number> {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  let step: number | undefined;
  for (const check of checkDefsOf(def)) {
    const value = Number(check.value);
    if (check.check === 'number_format') integer = check.format !== 'float32' && check.format !== 'float64';
    if (check.check === 'greater_than' && value >= min) {
      minExcluded = value === min ? minExcluded || !check.inclusive : !check.inclusive;
      min = value;
    }
    if (check.check === 'less_than' && value <= max) {
      maxExcluded = value === max ? maxExcluded || !check.inclusive : !check.inclusive;
      max = value;
    }
    if (check.check === 'multiple_of') step = value;
  }
  if (step !== undefined) {
    const unit = step;
    const low = Math.ceil(Math.max(min, -1e9) / unit) + (minExcluded ? 1 : 0);
    const high = Math.floor(Math.min(max, 1e9) / unit) - (maxExcluded ? 1 : 0);
    return fc.integer({ min: Math.min(low, high), max: high }).map((k) => k * unit);
  }
  if (integer) {
    const low = Math.max(
      Math.ceil(min) + (minExcluded && Number.isInteger(min) ? 1 : 0),
      Number.MIN_SAFE_INTEGER,
    );
    const high = Math.min(
      Math.floor(max) - (maxExcluded && Number.isInteger(max) ? 1 : 0),
      Number.MAX_SAFE_INTEGER,
    );
    // Mostly small numbers (real rows, sane amounts), sometimes anywhere in range: a schema without a
    // maximum over an int4 column fails there.
    const near = fc.integer({
      min: Math.max(low, -1000),
      max: Math.max(Math.min(high, 1000), Math.max(low, -1000)),
    });
    return fc.oneof(
      { weight: 4, arbitrary: near },
      { weight: 1, arbitrary: fc.integer({ min: low, max: Math.max(high, low) }) },
    );
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(Number.isFinite(min) && { min, minExcluded }),
    ...(Number.isFinite(max) && { max, maxExcluded }),
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value that fits no field: the awkward ends of every JSON type. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      -1,
      0,
      -2_147_483_649,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      0.5,
      -0,
      true,
      false,
      '',
      ' ',
      '0',
      '-1',
      'null',
      'true',
      '1e400',
      '9'.repeat(40),
      '2024-02-30',
      '0000-00-00',
      'NaN',
      '\u202Eevil\u202C',
      '\uD800',
      'e\u0301\u0301\u0301',
      '👩‍👩‍👧‍👦',
      "'; drop table users; --",
      '../../etc/passwd',
      '%00',
      '<script>alert(1)</script>',
    ),
    fc.constant('x'.repeat(OVERLONG_STRING_LENGTH)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
      noNullPrototype: true,
    }),
  );
}

/** Copies `target` with `key` set as an own, enumerable property, even for `__proto__`. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Every path of a value's nodes: objects' keys and arrays' indexes, the root first. */
function nodePaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => nodePaths(item, [...path, index]))];
  if (isPlainObject(value))
    return [path, ...Object.entries(value).flatMap(([key, item]) => nodePaths(item, [...path, key]))];
  return [path];
}

function updateAt(value: unknown, path: Path, update: (node: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return update(value);
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? updateAt(item, rest, update) : item));
  if (isPlainObject(value) && typeof head === 'string')
    return withKey(value, head, updateAt(value[head], rest, update));
  return value;
}

type Mutation = (node: unknown) => unknown;

/** One node of `value` changed by one mutation. */
function mutationsOf(value: unknown): fc.Arbitrary<unknown> {
  const paths = nodePaths(value);
  const objectPaths = paths.filter((path) => isPlainObject(atPath(value, path)));
  // A change that does not apply to the node's type (a number's sign on a string) replaces the node instead.
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    hostileValue().map(
      (replacement): Mutation =>
        () =>
          replacement,
    ),
    fc
      .tuple(
        hostileValue(),
        fc.constantFrom<Mutation>(
          (node) =>
            typeof node === 'string'
              ? node.repeat(Math.ceil(OVERLONG_STRING_LENGTH / Math.max(node.length, 1)))
              : node,
          (node) => (typeof node === 'number' ? -Math.abs(node) - 1 : node),
          (node) => (typeof node === 'number' ? node * 1e12 + 0.5 : node),
          (node) => (typeof node === 'string' ? `${node}\u0000` : node),
          (node) => (typeof node === 'string' || typeof node === 'number' ? [node, node] : node),
          (node) => (typeof node === 'number' || typeof node === 'boolean' ? String(node) : node),
        ),
      )
      .map(
        ([replacement, change]): Mutation =>
          (node) => {
            const changed = change(node);
            return changed === node ? replacement : changed;
          },
      ),
  );
  const replaceNode = fc
    .tuple(fc.constantFrom(...paths), mutation)
    .map(([path, change]) => updateAt(value, path, change));
  if (objectPaths.length === 0) return replaceNode;
  const extraKey = fc.oneof(
    fc.constantFrom<string>(...PROTOTYPE_KEYS, 'id', 'is_admin', 'role', 'user_id', 'federation_id'),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.constant('k'.repeat(OVERLONG_STRING_LENGTH)),
  );
  const addKey = fc
    .tuple(fc.constantFrom(...objectPaths), extraKey, fc.oneof(hostileValue(), fc.jsonValue({ maxDepth: 1 })))
    .map(([path, key, extra]) =>
      updateAt(value, path, (node) =>
        isPlainObject(node) && !Object.hasOwn(node, key) ? withKey(node, key, extra) : node,
      ),
    );
  const dropKey = fc.constantFrom(...objectPaths).chain((path) => {
    const node = atPath(value, path);
    const keys = isPlainObject(node) ? Object.keys(node) : [];
    if (keys.length === 0) return fc.constant(value);
    return fc.constantFrom(...keys).map((key) =>
      updateAt(value, path, (target) => {
        if (!isPlainObject(target)) return target;
        const { [key]: _dropped, ...rest } = target;
        return rest;
      }),
    );
  });
  return fc.oneof(
    { weight: 4, arbitrary: replaceNode },
    { weight: 3, arbitrary: addKey },
    { weight: 1, arbitrary: dropKey },
  );
}

function atPath(value: unknown, path: Path): unknown {
  let node = value;
  for (const part of path) {
    if (Array.isArray(node) && typeof part === 'number') node = node[part];
    else if (isPlainObject(node) && typeof part === 'string') node = node[part];
    else return undefined;
  }
  return node;
}
