// The arbitraries of the fuzzer: what validArbitrary generates parses with its schema, and what
// invalidArbitrary generates is refused by strict versions of the same schemas.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { idParamsSchema, pageQuerySchema } from '@portal/contract/http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidArbitrary, OVERLONG_STRING_LENGTH, validArbitrary } from './zod-arbitrary';

const Status = z.enum(['draft', 'published']);
const Item = z.object({ name: z.string().min(1).max(5), qty: z.number().int().min(0).max(9) });
type Tree = { label: string; children: Tree[] };
const TreeSchema: z.ZodType<Tree> = z.lazy(() =>
  z.object({ label: z.string().max(3), children: z.array(TreeSchema).max(2) }),
);

const schemas: Record<string, z.ZodType> = {
  'bounded strings': z.string().min(2).max(8),
  'exact length': z.string().length(4),
  'trimmed text': z.string().trim().min(1).max(10),
  regex: z.string().regex(/^[A-Z]{2}-\d{3}$/),
  email: z.email(),
  'email with max': z.string().email().max(40),
  uuid: z.uuid(),
  'iso date': z.iso.date(),
  'iso datetime': z.iso.datetime(),
  'bounded int': z.number().int().min(-3).max(7),
  'exclusive float': z.number().gt(0).lt(1),
  'multiple of': z.number().multipleOf(5).min(10).max(100),
  'coerced id': z.coerce.number().int().positive().max(2_147_483_647),
  'coerced boolean': z.coerce.boolean(),
  enum: Status,
  literal: z.literal(['a', 3]),
  'array with bounds': z.array(Item).min(1).max(3),
  tuple: z.tuple([z.string(), z.number()]),
  union: z.union([z.string().max(2), z.number().int(), z.null()]),
  'discriminated union': z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), a: z.string() }),
    z.object({ kind: z.literal('b'), b: z.boolean() }),
  ]),
  record: z.record(z.string().min(1), z.number()),
  'record of enum keys': z.record(Status, z.boolean()),
  'object with optional, nullable and default': z.object({
    id: z.number().int().positive(),
    note: z.string().optional(),
    parent: z.number().nullable(),
    status: Status.default('draft'),
    tags: z.array(z.string()).prefault([]),
  }),
  'strict object': z.strictObject({ a: z.string(), b: z.number().optional() }),
  'loose object': z.looseObject({ a: z.string() }),
  transform: z
    .string()
    .max(4)
    .transform((value) => value.length),
  pipe: z
    .string()
    .regex(/^\d{1,4}$/)
    .pipe(z.coerce.number()),
  preprocess: z.preprocess((value) => value, z.number().int().max(3)),
  stringbool: z.stringbool(),
  lazy: TreeSchema,
  'page query': pageQuerySchema,
  'id params': idParamsSchema,
};

describe('validArbitrary', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`generates values that parse: ${name}`, () => {
      fc.assert(
        fc.property(validArbitrary(schema), (value) => {
          const parsed = schema.safeParse(value);
          if (!parsed.success) throw new Error(`${JSON.stringify(value)}: ${parsed.error.message}`);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('takes an override for chosen nodes', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    const values = fc.sample(
      validArbitrary(schema, {
        override: (_node, path) => (path.at(-1) === 'id' ? fc.constant(4) : undefined),
      }),
      20,
    );
    expect(values.every((value) => (value as { id: number }).id === 4)).toBe(true);
  });

  it('generates a value for the inputs of every endpoint of the contract', () => {
    for (const endpoint of allEndpoints) {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (schema) expect(fc.sample(validArbitrary(schema), 3), endpoint.name).toHaveLength(3);
      }
    }
  });
});

describe('invalidArbitrary', () => {
  const strict = z.strictObject({
    id: z.number().int().positive().max(1000),
    name: z.string().min(1).max(50),
    kind: Status,
    nested: z.strictObject({ flag: z.boolean() }),
  });

  it('generates values a strict schema mostly refuses', () => {
    // Not all of them: a hostile replacement can happen to fit ('null' is a fine name), and zod skips an
    // own `__proto__` key even in a strict object (the server's JSON parser refuses that one).
    const samples = fc.sample(invalidArbitrary(strict), { numRuns: 1000, seed: 42 });
    const accepted = samples.filter((value) => strict.safeParse(value).success);
    expect(accepted.length).toBeLessThan(samples.length / 10);
  });

  it('adds prototype keys as own properties and sends over-long strings', () => {
    const samples = fc.sample(invalidArbitrary(strict), { numRuns: 3000, seed: 7 });
    const json = samples.map((value) => JSON.stringify(value) ?? '');
    expect(json.some((text) => text.includes('"__proto__"'))).toBe(true);
    expect(json.some((text) => text.length > OVERLONG_STRING_LENGTH)).toBe(true);
    expect(samples.some((value) => value === null)).toBe(true);
  });
});
