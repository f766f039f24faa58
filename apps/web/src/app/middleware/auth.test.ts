import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { getScreenRoute } from '@portal/contract/routes';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../testing/render-routes';
import { authMiddleware } from './auth';
import { guestMiddleware } from './guest';
import type { MiddlewareContext } from './middleware';

function context(path: string): MiddlewareContext {
  const url = new URL(`http://localhost${path}`);
  const route = getScreenRoute('events-all');
  return { route, params: {}, url, flags: DEFAULT_STARTUP_FLAGS, queryClient: new QueryClient() };
}

async function thrown(run: () => unknown): Promise<Response | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error as Response;
  }
}

describe('auth middleware', () => {
  it('sends a visitor without tokens to sign-in, remembering the address', async () => {
    const response = await thrown(() => authMiddleware(context('/events/all?x=1#h')));
    expect(response?.headers.get('Location')).toBe('/sign-in?redirect=%2Fevents%2Fall%3Fx%3D1%23h');
  });

  it('lets a user with a token set of the token manager through', async () => {
    storeTokens();
    await expect(thrown(() => authMiddleware(context('/events/all')))).resolves.toBeUndefined();
  });
});

describe('guest middleware', () => {
  it('sends a signed-in user away from sign-in to the account details', async () => {
    storeTokens();
    const response = await thrown(() => guestMiddleware(context('/sign-in')));
    expect(response?.headers.get('Location')).toBe('/profile/account-details');
  });

  it('lets a visitor open sign-in', async () => {
    await expect(thrown(() => guestMiddleware(context('/sign-in')))).resolves.toBeUndefined();
  });
});
