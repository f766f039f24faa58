// Test harness of the server suite: a fresh database per test file (in-memory PGlite, or a new database on
// the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards), migrated and reference-seeded, and the
// app built on it with a temporary DATA_DIR. Tests talk to it through app.inject.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permission, RoleType } from '@portal/contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, LOG_LEVELS, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { federations } from '../db/schema/federations';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { seedDemo } from '../db/seed/demo';
import { seedReference } from '../db/seed/reference';
import { openSession } from '../modules/auth/service';
import type { CaptchaVerifier } from '../platform/captcha/captcha';
import { createLogger } from '../platform/logger';
import type { RateLimitStore } from '../platform/rate-limit/store';
import type { ErrorReporter } from '../platform/reporting/error-reporting';
import { createPostgresDatabase, type DatabaseTemplate } from './templates';

/** postgres://user@host:port/db of a server the suite may create and drop databases on; unset: PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/** 'postgresql' when the suite runs against TEST_DATABASE_URL, 'pglite' otherwise. */
export const testDatabaseKind: 'pglite' | 'postgresql' = TEST_DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  /** The connection string of the created database; null for PGlite. */
  readonly url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the database. Safe to call twice. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  readonly migrate?: boolean;
  /** Run the reference seed (default true; needs migrate). */
  readonly seedReference?: boolean;
  /** Also create the demo accounts and data (default false; needs the reference seed). */
  readonly seedDemo?: boolean;
}

/**
 * A brand-new database, migrated and reference-seeded unless told otherwise. A migrated and seeded one is a
 * copy of the run's template (global-setup.ts), which is what the migrations and seeds would have made.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const seeded = migrate && options.seedReference !== false;
  const template: DatabaseTemplate | null = seeded ? (options.seedDemo ? 'demo' : 'reference') : null;
  const source = template ? inject('serverDatabaseTemplates')?.[template] : undefined;
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const created = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL, name, source) : null;
  const handle = await openDatabase(
    { databaseUrl: created?.url ?? null, dataDir: tmpdir() },
    { pgliteDir: 'memory://', ...(!created && source && { pgliteDump: readFileSync(source) }) },
  );
  if (!source) {
    if (migrate) await migrateDatabase(handle);
    if (seeded) await seedReference(handle.db);
    if (seeded && options.seedDemo) await seedDemo(handle.db);
  }
  let dropped: Promise<void> | null = null;
  return {
    handle,
    db: handle.db,
    url: created?.url ?? null,
    drop() {
      dropped ??= handle.close().then(() => created?.dropDatabase());
      return dropped;
    },
  };
}

/** A config as main.ts would load it, with a temporary DATA_DIR and the test environment. */
export function createTestConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    // A folder without index.html: the server answers screens with its "not built" page.
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  return { config, dataDir };
}

/**
 * The test app's logger: the process's own (createLogger), with its redaction and serializers, at
 * TEST_LOG_LEVEL (silent unless set), writing to stdout unless given a destination.
 */
export function createTestLogger(destination?: DestinationStream): Logger {
  const wanted = process.env.TEST_LOG_LEVEL ?? 'silent';
  const logLevel = LOG_LEVELS.find((level) => level === wanted);
  if (!logLevel) throw new Error(`TEST_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return createLogger({ logLevel, environment: 'test' }, destination);
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (see createTestConfig). */
  readonly env?: Record<string, string>;
  /** Also create the demo accounts (default false). */
  readonly seedDemo?: boolean;
  /** The built web app to serve; none by default. */
  readonly webDistDir?: string;
  /** The store of failed sign-in counters; a fresh memory store by default. */
  readonly rateLimitStore?: RateLimitStore;
  /** A fake captcha check (used when CAPTCHA_SITE_KEY is in env); tests never call reCAPTCHA. */
  readonly captchaVerifier?: CaptchaVerifier;
  /** Where unexpected errors are reported; none by default. */
  readonly errorReporter?: ErrorReporter;
  /** Runs before the app is ready, e.g. to register a test-only endpoint with registerEndpoint. */
  readonly configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: TestDatabase;
  readonly db: Database;
  readonly dataDir: string;
  /**
   * An access token of a new sign-in session of a user with this role: a new user, or the user with
   * `userId`, created or given that role (the access guard reads the role from the database).
   */
  token(claims: { role: RoleType; permission?: Permission | null; userId?: number }): Promise<string>;
  /** An access token of a new sign-in session of the user with this e-mail. */
  tokenFor(email: string): Promise<string>;
  /** The id of the reference role of this type and permission (none for guest, athlete and ITO). */
  roleIdOf(type: RoleType, permission?: Permission | null): Promise<number>;
  /** The id of the reference federation with this alpha-3 code. */
  federationIdOf(code: string): Promise<number>;
  /** `{ authorization: 'Bearer <token>' }` for app.inject. */
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seedDemo: options.seedDemo ?? false });
  const { config, dataDir } = createTestConfig(options.env);
  const logger = createTestLogger();
  const app = await buildApp({
    config,
    database: database.handle,
    logger,
    ...(options.webDistDir && { webDistDir: options.webDistDir }),
    ...(options.rateLimitStore && { rateLimitStore: options.rateLimitStore }),
    ...(options.captchaVerifier && { captchaVerifier: options.captchaVerifier }),
    errorReporter: options.errorReporter ?? null,
  });
  await options.configure?.(app);
  await app.ready();

  const db = database.db;
  const sign = async (userId: number) => (await openSession({ db, config }, userId)).access;
  const roleIdOf = async (type: RoleType, permission: Permission | null = null) => {
    const [row] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.type, type),
          permission === null ? isNull(roles.permission) : eq(roles.permission, permission),
        ),
      );
    if (!row) throw new Error(`No role ${type}/${permission}`);
    return row.id;
  };
  let closed: Promise<void> | null = null;
  return {
    app,
    config,
    database,
    db: database.db,
    dataDir,
    async token({ role, permission = null, userId }) {
      const roleId = await roleIdOf(role, permission);
      const [row] = await db
        .insert(users)
        .values({ ...(userId !== undefined && { id: userId }), roleId })
        .onConflictDoUpdate({ target: users.id, set: { roleId } })
        .returning({ id: users.id });
      if (!row) throw new Error('The test user insert returned no row');
      // An explicit id does not move the identity sequence; keep later inserts clear of it, never moving the
      // sequence back under inserts running beside this one (nextval is the sequence's own high mark).
      if (userId !== undefined) {
        await db.execute(
          sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), nextval(pg_get_serial_sequence('users', 'id'))))`,
        );
      }
      return sign(row.id);
    },
    async tokenFor(email) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (!row) throw new Error(`No user has the e-mail ${email}`);
      return sign(row.id);
    },
    roleIdOf,
    async federationIdOf(code) {
      const [row] = await db
        .select({ id: federations.id })
        .from(federations)
        .where(eq(federations.code, code));
      if (!row) throw new Error(`No federation ${code}`);
      return row.id;
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    close() {
      closed ??= (async () => {
        await app.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}

/**
 * One app for the whole test file: built in beforeAll, closed in afterAll. The returned object's
 * properties are usable inside tests and hooks (not at collection time).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('The test app is available inside tests and hooks only');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get database() {
      return get().database;
    },
    get db() {
      return get().db;
    },
    get dataDir() {
      return get().dataDir;
    },
    token: (claims) => get().token(claims),
    roleIdOf: (type, permission) => get().roleIdOf(type, permission),
    federationIdOf: (code) => get().federationIdOf(code),
    tokenFor: (email) => get().tokenFor(email),
    bearer: (token) => get().bearer(token),
    close: () => get().close(),
  };
}
