// Every environment variable of the server, parsed once with zod into one typed object, plus the table
// of names, defaults and meanings that the README's configuration section is checked against.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '@portal/contract/endpoints/uploads';
import { DEFAULT_STARTUP_FLAGS, type StartupFlags } from '@portal/contract/flags';
import { z } from 'zod';
import serverPackage from '../package.json' with { type: 'json' };

/** The server's version, from its package.json (bundled into dist/main.js at build time). */
export const APP_VERSION: string = serverPackage.version;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Whether WSK and NF administrators must sign in with a second factor (docs/decisions/026-two-factor-sign-in.md). */
export const ADMIN_TWO_FACTOR_MODES = ['required', 'optional'] as const;
export type AdminTwoFactor = (typeof ADMIN_TWO_FACTOR_MODES)[number];

/** The shortest JWT_SECRET accepted: 32 characters, i.e. at least 256 bits if it is random text. */
export const MIN_JWT_SECRET_LENGTH = 32;

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path; holds the embedded database and the generated development secret. */
  readonly dataDir: string;
  /** null: the embedded PGlite database under `dataDir/pglite`. */
  readonly databaseUrl: string | null;
  /** Absolute base URL of this deployment, without a trailing slash. */
  readonly publicUrl: string;
  readonly seedDemo: boolean;
  readonly logLevel: LogLevel;
  readonly environment: Environment;
  /** Absolute path of the built web app (it may not exist: the server then says so on every screen). */
  readonly webDistDir: string;
  readonly jwtSecret: string;
  /** Where the secret came from: the environment, or the file generated under DATA_DIR. */
  readonly jwtSecretSource: 'env' | 'file';
  readonly captchaSiteKey: string | null;
  readonly cardProviderPublishableKey: string | null;
  /** null: card payments go through the built-in test checkout; otherwise Stripe's secret API key. */
  readonly stripeSecretKey: string | null;
  /** The signing secret of the Stripe webhook endpoint; set exactly when stripeSecretKey is. */
  readonly stripeWebhookSecret: string | null;
  /** World Skate's account that bank transfers are made to (shown with the order's reference). */
  readonly bankAccount: BankAccount;
  readonly bodyLimitBytes: number;
  /** Lifetime of an access token in seconds. */
  readonly accessTokenTtlSeconds: number;
  /** Lifetime of each refresh token in seconds (every exchange issues a new one with a full lifetime). */
  readonly refreshTokenTtlSeconds: number;
  /** Lifetime of the token set of a confirmed password recovery, in seconds. */
  readonly recoveryTokenTtlSeconds: number;
  /**
   * `required`: a WSK or NF administrator (permission admin) reaches only their profile and the set-up of
   * two-factor sign-in until their sign-in has passed a second factor. `optional`: it is everyone's choice.
   */
  readonly adminTwoFactor: AdminTwoFactor;
  /** null: e-mails go to the outbox table; otherwise an SMTP URL for nodemailer. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly supportEmail: string;
  /** The reCAPTCHA secret of the server check; used only when captchaSiteKey is set. */
  readonly captchaSecretKey: string | null;
  /** Largest uploaded file in bytes (at most the contract's 10 MB). */
  readonly uploadMaxBytes: number;
  /** Lifetime of a presigned upload URL in seconds. */
  readonly uploadUrlTtlSeconds: number;
  /** Lifetime of a signed link to a private file in seconds. */
  readonly fileLinkTtlSeconds: number;
  /** Bytes of list replies each instance keeps to answer again while their data is unchanged; 0: none. */
  readonly responseCacheBytes: number;
  /**
   * Which connections' X-Forwarded-For is believed (Fastify's trustProxy): false: none, the connection's
   * address is the client's; a number of proxy hops; or addresses, CIDR ranges and proxy-addr keywords.
   */
  readonly trustProxy: false | number | readonly string[];
  /** null: rate-limit counters live in the database; otherwise a Redis URL (shared by every instance). */
  readonly redisUrl: string | null;
  /** null: errors go to the log only; otherwise the Sentry DSN unexpected errors are reported to (server and browser). */
  readonly sentryDsn: string | null;
  /** The startup flags of §9 the browser reads from /api/config/: the defaults with STARTUP_FLAGS over them. */
  readonly startupFlags: StartupFlags;
  /** null: uploaded files live under `dataDir/uploads`; otherwise the S3-compatible bucket to use. */
  readonly s3: S3Settings | null;
}

