// The event's section tabs: Payments for WSK staff only, NF management for WSK and NF staff, the rest for all.
import { ROLE_TYPES } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { athlete } from '../../shared/testing/athlete';
import { json, mockAuthApi } from '../../shared/testing/mock-api';
import { renderRoutes, storeTokens } from '../testing/render-routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const withRole = (role: User['role']): User => ({
  ...athlete,
  role,
  role_status: 'approved',
  nf_admin_federation: { id: 1, name: 'Italy', code: 'ITA' },
});

describe('event section tabs', () => {
  it.each([
    [
      'WSK staff',
      withRole({ id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' }),
      true,
      true,
    ],
    [
      'NF staff',
      withRole({ id: 5, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: 'admin' }),
      false,
      true,
    ],
    [
      'an athlete',
      withRole({ id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null }),
      false,
      false,
    ],
  ])('shows %s the tabs of their role', async (_who, user, payments, nfManagement) => {
    mockAuthApi({ '/api/client/users/users/me/': () => json(user) });
    storeTokens();
    renderRoutes('/event/1/news');
    const tabs = await screen.findByRole('navigation', { name: 'Event sections' }, { timeout: 10_000 });
    await waitFor(() => expect(tabs.textContent).toContain('Reports'));
    // The user loads after the tabs first show: wait until the tabs follow the role.
    await waitFor(() => expect(tabs.textContent?.includes('NF management')).toBe(nfManagement));
    expect(tabs.textContent).toContain('Officials');
    expect(tabs.textContent?.includes('Payments')).toBe(payments);
  });
});
