// drizzle-kit settings: `npm run db:generate -w @portal/server` writes a migration for every schema change
// into src/db/migrations, which is committed and applied at start (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
