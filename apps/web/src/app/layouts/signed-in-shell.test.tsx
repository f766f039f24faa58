// The signed-in shell: the sidebar follows a change made elsewhere, and the expiry reminders of §4 show
// over the shell's screens only (the sign-up steps use another layout).
import { ROLE_TYPES } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSidebarCollapsed } from '../../shared/storage/sidebar';
import { athlete } from '../../shared/testing/athlete';
import { json, mockAuthApi } from '../../shared/testing/mock-api';
import { renderRoutes, storeTokens } from '../testing/render-routes';

const expiredAthlete: User = {
  ...athlete,
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
  active_until_date: '2020-01-31',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signed-in shell', () => {
  it('collapses and expands the sidebar when the stored preference changes', async () => {
    mockAuthApi();
    storeTokens();
    renderRoutes('/profile/events-history');
    const navbar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(navbar.getAttribute('data-collapsed')).toBeNull();
    act(() => writeSidebarCollapsed(true));
    await waitFor(() => expect(navbar.getAttribute('data-collapsed')).toBe('true'));
    act(() => writeSidebarCollapsed(false));
    await waitFor(() => expect(navbar.getAttribute('data-collapsed')).toBeNull());
  });

  it('starts the Tab order with a link that takes the focus past the header to the screen', async () => {
    mockAuthApi();
    storeTokens();
    renderRoutes('/profile/events-history');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const focusable = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('');
  });

  it('offers user management to approved WSK and NF staff only', async () => {
    const navigationLabels = async () => {
      const navbar = await screen.findByRole('navigation', { name: 'Main navigation' });
      await waitFor(() => expect(navbar.textContent).toContain('Profile'));
      return navbar.textContent ?? '';
    };
    const withRole = (type: User['role'], role_status: User['role_status'] = 'approved'): User => ({
      ...athlete,
      role: type,
      role_status,
      nf_admin_federation: { id: 1, name: 'Italy', code: 'ITA' },
    });
    const cases: [User, boolean][] = [
      [withRole({ id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' }), true],
      [withRole({ id: 5, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: 'admin' }), true],
      [withRole({ id: 5, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: 'viewer' }, 'pending'), false],
      [withRole({ id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null }), false],
    ];
    for (const [user, offered] of cases) {
      mockAuthApi({ '/api/client/users/users/me/': () => json(user) });
      storeTokens();
      const { unmount } = renderRoutes('/profile/events-history');
      await waitFor(async () => expect((await navigationLabels()).includes('Users')).toBe(offered));
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('reminds a signed-in user of an expired passport', async () => {
    mockAuthApi({ '/api/client/users/users/me/': () => json(expiredAthlete) });
    storeTokens();
    renderRoutes('/profile/events-history');
    expect(await screen.findByRole('dialog', { name: 'Your passport has expired' })).toBeTruthy();
  });

  it('shows no reminder on a sign-up step screen', async () => {
    mockAuthApi({ '/api/client/users/users/me/': () => json(expiredAthlete) });
    storeTokens();
    const { router } = renderRoutes('/summary');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await screen.findByRole('heading', { name: 'Summary', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
