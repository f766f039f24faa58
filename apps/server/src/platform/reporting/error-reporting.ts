// Error reporting of the server (spec §8 "Reporting"): with SENTRY_DSN set, every unexpected error (a reply
// of 500) is sent to Sentry through a client of @sentry/node of its own, without the SDK's global set-up or
// its automatic instrumentation. Replies the caller caused (4xx: 401, 403 and 404 among them) are never
// sent, nor, as in the browser, messages that start with ReportingObserver or contain 'Non-Error promise
// rejection captured'. An event carries the error, the route pattern, the method and the request id: no
// body, header, address or user, so no personal data leaves with it.
import type { Config } from '../../config';

/** Where a reported error happened. */
export interface ErrorContext {
  readonly method: string;
  /** The route's pattern (`/api/client/users/users/:id/`), never the URL with its ids and query. */
  readonly route: string | undefined;
  readonly requestId: string;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Sends what is queued; at shutdown. */
  flush(timeoutMs: number): Promise<boolean>;
}

/** What @sentry/node's client sends an envelope through (tests pass one that keeps them). */
export type SentryTransportFactory = NonNullable<
  ConstructorParameters<typeof import('@sentry/node').NodeClient>[0]['transport']
>;

const NOT_REPORTED_STATUSES = new Set([401, 403, 404]);
const IGNORED_MESSAGES = [/^ReportingObserver/, /Non-Error promise rejection captured/];

/** §8's filter: no 401, 403 or 404, no ReportingObserver message, no non-Error rejection. */
export function shouldReportServerError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    // Fastify's errors carry `statusCode`, the app's HttpError `status`.
    const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
    const code = typeof statusCode === 'number' ? statusCode : status;
    if (typeof code === 'number' && (code < 500 || NOT_REPORTED_STATUSES.has(code))) return false;
  }
  const message = error instanceof Error ? error.message : String(error);
  return !IGNORED_MESSAGES.some((pattern) => pattern.test(message));
}

/** The reporter of SENTRY_DSN; null when it is not set (errors then go to the log only). */
export async function createErrorReporter(
  config: Pick<Config, 'sentryDsn' | 'environment'>,
  options: { readonly transport?: SentryTransportFactory; readonly release?: string } = {},
): Promise<ErrorReporter | null> {
  if (!config.sentryDsn) return null;
  // Loaded only when reporting is configured: the SDK is not part of a start without it.
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: config.sentryDsn,
    environment: config.environment,
    ...(options.release && { release: options.release }),
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.eventFiltersIntegration({ ignoreErrors: IGNORED_MESSAGES })],
    transport: options.transport ?? Sentry.makeNodeTransport,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, context) {
      if (!shouldReportServerError(error)) return;
      const event = scope.clone();
      event.setTags({ method: context.method, route: context.route ?? 'unmatched' });
      event.setTag('request_id', context.requestId);
      event.captureException(error);
    },
    flush: async (timeoutMs) => await client.flush(timeoutMs),
  };
}
