// Every string a request can carry has a maximum length, and every list in a body a maximum count
// (docs/security.md 2.2): a free-text field bounded only by the body limit lets one request store megabytes
// in a row that every list then reads back. The walk reads `schema._zod.def` as the fuzzing arbitraries of
// apps/server/src/test/zod-arbitrary.ts do; the rules of a withRules refinement it reads through
// rulesOfCheck, since a refinement's closure is invisible to it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './endpoints/all';
import type { AnyEndpoint } from './http';
import type { Rule } from './validation';
import { emailField, rulesOfCheck, textField } from './zod-rules';

type Schema = z.core.$ZodType;

/** Lists in a body that keep no maximum count, each with the reason it needs none. None so far. */
const UNBOUNDED_LISTS_ALLOWED: Readonly<Record<string, string>> = {};

/** Strings still without a maximum, each with the reason; an entry that is bounded meanwhile fails the test. */
const UNBOUNDED_STRINGS_PENDING: Readonly<Record<string, string>> = {};

/** The definition's `type` and the few properties this walk reads, without zod's full definition union. */
interface LooseDef {
  readonly type: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly checks?: readonly z.core.$ZodCheck<never>[];
}

interface CheckDef {
  readonly check: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly maximum?: number;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as LooseDef;

/** String formats whose every match is short (zod's ISO datetime is not: its fraction of a second is not). */
const BOUNDED_FORMATS = new Set(['uuid', 'guid', 'date', 'time', 'cuid', 'cuid2', 'ulid', 'nanoid']);

/**
 * True when every text that `source` matches as a whole is of bounded length: no unbounded repetition
 * (`*`, `+`, `{n,}`) outside a character class.
 */
function hasNoUnboundedRepetition(source: string): boolean {
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '*' || char === '+') return false;
    else if (char === '{' && /^\{\d+,\}/.test(source.slice(index))) return false;
  }
  return true;
}

/** A zod pattern bounds the text only when it is anchored at both ends with no alternative around them. */
function patternIsBounded(pattern: RegExp): boolean {
  const { source } = pattern;
  if (!source.startsWith('^') || !source.endsWith('$') || !hasNoUnboundedRepetition(source)) return false;
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) return false;
  }
  return true;
}

/** The rules withRules added to `def`, in order. */
const rulesOf = (def: LooseDef): Rule[] =>
  (def.checks ?? []).flatMap((check) => [...(rulesOfCheck(check) ?? [])]);

function stringIsBounded(def: LooseDef): boolean {
  if (def.format && BOUNDED_FORMATS.has(def.format)) return true;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as unknown as CheckDef;
    if (checkDef.check === 'max_length' || checkDef.check === 'length_equals') return true;
    if (checkDef.check === 'string_format') {
      if (checkDef.format && BOUNDED_FORMATS.has(checkDef.format)) return true;
      if (checkDef.format === 'regex' && checkDef.pattern && patternIsBounded(checkDef.pattern)) return true;
    }
  }
  if (def.format === 'regex' && def.pattern && patternIsBounded(def.pattern)) return true;
  return rulesOf(def).some((rule) => {
    if (typeof rule === 'string') return false;
    // A single e-mail address is at most 254 characters (validation.ts); a list of them has no bound.
    if (rule.rule === 'email') return rule.multiple !== true;
    // The regex rule matches the whole text (validation.ts), so only its repetitions can leave it open.
    if (rule.rule === 'regex')
      return hasNoUnboundedRepetition(typeof rule.pattern === 'string' ? rule.pattern : rule.pattern.source);
    return rule.rule === 'max_length' || rule.rule === 'max';
  });
}

function listIsBounded(def: LooseDef): boolean {
  const checks = (def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);
  if (checks.some((check) => check.check === 'max_length' || check.check === 'length_equals')) return true;
  return rulesOf(def).some((rule) => typeof rule !== 'string' && rule.rule === 'max_count');
}

interface Findings {
  readonly strings: string[];
  readonly lists: string[];
  readonly opaque: string[];
  /** Calendar days that take year 0000, which ISO 8601 has and PostgreSQL has not (a failed query). */
  readonly yearZero: string[];
}

