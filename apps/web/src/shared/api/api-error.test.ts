import { describe, expect, it } from 'vitest';
import { ApiError, abortedError, isAbortError, messageWithWait, normalizeError, waitText } from './api-error';

const reply = (status: number, body: unknown, statusText = '') => ({
  response: { status, statusText },
  body,
});

describe('normalizeError', () => {
  it('uses the error field of the body as is and passes invalid_fields through', () => {
    const body = JSON.stringify({
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: { email: ['Enter a valid e-mail'] },
    });
    const error = normalizeError(reply(400, body, 'Bad Request'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual({
      status: 'ERR',
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: { email: ['Enter a valid e-mail'] },
    });
    expect(error.statusCode).toBe(400);
  });

  it('keeps the code of the error field even when it differs from the HTTP status', () => {
    const error = normalizeError(reply(200, { error: { code: 409, message: 'Taken' } }));
    expect(error.error).toEqual({ code: 409, message: 'Taken' });
  });

  it('keeps a null message of the error field (a missing token, §7)', () => {
    const error = normalizeError(reply(401, '{"error":{"code":401,"message":null}}'));
    expect(error.error).toEqual({ code: 401, message: null });
    expect(error.message).toBe('Request failed with code 401');
  });

  it('has no invalid_fields when the body has none', () => {
    const error = normalizeError(reply(403, '{"error":{"code":403,"message":"Forbidden"}}'));
    expect(error.invalid_fields).toBeUndefined();
    expect(error.toJSON()).toEqual({ status: 'ERR', error: { code: 403, message: 'Forbidden' } });
  });

  it('fits an error field that is not the contract shape to it', () => {
    expect(normalizeError(reply(502, '{"error":"Bad gateway"}')).error).toEqual({
      code: 502,
      message: 'Bad gateway',
    });
  });

  it.each([401, 403, 404])(
    'keeps the HTTP status %i as the code and the body text as the message',
    (status) => {
      const error = normalizeError(reply(status, 'Nope', 'Status text'));
      expect(error.toJSON()).toEqual({ status: 'ERR', error: { code: status, message: 'Nope' } });
    },
  );

  it('uses the body of a JSON reply without an error field as the message', () => {
    expect(normalizeError(reply(500, '{"detail":"boom"}')).error).toEqual({
      code: 500,
      message: '{"detail":"boom"}',
    });
  });

  it('uses the status text when the body is empty', () => {
    expect(normalizeError(reply(500, '', 'Internal Server Error')).error).toEqual({
      code: 500,
      message: 'Internal Server Error',
    });
  });

  it('says unknown error when neither body nor status text say anything (HTTP/2 has no status text)', () => {
    expect(normalizeError(reply(500, '')).error).toEqual({ code: 500, message: 'unknown error' });
  });

  it('uses the own message of a network error', () => {
    const error = normalizeError(new TypeError('Failed to fetch'));
    expect(error.error).toEqual({ code: -1, message: 'Failed to fetch' });
    expect(error.aborted).toBe(false);
    expect(error.statusCode).toBeUndefined();
  });

  it('uses the own message of an abort and marks it aborted', () => {
    const error = normalizeError(new DOMException('signal is aborted without reason', 'AbortError'));
    expect(error.error).toEqual({ code: -1, message: 'signal is aborted without reason' });
    expect(error.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it.each([undefined, null, 'text', 42, {}])('falls back to -1 unknown error for %j', (input) => {
    expect(normalizeError(input).toJSON()).toEqual({
      status: 'ERR',
      error: { code: -1, message: 'unknown error' },
    });
  });

  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ code: 401, message: null });
    expect(normalizeError(error)).toBe(error);
  });
});

describe('abortedError', () => {
  it('takes the message of the abort reason, or a default one', () => {
    expect(abortedError(new DOMException('Left the page', 'AbortError')).error.message).toBe('Left the page');
    expect(abortedError('navigated away').error.message).toBe('navigated away');
    expect(abortedError(undefined).error.message).toBe('The request was aborted');
    expect(abortedError(undefined).name).toBe('AbortError');
  });
});

describe('isAbortError', () => {
  it('tells aborts from failures', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(normalizeError(new TypeError('Failed to fetch')))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('Retry-After', () => {
  const throttled = (retryAfter: string | null) => ({
    response: {
      status: 429,
      statusText: 'Too Many Requests',
      headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
    },
    body: '{"error":{"code":429,"message":"Too many failed attempts; try again later"}}',
  });

  it('is kept on the error in seconds, from delta-seconds or an HTTP date', () => {
    expect(normalizeError(throttled('900')).retryAfterSeconds).toBe(900);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect(normalizeError(throttled(inTwoMinutes)).retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(normalizeError(throttled(inTwoMinutes)).retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(normalizeError(throttled(null)).retryAfterSeconds).toBeUndefined();
    expect(normalizeError(throttled('soon')).retryAfterSeconds).toBeUndefined();
  });

  it('adds the wait to the message the user reads', () => {
    expect(messageWithWait(normalizeError(throttled('900')))).toBe(
      'Too many failed attempts; try again later (in about 15 minutes)',
    );
    expect(messageWithWait(normalizeError(throttled('1')))).toBe(
      'Too many failed attempts; try again later (in 1 second)',
    );
    expect(messageWithWait(normalizeError(throttled(null)))).toBe(
      'Too many failed attempts; try again later',
    );
  });

  it('reads waits as a person would', () => {
    expect(waitText(45)).toBe('in 45 seconds');
    expect(waitText(61)).toBe('in about 2 minutes');
    expect(waitText(3600)).toBe('in about 1 hour');
    expect(waitText(3601)).toBe('in about 2 hours');
  });
});
