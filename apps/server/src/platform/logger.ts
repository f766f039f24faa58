// The process's pino logger: JSON lines in production and tests, pretty output in development when
// pino-pretty (a dev dependency) is installed. Credentials and personal data never reach the log
// (ASVS V7.1): headers are redacted, request URLs lose their query values and the secrets of e-mailed
// links, and a failed query's parameters are left out of its error.
import { createRequire } from 'node:module';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

// `*.headers`: the request's, and those @fastify/multipart logs at trace level with its busboy options.
const REDACT = ['*.headers.authorization', '*.headers.cookie', 'password', '*.password'];

/** `destination`: where the JSON lines go instead of stdout (a test reads them). */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'environment'>,
  destination?: DestinationStream,
): Logger {
  const pretty = !destination && config.environment === 'development' && isInstalled('pino-pretty');
  return pino(
    {
      level: config.logLevel,
      redact: REDACT,
      // These take precedence over Fastify's own serializers of the same names.
      serializers: { req: serializeRequest, err: serializeError },
      ...(pretty && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
    },
    destination,
  );
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * API paths whose rest is a bearer secret: the token of the built-in test checkout (decision 018), which
 * opens the payment's checkout to whoever holds it along with a session of its payer.
 */
const SECRET_API_PATHS = ['/api/payments/test-checkout/'];

/**
 * A request URL as the log shows it. Query values go (searches by e-mail or name, the signature of a
 * private file's link), their names stay. A screen path keeps its first segment only: the links of
 * e-mails put one-time tokens, codes and addresses in it (/confirm-email-by-link/:uid/:token/:code,
 * /login_by_token/:token, /confirm-team-application-email/:email/:code, /test-checkout/:token). API paths
 * hold ids and file keys, and keep them but for the secret of SECRET_API_PATHS.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const names = queryStart === -1 ? [] : [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  const query = names.length > 0 ? `?${[...new Set(names)].map((name) => `${name}=…`).join('&')}` : '';
  // Matched as the router matches: on the decoded path (`test%2Dcheckout` routes there too).
  const decoded = decodedPath(path);
  const secretPath = SECRET_API_PATHS.find(
    (prefix) => decoded.startsWith(prefix) && decoded.length > prefix.length,
  );
  if (secretPath) return `${secretPath}…${query}`;
  if (isApiPath(path) || path.startsWith('/assets/')) return `${path}${query}`;
  const [, first = ''] = path.split('/');
  const rest = path.slice(first.length + 1).replace(/^\/$/, '');
  return `/${first}${rest ? '/…' : ''}${query}`;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Fastify's request serializer, with the URL made loggable; headers and body are never logged. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's error serializer, without the parameters of a failed query: Drizzle writes them into the error's
 * message ("params: a@b.c,…"), and they are the e-mails, names and passport numbers the query carried. A
 * Redis error's command (ioredis sets it) keeps its name but not its arguments: rate-limit keys such as
 * `sign-in:email:<e-mail>`.
 */
function serializeError(error: Error) {
  const serialized = withoutCommandArguments(pino.stdSerializers.err(error));
  const spelledOut: string[] = [];
  let cause: unknown = error;
  for (let depth = 0; cause instanceof Error && depth < 10; depth += 1) {
    if (cause instanceof DrizzleQueryError) spelledOut.push(`\nparams: ${String(cause.params)}`);
    cause = cause.cause;
  }
  if (spelledOut.length === 0) return serialized;
  const hide = (text: string) =>
    spelledOut.reduce((result, part) => result.replaceAll(part, '\nparams: …'), text);
  return {
    ...serialized,
    message: hide(serialized.message),
    stack: hide(serialized.stack),
    params: undefined,
  };
}

function withoutCommandArguments<T extends Record<string, unknown>>(serialized: T): T {
  const { command } = serialized;
  if (typeof command !== 'object' || command === null || !('args' in command)) return serialized;
  return { ...serialized, command: { ...command, args: undefined } };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