const noFindings = (): Findings => ({ strings: [], lists: [], opaque: [], yearZero: [] });

/** A string schema that neither trims nor changes case, so its output is its input. */
const handsOnUnchanged = (schema: Schema): boolean => {
  const def = defOf(schema);
  return (
    def.type === 'string' &&
    !(def.checks ?? []).some((check) => (check._zod.def as unknown as CheckDef).check === 'overwrite')
  );
};

/** A schema whose input is text itself (a string, or a pipe that starts with one). */
const takesText = (schema: Schema): boolean => {
  const def = defOf(schema);
  if (def.type === 'pipe') return takesText((schema._zod.def as z.core.$ZodPipeDef).in);
  return def.type === 'string';
};

/** Walks the input side of `schema`, noting each unbounded string, list (in a body) and opaque value. */
function walk(schema: Schema, path: string, inBody: boolean, found: Findings, seen: Set<Schema>): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (!stringIsBounded(def)) found.strings.push(path);
      if (def.format === 'date' && z.safeParse(schema, '0000-01-01').success) found.yearZero.push(path);
      return;
    case 'object': {
      const { shape, catchall } = schema._zod.def as z.core.$ZodObjectDef;
      for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`, inBody, found, seen);
      if (catchall && defOf(catchall).type !== 'never') walk(catchall, `${path}.*`, inBody, found, seen);
      return;
    }
    case 'array': {
      const { element } = schema._zod.def as z.core.$ZodArrayDef;
      if (inBody && !listIsBounded(def)) found.lists.push(path);
      walk(element, `${path}[]`, inBody, found, seen);
      return;
    }
    case 'tuple': {
      const { items, rest } = schema._zod.def as z.core.$ZodTupleDef;
      for (const [index, item] of items.entries()) walk(item, `${path}[${index}]`, inBody, found, seen);
      if (rest) walk(rest, `${path}[...]`, inBody, found, seen);
      return;
    }
    case 'record': {
      const { keyType, valueType } = schema._zod.def as z.core.$ZodRecordDef;
      walk(keyType, `${path}{key}`, inBody, found, seen);
      walk(valueType, `${path}{value}`, inBody, found, seen);
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      walk((schema._zod.def as z.core.$ZodOptionalDef).innerType, path, inBody, found, seen);
      return;
    case 'union': {
      const { options } = schema._zod.def as z.core.$ZodUnionDef;
      for (const option of options) walk(option, path, inBody, found, seen);
      return;
    }
    case 'intersection': {
      const { left, right } = schema._zod.def as z.core.$ZodIntersectionDef;
      walk(left, path, inBody, found, seen);
      walk(right, path, inBody, found, seen);
      return;
    }
    case 'pipe': {
      // The input side: a preprocess (a transform first) takes what its output schema takes.
      const pipe = schema._zod.def as z.core.$ZodPipeDef;
      if (defOf(pipe.in).type === 'transform') {
        walk(pipe.out, path, inBody, found, seen);
        return;
      }
      const input = noFindings();
      walk(pipe.in, path, inBody, input, seen);
      // A text the input side hands on unchanged is bounded where the output side bounds it:
      // `z.string().min(1).pipe(uploadKeySchema)`.
      if (input.strings.length > 0 && handsOnUnchanged(pipe.in) && takesText(pipe.out)) {
        const output = noFindings();
        walk(pipe.out, path, inBody, output, seen);
        if (output.strings.length === 0) input.strings.length = 0;
      }
      found.strings.push(...input.strings);
      found.lists.push(...input.lists);
      found.opaque.push(...input.opaque);
      found.yearZero.push(...input.yearZero);
      return;
    }
    case 'lazy': {
      if (seen.has(schema)) return;
      seen.add(schema);
      walk((schema._zod.def as z.core.$ZodLazyDef).getter(), path, inBody, found, seen);
      return;
    }
    // Any JSON at all: bounded by nothing but the body limit.
    case 'unknown':
    case 'any':
    case 'custom':
    case 'transform':
      found.opaque.push(path);
      return;
    default:
      // Numbers, booleans, enums, literals, dates, null: no length to bound.
      return;
  }
}

function findingsOf(endpoints: readonly AnyEndpoint[]): Findings {
  const found = noFindings();
  for (const endpoint of endpoints) {
    const where = `${endpoint.name} (${endpoint.method} ${endpoint.path})`;
    const seen = new Set<Schema>();
    if (endpoint.params) walk(endpoint.params, `${where} params`, false, found, seen);
    if (endpoint.query) walk(endpoint.query, `${where} query`, false, found, seen);
    if (endpoint.body) walk(endpoint.body, `${where} body`, true, found, seen);
  }
  return found;
}

describe('request bounds', () => {
  // The development-only endpoints of dev.ts are left out with all.ts: production never registers them.
  const found = findingsOf(allEndpoints);

  it('gives every string a request can carry a maximum length', () => {
    expect(found.strings.filter((path) => !(path in UNBOUNDED_STRINGS_PENDING))).toEqual([]);
  });

  it('gives every list in a body a maximum count, or a reason in the allow-list', () => {
    expect(found.lists.filter((path) => !(path in UNBOUNDED_LISTS_ALLOWED))).toEqual([]);
  });

  it('takes no value of any shape at all', () => {
    expect(found.opaque).toEqual([]);
  });

  it('refuses year 0000 in every calendar day (calendarDay), so no date can fail a query', () => {
    expect(found.yearZero).toEqual([]);
  });

  it('keeps no allow-list entry for a string or list that is gone or bounded now', () => {
    const stale = [
      ...Object.keys(UNBOUNDED_STRINGS_PENDING).filter((path) => !found.strings.includes(path)),
      ...Object.keys(UNBOUNDED_LISTS_ALLOWED).filter((path) => !found.lists.includes(path)),
    ];
    expect(stale).toEqual([]);
  });
});

describe('the walk', () => {
  const stringsOf = (schema: Schema) => {
    const found = noFindings();
    walk(schema, 'body', true, found, new Set());
    return found;
  };

  it('sees the bounds of zod checks, formats, bounded patterns and the rules of withRules', () => {
    const schema = z.object({
      a: z.string().max(5),
      b: z.uuid(),
      c: z.string().regex(/^[a-z]{2,4}(-[a-z+*]{1,3})?$/),
      c2: textField([{ rule: 'regex', pattern: '\\+?[0-9]{5,19}' }]),
      d: textField(['required', { rule: 'max_length', length: 5 }])
        .trim()
        .optional(),
      e: emailField(),
      f: z.enum(['x', 'y']),
      g: z.iso.date(),
      h: z.array(z.string().max(3)).max(2),
      i: z
        .string()
        .min(1)
        .pipe(z.string().regex(/^[0-9a-f]{32}$/)),
    });
    expect(stringsOf(schema)).toEqual({ strings: [], lists: [], opaque: [], yearZero: ['body.g'] });
  });

  it('finds unbounded strings and lists wherever they nest', () => {
    const schema = z.object({
      a: z.string().trim(),
      b: z.string().regex(/^[a-z]+$/),
      b2: z.string().regex(/^a|b$/),
      c: textField(['required']).nullable(),
      d: emailField({ multiple: true }),
      e: z.record(z.string(), z.array(z.string().max(3))),
      f: z.union([z.number(), z.string()]).default(1),
      g: z.preprocess((value) => value, z.string()),
      h: z.unknown(),
      i: z.string().trim().pipe(z.string().max(3)),
      j: z.string().pipe(z.coerce.number()),
    });
    expect(stringsOf(schema)).toEqual({
      strings: [
        'body.a',
        'body.b',
        'body.b2',
        'body.c',
        'body.d',
        'body.e{key}',
        'body.f',
        'body.g',
        'body.i',
        'body.j',
      ],
      lists: ['body.e{value}'],
      opaque: ['body.h'],
      yearZero: [],
    });
  });
});
