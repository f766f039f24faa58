// buildApp(deps) -> the Fastify instance: external plugins first (security headers, OpenAPI), then the
// platform pieces (error format, access control), then the modules, then the web app. main.ts listens
// on it; tests call it directly with app.inject.
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_VERSION, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { auditModule } from './modules/audit/routes';
import { authModule } from './modules/auth/routes';
import { credentialsModule } from './modules/credentials/routes';
import { devModule } from './modules/dev/routes';
import { eventsModule } from './modules/events/routes';
import { legalGuardiansModule } from './modules/legal-guardians/routes';
import { participantManagementModule } from './modules/participants/management-routes';
import { participantsModule } from './modules/participants/routes';
import { paymentsModule } from './modules/payments/routes';
import { privacyModule } from './modules/privacy/routes';
import { REMINDERS_JOB, remindersJob } from './modules/reminders/service';
import { socialModule } from './modules/social/routes';
import { sportModule } from './modules/sport/routes';
import { supportModule } from './modules/support/routes';
import { systemModule } from './modules/system/routes';
import { teamApplicationsModule } from './modules/team-applications/routes';
import { teamsModule } from './modules/teams/routes';
import { UNATTACHED_UPLOADS_JOB, unattachedUploadsJob } from './modules/uploads/cleanup-job';
import { uploadsModule } from './modules/uploads/routes';
import { usersExportJob } from './modules/users/export-by-email';
import { usersModule } from './modules/users/routes';
import { verificationModule } from './modules/verification/routes';
import { wskIdsModule } from './modules/wsk-ids/routes';
import { type CaptchaVerifier, createCaptcha } from './platform/captcha/captcha';
import { noStoreApiReplies } from './platform/http/cache-control';
import { installDatabaseAvailability } from './platform/http/database-availability';
import { errorBody, registerErrorHandlers, sendError } from './platform/http/error-handler';
import { ServiceUnavailable } from './platform/http/errors';
import { rejectNulCharacters } from './platform/http/reject-nul';
import { ResponseCache } from './platform/http/response-cache';
import { installAccessControl } from './platform/http/route';
import { registerWebApp } from './platform/http/web-app';
import { CLEANUP_JOB, cleanupJob } from './platform/jobs/cleanup';
import { JobWorker } from './platform/jobs/worker';
import { createLogger } from './platform/logger';
import { emailJob } from './platform/messaging/email-job';
import { createEmailDelivery, createMessaging, type Messaging } from './platform/messaging/messaging';
import type { CardProvider } from './platform/payments/card-provider';
import { createCardProvider } from './platform/payments/create-card-provider';
import { createRateLimitStore } from './platform/rate-limit/shared-stores';
import type { RateLimitStore } from './platform/rate-limit/store';
import { createErrorReporter, type ErrorReporter } from './platform/reporting/error-reporting';
import { createStorage, storageBrowserOrigin } from './platform/storage/create-storage';
import type { FileStorage } from './platform/storage/storage';

export interface AppDeps {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** The built web app; config.webDistDir by default. */
  readonly webDistDir?: string;
  readonly logger?: FastifyBaseLogger;
  /** Rate-limit counters; in the database (or Redis with REDIS_URL) by default, shared by every instance. */
  readonly rateLimitStore?: RateLimitStore;
  /** E-mail and SMS; the outbox table (or SMTP with SMTP_URL) by default. */
  readonly messaging?: Messaging;
  /** Checks captcha answers when CAPTCHA_SITE_KEY is set; reCAPTCHA by default (tests pass a fake). */
  readonly captchaVerifier?: CaptchaVerifier;
  /** Uploaded files; the S3 bucket when S3_BUCKET is set, a folder under DATA_DIR otherwise. */
  readonly storage?: FileStorage;
  /** Card payments; Stripe with STRIPE_SECRET_KEY, the built-in test checkout otherwise (tests pass a fake). */
  readonly cardProvider?: CardProvider;
  /** Where unexpected errors are reported; Sentry with SENTRY_DSN, none otherwise (tests pass a fake). */
  readonly errorReporter?: ErrorReporter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker (decision 022): main.ts starts its polling after listen; tests call runDue(). */
    readonly jobs: JobWorker;
    /**
     * Resolves once every request the app took has reached its reply. app.close() waits for connections,
     * and a request whose client went away is none any more while its handler still runs: main.ts closes
     * the database only after this.
     */
    requestsSettled(): Promise<void>;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** Script, frame and connection sources of the card provider (Stripe.js) and the captcha (reCAPTCHA). */
const CARD_PROVIDER = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
};
const CAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** The video players an event's media embeds (decision 016: `videoEmbedUrl` gives only these). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of every reply: the web app, the API and the API reference alike.
 * `storageOrigin`: the bucket browsers upload to and read private files from (null: this server).
 */