export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** The S3 API endpoint the server talks to; null for AWS S3 itself. */
  readonly endpoint: string | null;
  /** The endpoint in URLs handed to browsers (presigned uploads and links); the API endpoint when null. */
  readonly publicEndpoint: string | null;
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most S3-compatible stores need. */
  readonly forcePathStyle: boolean;
  /** Static credentials; null: the AWS SDK's default chain (instance role, AWS_* variables). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

export interface BankAccount {
  readonly holder: string;
  readonly bank: string;
  readonly iban: string;
  readonly bic: string;
  readonly address: string;
}

/**
 * The account shown where none is configured: clearly a demonstration (the IBAN's check digits 00 are never
 * valid, so no bank accepts a transfer to it). A deployment that takes bank transfers sets BANK_*.
 */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  holder: 'World Skate',
  bank: 'Demo Bank (not a real account)',
  iban: 'CH00 0000 0000 0000 TEST 0',
  bic: 'DEMOCHZZXXX',
  address: 'Avenue de Rhodanie 54, 1007 Lausanne, Switzerland',
};

export interface ConfigVariable {
  readonly name: string;
  /** As the README shows it; `—` when there is none. */
  readonly default: string;
  readonly meaning: string;
}

/** The configuration table of the README, in its order. `config.test.ts` keeps the two in step. */
export const describeConfig: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'TCP port the server listens on (0 picks a free one).' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface the server listens on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    meaning:
      'Folder for the embedded database and the generated development secret, resolved against the working directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '—',
    meaning: 'PostgreSQL connection string; unset, an embedded PGlite database in `DATA_DIR/pglite` is used.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    meaning: 'Absolute URL users reach the portal at; used for links in replies (paging, e-mails).',
  },
  {
    name: 'SEED_DEMO',
    default: 'true',
    meaning: 'Create the demo accounts when the database has no users; only the value `false` turns it off.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  { name: 'NODE_ENV', default: 'development', meaning: 'development, test or production.' },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    meaning: 'Folder of the built web app served for every screen path.',
  },
  {
    name: 'JWT_SECRET',
    default: '—',
    meaning: `Secret that signs access tokens, at least ${MIN_JWT_SECRET_LENGTH} characters. Unset, a secret is generated once into \`DATA_DIR/secrets.json\`; required in production.`,
  },
  {
    name: 'CAPTCHA_SITE_KEY',
    default: '—',
    meaning: 'reCAPTCHA site key given to the browser; unset, no captcha is shown.',
  },
  {
    name: 'CARD_PROVIDER_PUBLISHABLE_KEY',
    default: '—',
    meaning:
      'Publishable key of the card payment provider (Stripe), given to the browser; required with `STRIPE_SECRET_KEY`.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '—',
    meaning:
      'Stripe secret API key: card payments become Stripe PaymentIntents (needs `STRIPE_WEBHOOK_SECRET` and `CARD_PROVIDER_PUBLISHABLE_KEY`); unset, the built-in test checkout is used and no money moves.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '—',
    meaning:
      'Signing secret (`whsec_…`) of the Stripe webhook endpoint `/api/payments/webhook/stripe/`; required with `STRIPE_SECRET_KEY`.',
  },
  {
    name: 'BODY_LIMIT_BYTES',
    default: '1048576',
    meaning: 'Largest accepted request body in bytes; a larger one answers 413.',
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: '900',
    meaning: 'Lifetime of an access token in seconds.',
  },
  {
    name: 'REFRESH_TOKEN_TTL_SECONDS',
    default: '1209600',
    meaning:
      'Lifetime of a refresh token in seconds (14 days); each exchange issues a new single-use one with a full lifetime.',
  },
  {
    name: 'RECOVERY_TOKEN_TTL_SECONDS',
    default: '600',
    meaning:
      'Lifetime in seconds of the token set a confirmed password recovery gives; it only allows setting the password.',
  },
  {
    name: 'ADMIN_TWO_FACTOR',
    default: 'required in production, optional otherwise',
    meaning:
      '`required`: WSK and NF administrators (not viewers) must sign in with a one-time code of an authenticator app; until they have set it up they reach only their profile and the set-up. `optional`: two-factor sign-in is every user’s choice.',
  },
  {
    name: 'SMTP_URL',
    default: '—',
    meaning:
      'SMTP server for e-mails (`smtps://user:pass@host:465`): a request only queues its e-mail, which the background job worker sends, retrying with back-off; unset, e-mails go to the outbox table (readable at `/api/dev/outbox/` outside production). SMS always go to the outbox for now.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Federation portal <no-reply@portal.test>',
    meaning: 'Sender of every e-mail.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@portal.test',
    meaning: 'Address the contact-us messages are e-mailed to.',
  },
  {
    name: 'CAPTCHA_SECRET_KEY',
    default: '—',
    meaning:
      'reCAPTCHA secret key for the server check of sign-up and contact-us answers; needed when `CAPTCHA_SITE_KEY` is set (without it every answer fails).',
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    default: '10485760',
    meaning: 'Largest uploaded file in bytes (10 MB, also the most allowed); a larger one answers 413.',
  },
  {
    name: 'UPLOAD_URL_TTL_SECONDS',
    default: '900',
    meaning: 'Lifetime in seconds of a presigned upload URL; each URL accepts one file.',
  },
  {
    name: 'FILE_LINK_TTL_SECONDS',
    default: '300',
    meaning: 'Lifetime in seconds of the signed link through which a private file is read.',
  },
  {
    name: 'RESPONSE_CACHE_MB',
    default: '64',
    meaning:
      'Memory in MB in which each instance keeps list replies (users, events, payments) to answer the same caller again while the data they were read from is unchanged; `0` turns it off.',
  },
  {
    name: 'TRUST_PROXY',
    default: '—',
    meaning:
      "The reverse proxies whose `X-Forwarded-For` gives the client address: comma-separated addresses or CIDR ranges (or `loopback`, `uniquelocal`), or a number of proxy hops. Unset, the connection's address is the client's; behind a proxy set it, or the per-address limits (sign-in failures, contact messages) count every client as one.",
  },
  {
    name: 'REDIS_URL',
    default: '—',
    meaning:
      'Redis server (`redis://host:6379`) that keeps the rate-limit counters of every instance; unset, they are kept in the database.',
  },
  {
    name: 'SENTRY_DSN',
    default: '—',
    meaning:
      'Sentry DSN: the server reports its unexpected errors (500) and the browser its errors there, without 401, 403 and 404 replies; unset, errors are only logged.',
  },
  {
    name: 'STARTUP_FLAGS',
    default: '—',
    meaning:
      'Startup flags of the browser that differ from their defaults, comma-separated `name=on` or `name=off`: `show_only_selected_reports` (on), `custom_sections` (on), `credits_page` (off), `new_payments_indicator` (off), `nf_downhill_as_luge` (on).',
  },
  {
    name: 'S3_BUCKET',
    default: '—',
    meaning:
      'S3-compatible bucket for uploaded files (browsers upload straight to it through presigned POSTs); unset, files are kept in `DATA_DIR/uploads`.',
  },
  {
    name: 'S3_REGION',
    default: 'us-east-1',
    meaning: 'Region of the bucket.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '—',
    meaning: 'S3 API endpoint of an S3-compatible store (MinIO, Ceph, R2…); unset, AWS S3 itself.',
  },
  {
    name: 'S3_PUBLIC_ENDPOINT',
    default: '—',
    meaning:
      'The endpoint as browsers reach it, when it differs from `S3_ENDPOINT` (the store behind a proxy or on an internal network); used in upload URLs and file links.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    meaning:
      'Address objects as `endpoint/bucket/key` instead of `bucket.endpoint/key`; `true` for most S3-compatible stores.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '—',
    meaning:
      'Access key of the bucket, with `S3_SECRET_ACCESS_KEY`; unset, the AWS SDK finds credentials itself (instance role, `AWS_*` variables).',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '—',
    meaning: 'Secret key that goes with `S3_ACCESS_KEY_ID`.',
  },
  {
    name: 'BANK_ACCOUNT_HOLDER',
    default: DEMO_BANK_ACCOUNT.holder,
    meaning: 'Holder of the account payers make bank transfers to.',
  },
  {
    name: 'BANK_NAME',
    default: DEMO_BANK_ACCOUNT.bank,
    meaning: 'Bank of that account; the default and the other `BANK_*` defaults are a demonstration account.',
  },
  {
    name: 'BANK_IBAN',
    default: DEMO_BANK_ACCOUNT.iban,
    meaning: 'IBAN of that account (the default is not valid, so no transfer can reach it).',
  },
  { name: 'BANK_BIC', default: DEMO_BANK_ACCOUNT.bic, meaning: 'BIC (SWIFT code) of that bank.' },
  {
    name: 'BANK_ADDRESS',
    default: DEMO_BANK_ACCOUNT.address,
    meaning: 'Postal address of the account holder, as transfers ask for it.',
  },
];

