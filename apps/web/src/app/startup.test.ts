import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMyUserSportsQueryOptions } from '../features/registration/api/get-my-user-sports';
import { getNotPaidOrdersQueryOptions } from '../shared/payments/get-not-paid-orders';
import {
  getCurrenciesQueryOptions,
  getPaymentSystemsQueryOptions,
} from '../shared/payments/get-payment-reference';
import { getMyTeamsQueryOptions } from '../shared/teams/get-my-teams';
import { json } from '../shared/testing/mock-api';
import { runStartupLoads, STARTUP_LOADS, type StartupLoad, startStartupLoads } from './startup';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startup loads', () => {
  it('lets the first screen wait for the flags and the current user only, and starts the others too', async () => {
    let finishTeams: () => void = () => undefined;
    const ran: string[] = [];
    const loads: StartupLoad[] = [
      { name: 'config', needsSession: false, gatesScreens: true, load: async () => ran.push('config') },
      { name: 'current-user', needsSession: true, gatesScreens: true, load: async () => ran.push('user') },
      {
        name: 'my-teams',
        needsSession: true,
        load: () =>
          new Promise<void>((resolve) => {
            ran.push('teams started');
            finishTeams = resolve;
          }),
      },
    ];
    // Answers while the teams are still loading.
    expect(await startStartupLoads(new QueryClient(), { loads, hasSession: () => true })).toEqual([]);
    expect(ran.sort()).toEqual(['config', 'teams started', 'user']);
    finishTeams();
    expect(STARTUP_LOADS.filter((entry) => entry.gatesScreens).map((entry) => entry.name)).toEqual([
      'config',
      'current-user',
    ]);
  });

  it('runs the public loads for a visitor and the session loads only with stored tokens', async () => {
    const ran: string[] = [];
    const loads: StartupLoad[] = [
      { name: 'config', needsSession: false, load: async () => ran.push('config') },
      { name: 'current-user', needsSession: true, load: async () => ran.push('current-user') },
    ];
    await runStartupLoads(new QueryClient(), { loads, hasSession: () => false });
    expect(ran).toEqual(['config']);
    ran.length = 0;
    await runStartupLoads(new QueryClient(), { loads, hasSession: () => true });
    expect(ran.sort()).toEqual(['config', 'current-user']);
  });

  it('logs a failed load, applies its fallback and still finishes the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    const loads: StartupLoad[] = [
      {
        name: 'not-paid-orders',
        needsSession: true,
        load: async () => {
          throw new Error('offline');
        },
        onFailure: (client) => client.setQueryData(['not-paid-orders'], []),
      },
      { name: 'sports', needsSession: true, load: async (client) => client.setQueryData(['sports'], ['x']) },
    ];
    const failed = await runStartupLoads(queryClient, { loads, hasSession: () => true });
    expect(failed).toEqual(['not-paid-orders']);
    expect(queryClient.getQueryData(['not-paid-orders'])).toEqual([]);
    expect(queryClient.getQueryData(['sports'])).toEqual(['x']);
    expect(warn).toHaveBeenCalledWith('Startup load "not-paid-orders" failed.', expect.any(Error));
  });

  it("loads the user's sports only with a session, and only logs a failure (§7, §8)", async () => {
    const userSports = STARTUP_LOADS.find((entry) => entry.name === 'user-sports');
    expect(userSports?.needsSession).toBe(true);
    expect(userSports?.onFailure).toBeUndefined();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json([]));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    await runStartupLoads(queryClient, { loads: userSports ? [userSports] : [], hasSession: () => true });
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/client\/sport\/user-sports\/my\/$/);
    expect(queryClient.getQueryData(getMyUserSportsQueryOptions().queryKey)).toEqual([]);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Oops', { status: 500 }));
    const failed = await runStartupLoads(new QueryClient(), {
      loads: userSports ? [userSports] : [],
      hasSession: () => true,
    });
    expect(failed).toEqual(['user-sports']);
    expect(warn).toHaveBeenCalledWith('Startup load "user-sports" failed.', expect.anything());
  });

  it("loads the user's teams with a session, and leaves no team-admin team when that fails (§3, §7, §8)", async () => {
    const myTeams = STARTUP_LOADS.find((entry) => entry.name === 'my-teams');
    expect(myTeams?.needsSession).toBe(true);
    const loads = myTeams ? [myTeams] : [];
    const team = {
      id: 4,
      name: 'Roma Inline Marathon Team',
      country_code: 'IT',
      administrator: { id: 7, full_name: 'Tina Admin' },
      roster_size: 6,
    };
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json([team]));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    expect(await runStartupLoads(queryClient, { loads, hasSession: () => true })).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/client\/teams\/teams\/my\/$/);
    expect(queryClient.getQueryData(getMyTeamsQueryOptions().queryKey)).toEqual([team]);

    // Without stored tokens it is not asked for.
    fetchMock.mockClear();
    await runStartupLoads(new QueryClient(), { loads, hasSession: () => false });
    expect(fetchMock).not.toHaveBeenCalled();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Oops', { status: 500 }));
    const failing = new QueryClient();
    expect(await runStartupLoads(failing, { loads, hasSession: () => true })).toEqual(['my-teams']);
    // An empty list: the team-admin team (the first team) is null.
    expect(failing.getQueryData(getMyTeamsQueryOptions().queryKey)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Startup load "my-teams" failed.', expect.anything());
  });

  it('loads the payment currencies and systems with a session, and only logs a failure (§7, §8)', async () => {
    const loads = STARTUP_LOADS.filter((entry) => entry.name.startsWith('payment-'));
    expect(loads.map((entry) => [entry.name, entry.needsSession, entry.onFailure])).toEqual([
      ['payment-currencies', true, undefined],
      ['payment-systems', true, undefined],
    ]);
    const currencies = [{ code: 'EUR', name: 'Euro', symbol: '€' }];
    const systems = [{ code: 'card', name: 'Card', needs_proof: false }];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      json(String(input).endsWith('/currencies/') ? currencies : systems),
    );
    const queryClient = new QueryClient();
    expect(await runStartupLoads(queryClient, { loads, hasSession: () => false })).toEqual([]);
    expect(queryClient.getQueryData(getCurrenciesQueryOptions().queryKey)).toBeUndefined();
    await runStartupLoads(queryClient, { loads, hasSession: () => true });
    expect(queryClient.getQueryData(getCurrenciesQueryOptions().queryKey)).toEqual(currencies);
    expect(queryClient.getQueryData(getPaymentSystemsQueryOptions().queryKey)).toEqual(systems);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Oops', { status: 500 }));
    expect(await runStartupLoads(new QueryClient(), { loads, hasSession: () => true })).toEqual([
      'payment-currencies',
      'payment-systems',
    ]);
    expect(warn).toHaveBeenCalledWith('Startup load "payment-currencies" failed.', expect.anything());
  });

  it('loads the not-paid orders with a session, and leaves an empty list when that fails (§7, §8)', async () => {
    const notPaid = STARTUP_LOADS.find((entry) => entry.name === 'not-paid-orders');
    expect(notPaid?.needsSession).toBe(true);
    const loads = notPaid ? [notPaid] : [];
    const orders = [
      {
        id: 3,
        reference: 'WS-000003',
        event: { id: 1, name: 'World Championships' },
        state: 'awaiting_payment',
        currency: 'EUR',
        outstanding: '120.00',
      },
    ];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json(orders));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    expect(await runStartupLoads(queryClient, { loads, hasSession: () => true })).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /\/api\/client\/new_payments\/orders\/not_paid_orders\/$/,
    );
    expect(queryClient.getQueryData(getNotPaidOrdersQueryOptions().queryKey)).toEqual(orders);

    fetchMock.mockClear();
    await runStartupLoads(new QueryClient(), { loads, hasSession: () => false });
    expect(fetchMock).not.toHaveBeenCalled();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Oops', { status: 500 }));
    const failing = new QueryClient();
    expect(await runStartupLoads(failing, { loads, hasSession: () => true })).toEqual(['not-paid-orders']);
    expect(failing.getQueryData(getNotPaidOrdersQueryOptions().queryKey)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Startup load "not-paid-orders" failed.', expect.anything());
  });
});
