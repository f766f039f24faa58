import { APP_EVENTS } from '@portal/contract/app-events';
import { MESSAGES } from '@portal/contract/constants';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSession } from '../../../app/session';
import { storeTokens } from '../../../app/testing/render-routes';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { appEvents } from '../../../shared/events/app-events';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { runSignUpGuard } from './sign-up-guard';

const PROGRESS_PATH = '/api/client/users/register-progresses/my/';
const guest: User = { ...athlete, role: { id: 1, name: 'Guest', type: ROLE_TYPES.GUEST, permission: null } };

function mockProgress(answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === PROGRESS_PATH
      ? answer()
      : new Response('Not found', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function clientWith(user: User): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getMeQueryOptions().queryKey, user);
  return queryClient;
}

const progress = (changes: Partial<RegistrationProgress>): RegistrationProgress => ({
  ...completeProgress,
  user__registration_completed: false,
  ...changes,
});

let uninstall: () => void;
beforeEach(() => {
  uninstall = installSession();
  storeTokens();
});
afterEach(() => {
  uninstall();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runSignUpGuard', () => {
  it('goes to the account details when nothing is missing', async () => {
    mockProgress(() => json(completeProgress));
    await expect(runSignUpGuard({ queryClient: clientWith(guest) })).resolves.toBe(
      '/profile/account-details',
    );
  });

  it('goes to the same-origin redirect instead of the account details, never to another origin', async () => {
    mockProgress(() => json(completeProgress));
    const queryClient = clientWith(guest);
    await expect(runSignUpGuard({ queryClient, redirect: '/events/all?x=1' })).resolves.toBe(
      '/events/all?x=1',
    );
    await expect(runSignUpGuard({ queryClient, redirect: '//evil.example/x' })).resolves.toBe(
      '/profile/account-details',
    );
  });

  it('ignores the redirect while a step is missing, and goes to the step', async () => {
    mockProgress(() => json(progress({ step_role_guest_is_selected: false })));
    await expect(runSignUpGuard({ queryClient: clientWith(guest), redirect: '/events/all' })).resolves.toBe(
      '/role',
    );
  });

  it('emits the tip of a step that has one', async () => {
    mockProgress(() => json(progress({ password_exists: false })));
    const tip = vi.fn();
    const off = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    await expect(runSignUpGuard({ queryClient: clientWith(guest) })).resolves.toBe('/wsk/create-password');
    off();
    expect(tip).toHaveBeenCalledWith({ message: MESSAGES.SET_PASSWORD_TO_COMPLETE_REGISTRATION });
  });

  it('emits no tip for a step without one', async () => {
    mockProgress(() => json(progress({ step_add_profile_picture: false })));
    const tip = vi.fn();
    const off = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    await expect(runSignUpGuard({ queryClient: clientWith(guest) })).resolves.toBe('/profile-picture');
    off();
    expect(tip).not.toHaveBeenCalled();
  });

  it('loads fresh progress on every check', async () => {
    const fetchMock = mockProgress(() => json(completeProgress));
    const queryClient = clientWith(guest);
    await runSignUpGuard({ queryClient });
    await runSignUpGuard({ queryClient });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores a second check while one runs: both get the first one’s answer from one load', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockProgress(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response,
    );
    const queryClient = clientWith(guest);
    const first = runSignUpGuard({ queryClient });
    const second = runSignUpGuard({ queryClient, redirect: '/events/all' });
    expect(second).toBe(first);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(json(completeProgress));
    await expect(second).resolves.toBe('/profile/account-details');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a failed progress load and stops (no target)', async () => {
    mockProgress(() => new Response('Oops', { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runSignUpGuard({ queryClient: clientWith(guest) })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Registration progress could not be loaded; the sign-up guard stops.',
      expect.anything(),
    );
  });
});