export function contentSecurityPolicy(
  publicUrl: string,
  storageOrigin: string | null = null,
  /** Where the browser reports its errors (the origin of SENTRY_DSN). */
  reportingOrigin: string | null = null,
) {
  const storage = storageOrigin ? [storageOrigin] : [];
  const reporting = reportingOrigin ? [reportingOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", CARD_PROVIDER.script, ...CAPTCHA.scripts],
      scriptSrcAttr: ["'none'"],
      // Mantine injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...storage],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", CARD_PROVIDER.api, ...storage, ...reporting],
      frameSrc: ["'self'", ...CARD_PROVIDER.frames, ...CAPTCHA.frames, ...VIDEO_PLAYERS],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Only behind HTTPS: on plain http://localhost the browser would upgrade the app's own requests.
      ...(publicUrl.startsWith('https://') && { upgradeInsecureRequests: [] }),
    },
  };
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "the nearest N hops" (proxy-addr's rule). */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    bodyLimit: config.bodyLimitBytes,
    // Behind the deployment's proxy, request.ip is the client's address (the per-address rate limits).
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify's own 503-while-closing reply has its own body shape; the hook below answers in ours.
    return503OnClosing: false,
    // A URL the router cannot take (bad percent-encoding, a path segment over 100 characters) is answered
    // before any route: in the contract's error format too, not in Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      return sendError(
        reply,
        status,
        errorBody(status, tooLong ? 'The address is too long' : 'Invalid address'),
      );
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const databaseAvailability = installDatabaseAvailability(app, database);
  const errorReporter =
    deps.errorReporter !== undefined
      ? deps.errorReporter
      : await createErrorReporter(config, { release: APP_VERSION });
  registerErrorHandlers(app, {
    onDatabaseUnavailable: () => databaseAvailability.markAway(),
    ...(errorReporter && {
      onUnexpectedError: (error, request) =>
        errorReporter.report(error, {
          method: request.method,
          route: request.routeOptions.url,
          requestId: request.id,
        }),
    }),
  });
  if (errorReporter) app.addHook('onClose', async () => void (await errorReporter.flush(2000)));
  rejectNulCharacters(app);
  noStoreApiReplies(app);
  installAccessControl(app, {
    jwtSecret: config.jwtSecret,
    db: database.db,
    adminTwoFactor: config.adminTwoFactor,
  });
  app.decorate('responseCache', new ResponseCache({ db: database.db, maxBytes: config.responseCacheBytes }));

  // While closing: turn new requests away with 503, and end every connection after its reply, so that
  // keep-alive connections busy when the shutdown began do not hold it open until their idle time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new ServiceUnavailable('The server is shutting down');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const running = new Set<FastifyRequest>();
  const waiting: (() => void)[] = [];
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  // onSend runs for every reply, the one of a request whose client is gone too (onResponse does not).
  app.addHook('onSend', async (request) => {
    if (running.delete(request) && running.size === 0) for (const resolve of waiting.splice(0)) resolve();
  });
  app.decorate('requestsSettled', () =>
    running.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  );

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(
      config.publicUrl,
      storageBrowserOrigin(config),
      config.sentryDsn ? new URL(config.sentryDsn).origin : null,
    ),
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Federation portal API',
        version: APP_VERSION,
        description: 'The API of the roller-sports federation portal, generated from the contract package.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No badge from validator.swagger.io: the CSP allows images from this origin only.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(systemModule, { config, database });
  const db = database.db;
  let rateLimitStore = deps.rateLimitStore;
  if (!rateLimitStore) {
    const shared = createRateLimitStore(config, db);
    app.addHook('onClose', () => shared.close());
    rateLimitStore = shared.store;
  }
  const messaging = deps.messaging ?? createMessaging(config, db);
  const jobs = new JobWorker({ db, logger: app.log.child({ component: 'jobs' }) })
    .register(emailJob(createEmailDelivery(config, db)))
    .register(cleanupJob)
    .register(remindersJob(config))
    .every(CLEANUP_JOB, 'hour')
    .every(REMINDERS_JOB, 'day');
  app.decorate('jobs', jobs);
  // Polling starts only in main.ts, so a test's app runs jobs only when the test says so.
  app.addHook('onClose', () => jobs.stop());
  const captcha = createCaptcha(config, deps.captchaVerifier);
  await app.register(authModule, { config, db, rateLimitStore });
  const storage = deps.storage ?? createStorage(config);
  // A bucket client made here is closed with the app; one passed in belongs to the caller.
  if (!deps.storage && storage.kind === 'bucket') app.addHook('onClose', async () => storage.close());
  jobs
    .register(usersExportJob({ db, config, storage, messaging }))
    .register(unattachedUploadsJob({ db, storage }))
    .every(UNATTACHED_UPLOADS_JOB, 'hour');
  await app.register(usersModule, { config, db, messaging, captcha, storage, rateLimitStore });
  await app.register(verificationModule, { config, db, messaging, rateLimitStore });
  await app.register(privacyModule, { config, db, storage });
  await app.register(supportModule, { config, db, messaging, captcha, rateLimitStore });
  await app.register(uploadsModule, { config, db, storage });
  await app.register(legalGuardiansModule, { config, db, storage });
  await app.register(sportModule, { db, config });
  await app.register(socialModule, { db });
  await app.register(wskIdsModule, { db, config });
  await app.register(eventsModule, { db, config, storage });
  await app.register(participantsModule, { db, config });
  await app.register(teamsModule, { db, config, storage });
  await app.register(teamApplicationsModule, { db, config, messaging, storage, rateLimitStore });
  const cardProvider = deps.cardProvider ?? createCardProvider(config);
  await app.register(paymentsModule, { db, config, storage, cardProvider });
  await app.register(participantManagementModule, { db, config });
  await app.register(auditModule, { db, config });
  await app.register(credentialsModule, { db, config, storage });
  if (config.environment !== 'production') await app.register(devModule, { db });

  await registerWebApp(app, {
    webDistDir: deps.webDistDir ?? config.webDistDir,
    flags: config.startupFlags,
  });

  return app;
}
