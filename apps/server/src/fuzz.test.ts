// Schema-driven fuzzing of the whole API: for every endpoint of the contract, requests generated from its
// params, query and body schemas (valid ones, and ones broken in one place) go through app.inject as every
// caller. Whatever comes in, the server never answers 5xx, a 2xx reply is the endpoint's response schema
// with its status, and a 4xx reply is the contract's error body.
//
// `npm test` runs a fixed seed, so a run passes or fails the same way on every machine and a bug is found
// on the change that brings it, not on a later one. `npm run fuzz` explores: FUZZ_SEED=random takes a fresh
// seed and more cases. FUZZ_SEED=<n> replays a run (every failure names it); FUZZ_RUNS=<n> sets the cases
// per endpoint.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { getBankDetails } from '@portal/contract/endpoints/order-payments';
import { deleteMe } from '@portal/contract/endpoints/users';
import { type AnyEndpoint, errorBodySchema } from '@portal/contract/http';
import {
  type Permission,
  permissions,
  type RoleType,
  roleTypeHasPermission,
  roleTypes,
} from '@portal/contract/roles';
import { and, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { users } from './db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { useTestApp } from './test/harness';
import { type ArbitraryOptions, invalidArbitrary, validArbitrary } from './test/zod-arbitrary';

const ctx = useTestApp({ seedDemo: true });

/** The seed `npm test` runs; raise it when a new seed has been explored and its findings fixed. */
const FIXED_SEED = 20_261_126;

function seedOf(setting: string | undefined): number {
  if (!setting) return FIXED_SEED;
  if (setting === 'random') return Math.floor(Math.random() * 2 ** 31);
  return Number(setting);
}

const SEED = seedOf(process.env.FUZZ_SEED);
const RUNS_PER_ENDPOINT = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 18;

/** Ids of demo rows: most tables' first rows exist, so handlers get past their 404s. */
const REAL_IDS = [1, 2, 3, 4, 5] as const;
/** Stands for the caller's own user id in a generated value; replaced when the request is sent. */
const SELF = '\u0000self';

interface Caller {
  readonly label: string;
  readonly role: RoleType | null;
  readonly permission: Permission | null;
  /** A demo account (with a federation, sports, orders) rather than a bare new user of the role. */
  readonly demoEmail: string | null;
  userId: number | null;
  headers: Record<string, string>;
}

/** Anonymous, then every role of §6 (WSK and NF once per permission) as a new user and as its demo account. */
function allCallers(): Caller[] {
  const roles = roleTypes.flatMap<{ role: RoleType; permission: Permission | null }>((role) =>
    roleTypeHasPermission(role)
      ? permissions.map((permission) => ({ role, permission }))
      : [{ role, permission: null }],
  );
  const fresh = roles.map(
    (r): Caller => ({ ...r, label: `${r.role}/${r.permission}`, demoEmail: null, userId: null, headers: {} }),
  );
  const demo = DEMO_ACCOUNTS.map(
    (account): Caller => ({
      role: account.role,
      permission: account.permission,
      label: `demo ${account.email}`,
      demoEmail: account.email,
      userId: null,
      headers: {},
    }),
  );
  return [
    { label: 'anonymous', role: null, permission: null, demoEmail: null, userId: null, headers: {} },
    ...fresh,
    ...demo,
  ];
}

const callers = allCallers();

/**
 * A new session for every caller, with the caller's role given back: a write may have changed it (set_is_*,
 * clear_profile_role) or ended the sessions. An account that a write deleted is replaced by a new user.
 */
async function refreshCallers(): Promise<void> {
  const ids = callers.flatMap((caller) => (caller.userId === null ? [] : [caller.userId]));
  const deleted = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.deletedAt)));
  for (const caller of callers) {
    if (!caller.role) continue;
    if (deleted.some((row) => row.id === caller.userId)) caller.userId = null;
    const token = await ctx.token({
      role: caller.role,
      permission: caller.permission,
      ...(caller.userId !== null && { userId: caller.userId }),
    });
    caller.userId = userIdOf(token);
    caller.headers = ctx.bearer(token);
  }
}

/** The `sub` claim of an access token. */
function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return Number(payload.sub);
}

