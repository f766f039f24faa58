import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFirstLoad } from './first-load';
import { MIDDLEWARES } from './middleware/registry';
import { storeTokens } from './testing/render-routes';

const imported = vi.hoisted(() => vi.fn());
vi.mock('../shared/auth/get-me', () => {
  imported();
  return {};
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('warmFirstLoad', () => {
  // First: the mocked module runs its factory once, on the first import of the file.
  it('asks for nothing of a visitor on the sign-in screen', async () => {
    const prepare = vi.spyOn(MIDDLEWARES['sign-up-guard'] as { prepare: () => void }, 'prepare');
    warmFirstLoad('/sign-in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prepare).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
  });

  it('asks for the current user’s loader and the sign-up guard’s code of a signed-in work screen', async () => {
    storeTokens();
    const prepare = vi.spyOn(MIDDLEWARES['sign-up-guard'] as { prepare: () => void }, 'prepare');
    warmFirstLoad('/events/all');
    expect(prepare).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(imported).toHaveBeenCalled());
  });
});
