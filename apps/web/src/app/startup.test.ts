import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runStartupLoads, type StartupLoad } from './startup';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startup loads', () => {
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
});