/**
 * Endpoints left out of some callers' runs, each because a successful call would spoil the rest of the run:
 * - deleteMe as a demo account erases that account, and with it the demo data every later endpoint reads
 *   through it. New users and anonymous callers still run it.
 * Sign-out (it needs the refresh token, which the fuzzer never sees) and a password change (it keeps the
 * caller's own session) cannot end the caller's session, so they run for everyone.
 */
function callersOf(endpoint: AnyEndpoint): Caller[] {
  if (endpoint.name === deleteMe.name) return callers.filter((caller) => caller.demoEmail === null);
  return callers;
}

/** Reads first, then writes, deletions last, so most endpoints see the demo data as seeded. */
const METHOD_ORDER: Readonly<Record<string, number>> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
const endpoints = [...allEndpoints].sort(
  (a, b) => (METHOD_ORDER[a.method] ?? 1) - (METHOD_ORDER[b.method] ?? 1),
);

const isIdKey = (key: string) =>
  /(^|_)id$|^(user|federation|sport|event|team|discipline|device|stance|role|currency|payment_system|participant)s?$/i.test(
    key,
  );

/** Real ids (and the caller's own) where a schema wants an id, demo e-mails and the demo password. */
function overrides(selfIds: boolean): ArbitraryOptions['override'] {
  return (schema, path, walk) => {
    const key = String(path.at(-1) ?? '');
    const type = (schema._zod.def as { type: string }).type;
    if (type === 'number' && isIdKey(key)) {
      const ids = selfIds
        ? fc.constantFrom<number | string>(...REAL_IDS, SELF)
        : fc.constantFrom(...REAL_IDS);
      return fc.oneof({ weight: 3, arbitrary: ids }, { weight: 1, arbitrary: walk() });
    }
    if (type === 'string' && /e-?mail/i.test(key))
      return fc.oneof(fc.constantFrom(...DEMO_ACCOUNTS.map((account) => account.email)), walk());
    if (type === 'string' && /password/i.test(key)) return fc.oneof(fc.constant(DEMO_PASSWORD), walk());
    return undefined;
  };
}

interface FuzzCase {
  readonly caller: number;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

/** Mostly valid, sometimes broken in one place, per part of the request. */
function partArbitrary(schema: z.ZodType | undefined, selfIds: boolean): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const options: ArbitraryOptions = { override: overrides(selfIds) };
  return fc.oneof(
    { weight: 4, arbitrary: validArbitrary(schema, options) },
    { weight: 1, arbitrary: invalidArbitrary(schema, options) },
  );
}

