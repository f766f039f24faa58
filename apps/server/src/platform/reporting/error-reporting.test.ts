// Error reporting (spec §8, decision 027): what reaches Sentry, through a transport that keeps the envelopes
// @sentry/node's client would send, and which failures the app reports.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/harness';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../http/errors';
import {
  createErrorReporter,
  type ErrorContext,
  type ErrorReporter,
  type SentryTransportFactory,
  shouldReportServerError,
} from './error-reporting';

const DSN = 'https://public@errors.portal.test/7';

/** A transport that keeps the envelopes instead of sending them. */
function keepingTransport() {
  const envelopes: unknown[] = [];
  const transport: SentryTransportFactory = () => ({
    send: async (envelope) => {
      envelopes.push(envelope);
      return {};
    },
    flush: async () => true,
  });
  return { envelopes, transport };
}

/** The events of the kept envelopes (an envelope is [headers, [[item headers, payload], ...]]). */
function eventsOf(envelopes: readonly unknown[]): Array<Record<string, unknown>> {
  return envelopes.flatMap((envelope) => {
    const [, items] = envelope as [unknown, Array<[{ type: string }, Record<string, unknown>]>];
    return items.filter(([header]) => header.type === 'event').map(([, payload]) => payload);
  });
}

const context: ErrorContext = { method: 'GET', route: '/api/client/users/users/:id/', requestId: 'req-1' };

describe('the §8 filter', () => {
  it('reports unexpected errors and 5xx, never 4xx, ReportingObserver or non-Error rejections', () => {
    expect(shouldReportServerError(new Error('relation "users" does not exist'))).toBe(true);
    expect(shouldReportServerError(Object.assign(new Error('bad gateway'), { statusCode: 502 }))).toBe(true);
    for (const error of [new Unauthorized(), new Forbidden(), new NotFound(), new TooManyRequests(5)]) {
      expect(shouldReportServerError(error), error.name).toBe(false);
    }
    expect(shouldReportServerError(Object.assign(new Error('x'), { statusCode: 404 }))).toBe(false);
    expect(shouldReportServerError(new Error('ReportingObserver [deprecation]: x'))).toBe(false);
    expect(shouldReportServerError(new Error('Non-Error promise rejection captured with value: 1'))).toBe(
      false,
    );
  });
});

describe('the Sentry reporter', () => {
  it('is not created without SENTRY_DSN', async () => {
    expect(await createErrorReporter({ sentryDsn: null, environment: 'production' })).toBeNull();
  });

  it('sends the error with its route, method and request id, and no request data or user', async () => {
    const { envelopes, transport } = keepingTransport();
    const reporter = await createErrorReporter(
      { sentryDsn: DSN, environment: 'production' },
      { transport, release: '1.2.3' },
    );
    reporter?.report(new Error('The ledger does not add up'), context);
    await reporter?.flush(1000);
    const [event] = eventsOf(envelopes);
    expect(event).toMatchObject({
      environment: 'production',
      release: '1.2.3',
      tags: { method: 'GET', route: '/api/client/users/users/:id/', request_id: 'req-1' },
      exception: { values: [{ type: 'Error', value: 'The ledger does not add up' }] },
    });
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('user');
  });

  it('sends nothing for what §8 leaves out', async () => {
    const { envelopes, transport } = keepingTransport();
    const reporter = await createErrorReporter({ sentryDsn: DSN, environment: 'production' }, { transport });
    reporter?.report(new NotFound(), context);
    reporter?.report(new Error('ReportingObserver [intervention]: y'), context);
    reporter?.report('Non-Error promise rejection captured with keys: a', context);
    await reporter?.flush(1000);
    expect(eventsOf(envelopes)).toEqual([]);
  });

  it('is created from the configuration of SENTRY_DSN', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/portal-config', SENTRY_DSN: DSN });
    expect(config.sentryDsn).toBe(DSN);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/portal-config', SENTRY_DSN: 'ftp://x' }),
    ).toThrow(/SENTRY_DSN/);
  });
});

describe('the app', () => {
  const reported: Array<{ error: unknown; context: ErrorContext }> = [];
  const reporter: ErrorReporter = {
    report: (error, where) => reported.push({ error, context: where }),
    flush: async () => true,
  };
  const ctx = useTestApp({
    errorReporter: reporter,
    configure: (app) => {
      app.get('/api/test/failing/:id/', async () => {
        throw new Error('Unexpected failure');
      });
    },
  });

  it('reports an unexpected error once, with the route pattern rather than the URL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/failing/42/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 500, message: 'Internal server error' } });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.error).toMatchObject({ message: 'Unexpected failure' });
    expect(reported[0]?.context).toMatchObject({ method: 'GET', route: '/api/test/failing/:id/' });
  });

  it('reports no reply the caller caused: 400, 401, 403, 404', async () => {
    reported.length = 0;
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/client/users/users/me/' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no/such/route/' }),
      await ctx.app.inject({
        method: 'GET',
        url: '/api/client/users/users/',
        headers: ctx.bearer(await ctx.token({ role: 'athlete' })),
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign_in/token_create/',
        payload: { email: 1 },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 403, 400]);
    expect(reported).toEqual([]);
  });
});
