// What every start does to the database before serving: apply the migrations, run the reference seed
// and, when SEED_DEMO allows and the database has no users yet, the demo seed.
import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDemo } from './seed/demo';
import type { DemoFileStorage } from './seed/demo-event-content';
import { seedReference } from './seed/reference';

export interface PreparedDatabase {
  /** Whether the demo accounts were created by this start. */
  readonly demoCreated: boolean;
}

export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemo'>,
  /** Where the demo's event photos and reports are written; without it the demo has none. */
  options: { readonly storage?: DemoFileStorage } = {},
): Promise<PreparedDatabase> {
  await migrateDatabase(database);
  await seedReference(database.db);
  const demo = config.seedDemo
    ? await seedDemo(database.db, options.storage ? { storage: options.storage } : {})
    : { created: false };
  return { demoCreated: demo.created };
}
