// Graceful shutdown of the app on a real socket: once close() starts, the server accepts no new
// connections, a request that still reaches it on an open connection answers 503 in the error format,
// the request in flight completes, and every connection is told to close so close() resolves promptly. A
// request whose client went away keeps its handler running after close(): requestsSettled() waits for it
// (main.ts closes the database only then).
import { connect, type Socket } from 'node:net';
import { defineEndpoint } from '@portal/contract/http';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './platform/http/route';
import { createTestApp } from './test/harness';

const slow = defineEndpoint({
  name: 'getTestSlow',
  method: 'GET',
  path: '/api/test/slow/',
  access: { auth: 'public' },
  summary: 'Answers when the test lets it.',
  tags: ['test'],
  response: z.object({ done: z.boolean() }),
});

/** A raw HTTP/1.1 connection that collects everything the server sends until it closes the socket. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened };
}

/** An app listening on a free port whose slow endpoint answers when the test calls `release`. */
async function startSlowApp() {
  let release: () => void = () => {};
  let entered: () => void = () => {};
  const handlerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const state = { answered: false };
  const ctx = await createTestApp({
    configure(app) {
      registerEndpoint(app, slow, async () => {
        entered();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        state.answered = true;
        return { done: true };
      });
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { ctx, port: address.port, handlerEntered, release: () => release(), state };
}

it('drains in-flight requests, answers late ones 503 and closes every connection', async () => {
  const { ctx, port, handlerEntered, release } = await startSlowApp();
  try {
    const inFlight = rawConnection(port);
    inFlight.socket.write('GET /api/test/slow/ HTTP/1.1\r\nHost: portal.test\r\n\r\n');
    await handlerEntered;
    // A request whose headers are still arriving when the shutdown starts: its connection is not idle.
    const late = rawConnection(port);
    await late.opened;
    late.socket.write('GET /api/health/ HTTP/1.1\r\nHost: portal.test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closing = ctx.app.close();
    await vi.waitFor(() => expect(ctx.app.server.listening).toBe(false));
    late.socket.write('\r\n');
    const lateReply = await late.closed;
    expect(lateReply).toMatch(/^HTTP\/1\.1 503/);
    expect(lateReply).toMatch(/\r\nconnection: close\r\n/i);
    expect(lateReply).toContain('{"error":{"code":503,"message":"The server is shutting down"}}');

    release();
    const inFlightReply = await inFlight.closed;
    expect(inFlightReply).toMatch(/^HTTP\/1\.1 200/);
    expect(inFlightReply).toMatch(/\r\nconnection: close\r\n/i);
    expect(inFlightReply).toContain('{"done":true}');
    await closing;
  } finally {
    await ctx.close();
  }
});

it('settles a request whose client went away only when its handler has answered', async () => {
  const { ctx, port, handlerEntered, release, state } = await startSlowApp();
  try {
    const gone = rawConnection(port);
    gone.socket.write('GET /api/test/slow/ HTTP/1.1\r\nHost: portal.test\r\n\r\n');
    await handlerEntered;
    gone.socket.destroy();
    await gone.closed;

    // No connection is left, so close() resolves while the handler still runs.
    await ctx.app.close();
    expect(state.answered).toBe(false);
    let settled = false;
    const settling = ctx.app.requestsSettled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    await settling;
    expect(state.answered).toBe(true);
    await expect(ctx.app.requestsSettled()).resolves.toBeUndefined();
  } finally {
    await ctx.close();
  }
});