function caseArbitrary(endpoint: AnyEndpoint, callerCount: number): fc.Arbitrary<FuzzCase> {
  return fc.record({
    caller: fc.nat({ max: callerCount - 1 }),
    params: partArbitrary(endpoint.params, true),
    query: partArbitrary(endpoint.query, false),
    // Endpoints without a body schema sometimes get one anyway.
    body: endpoint.body
      ? partArbitrary(endpoint.body, true)
      : fc.option(fc.jsonValue({ maxDepth: 1 }), { nil: undefined, freq: 5 }),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveSelf(value: unknown, self: number): unknown {
  if (value === SELF) return self;
  if (Array.isArray(value)) return value.map((item) => resolveSelf(item, self));
  if (isRecord(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(copy, key, {
        value: resolveSelf(item, self),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return value;
}

/** The path with every `:name` filled from `params` (anything, as text); a missing one stays empty. */
function pathOf(endpoint: AnyEndpoint, params: unknown): string {
  const values = isRecord(params) ? params : {};
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    // A lone surrogate cannot be percent-encoded; U+FFFD stands in for it as in a browser.
    const characters = [...textOf(values[name]).replace(/\p{Surrogate}/gu, '\uFFFD')];
    // Over-long ones included: the router answers them 414 in the contract's format (framework-errors.test.ts).
    return encodeURIComponent(characters.join(''));
  });
}

function textOf(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function queryOf(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, item === null ? '' : textOf(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const clip = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

/** fast-check's report with its over-long values cut, and the seed that replays the whole run. */
function failureReport(details: fc.RunDetails<[FuzzCase]>): string {
  const error = details.errorInstance;
  const cause = error instanceof Error ? error.message : String(error);
  return [
    `Replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS_PER_ENDPOINT} (this endpoint: seed ${details.seed}, after ${details.numRuns} cases)`,
    `Counterexample: ${clip(fc.stringify(details.counterexample), 1500)}`,
    clip(cause, 3000),
  ].join('\n');
}

/**
 * A 2xx reply that is a file rather than the response schema, where the contract says so in the summary:
 * bank details with `format=pdf`.
 */
function isDocumentedDownload(endpoint: AnyEndpoint, query: unknown, contentType: string): boolean {
  return (
    endpoint.name === getBankDetails.name &&
    isRecord(query) &&
    query.format === 'pdf' &&
    contentType.startsWith('application/pdf')
  );
}

const summary = { cases: 0, success: 0, byStatus: new Map<number, number>() };

describe('the API under schema-driven fuzzing', () => {
  beforeAll(async () => {
    const rows = await ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    for (const caller of callers)
      caller.userId = rows.find((row) => row.email === caller.demoEmail)?.id ?? null;
    await refreshCallers();
    // Without this line, a failing run could not be replayed.
    console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS_PER_ENDPOINT}, ${endpoints.length} endpoints`);
  });

  // Set when a write succeeded: roles, sessions or accounts of the callers may have changed.
  let dirty = false;
  endpoints.forEach((endpoint, index) => {
    it(`${endpoint.name}: ${endpoint.method} ${endpoint.path}`, async () => {
      if (dirty) await refreshCallers();
      dirty = false;
      const eligible = callersOf(endpoint);
      const expectedStatus = endpoint.status ?? 200;
      const details = await fc.check(
        fc.asyncProperty(caseArbitrary(endpoint, eligible.length), async (fuzz) => {
          const caller = eligible[fuzz.caller] ?? callers[0];
          if (!caller) throw new Error('No caller');
          const self = caller.userId ?? REAL_IDS[0];
          const body = resolveSelf(fuzz.body, self);
          const url = pathOf(endpoint, resolveSelf(fuzz.params, self)) + queryOf(fuzz.query);
          const response = await ctx.app.inject({
            method: endpoint.method,
            url,
            headers: caller.headers,
            ...(body !== undefined &&
              endpoint.method !== 'GET' && {
                payload: JSON.stringify(body),
                headers: { ...caller.headers, 'content-type': 'application/json' },
              }),
          });
          summary.cases += 1;
          if (response.statusCode < 300 && endpoint.method !== 'GET') dirty = true;
          summary.byStatus.set(response.statusCode, (summary.byStatus.get(response.statusCode) ?? 0) + 1);
          const where = `${endpoint.method} ${clip(url, 300)} as ${caller.label} -> ${response.statusCode} ${clip(response.body, 500)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 200 && response.statusCode < 300) {
            summary.success += 1;
            expect(response.statusCode, where).toBe(expectedStatus);
            if (response.statusCode === 204) return;
            const type = String(response.headers['content-type'] ?? '');
            if (isDocumentedDownload(endpoint, fuzz.query, type)) return;
            const parsed = endpoint.response.safeParse(
              type.includes('application/json') ? response.json() : response.body,
            );
            expect(parsed.error?.issues, where).toBeUndefined();
            return;
          }
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          const error = errorBodySchema.safeParse(response.json());
          expect(error.error?.issues, where).toBeUndefined();
          expect(error.data?.error.code, where).toBe(response.statusCode);
        }),
        // No shrinking: each case writes to the shared database, so a replayed, shrunk case would not see the
        // state the failing one saw. The first failing request is in the message.
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED + index, endOnFailure: true },
      );
      if (details.failed) throw new Error(failureReport(details));
    });
  });

  it('sent thousands of cases', () => {
    console.info(
      `fuzz: ${summary.cases} cases, ${summary.success} 2xx, by status ${JSON.stringify(Object.fromEntries(summary.byStatus))}`,
    );
    // A failing endpoint stops at its first failure; the others run in full.
    expect(summary.cases).toBeGreaterThanOrEqual((endpoints.length - 10) * RUNS_PER_ENDPOINT);
  });
});
