// Error reporting of the browser (spec §8 "Reporting"). The embedded default only logs; the error-reporting
// issue plugs a service in through setErrorReporter, behind the same filter.

const NOT_REPORTED_CODES = new Set([401, 403, 404]);

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  if (typeof nested === 'number') return nested;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { error?: { message?: unknown } }).error?.message;
    if (typeof nested === 'string') return nested;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * §8: errors with code 401, 403 or 404 are not sent, nor messages that start with ReportingObserver or
 * contain 'Non-Error promise rejection captured'.
 */
export function shouldReportError(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && NOT_REPORTED_CODES.has(code)) return false;
  const message = messageOf(error);
  return (
    !message.startsWith('ReportingObserver') && !message.includes('Non-Error promise rejection captured')
  );
}

export type ErrorReporter = (error: unknown) => void;

const logOnly: ErrorReporter = (error) => console.error(error);
let reporter: ErrorReporter = logOnly;

export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

export function reportError(error: unknown): void {
  if (shouldReportError(error)) reporter(error);
}

/** Sends uncaught errors and unhandled rejections of the page through the filter. */
export function installGlobalErrorReporting(target: EventTarget = window): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    reportError(error ?? message);
  };
  const onRejection = (event: Event) => reportError((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
