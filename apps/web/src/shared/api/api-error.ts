// The one error shape of every failed API call (spec §3 "Error object", §8 "Normalisation"), so screens,
// the api-error listener and error reporting never look at fetch or HTTP details.
import type { InvalidFields } from '@portal/contract/http';

export interface ApiErrorDetail {
  code: number;
  message: string | null;
}

/** The plain object of spec §3; what `ApiError#toJSON` returns and what logs show. */
export interface NormalizedError {
  status: 'ERR';
  error: ApiErrorDetail;
  invalid_fields?: InvalidFields;
}

export const UNKNOWN_ERROR_CODE = -1;
export const UNKNOWN_ERROR_MESSAGE = 'unknown error';

/**
 * A failed reply as the http client hands it over: the status line and the body as received (raw text,
 * or an already parsed JSON value).
 */
export interface ErrorReply {
  readonly response: {
    readonly status: number;
    readonly statusText: string;
    /** The reply's headers (fetch's Headers); only Retry-After is read. */
    readonly headers?: { get(name: string): string | null };
  };
  readonly body: unknown;
}

interface ApiErrorOptions {
  invalid_fields?: InvalidFields;
  statusCode?: number;
  retryAfterSeconds?: number;
  /** See `isAbortError`. */
  aborted?: boolean;
  cause?: unknown;
}

export class ApiError extends Error implements NormalizedError {
  readonly status = 'ERR' as const;
  readonly error: ApiErrorDetail;
  readonly invalid_fields?: InvalidFields;
  /**
   * HTTP status of the reply; absent when there was none (network failure, abort). `status` is taken by
   * the §3 shape ('ERR'), and the route error screen reads `statusCode` first (§8 "Routing"), so a 404
   * reply thrown from a loader shows as a 404, not a 500.
   */
  readonly statusCode?: number;
  /** A refusal's Retry-After (429, 503) in seconds: how long the server asks the user to wait. */
  readonly retryAfterSeconds?: number;
  /**
   * The request was cancelled by its caller (an AbortSignal: a query cancelled by TanStack Query, a
   * route left before its loader finished). It is reported as an ApiError like any failure, so a caller
   * never needs a second error type, but it is not a failure the user should hear about: the http
   * client emits no api-error for it and error displays skip it (`isAbortError`). Its name is
   * 'AbortError', as a DOMException abort has, so generic cancellation checks also recognise it.
   */
  readonly aborted: boolean;

  constructor(error: ApiErrorDetail, options: ApiErrorOptions = {}) {
    // Error#message must be a string; a null message (a missing token, §7) still needs a readable one.
    super(
      error.message ?? `Request failed with code ${error.code}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = options.aborted ? 'AbortError' : 'ApiError';
    this.error = error;
    if (options.invalid_fields !== undefined) this.invalid_fields = options.invalid_fields;
    if (options.statusCode !== undefined) this.statusCode = options.statusCode;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    this.aborted = options.aborted ?? false;
  }

  toJSON(): NormalizedError {
    return this.invalid_fields === undefined
      ? { status: this.status, error: this.error }
      : { status: this.status, error: this.error, invalid_fields: this.invalid_fields };
  }
}

/** A cancelled request: never shown to the user, never reported. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.aborted;
  return isErrorLike(error) && error.name === 'AbortError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isErrorReply(input: unknown): input is ErrorReply {
  return isRecord(input) && isRecord(input.response) && typeof input.response.status === 'number';
}

function isInvalidFields(value: unknown): value is InvalidFields {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
    )
  );
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === undefined || body === null) return '';
  return JSON.stringify(body);
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterOf(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function fromReply({ response, body }: ErrorReply): ApiError {
  const retryAfterSeconds = retryAfterOf(response.headers?.get('retry-after'));
  const replyOptions = {
    statusCode: response.status,
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
  const parsed = parseBody(body);
  if (isRecord(parsed) && 'error' in parsed) {
    const invalid_fields = isInvalidFields(parsed.invalid_fields) ? parsed.invalid_fields : undefined;
    const { error } = parsed;
    // §8: the body's own error is used as is. A body that only pretends to follow the contract (a proxy's
    // `{"error": "Bad gateway"}`) still has to fit the shape every reader relies on.
    const detail: ApiErrorDetail =
      isRecord(error) && typeof error.code === 'number'
        ? { code: error.code, message: typeof error.message === 'string' ? error.message : null }
        : { code: response.status, message: typeof error === 'string' ? error : null };
    return new ApiError(detail, { invalid_fields, ...replyOptions });
  }
  const message = bodyText(body) || response.statusText || UNKNOWN_ERROR_MESSAGE;
  return new ApiError({ code: response.status || UNKNOWN_ERROR_CODE, message }, replyOptions);
}

const ABORTED_MESSAGE = 'The request was aborted';

interface ErrorLike {
  name: string;
  message: string;
}

// An abort rejects with the signal's reason, which is a DOMException from the fetch realm or whatever
// the caller passed to abort(); both are read by shape, not by class.
function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (isRecord(value) && typeof value.name === 'string' && typeof value.message === 'string')
  );
}

/** The ApiError of a request its caller cancelled, whatever reason the signal was aborted with. */
export function abortedError(reason: unknown): ApiError {
  const message = isErrorLike(reason) ? reason.message : typeof reason === 'string' ? reason : '';
  return new ApiError(
    { code: UNKNOWN_ERROR_CODE, message: message || ABORTED_MESSAGE },
    { aborted: true, cause: reason },
  );
}

/**
 * Turns anything a failed call can produce into an ApiError (spec §8):
 * - an ApiError is returned as it is;
 * - an `ErrorReply`: the body's `error` field is used as is with `invalid_fields` passed through;
 *   otherwise the code is the HTTP status and the message the body text, else the status text;
 * - a thrown error without a reply (fetch's TypeError on a network failure, an abort): code -1 and its
 *   own message; an abort is marked `aborted` (see ApiError#aborted);
 * - anything else: code -1, 'unknown error'.
 */
export function normalizeError(input: unknown): ApiError {
  if (input instanceof ApiError) return input;
  if (isErrorReply(input)) return fromReply(input);
  if (isErrorLike(input)) {
    if (input.name === 'AbortError') return abortedError(input);
    return new ApiError(
      { code: UNKNOWN_ERROR_CODE, message: input.message || UNKNOWN_ERROR_MESSAGE },
      { cause: input },
    );
  }
  return new ApiError({ code: UNKNOWN_ERROR_CODE, message: UNKNOWN_ERROR_MESSAGE }, { cause: input });
}

/** "in about 15 minutes": how long a refusal asks to wait, rounded up for reading. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The error's message, with the wait its Retry-After asks for when it has one. */
export function messageWithWait(error: ApiError): string | null {
  const { message } = error.error;
  if (message === null || error.retryAfterSeconds === undefined || error.retryAfterSeconds <= 0)
    return message;
  return `${message} (${waitText(error.retryAfterSeconds)})`;
}
