import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  installGlobalErrorReporting,
  reportError,
  setErrorReporter,
  shouldReportError,
} from './report-error';

afterEach(() => {
  setErrorReporter((error) => console.error(error));
});

describe('error reporting filter (§8)', () => {
  it.each([401, 403, 404])('does not report code %i', (code) => {
    expect(shouldReportError({ status: 'ERR', error: { code, message: 'x' } })).toBe(false);
    expect(shouldReportError({ statusCode: code })).toBe(false);
  });

  it('reports other codes and plain errors', () => {
    expect(shouldReportError({ status: 'ERR', error: { code: 500, message: 'boom' } })).toBe(true);
    expect(shouldReportError(new Error('boom'))).toBe(true);
  });

  it('does not report ReportingObserver messages nor non-Error promise rejections', () => {
    expect(shouldReportError(new Error('ReportingObserver [deprecation]: x'))).toBe(false);
    expect(shouldReportError('Something ReportingObserver')).toBe(true);
    expect(shouldReportError(new Error('Non-Error promise rejection captured with value: x'))).toBe(false);
  });

  it('reads the code of the http client errors', () => {
    const notFound = new ApiError({ code: 404, message: 'Not found' });
    expect(shouldReportError(notFound)).toBe(false);
  });

  it('passes reported errors to the reporter and drops the filtered ones', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    reportError({ error: { code: 403, message: 'no' } });
    reportError(new Error('boom'));
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('reports uncaught errors and unhandled rejections of the page', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    // A plain target: an ErrorEvent dispatched on jsdom's window counts as an uncaught error of the run.
    const page = new EventTarget();
    const uninstall = installGlobalErrorReporting(page);
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
    const rejection = new Event('unhandledrejection');
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    page.dispatchEvent(rejection);
    uninstall();
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(reporter.mock.calls.map(([error]) => (error as Error).message)).toEqual(['uncaught', 'rejected']);
  });
});
