// The router's own error response class, as a 404 without a route or a thrown `data()` produces it.
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, isNotFoundShown, RouteError } from './route-errors';

describe('errorStatus (spec §8 "Routing")', () => {
  it('reads statusCode first', () => {
    expect(errorStatus({ statusCode: 404, status: 500, response: { status: 502 } })).toBe(404);
    expect(errorStatus(new RouteError(403, 'Forbidden'))).toBe(403);
  });

  it('then status', () => {
    expect(errorStatus({ status: 410, response: { status: 502 } })).toBe(410);
  });

  it('then response.status', () => {
    expect(errorStatus({ response: { status: 503 } })).toBe(503);
  });

  it('defaults to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus({ status: 'ERR', response: null })).toBe(500);
    expect(errorStatus({ statusCode: 42 })).toBe(500);
  });

  it("reads a router error response's status", () => {
    expect(errorStatus(new ErrorResponseImpl(404, 'Not Found', null))).toBe(404);
  });
});

describe('errorMessage', () => {
  it("shows a route error's own message", () => {
    expect(errorMessage(new RouteError(500, 'Unknown middleware x'))).toBe('Unknown middleware x');
  });

  it("shows a router error response's data or status text", () => {
    expect(errorMessage(new ErrorResponseImpl(401, 'Unauthorized', 'Sign in first'))).toBe('Sign in first');
    expect(errorMessage(new ErrorResponseImpl(401, 'Unauthorized', null))).toBe('Unauthorized');
  });

  it('keeps other errors generic', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toMatch(/something went wrong/i);
  });
});

describe('isNotFoundShown', () => {
  it('is true when any route error is a 404', () => {
    expect(isNotFoundShown({ frame: new RouteError(404, 'Not found') })).toBe(true);
    expect(isNotFoundShown({ frame: new RouteError(500, 'x') })).toBe(false);
    expect(isNotFoundShown(null)).toBe(false);
  });
});
