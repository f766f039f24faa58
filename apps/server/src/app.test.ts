// Graceful shutdown of the app on a real socket: once close() starts, the server accepts no new
// connections, a request that still reaches it on an open connection answers 503 in the error format,
// the request in flight completes, and every connection is told to close so close() resolves promptly.
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

it('drains in-flight requests, answers late ones 503 and closes every connection', async () => {
  let release: () => void = () => {};
  let entered: () => void = () => {};
  const handlerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const ctx = await createTestApp({
    configure(app) {
      registerEndpoint(app, slow, async () => {
        entered();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    },
  });
  try {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');

    const inFlight = rawConnection(address.port);
    inFlight.socket.write('GET /api/test/slow/ HTTP/1.1\r\nHost: portal.test\r\n\r\n');
    await handlerEntered;
    // A request whose headers are still arriving when the shutdown starts: its connection is not idle.
    const late = rawConnection(address.port);
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
