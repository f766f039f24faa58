import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/api-error';
import { createQueryClient, isClientError } from './query-client';

describe('the query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    failureCount: number,
    error: unknown,
  ) => boolean;

  it('retries once a failure that may pass', () => {
    const serverError = new ApiError({ code: 502, message: 'Bad gateway' }, { statusCode: 502 });
    const networkError = new ApiError({ code: -1, message: 'Failed to fetch' });
    expect(retry(0, serverError)).toBe(true);
    expect(retry(0, networkError)).toBe(true);
    expect(retry(1, serverError)).toBe(false);
  });

  it('never retries a 4xx reply', () => {
    expect(retry(0, new ApiError({ code: 404, message: 'Not found' }, { statusCode: 404 }))).toBe(false);
    expect(isClientError(new ApiError({ code: 401, message: null }))).toBe(true);
  });

  it('does not refetch on window focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
