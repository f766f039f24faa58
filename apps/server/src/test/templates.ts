// The database templates the server suite copies (built by global-setup.ts) and the PostgreSQL helper that
// creates a test database, empty or as a copy of one of them.
import pg from 'pg';

/** 'reference': migrated and reference-seeded; 'demo': the demo accounts and data on top. */
export const DATABASE_TEMPLATES = ['reference', 'demo'] as const;
export type DatabaseTemplate = (typeof DATABASE_TEMPLATES)[number];

export interface CreatedPostgresDatabase {
  readonly name: string;
  readonly url: string;
  /** Drops the database, ending connections a failed test may have left open. */
  dropDatabase(): Promise<void>;
}

/** Creates the database `name` on the server of `serverUrl`: empty, or a copy of the database `template`. */
export async function createPostgresDatabase(
  serverUrl: string,
  name: string,
  template: string | null = null,
): Promise<CreatedPostgresDatabase> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // WITH (FORCE) needs PostgreSQL 13+.
    dropDatabase: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
