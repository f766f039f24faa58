// The sign-up guard on signed-in work screens (§4): incomplete registration is sent to its step with
// `replace`, complete registration passes, and the sign-up and authentication screens are never guarded.
import { getScreenRoute, SCREEN_ROUTES } from '@portal/contract/routes';
import type { RegistrationProgress } from '@portal/contract/user';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { athlete, completeProgress } from '../../shared/testing/athlete';
import { json, mockAuthApi } from '../../shared/testing/mock-api';
import { renderRoutes, storeTokens } from '../testing/render-routes';
import { middlewareNamesFor } from './registry';

const PROGRESS_PATH = '/api/client/users/register-progresses/my/';
const incomplete: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_passport_details: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-up-guard middleware', () => {
  it('sends an incomplete registration to its next step, replacing the history entry', async () => {
    mockAuthApi({ [PROGRESS_PATH]: () => json(incomplete) });
    storeTokens();
    const { router } = renderRoutes(['/privacy-policy', '/events/all']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wsk/passport-details'));
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to the page before, not to the guarded screen.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
  });

  it('lets a complete registration through', async () => {
    mockAuthApi();
    storeTokens();
    const { router } = renderRoutes('/events/all');
    await screen.findByRole('button', { name: /^Account menu of Ada Skater/ });
    expect(router.state.location.pathname).toBe('/events/all');
  });

  it('lets the screen open when the progress cannot be loaded (logged only)', async () => {
    mockAuthApi({ [PROGRESS_PATH]: () => new Response('Oops', { status: 500 }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeTokens();
    const { router } = renderRoutes('/events/all');
    await screen.findByRole('button', { name: /^Account menu of Ada Skater/ });
    expect(router.state.location.pathname).toBe('/events/all');
    expect(warn).toHaveBeenCalled();
  });

  it('leaves sign-up steps reachable while registration is incomplete', async () => {
    mockAuthApi({ [PROGRESS_PATH]: () => json(incomplete) });
    storeTokens();
    const { router } = renderRoutes('/postal-address');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/postal-address');
  });

  it('runs after auth on signed-in work screens only', () => {
    expect(middlewareNamesFor(getScreenRoute('events-all'))).toEqual(['auth', 'sign-up-guard']);
    expect(middlewareNamesFor(getScreenRoute('profile-account-details'))).toEqual(['auth', 'sign-up-guard']);
    const unguarded = [
      'confirm-email',
      'confirm-phone',
      'confirm-phone-wsk',
      'update-email',
      'update-phone',
      'create-password',
      'create-password-wsk',
      'role',
      'sign-up-operations',
      'new-password',
      'sign-in',
      'passport-details-wsk',
      'profile-picture',
      'congrats',
    ];
    for (const name of unguarded) {
      expect(middlewareNamesFor(getScreenRoute(name))).not.toContain('sign-up-guard');
    }
    for (const route of SCREEN_ROUTES.filter((each) => each.auth && each.layout !== 'content-right')) {
      expect(middlewareNamesFor(route)).toContain('sign-up-guard');
    }
    expect(athlete.registration_completed).toBe(true);
  });
});
