// The process's pino logger: JSON lines in production and tests, pretty output in development when
// pino-pretty (a dev dependency) is installed. Credentials never reach the log.
import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'];

export function createLogger(config: Pick<Config, 'logLevel' | 'environment'>): Logger {
  const pretty = config.environment === 'development' && isInstalled('pino-pretty');
  return pino({
    level: config.logLevel,
    redact: REDACT,
    ...(pretty && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
  });
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