/** A configuration the server must not start with; `main.ts` prints the message and exits. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// An empty value counts as unset, so `DATABASE_URL=` in a shell or an .env file means "use the default".
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

/** A positive whole number of seconds with a default. */
function seconds(fallback: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1 second'))
      .default(fallback),
  );
}

/** One entry of TRUST_PROXY: an IPv4 or IPv6 address or range, or a keyword of proxy-addr. */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

/** A text setting with a default. */
function textWithDefault(fallback: string) {
  return optionalText.pipe(z.string().default(fallback));
}

const FLAG_NAMES = Object.keys(DEFAULT_STARTUP_FLAGS) as (keyof StartupFlags)[];

/** `credits_page=on,nf_downhill_as_luge=off`: each named flag once, set on or off. */
const startupFlagsSetting = z
  .string()
  .transform((value, context): Partial<StartupFlags> => {
    const flags: Partial<Record<keyof StartupFlags, boolean>> = {};
    for (const entry of value.split(',')) {
      const match = /^\s*(\w+)\s*=\s*(on|off)\s*$/.exec(entry);
      const name = FLAG_NAMES.find((flag) => flag === match?.[1]);
      if (!match || !name || name in flags) {
        context.addIssue({
          code: 'custom',
          message: `must be comma-separated name=on or name=off, each of ${FLAG_NAMES.join(', ')} at most once`,
        });
        return z.NEVER;
      }
      flags[name] = match[2] === 'on';
    }
    return flags;
  })
  .optional();

