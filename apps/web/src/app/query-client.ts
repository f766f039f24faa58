// The app's TanStack Query client: one retry for failures that may pass (network, 5xx), none for 4xx.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';

export function isClientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.statusCode ?? error.error.code;
  return status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
