// The one place where errors become replies: `{ error: { code, message }, invalid_fields? }` of the
// contract for every failure, including request validation, malformed bodies and unknown API routes.
// A 5xx reply never says more than 'Internal server error'; the details go to the log.
import type { ErrorBody, InvalidFields } from '@portal/contract/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailable, isDatabaseUnavailable } from './database-availability';
import { HttpError, Invalid, NotFound, ServiceUnavailable, TooManyRequests } from './errors';

/** Field name under which problems of the input as a whole are listed (e.g. a body that is not an object). */
export const NON_FIELD_ERRORS = 'non_field_errors';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** Fixed messages for the request errors Fastify raises before a handler runs. */
const FASTIFY_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
};

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Request body is too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  431: 'Request header fields too large',
};

export function errorBody(code: number, message: string | null, invalidFields?: InvalidFields): ErrorBody {
  return invalidFields
    ? { error: { code, message }, invalid_fields: invalidFields }
    : { error: { code, message } };
}

interface ValidationIssue {
  readonly instancePath: string;
  readonly message?: string;
  readonly keyword?: string;
  readonly params?: Record<string, unknown>;
}

/** Zod issues -> `{ 'links.0.url': ['...'] }`; each issue's message is the §5 product message. */
export function invalidFieldsOf(issues: readonly ValidationIssue[]): InvalidFields {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const messages = fields[field] ?? [];
    if (!messages.includes(message)) messages.push(message);
    fields[field] = messages;
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).map(decodeJsonPointer).join('.');
    const message = issue.message ?? 'This field is not valid.';
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    if (Array.isArray(keys) && keys.length > 0) {
      for (const key of keys) add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
    } else {
      add(path || NON_FIELD_ERRORS, message);
    }
  }
  return fields;
}

const decodeJsonPointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : undefined;
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Maps any thrown value to a status and the contract's error body. */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (error instanceof HttpError) {
    const fields = error instanceof Invalid ? error.fields : undefined;
    return {
      status: error.status,
      body: errorBody(error.status, error.publicMessage, fields),
      unexpected: false,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: errorBody(400, 'Invalid input', invalidFieldsOf(error.validation)),
      unexpected: false,
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const code = (error as FastifyError).code;
    const message = (code && FASTIFY_ERROR_MESSAGES[code]) || STATUS_MESSAGES[status] || 'Bad request';
    return { status, body: errorBody(status, message), unexpected: false };
  }
  return { status: 500, body: errorBody(500, INTERNAL_ERROR_MESSAGE), unexpected: true };
}

/** Installs the error handler and the not-found handler of the whole app. */
export function registerErrorHandlers(
  app: FastifyInstance,
  options: {
    /** Told when a call failed for want of the database (see database-availability.ts). */
    readonly onDatabaseUnavailable?: () => void;
    /** Told of every unexpected error (a reply of 500), e.g. to report it (platform/reporting). */
    readonly onUnexpectedError?: (error: unknown, request: FastifyRequest) => void;
  } = {},
): void {
  app.setErrorHandler((thrown: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // A driver's error for want of the database is the 503 of an absent database, and marks it away.
    const databaseAway = !(thrown instanceof HttpError) && isDatabaseUnavailable(thrown);
    if (databaseAway) options.onDatabaseUnavailable?.();
    const error = databaseAway ? new DatabaseUnavailable() : thrown;
    const { status, body, unexpected } = toErrorReply(error);
    if (unexpected) {
      request.log.error({ err: thrown }, 'Unhandled error');
      options.onUnexpectedError?.(thrown, request);
    } else if (status >= 500) request.log.warn({ err: thrown }, body.error.message ?? 'Server error');
    if (
      (error instanceof TooManyRequests || error instanceof ServiceUnavailable) &&
      error.retryAfterSeconds !== undefined
    ) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return sendError(reply, status, body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const notFound = new NotFound();
    return sendError(reply, notFound.status, errorBody(notFound.status, notFound.publicMessage));
  });
}
