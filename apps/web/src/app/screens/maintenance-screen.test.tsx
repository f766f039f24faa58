// The maintenance page checks the portal's health on "Try again" and every 15 seconds, returns to where
// the user came from once the portal answers, and says when it was last found unavailable.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../shared/testing/public-config';
import { renderRoutes } from '../testing/render-routes';
import { HEALTH_CHECK_INTERVAL_MS } from './maintenance-screen';

let healthStatus = 503;
let healthCalls = 0;

beforeEach(() => {
  healthStatus = 503;
  healthCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/config/')) return Response.json(publicConfig());
      if (url.endsWith('/api/health/')) {
        healthCalls += 1;
        return healthStatus === 200
          ? Response.json({ status: 'ok', database: 'ok', version: 'test' })
          : Response.json(
              { error: { code: 503, message: 'The database is not available' } },
              { status: 503 },
            );
      }
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tryAgain = () => screen.findByRole('button', { name: 'Try again' });

describe('the maintenance page', () => {
  it('stays and says so while the portal is still unavailable', async () => {
    const { router } = renderRoutes(['/privacy-policy', '/maintenance']);
    fireEvent.click(await tryAgain());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Still unavailable at \d\d:\d\d:\d\d\./),
    );
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(healthCalls).toBe(1);
  });

  it('returns to the page the user came from once "Try again" finds the portal back', async () => {
    const { router } = renderRoutes(['/privacy-policy', '/maintenance']);
    healthStatus = 200;
    fireEvent.click(await tryAgain());
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
  });

  it('goes home when the portal was opened on it', async () => {
    const { router } = renderRoutes('/maintenance');
    healthStatus = 200;
    fireEvent.click(await tryAgain());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('checks by itself every 15 seconds, not at once, and returns when the portal answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoutes(['/privacy-policy', '/maintenance']);
    await tryAgain();
    expect(healthCalls).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    await waitFor(() => expect(healthCalls).toBe(1));
    expect(router.state.location.pathname).toBe('/maintenance');

    healthStatus = 200;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
  });

  it('stops checking when the user leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoutes(['/privacy-policy', '/maintenance']);
    await tryAgain();
    await act(() => router.navigate('/sign-in'));
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 2));
    expect(healthCalls).toBe(0);
  });
});
