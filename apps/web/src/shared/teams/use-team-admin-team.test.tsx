import { APP_EVENTS } from '@portal/contract/app-events';
import type { Team } from '@portal/contract/team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_STORAGE_KEY } from '../auth/token-manager';
import { appEvents } from '../events/app-events';
import { json, testTokens } from '../testing/mock-api';
import { getMyTeamsQueryOptions } from './get-my-teams';
import { useTeamAdminTeam } from './use-team-admin-team';

const team = (id: number, name: string): Team => ({
  id,
  name,
  country_code: 'IT',
  administrator: { id: 7, full_name: 'Tina Admin' },
  sport_type: 'INLINE_SPEED_SKATING',
  roster_size: 3,
  logo: null,
  ban: null,
  active_paid: true,
});

function setup(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useTeamAdminTeam(), { wrapper }) };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the team-admin team', () => {
  it('is the first of the user’s teams, asked again on update_user_roster_team (§3, §8)', async () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(testTokens));
    let answer = [team(4, 'Roma'), team(9, 'Milano')];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json(answer));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    expect(result.current).toEqual({ team: null, isPending: true, done: false });
    await waitFor(() => expect(result.current.team?.name).toBe('Roma'));
    expect(result.current.done).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/client\/teams\/teams\/my\/$/);

    answer = [];
    act(() => appEvents.emit(APP_EVENTS.UPDATE_USER_ROSTER_TEAM));
    await waitFor(() => expect(result.current.team).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is null after a failed start-up load, without asking again', async () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(testTokens));
    const fetchMock = vi.fn(async () => json([team(4, 'Roma')]));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    // What the start-up load's fallback leaves.
    queryClient.setQueryData(getMyTeamsQueryOptions().queryKey, []);
    const { result } = setup(queryClient);
    expect(result.current).toEqual({ team: null, isPending: false, done: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is done, with no team, after the request fails', async () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(testTokens));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 500, message: 'Server error' } }, 500)),
    );
    const { result } = setup(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(result.current.done).toBe(false);
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.team).toBeNull();
  });

  it('is null and asks nothing while signed out', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    expect(result.current).toEqual({ team: null, isPending: false, done: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