const envSchema = z.object({
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(0).max(65_535, 'must be a whole number between 0 and 65535'))
      .default(3000),
  ),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SEED_DEMO: optionalText,
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  NODE_ENV: optionalText.pipe(z.enum(ENVIRONMENTS).default('development')),
  WEB_DIST_DIR: optionalText,
  JWT_SECRET: optionalText.pipe(
    z
      .string()
      .min(MIN_JWT_SECRET_LENGTH, `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`)
      .optional(),
  ),
  CAPTCHA_SITE_KEY: optionalText,
  CARD_PROVIDER_PUBLISHABLE_KEY: optionalText,
  BODY_LIMIT_BYTES: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of bytes')
      .transform(Number)
      .pipe(z.number().int().min(1024, 'must be at least 1024 bytes'))
      .default(1_048_576),
  ),
  ACCESS_TOKEN_TTL_SECONDS: seconds(900),
  REFRESH_TOKEN_TTL_SECONDS: seconds(1_209_600),
  RECOVERY_TOKEN_TTL_SECONDS: seconds(600),
  ADMIN_TWO_FACTOR: optionalText.pipe(
    z.enum(ADMIN_TWO_FACTOR_MODES, { error: 'must be required or optional' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().default('Federation portal <no-reply@portal.test>')),
  SUPPORT_EMAIL: optionalText.pipe(
    z.email({ error: 'must be an e-mail address' }).default('support@portal.test'),
  ),
  CAPTCHA_SECRET_KEY: optionalText,
  UPLOAD_MAX_BYTES: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of bytes')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'must be at least 1 byte')
          .max(MAX_UPLOAD_BYTES, 'must be at most 10485760 bytes'),
      )
      .default(MAX_UPLOAD_BYTES),
  ),
  UPLOAD_URL_TTL_SECONDS: seconds(900),
  FILE_LINK_TTL_SECONDS: seconds(300),
  RESPONSE_CACHE_MB: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of megabytes')
      .transform(Number)
      .pipe(z.number().int().max(4096, 'must be at most 4096'))
      .default(64),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) =>
          /^\d{1,2}$/.test(value) || value.split(',').every((entry) => PROXY_ENTRY.test(entry.trim())),
        'must be a number of hops, or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      )
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  SENTRY_DSN: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  STARTUP_FLAGS: optionalText.pipe(startupFlagsSetting),
  S3_BUCKET: optionalText,
  S3_REGION: textWithDefault('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_PUBLIC_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  BANK_ACCOUNT_HOLDER: textWithDefault(DEMO_BANK_ACCOUNT.holder),
  BANK_NAME: textWithDefault(DEMO_BANK_ACCOUNT.bank),
  BANK_IBAN: textWithDefault(DEMO_BANK_ACCOUNT.iban),
  BANK_BIC: textWithDefault(DEMO_BANK_ACCOUNT.bic),
  BANK_ADDRESS: textWithDefault(DEMO_BANK_ACCOUNT.address),
});

