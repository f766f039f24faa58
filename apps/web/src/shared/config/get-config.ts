// `GET /api/config/`: public settings of this deployment, among them the startup flags of spec §9.

import { getConfig, type PublicConfig } from '@portal/contract/endpoints/system';
import { DEFAULT_STARTUP_FLAGS, type StartupFlags } from '@portal/contract/flags';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest(getConfig, { signal }),
    // One build runs everywhere and the settings change only with a deployment: read once per page load.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Start-up must not wait for retries; the flags fall back to their defaults instead.
    retry: false,
  });

/** The startup flags, or the defaults of §9 when the configuration cannot be read. */
export async function loadStartupFlags(queryClient: QueryClient): Promise<StartupFlags> {
  try {
    const config = await queryClient.ensureQueryData(getConfigQueryOptions());
    return config.flags;
  } catch (error) {
    console.warn('Startup flags could not be loaded; using the defaults.', error);
    return DEFAULT_STARTUP_FLAGS;
  }
}

/** The deployment's settings, or null when they cannot be read (the start-up services then stay off). */
export async function readPublicConfig(queryClient: QueryClient): Promise<PublicConfig | null> {
  try {
    return await queryClient.ensureQueryData(getConfigQueryOptions());
  } catch {
    return null;
  }
}
