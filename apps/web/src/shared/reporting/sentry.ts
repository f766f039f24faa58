// The browser's Sentry client (decision 027), loaded only when /api/config/ names a DSN: a client of
// @sentry/react of its own, without the SDK's global handlers. The page's errors already reach
// reportError (installGlobalErrorReporting), whose §8 filter decides what is sent; this plugs the client in
// behind it. Events carry the error, the deployment's environment and version, and nothing of the user.
import {
  BrowserClient,
  type BrowserOptions,
  defaultStackParser,
  eventFiltersIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/react';
import { setErrorReporter } from './report-error';

export interface SentryOptions {
  readonly dsn: string;
  readonly environment: string;
  readonly release: string;
  /** Sends the envelopes; fetch by default (tests pass one that keeps them). */
  readonly transport?: BrowserOptions['transport'];
}

/** The messages §8 never sends, also when they reach the client another way. */
const IGNORED_MESSAGES = [/^ReportingObserver/, /Non-Error promise rejection captured/];

export function startSentry(options: SentryOptions): BrowserClient {
  const client = new BrowserClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    stackParser: defaultStackParser,
    transport: options.transport ?? makeFetchTransport,
    integrations: [eventFiltersIntegration({ ignoreErrors: IGNORED_MESSAGES })],
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  setErrorReporter((error) => {
    console.error(error);
    scope.captureException(error);
  });
  return client;
}
