// The browser's Sentry client behind the §8 filter (decision 027), with a transport that keeps the
// envelopes it would send.
import type { BrowserOptions } from '@sentry/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { getConfigQueryOptions } from '../config/get-config';
import { publicConfig } from '../testing/public-config';
import { reportError, setErrorReporter } from './report-error';
import { startSentry } from './sentry';
import { startErrorReporting } from './start-error-reporting';

afterEach(() => {
  setErrorReporter((error) => console.error(error));
  vi.restoreAllMocks();
});

function keepingTransport() {
  const envelopes: unknown[] = [];
  const transport: NonNullable<BrowserOptions['transport']> = () => ({
    send: async (envelope) => {
      envelopes.push(envelope);
      return {};
    },
    flush: async () => true,
  });
  return { envelopes, transport };
}

function eventsOf(envelopes: readonly unknown[]): Array<Record<string, unknown>> {
  return envelopes.flatMap((envelope) => {
    const [, items] = envelope as [unknown, Array<[{ type: string }, Record<string, unknown>]>];
    return items.filter(([header]) => header.type === 'event').map(([, payload]) => payload);
  });
}

const DSN = 'https://public@errors.portal.test/7';

describe('the Sentry client', () => {
  it('sends what the §8 filter lets through, with the environment and version, and nothing else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { envelopes, transport } = keepingTransport();
    const client = startSentry({ dsn: DSN, environment: 'production', release: '1.2.3', transport });
    reportError(new Error('The order list could not be drawn'));
    reportError(new ApiError({ code: 500, message: 'Internal server error' }, { statusCode: 500 }));
    reportError(new ApiError({ code: 404, message: 'Not found' }, { statusCode: 404 }));
    reportError({ statusCode: 401 });
    reportError(new Error('ReportingObserver [deprecation]: unload'));
    reportError(new Error('Non-Error promise rejection captured with value: undefined'));
    await client.flush(1000);
    const events = eventsOf(envelopes);
    expect(
      events.map((event) => (event.exception as { values: [{ value: string }] }).values[0].value),
    ).toEqual(['The order list could not be drawn', 'Internal server error']);
    expect(events[0]).toMatchObject({ environment: 'production', release: '1.2.3' });
    expect(events[0]).not.toHaveProperty('user');
  });
});

describe('starting error reporting', () => {
  const withConfig = (sentryDsn: string | null) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      getConfigQueryOptions().queryKey,
      publicConfig({ environment: 'production', version: '1.2.3', sentry_dsn: sentryDsn }),
    );
    return queryClient;
  };

  it('loads the client only when the configuration names a DSN', async () => {
    const startSentryStub = vi.fn();
    const load = vi.fn(async () => ({ startSentry: startSentryStub }));
    expect(await startErrorReporting(withConfig(null), load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(await startErrorReporting(withConfig(DSN), load)).toBe(true);
    expect(startSentryStub).toHaveBeenCalledWith({ dsn: DSN, environment: 'production', release: '1.2.3' });
  });

  it('keeps errors in the console when the configuration cannot be read', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(['config'], {
      queryFn: async () => {
        throw new Error('offline');
      },
    });
    const load = vi.fn();
    expect(await startErrorReporting(queryClient, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
