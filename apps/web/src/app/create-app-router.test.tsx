import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnMaintenanceOrNotFound, navigateTo } from '../shared/navigation';
import { createAppRouter } from './router';
import { mockConfigFetch } from './testing/render-routes';

describe('createAppRouter', () => {
  let dispose: (() => void) | undefined;

  afterEach(() => {
    dispose?.();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('registers with shared/navigation: current path, not-found state and client navigation', async () => {
    mockConfigFetch();
    window.history.replaceState(null, '', '/nowhere');
    const router = createAppRouter(new QueryClient());
    dispose = () => router.dispose();

    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(isOnMaintenanceOrNotFound()).toBe(true);

    navigateTo('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(window.location.pathname).toBe('/maintenance');
    expect(router.state.errors).toBeNull();
    expect(isOnMaintenanceOrNotFound()).toBe(true);

    navigateTo('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(isOnMaintenanceOrNotFound()).toBe(false);
  });
});
