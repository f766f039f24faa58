// The card provider's script at start-up (spec §1): asked for only with a publishable key, after the page.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getConfigQueryOptions } from '../config/get-config';
import { publicConfig } from '../testing/public-config';
import { startCardProvider } from './start-card-provider';

function withKey(publishableKey: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    getConfigQueryOptions().queryKey,
    publicConfig({ card_provider_publishable_key: publishableKey }),
  );
  return queryClient;
}

describe('the card provider at start-up', () => {
  it('loads the provider with the publishable key once the page is idle', async () => {
    const order: string[] = [];
    const load = vi.fn(async (key: string) => void order.push(`load ${key}`));
    const whenIdle = async () => void order.push('idle');
    expect(await startCardProvider(withKey('pk_live_portal'), { load, whenIdle })).toBe(true);
    expect(order).toEqual(['idle', 'load pk_live_portal']);
  });

  it('loads nothing without a key, or when the configuration cannot be read', async () => {
    const load = vi.fn(async () => undefined);
    expect(await startCardProvider(withKey(null), { load, whenIdle: async () => {} })).toBe(false);
    const unreadable = new QueryClient();
    unreadable.setQueryDefaults(['config'], {
      queryFn: async () => {
        throw new Error('offline');
      },
    });
    expect(await startCardProvider(unreadable, { load, whenIdle: async () => {} })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the checkout, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await startCardProvider(withKey('pk_live_portal'), { load, whenIdle: async () => {} })).toBe(true);
    expect(warn).toHaveBeenCalledWith('The card provider could not be loaded.', expect.any(Error));
    warn.mockRestore();
  });
});
