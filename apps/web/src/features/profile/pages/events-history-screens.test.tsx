// The events history, one's own and another user's preview: an honest empty state until events exist,
// and the preview's access check.
import type { User } from '@portal/contract/user';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const USER_PATH = '/api/client/users/users/42/';
const previewed: User = { ...athlete, id: 42, first_name: 'Bea', last_name: 'Roller' };

function open(path: string, user: () => Response = () => json(previewed)) {
  const fetchMock = mockAuthApi({ [USER_PATH]: user });
  storeTokens();
  return { fetchMock, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('events history', () => {
  it('says there are no events yet', async () => {
    open('/profile/events-history');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    expect(screen.getByText(/appear here once you take part in events/)).toBeTruthy();
  });
});

describe('preview: events history', () => {
  it('checks access and then shows the empty history of the user', async () => {
    const { fetchMock } = open('/profile/preview/events-history42');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    expect(screen.getByText('Bea Roller’s profile, read only.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATH))).toBe(true);
  });

  it('shows "You may not see this profile" on 403, without a retry', async () => {
    open('/profile/preview/events-history42', () =>
      json({ error: { code: 403, message: 'You do not have permission' } }, 403),
    );
    expect(await screen.findByRole('heading', { name: 'You may not see this profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('No events yet')).toBeNull();
  });

  it('shows the not-found state on 404', async () => {
    open('/profile/preview/events-history42', () =>
      json({ error: { code: 404, message: 'Not found' } }, 404),
    );
    expect(await screen.findByRole('heading', { name: 'This profile does not exist' })).toBeTruthy();
  });
});
