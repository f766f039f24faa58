// Configuration parsing: defaults, the SEED_DEMO rule, rejected values, the development secret, and the
// README's configuration table against describeConfig.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_BANK_ACCOUNT, describeConfig, loadConfig, SECRETS_FILE } from './config';

const folders: string[] = [];
function tempDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('applies the defaults of an empty environment', () => {
    const cwd = tempDir();
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      environment: 'development',
      captchaSiteKey: null,
      cardProviderPublishableKey: null,
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      bankAccount: DEMO_BANK_ACCOUNT,
      bodyLimitBytes: 1_048_576,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 1_209_600,
      recoveryTokenTtlSeconds: 600,
      adminTwoFactor: 'optional',
      smtpUrl: null,
      mailFrom: 'Federation portal <no-reply@portal.test>',
      supportEmail: 'support@portal.test',
      captchaSecretKey: null,
      uploadMaxBytes: 10_485_760,
      uploadUrlTtlSeconds: 900,
      fileLinkTtlSeconds: 300,
      responseCacheBytes: 64 * 1_048_576,
      trustProxy: false,
      redisUrl: null,
      s3: null,
      jwtSecretSource: 'file',
    });
    expect(config.webDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const cwd = tempDir();
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/portal',
        DATABASE_URL: 'postgres://portal@db:5432/portal',
        PUBLIC_URL: 'https://portal.example.org/',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        WEB_DIST_DIR: 'web',
        JWT_SECRET: SECRET,
        CAPTCHA_SITE_KEY: 'site-key',
        CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        BANK_ACCOUNT_HOLDER: 'World Skate',
        BANK_NAME: 'Banque Cantonale Vaudoise',
        BANK_IBAN: 'CH12 3456 7890 1234 5678 9',
        BANK_BIC: 'BCVLCH2LXXX',
        BANK_ADDRESS: 'Lausanne',
        BODY_LIMIT_BYTES: '2048',
        RESPONSE_CACHE_MB: '16',
        ACCESS_TOKEN_TTL_SECONDS: '300',
        REFRESH_TOKEN_TTL_SECONDS: '86400',
        ADMIN_TWO_FACTOR: 'optional',
        TRUST_PROXY: '10.0.0.0/8, uniquelocal',
        REDIS_URL: 'redis://cache:6379/2',
        SENTRY_DSN: 'https://public@errors.portal.test/7',
        STARTUP_FLAGS: 'credits_page=on, nf_downhill_as_luge=off',
        S3_BUCKET: 'portal-files',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PUBLIC_ENDPOINT: 'https://files.portal.example.org',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'portal',
        S3_SECRET_ACCESS_KEY: 'portal-secret',
      },
      { cwd },
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(cwd, 'var/portal'),
      databaseUrl: 'postgres://portal@db:5432/portal',
      publicUrl: 'https://portal.example.org',
      seedDemo: false,
      logLevel: 'warn',
      environment: 'production',
      webDistDir: join(cwd, 'web'),
      jwtSecret: SECRET,
      jwtSecretSource: 'env',
      captchaSiteKey: 'site-key',
      cardProviderPublishableKey: 'pk_test_1',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      bankAccount: {
        holder: 'World Skate',
        bank: 'Banque Cantonale Vaudoise',
        iban: 'CH12 3456 7890 1234 5678 9',
        bic: 'BCVLCH2LXXX',
        address: 'Lausanne',
      },
      bodyLimitBytes: 2048,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86_400,
      recoveryTokenTtlSeconds: 600,
      adminTwoFactor: 'optional',
      smtpUrl: null,
      mailFrom: 'Federation portal <no-reply@portal.test>',
      supportEmail: 'support@portal.test',
      captchaSecretKey: null,
      uploadMaxBytes: 10_485_760,
      uploadUrlTtlSeconds: 900,
      fileLinkTtlSeconds: 300,
      responseCacheBytes: 16 * 1_048_576,
      trustProxy: ['10.0.0.0/8', 'uniquelocal'],
      redisUrl: 'redis://cache:6379/2',
      sentryDsn: 'https://public@errors.portal.test/7',
      startupFlags: { ...DEFAULT_STARTUP_FLAGS, credits_page: true, nf_downhill_as_luge: false },
      s3: {
        bucket: 'portal-files',
        region: 'eu-central-1',
        endpoint: 'http://minio:9000',
        publicEndpoint: 'https://files.portal.example.org',
        forcePathStyle: true,
        credentials: { accessKeyId: 'portal', secretAccessKey: 'portal-secret' },
      },
    });
  });

  it('takes S3 credentials from the SDK when none are given, on AWS S3 by default', () => {
    expect(loadConfig({ S3_BUCKET: 'files' }, { cwd: tempDir() }).s3).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: null,
      publicEndpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: is required when S3_ENDPOINT is set/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /S3_SECRET_ACCESS_KEY: is required/],
    [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, /S3_ACCESS_KEY_ID: is required/],
  ])('refuses an incomplete S3 configuration (%o)', (env, message) => {
    expect(() => loadConfig(env, { cwd: tempDir() })).toThrow(message);
  });

  it('serves the default startup flags of §9 unless STARTUP_FLAGS turns some on or off', () => {
    expect(loadConfig({}, { cwd: tempDir() }).startupFlags).toEqual(DEFAULT_STARTUP_FLAGS);
    expect(
      loadConfig({ STARTUP_FLAGS: 'show_only_selected_reports=off' }, { cwd: tempDir() }).startupFlags,
    ).toEqual({
      ...DEFAULT_STARTUP_FLAGS,
      show_only_selected_reports: false,
    });
  });

  it.each([
    'credits_page',
    'credits_page=yes',
    'credits=on',
    'credits_page=on,credits_page=off',
    'credits_page=on,',
  ])('refuses STARTUP_FLAGS=%s, naming the flags it knows', (value) => {
    expect(() => loadConfig({ STARTUP_FLAGS: value }, { cwd: tempDir() })).toThrow(
      /STARTUP_FLAGS: must be comma-separated name=on or name=off, each of show_only_selected_reports, custom_sections, credits_page, new_payments_indicator, nf_downhill_as_luge at most once/,
    );
  });

  it('takes TRUST_PROXY as a number of hops', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, { cwd: tempDir() }).trustProxy).toBe(2);
  });

  it('requires two-factor sign-in of administrators in production unless ADMIN_TWO_FACTOR says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(loadConfig(production, { cwd: tempDir() }).adminTwoFactor).toBe('required');
    expect(
      loadConfig({ ...production, ADMIN_TWO_FACTOR: 'optional' }, { cwd: tempDir() }).adminTwoFactor,
    ).toBe('optional');
    expect(loadConfig({ ADMIN_TWO_FACTOR: 'required' }, { cwd: tempDir() }).adminTwoFactor).toBe('required');
    expect(loadConfig({ NODE_ENV: 'test' }, { cwd: tempDir() }).adminTwoFactor).toBe('optional');
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }, { cwd: tempDir() }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', CAPTCHA_SITE_KEY: '  ' }, { cwd: tempDir() });
    expect(config.databaseUrl).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.captchaSiteKey).toBeNull();
  });

  it.each([
    ['false', false],
    ['true', true],
    ['0', true],
    ['no', true],
    ['FALSE', true],
  ])('SEED_DEMO=%s seeds the demo: %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }, { cwd: tempDir() }).seedDemo).toBe(expected);
  });

  it.each(['abc', '70000', '-1', '3.5', '80 80'])('rejects PORT=%s', (value) => {
    expect(() => loadConfig({ PORT: value }, { cwd: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: value }, { cwd: tempDir() })).toThrow(/PORT/);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['BODY_LIMIT_BYTES', '1e6'],
    ['RESPONSE_CACHE_MB', '-1'],
    ['RESPONSE_CACHE_MB', '5000'],
    ['JWT_SECRET', 'short'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['REFRESH_TOKEN_TTL_SECONDS', '2.5'],
    ['UPLOAD_MAX_BYTES', '10485761'],
    ['UPLOAD_URL_TTL_SECONDS', '0'],
    ['REDIS_URL', 'http://cache:6379'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/8,proxy.internal'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['ADMIN_TWO_FACTOR', 'yes'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, { cwd: tempDir() })).toThrow(new RegExp(name));
  });

  it('uses the demonstration bank account, clearly marked, when none is configured', () => {
    const { bankAccount } = loadConfig({ BANK_IBAN: '  ' }, { cwd: tempDir() });
    expect(bankAccount).toEqual(DEMO_BANK_ACCOUNT);
    expect(bankAccount.bank).toMatch(/not a real account/);
    // ISO 13616 check digits are 02 to 98: "00" is never a valid IBAN.
    expect(bankAccount.iban.slice(2, 4)).toBe('00');
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', CARD_PROVIDER_PUBLISHABLE_KEY: 'pk' },
      /STRIPE_WEBHOOK_SECRET: is required/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, /STRIPE_SECRET_KEY: is required/],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      /CARD_PROVIDER_PUBLISHABLE_KEY: is required/,
    ],
  ])('refuses an incomplete Stripe configuration (%o)', (env, message) => {
    expect(() => loadConfig(env, { cwd: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig(env, { cwd: tempDir() })).toThrow(message);
  });

  it('keeps the publishable key alone without Stripe (the test checkout is used)', () => {
    const config = loadConfig({ CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_test_1' }, { cwd: tempDir() });
    expect(config.stripeSecretKey).toBeNull();
    expect(config.cardProviderPublishableKey).toBe('pk_test_1');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', NODE_ENV: 'y' }, { cwd: tempDir() })).toThrow(/PORT[\s\S]*NODE_ENV/);
  });
});

describe('the JWT secret', () => {
  it('is generated once into DATA_DIR/secrets.json with mode 0600 and reused', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'data' }, { cwd });
    const path = join(cwd, 'data', SECRETS_FILE);
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ jwt_secret: first.jwtSecret });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);

    const second = loadConfig({ DATA_DIR: 'data' }, { cwd });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.jwtSecretSource).toBe('file');
  });

  it('differs between data folders', () => {
    expect(loadConfig({}, { cwd: tempDir() }).jwtSecret).not.toBe(
      loadConfig({}, { cwd: tempDir() }).jwtSecret,
    );
  });

  it('comes from JWT_SECRET without touching the data folder', () => {
    const cwd = tempDir();
    expect(loadConfig({ JWT_SECRET: SECRET }, { cwd }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(cwd, 'data', SECRETS_FILE))).toBe(false);
  });

  it('is required in production, with a clear message', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production' }, { cwd })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(existsSync(join(cwd, 'data', SECRETS_FILE))).toBe(false);
  });
});

describe('the README configuration table', () => {
  it('lists exactly the variables of describeConfig, with their defaults', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|\s*([^|]*?)\s*\|/gm)].map((match) => ({
      name: match[1],
      default: (match[2] ?? '').replace(/`/g, ''),
    }));
    expect(rows).toEqual(describeConfig.map(({ name, default: value }) => ({ name, default: value })));
  });
});
