// Starts error reporting once the deployment's settings are known: with a Sentry DSN in /api/config/ the
// client is fetched (its own chunk, never part of the first load) and plugged in; without one, or when the
// settings cannot be read, errors stay in the console.
import type { QueryClient } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../config/get-config';

type LoadSentry = () => Promise<Pick<typeof import('./sentry'), 'startSentry'>>;

/** Whether a reporting service was started. */
export async function startErrorReporting(
  queryClient: QueryClient,
  loadSentry: LoadSentry = () => import('./sentry'),
): Promise<boolean> {
  let dsn: string | null;
  let environment: string;
  let release: string;
  try {
    const config = await queryClient.ensureQueryData(getConfigQueryOptions());
    ({ sentry_dsn: dsn, environment, version: release } = config);
  } catch {
    return false;
  }
  if (!dsn) return false;
  const { startSentry } = await loadSentry();
  startSentry({ dsn, environment, release });
  return true;
}
