// The start-up load of the current team application period (§7's end, decision 019): asked without a token
// and for visitors too, kept in the cache for the application screen; a failure is only logged and leaves
// the app with no open period (§8).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../shared/api/http-client';
import { getTeamApplicationPeriodQueryOptions } from '../shared/teams/get-team-application-period';
import { NO_TEAM_APPLICATION_PERIOD } from '../shared/teams/teams-keys';
import { json } from '../shared/testing/mock-api';
import { runStartupLoads, STARTUP_LOADS } from './startup';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const periodLoad = STARTUP_LOADS.filter((entry) => entry.name === 'team-application-period');
const period = { id: 3, name: 'Marathon season 2027', starts_on: '2026-11-01', ends_on: '2026-12-31' };

describe('team application period start-up load', () => {
  it('loads the open period for a visitor, without a token', async () => {
    expect(periodLoad).toHaveLength(1);
    expect(periodLoad[0]?.needsSession).toBe(false);
    const provider = vi.fn(async () => 'access-1');
    const restore = setAccessTokenProvider(provider);
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(period));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const failed = await runStartupLoads(queryClient, { loads: periodLoad, hasSession: () => false });
    restore();
    expect(failed).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /\/api\/client\/teams\/team-application-periods\/now\/$/,
    );
    expect(provider).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(getTeamApplicationPeriodQueryOptions().queryKey)).toEqual(period);
  });

  it('only logs a failure and leaves no open period', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Oops', { status: 500 }));
    const queryClient = new QueryClient();
    const failed = await runStartupLoads(queryClient, { loads: periodLoad, hasSession: () => false });
    expect(failed).toEqual(['team-application-period']);
    expect(warn).toHaveBeenCalledWith('Startup load "team-application-period" failed.', expect.anything());
    expect(queryClient.getQueryData(getTeamApplicationPeriodQueryOptions().queryKey)).toEqual(
      NO_TEAM_APPLICATION_PERIOD,
    );
  });
});
