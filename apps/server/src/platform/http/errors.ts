// The few error classes services throw. The error handler turns each into the contract's error body
// with its status; the message is shown to users, so it never carries internal detail.
import type { InvalidFields } from '@portal/contract/http';

export abstract class HttpError extends Error {
  abstract readonly status: number;
  /** The body's `error.message`; null only where the spec asks for it (a missing token, §7). */
  readonly publicMessage: string | null;

  constructor(message: string | null) {
    super(message ?? 'No message');
    this.publicMessage = message;
  }
}

export class NotFound extends HttpError {
  override readonly name = 'NotFound';
  readonly status = 404;
  constructor(message = 'Not found') {
    super(message);
  }
}

export class Unauthorized extends HttpError {
  override readonly name = 'Unauthorized';
  readonly status = 401;
  /** `null` is the missing-token answer of §7; an invalid or expired token says so. */
  constructor(message: string | null = 'Authentication credentials were not provided or are invalid') {
    super(message);
  }
}

export class Forbidden extends HttpError {
  override readonly name = 'Forbidden';
  readonly status = 403;
  constructor(message = 'You do not have permission to perform this action') {
    super(message);
  }
}

/** Bad input: field name -> the product messages (§5) of every rule that failed on it. */
export class Invalid extends HttpError {
  override readonly name = 'Invalid';
  readonly status = 400;
  constructor(
    readonly fields: InvalidFields,
    message = 'Invalid input',
  ) {
    super(message);
  }
}

export class Conflict extends HttpError {
  override readonly name = 'Conflict';
  readonly status = 409;
  constructor(message: string) {
    super(message);
  }
}

/** Throttled: `Retry-After` (seconds) goes with the reply. */
export class TooManyRequests extends HttpError {
  override readonly name = 'TooManyRequests';
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many failed attempts; try again later',
  ) {
    super(message);
  }
}

/** Unavailable for now; with `retryAfterSeconds`, `Retry-After` goes with the reply. */
export class ServiceUnavailable extends HttpError {
  override readonly name = 'ServiceUnavailable';
  readonly status = 503;
  constructor(
    message = 'Service unavailable',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A request body or an uploaded file larger than allowed. */
export class PayloadTooLarge extends HttpError {
  override readonly name = 'PayloadTooLarge';
  readonly status = 413;
  constructor(message = 'Request body is too large') {
    super(message);
  }
}
