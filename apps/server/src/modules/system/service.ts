// Health and public configuration: what a load balancer and the browser ask first.

import type { PublicConfig } from '@portal/contract/endpoints/system';
import { APP_VERSION, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { DatabaseUnavailable } from '../../platform/http/database-availability';

/** Health checks give up on the database after this long, well inside a load balancer's own timeout. */
export const HEALTH_PING_TIMEOUT_MS = 1500;

export async function checkHealth(database: Pick<DatabaseHandle, 'ping'>) {
  try {
    await database.ping(HEALTH_PING_TIMEOUT_MS);
  } catch {
    throw new DatabaseUnavailable();
  }
  return { status: 'ok', database: 'ok', version: APP_VERSION } as const;
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    environment: config.environment,
    public_url: config.publicUrl,
    version: APP_VERSION,
    flags: config.startupFlags,
    card_provider_publishable_key: config.cardProviderPublishableKey,
    captcha_site_key: config.captchaSiteKey,
    sentry_dsn: config.sentryDsn,
  };
}
