// The public configuration of /api/config/ as a test needs it: nothing configured, unless overridden.
import type { PublicConfig } from '@portal/contract/endpoints/system';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';

export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    environment: 'test',
    public_url: 'http://localhost',
    version: 'test',
    flags: DEFAULT_STARTUP_FLAGS,
    card_provider_publishable_key: null,
    captcha_site_key: null,
    sentry_dsn: null,
    ...overrides,
  };
}
