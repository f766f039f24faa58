// The server process: read the configuration, open the database, migrate, seed, build the app, listen,
// and on SIGTERM or SIGINT drain in-flight requests, close the database and exit 0. With `--migrate-only`
// it stops after migrating and seeding (a deploy's release step, before the instances are replaced).
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { createLogger } from './platform/logger';
import { createStorage } from './platform/storage/create-storage';

/** A shutdown that takes longer than this (a stuck request) ends with exit code 1. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  logger.info(
    {
      environment: config.environment,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
      jwtSecret: config.jwtSecretSource === 'env' ? 'JWT_SECRET' : 'generated development secret',
    },
    'Starting the portal',
  );

  const database = await openDatabase(config, {
    onPoolError: (error) => logger.error({ err: error }, 'Idle database connection failed'),
  });
  const storage = createStorage(config);
  const { demoCreated } = await prepareDatabase(database, config, { storage });
  if (process.argv.includes('--migrate-only')) {
    logger.info('Database migrated and seeded; exiting (--migrate-only)');
    await database.close();
    return;
  }

  const app = await buildApp({ config, database, logger, storage });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    setTimeout(() => {
      logger.error('Shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      // Requests whose client went away are still running their handlers: the database stays open for them.
      await app.requestsSettled();
      await database.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // Background jobs (e-mails, reminders, clean-ups); app.close() stops them after the running ones finish.
  app.jobs.start();
  logger.info(`Portal listening on ${config.publicUrl} (API reference at ${config.publicUrl}/api/docs)`);
  if (demoCreated) {
    if (config.environment === 'production') {
      logger.warn('Demo accounts with a published password were created in production; set SEED_DEMO=false.');
    }
    logger.info(
      `Demo accounts created, password '${DEMO_PASSWORD}': ${DEMO_ACCOUNTS.map((account) => `${account.email} (${account.label})`).join(', ')}`,
    );
  } else if (config.seedDemo && config.environment !== 'production') {
    logger.info(
      `Demo accounts (if not changed since): ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}, password '${DEMO_PASSWORD}'`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('The portal failed to start:', error);
  process.exit(1);
});
