import { SELF_ASSIGNABLE_ROLES } from '@portal/contract/endpoints/registration';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';
import { ROLE_CHOICES } from './role-screen';

const PROGRESS_PATH = '/api/client/users/register-progresses/my/';
const newAccount: User = { ...athlete, registration_completed: false, role: null };
const noRole: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_role_guest_is_selected: false,
  step_passport_details: false,
  step_add_profile_picture: false,
};
const guestRole = { id: 1, name: 'Guest', type: ROLE_TYPES.GUEST, permission: null };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function calledPath(fetchMock: ReturnType<typeof mockAuthApi>, suffix: string) {
  return fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix)) as
    | [string, RequestInit]
    | undefined;
}

describe('role screen', () => {
  it.each(SELF_ASSIGNABLE_ROLES)('choosing %s calls its endpoint', async (role) => {
    const fetchMock = mockAuthApi({
      '/api/client/users/users/me/': () => json(newAccount),
      [PROGRESS_PATH]: () => json(noRole),
      [`/api/client/users/users/set_is_${role}/`]: () => json({ ...newAccount, role_status: 'pending' }),
    });
    storeTokens();
    const { queryClient } = renderRoutes('/role');
    const title = ROLE_CHOICES.find((choice) => choice.role === role)?.title ?? '';
    fireEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }),
    );
    await waitFor(() => expect(calledPath(fetchMock, `/set_is_${role}/`)?.[1].method).toBe('POST'));
    await waitFor(() => expect(queryClient.getQueryData<User>(['me'])?.role_status).toBe('pending'));
  });

  it('a guest goes on to the next step the guard picks, replacing the entry', async () => {
    let progress = noRole;
    mockAuthApi({
      '/api/client/users/users/me/': () => json(newAccount),
      [PROGRESS_PATH]: () => json(progress),
      '/api/client/users/users/set_is_guest/': () => {
        progress = { ...noRole, step_role_guest_is_selected: true };
        return json({ ...newAccount, role: guestRole });
      },
    });
    storeTokens();
    const { router } = renderRoutes('/role');
    fireEvent.click(await screen.findByRole('button', { name: /^Guest/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wsk/passport-details'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(/Step 3 of 4/)).toBeTruthy();
  });

  it('says so when the role cannot be saved', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json(newAccount),
      [PROGRESS_PATH]: () => json(noRole),
      '/api/client/users/users/set_is_ito/': () => new Response('Oops', { status: 500 }),
    });
    storeTokens();
    const { router } = renderRoutes('/role');
    fireEvent.click(await screen.findByRole('button', { name: /^International technical official/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your role could not be saved');
    expect(router.state.location.pathname).toBe('/role');
  });

  it('shows the progress bar of the guest flow and that approval is awaited', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json({ ...newAccount, role_status: 'pending' }),
      [PROGRESS_PATH]: () => json(noRole),
    });
    storeTokens();
    renderRoutes('/role');
    expect(await screen.findByText(/awaiting approval by an administrator/)).toBeTruthy();
    expect(await screen.findByText(/Step 2 of 4/)).toBeTruthy();
  });
});

describe('awaiting approval badge', () => {
  it('shows in the user header while the role is pending', async () => {
    mockAuthApi({ '/api/client/users/users/me/': () => json({ ...athlete, role_status: 'pending' }) });
    storeTokens();
    renderRoutes('/events/all');
    expect(await screen.findByText('Awaiting approval')).toBeTruthy();
  });

  it('does not show once approved', async () => {
    mockAuthApi();
    storeTokens();
    renderRoutes('/events/all');
    await screen.findByRole('button', { name: /^Account menu of Ada Skater/ });
    expect(screen.queryByText('Awaiting approval')).toBeNull();
  });
});
