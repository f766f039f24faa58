// Starts error reporting once the deployment's settings are known: with a Sentry DSN in /api/config/ the
// client is fetched (its own chunk, never part of the first load) and plugged in; without one, or when the
// settings cannot be read, errors stay in the console.
import type { QueryClient } from '@tanstack/react-query';
import { readPublicConfig } from '../config/get-config';

type LoadSentry = () => Promise<Pick<typeof import('./sentry'), 'startSentry'>>;

/** Whether a reporting service was started. */
export async function startErrorReporting(
  queryClient: QueryClient,
  loadSentry: LoadSentry = () => import('./sentry'),
): Promise<boolean> {
  const config = await readPublicConfig(queryClient);
  if (!config?.sentry_dsn) return false;
  const { startSentry } = await loadSentry();
  startSentry({ dsn: config.sentry_dsn, environment: config.environment, release: config.version });
  return true;
}
