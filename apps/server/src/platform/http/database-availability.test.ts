// The database going away and coming back. Which errors mean "the database cannot be reached"; and, on a
// real PostgreSQL reached through a TCP relay the test cuts and restores: calls answer 503 quickly in the
// contract's format with Retry-After while it is away, and the API comes back by itself when it returns.
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../test/harness';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-availability';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('recognises broken and refused connections, in the error or in its causes', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006'),
      withCode('57P01', 'terminating connection due to administrator command'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves the errors of a reachable database alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type integer'),
      new Error('Failed query: select 1', { cause: withCode('42P01', 'relation does not exist') }),
      new Error('Something else'),
      null,
      'text',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

/**
 * A TCP relay to PostgreSQL that the test can cut (every connection ended, new ones refused), make
 * unreachable (connections accepted and never answered, as behind a lost network) and restore.
 */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private hanging = false;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.hanging = false;
    if (this.server) return;
    const server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      if (this.hanging) return;
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Ends every connection and answers no new one. */
  hang(): void {
    this.hanging = true;
    for (const socket of this.sockets) socket.destroy();
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('the database going away and coming back (PostgreSQL)', () => {
  let database: TestDatabase;
  let relay: Relay;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seedDemo: true });
    const target = new URL(database.url ?? '');
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.start();
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    handle = await openDatabase({ databaseUrl: relayed.toString(), dataDir: '' }, { onPoolError: () => {} });
    const { config } = createTestConfig({ DATABASE_URL: relayed.toString() });
    app = await buildApp({ config, database: handle, logger: createTestLogger() });
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in/token_create/',
      payload: { email: 'athlete@portal.test', password: DEMO_PASSWORD },
    });
    token = signIn.json().access;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await relay?.cut();
    await database?.drop();
  });

  const me = () =>
    app.inject({
      method: 'GET',
      url: '/api/client/users/users/me/',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers 503 at once while it is away, and serves again by itself when it returns', async () => {
    expect((await me()).statusCode).toBe(200);

    await relay.cut();
    let began = performance.now();
    const first = await me();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ error: { code: 503, message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(first.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(performance.now() - began).toBeLessThan(2000);

    // Known to be away: answered without trying the database.
    began = performance.now();
    const next = await me();
    expect(next.statusCode).toBe(503);
    expect(performance.now() - began).toBeLessThan(200);
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    // Screens are not API calls: the web app itself is still served.
    expect((await app.inject({ method: 'GET', url: '/sign-in' })).statusCode).not.toBe(503);

    await relay.start();
    await expectBackWithin(10_000);
  });

  it('when it stops answering at all, one call waits for the connection time-out and the next do not', async () => {
    relay.hang();
    let began = performance.now();
    const first = await me();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ error: { code: 503, message: DATABASE_UNAVAILABLE_MESSAGE } });
    // The pool's connection time-out (5 s), not a request's own.
    expect(performance.now() - began).toBeLessThan(7000);
    began = performance.now();
    const calls = await Promise.all([me(), me(), me()]);
    expect(calls.map((call) => call.statusCode)).toEqual([503, 503, 503]);
    expect(performance.now() - began).toBeLessThan(200);

    await relay.start();
    await expectBackWithin(10_000);
  }, 30_000);

  async function expectBackWithin(ms: number) {
    const deadline = Date.now() + ms;
    let back = await me();
    while (back.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await me();
    }
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  }
});
