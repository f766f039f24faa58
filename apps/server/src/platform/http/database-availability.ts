// While the database is away, every API call answers 503 at once, in the contract's error format with a
// Retry-After, instead of each request waiting for a connection time-out and failing as a 500. The first
// call that fails for want of the database marks it away; from then on a probe pings it every second, and
// the first answer brings the API back by itself. The web app shows its maintenance screen on a 503.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { ServiceUnavailable } from './errors';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available';
/** What a 503 of an absent database asks the client to wait, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

/** Error codes of a connection that failed or broke: Node.js's socket errors and PostgreSQL's class 08. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
];

/** Whether the error (or one of its causes: Drizzle wraps the driver's) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The 503 of an absent database, with its Retry-After. */
export class DatabaseUnavailable extends ServiceUnavailable {
  constructor() {
    super(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
  }
}

/** Whether the database is away, and the probe that notices its return. */
export class DatabaseAvailability {
  private away = false;
  private probe: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'ping'>,
    private readonly logger: FastifyBaseLogger,
  ) {}

  get isAway(): boolean {
    return this.away;
  }

  /** A call failed for want of the database: answer 503 until a ping succeeds. */
  markAway(): void {
    if (this.away || this.stopped) return;
    this.away = true;
    this.logger.error('The database is not available; answering 503 until it returns');
    this.scheduleProbe();
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => void this.runProbe(), PROBE_INTERVAL_MS);
    // The probe never keeps the process alive on its own.
    this.probe.unref();
  }

  private async runProbe(): Promise<void> {
    this.probe = null;
    if (this.stopped) return;
    try {
      await this.database.ping(PROBE_TIMEOUT_MS);
      this.away = false;
      this.logger.info('The database is available again');
    } catch {
      if (!this.stopped) this.scheduleProbe();
    }
  }
}

/**
 * Answers API calls 503 while the database is away; the health check keeps pinging for itself, so a load
 * balancer sees the return as soon as the probe does. Returns the tracker the error handler reports to.
 */
export function installDatabaseAvailability(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'ping'>,
): DatabaseAvailability {
  const availability = new DatabaseAvailability(database, app.log);
  app.addHook('onRequest', async (request) => {
    if (!availability.isAway || !request.url.startsWith('/api/') || request.url.startsWith('/api/health/')) {
      return;
    }
    throw new DatabaseUnavailable();
  });
  app.addHook('onClose', async () => availability.stop());
  return availability;
}