/**
 * Stripe needs its secret key, the webhook's signing secret and the publishable key together: one without
 * the others would take payments whose outcome never arrives, or show the browser a checkout it cannot use.
 */
function cardProviderProblems(values: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    problems.push('  STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  if (values.STRIPE_WEBHOOK_SECRET && !values.STRIPE_SECRET_KEY) {
    problems.push('  STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set');
  }
  if (values.STRIPE_SECRET_KEY && !values.CARD_PROVIDER_PUBLISHABLE_KEY) {
    problems.push('  CARD_PROVIDER_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set');
  }
  return problems;
}

/** The S3 settings only mean something with a bucket, and a key needs its secret. */
function storageProblems(values: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!values.S3_BUCKET) {
    for (const name of [
      'S3_ENDPOINT',
      'S3_PUBLIC_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (values[name]) problems.push(`  S3_BUCKET: is required when ${name} is set`);
    }
  }
  if (values.S3_ACCESS_KEY_ID && !values.S3_SECRET_ACCESS_KEY) {
    problems.push('  S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set');
  }
  if (values.S3_SECRET_ACCESS_KEY && !values.S3_ACCESS_KEY_ID) {
    problems.push('  S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set');
  }
  return problems;
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

function s3SettingsOf(values: z.output<typeof envSchema>): S3Settings | null {
  if (!values.S3_BUCKET) return null;
  const trim = (url: string | undefined) => (url ? url.replace(/\/+$/, '') : null);
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: trim(values.S3_ENDPOINT),
    publicEndpoint: trim(values.S3_PUBLIC_ENDPOINT),
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

export interface LoadConfigOptions {
  /** Base for relative paths; the process's working directory by default. */
  readonly cwd?: string;
}

/** Parses the environment (process.env by default). Throws ConfigError with every problem listed. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: LoadConfigOptions = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const providerProblems = [...cardProviderProblems(values), ...storageProblems(values)];
  if (providerProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${providerProblems.join('\n')}`);
  }
  const cwd = options.cwd ?? process.cwd();
  const dataDir = resolve(cwd, values.DATA_DIR);
  const secret = resolveJwtSecret(values.JWT_SECRET, values.NODE_ENV, dataDir);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    seedDemo: values.SEED_DEMO !== 'false',
    logLevel: values.LOG_LEVEL,
    environment: values.NODE_ENV,
    webDistDir: values.WEB_DIST_DIR ? resolve(cwd, values.WEB_DIST_DIR) : defaultWebDistDir(),
    jwtSecret: secret.value,
    jwtSecretSource: secret.source,
    captchaSiteKey: values.CAPTCHA_SITE_KEY ?? null,
    cardProviderPublishableKey: values.CARD_PROVIDER_PUBLISHABLE_KEY ?? null,
    stripeSecretKey: values.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET ?? null,
    bankAccount: {
      holder: values.BANK_ACCOUNT_HOLDER,
      bank: values.BANK_NAME,
      iban: values.BANK_IBAN,
      bic: values.BANK_BIC,
      address: values.BANK_ADDRESS,
    },
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    recoveryTokenTtlSeconds: values.RECOVERY_TOKEN_TTL_SECONDS,
    adminTwoFactor: values.ADMIN_TWO_FACTOR ?? (values.NODE_ENV === 'production' ? 'required' : 'optional'),
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    captchaSecretKey: values.CAPTCHA_SECRET_KEY ?? null,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    uploadUrlTtlSeconds: values.UPLOAD_URL_TTL_SECONDS,
    fileLinkTtlSeconds: values.FILE_LINK_TTL_SECONDS,
    responseCacheBytes: values.RESPONSE_CACHE_MB * 1_048_576,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    redisUrl: values.REDIS_URL ?? null,
    sentryDsn: values.SENTRY_DSN ?? null,
    startupFlags: { ...DEFAULT_STARTUP_FLAGS, ...values.STARTUP_FLAGS },
    s3: s3SettingsOf(values),
  };
}

export const SECRETS_FILE = 'secrets.json';

const secretsFileSchema = z.object({ jwt_secret: z.string().min(MIN_JWT_SECRET_LENGTH) });

/**
 * JWT_SECRET when given. Otherwise, outside production, a random secret generated once into
 * DATA_DIR/secrets.json (mode 0600) and read back on later starts, so tokens survive a restart.
 */
function resolveJwtSecret(
  fromEnv: string | undefined,
  environment: Environment,
  dataDir: string,
): { value: string; source: 'env' | 'file' } {
  if (fromEnv) return { value: fromEnv, source: 'env' };
  if (environment === 'production') {
    throw new ConfigError(
      `JWT_SECRET is required in production: set it to a random string of at least ${MIN_JWT_SECRET_LENGTH} characters (for example the output of \`openssl rand -base64 48\`).`,
    );
  }
  const path = join(dataDir, SECRETS_FILE);
  const existing = readSecretsFile(path);
  if (existing) return { value: existing, source: 'file' };
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails when another process created the file first; that process's secret then wins.
    writeFileSync(path, `${JSON.stringify({ jwt_secret: generated }, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    chmodSync(path, 0o600); // the mode of writeFileSync is filtered by the umask
    return { value: generated, source: 'file' };
  } catch (error) {
    const raced = readSecretsFile(path);
    if (raced) return { value: raced, source: 'file' };
    throw error;
  }
}

function readSecretsFile(path: string): string | null {
  if (!existsSync(path)) return null;
  const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new ConfigError(
      `${path} is not a valid secrets file; delete it to generate a new development secret.`,
    );
  }
  return parsed.data.jwt_secret;
}

/**
 * apps/web/dist, found from this module's location: the server's package.json is the nearest one above
 * both `src/config.ts` (tsx, Vitest) and `dist/main.js` (the bundle).
 */
function defaultWebDistDir(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === serverPackage.name) {
      return resolve(folder, '../web/dist');
    }
    folder = dirname(folder);
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

function readPackageName(path: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return z.object({ name: z.string() }).safeParse(parsed).data?.name;
  } catch {
    return undefined;
  }
}
