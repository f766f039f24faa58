// The events history, one's own and another user's preview: every event with the user's parts, latest
// first (no period), the empty states, and the preview's access check.
import type { UserEvent } from '@portal/contract/event-parts';
import type { User } from '@portal/contract/user';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const USER_PATH = '/api/client/users/users/42/';
const MY_EVENTS_PATH = '/api/client/events/my/';
const USER_EVENTS_PATH = '/api/client/events/users/42/';
const previewed: User = { ...athlete, id: 42, first_name: 'Bea', last_name: 'Roller' };
const noEvents = () => json({ count: 0, next: null, previous: null, results: [] });
const oneEvent = (): UserEvent => ({
  id: 5,
  name: 'European Cup',
  kind: 'world_cup',
  status: 'archived',
  starts_on: '2025-09-12',
  ends_on: '2025-09-12',
  city: 'Lyon',
  country: { id: 8, name: 'France', code: 'FRA' },
  cover_image: null,
  sports: [],
  roles: [
    { kind: 'loc', function: 'Volunteers', sport: null, participant: null },
    {
      kind: 'athlete',
      function: '',
      sport: { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' },
      participant: { id: 9, status: 'approved' },
    },
  ],
});
const events = () => json({ count: 1, next: null, previous: null, results: [oneEvent()] });

function open(
  path: string,
  user: () => Response = () => json(previewed),
  answers: Record<string, () => Response> = {},
) {
  const fetchMock = mockAuthApi({
    [USER_PATH]: user,
    [MY_EVENTS_PATH]: noEvents,
    [USER_EVENTS_PATH]: noEvents,
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const calledWith = (fetchMock: ReturnType<typeof mockAuthApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path);

describe('events history', { timeout: 20_000 }, () => {
  it('says there are no events yet', async () => {
    open('/profile/events-history');
    expect(
      await screen.findByRole('heading', { name: 'You have no events yet' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('lists every event of the user with their parts, without a period', async () => {
    const { fetchMock } = open('/profile/events-history', undefined, { [MY_EVENTS_PATH]: events });
    const link = await screen.findByRole('link', { name: 'European Cup' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/event/5/profile');
    expect(screen.getByText('12/09/2025')).toBeTruthy();
    expect(screen.getByText('Lyon, France')).toBeTruthy();
    expect(screen.getByText('LOC member')).toBeTruthy();
    expect(screen.getByText('Volunteers')).toBeTruthy();
    expect(screen.getByText('Athlete · Inline speed skating')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(calledWith(fetchMock, MY_EVENTS_PATH)[0]?.searchParams.has('when')).toBe(false);
  });
});

describe('preview: events history', { timeout: 20_000 }, () => {
  it('checks access and then shows the empty history of the user', async () => {
    const { fetchMock } = open('/profile/preview/events-history42');
    expect(await screen.findByRole('heading', { name: 'No events yet' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Bea Roller’s profile, read only.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATH))).toBe(true);
  });

  it("shows the user's events from their own list", async () => {
    open('/profile/preview/events-history42', undefined, { [USER_EVENTS_PATH]: events });
    expect(await screen.findByRole('link', { name: 'European Cup' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('LOC member')).toBeTruthy();
  });

  it('shows "You may not see this profile" on 403, without a retry', async () => {
    const { fetchMock } = open('/profile/preview/events-history42', () =>
      json({ error: { code: 403, message: 'You do not have permission' } }, 403),
    );
    expect(
      await screen.findByRole('heading', { name: 'You may not see this profile' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('No events yet')).toBeNull();
    expect(calledWith(fetchMock, USER_EVENTS_PATH)).toHaveLength(0);
  });

  it('shows the not-found state on 404', async () => {
    open('/profile/preview/events-history42', () =>
      json({ error: { code: 404, message: 'Not found' } }, 404),
    );
    expect(
      await screen.findByRole('heading', { name: 'This profile does not exist' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
