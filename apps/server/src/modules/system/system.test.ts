// GET /api/health/ (200, and 503 once the database is gone) and GET /api/config/.

import { healthSchema, publicConfigSchema } from '@portal/contract/endpoints/system';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { errorBodySchema } from '@portal/contract/http';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../config';
import { createTestApp, useTestApp } from '../../test/harness';

const ctx = useTestApp({
  env: {
    CAPTCHA_SITE_KEY: 'captcha-site-key',
    CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_test_portal',
    SENTRY_DSN: 'https://public@errors.portal.test/7',
  },
});

describe('GET /api/health/', () => {
  it('answers 200 with the database and the version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: APP_VERSION });
    expect(healthSchema.safeParse(response.json()).success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the error format when the database is closed', async () => {
    const own = await createTestApp();
    try {
      await own.database.handle.close();
      const response = await own.app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 503, message: 'The database is not available' } });
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/config/', () => {
  it('answers the public configuration with the startup flags', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.statusCode).toBe(200);
    const body = publicConfigSchema.parse(response.json());
    expect(body).toEqual({
      environment: 'test',
      public_url: 'http://portal.test',
      version: APP_VERSION,
      flags: DEFAULT_STARTUP_FLAGS,
      card_provider_publishable_key: 'pk_test_portal',
      captcha_site_key: 'captcha-site-key',
      sentry_dsn: 'https://public@errors.portal.test/7',
    });
    expect(body.flags.credits_page).toBe(false);
  });

  it('answers null keys when none are configured', async () => {
    const own = await createTestApp();
    try {
      const body = (await own.app.inject({ method: 'GET', url: '/api/config/' })).json();
      expect(body.card_provider_publishable_key).toBeNull();
      expect(body.captcha_site_key).toBeNull();
      expect(body.sentry_dsn).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('answers the startup flags STARTUP_FLAGS sets, the others at their defaults', async () => {
    const own = await createTestApp({ env: { STARTUP_FLAGS: 'credits_page=on,custom_sections=off' } });
    try {
      const body = publicConfigSchema.parse(
        (await own.app.inject({ method: 'GET', url: '/api/config/' })).json(),
      );
      expect(body.flags).toEqual({ ...DEFAULT_STARTUP_FLAGS, credits_page: true, custom_sections: false });
      // The page of a screen behind a flag the deployment turned on is a screen, not a 404.
      expect((await own.app.inject({ method: 'GET', url: '/credits' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/credits' })).statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });

  it('is only reachable with its trailing slash, as §7 writes it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({ error: { code: 404, message: 'Not found' } });
  });
});
