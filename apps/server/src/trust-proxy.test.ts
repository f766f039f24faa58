// TRUST_PROXY decides whose X-Forwarded-For is believed: behind the deployment's proxy the client's
// address counts for the per-address sign-in limit; without the setting, or from a connection that is not
// the proxy, the header is ignored, so a client cannot dodge the limit by inventing addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_FAILURES } from './modules/auth/service';
import { createTestApp, type TestApp } from './test/harness';

const SIGN_IN = '/api/v1/auth/sign_in/token_create/';

function failSignIn(ctx: TestApp, remoteAddress: string, forwardedFor: string, attempt: number) {
  return ctx.app.inject({
    method: 'POST',
    url: SIGN_IN,
    payload: { email: `nobody${attempt}@portal.test`, password: 'Wrong-pass-2026!' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

async function exhaust(ctx: TestApp, remoteAddress: string, forwardedFor: string) {
  for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
    expect((await failSignIn(ctx, remoteAddress, forwardedFor, attempt)).statusCode).toBe(401);
  }
}

describe('behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => ctx?.close());

  it("counts failures per client address the proxy forwards, not per the proxy's own", async () => {
    await exhaust(ctx, '10.0.0.2', '203.0.113.7');
    expect((await failSignIn(ctx, '10.0.0.2', '203.0.113.7', 99)).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await failSignIn(ctx, '10.0.0.2', '203.0.113.8', 99)).statusCode).toBe(401);
  });

  it('ignores the header from a connection that is not the proxy', async () => {
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      const forged = `198.51.100.${attempt + 1}`;
      expect((await failSignIn(ctx, '192.0.2.50', forged, attempt)).statusCode).toBe(401);
    }
    expect((await failSignIn(ctx, '192.0.2.50', '198.51.100.200', 99)).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('counts the connection address whatever X-Forwarded-For says', async () => {
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await failSignIn(ctx, '10.0.0.3', `203.0.113.${attempt + 1}`, attempt)).statusCode).toBe(401);
    }
    expect((await failSignIn(ctx, '10.0.0.3', '203.0.113.100', 99)).statusCode).toBe(429);
  });
});
