// /events/my against a fake API: the user's upcoming events with their parts, the Past toggle, and the
// empty and failure states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { mockEventsApi, userEvent } from '../testing/events-api';

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes('/events/my') };
}

const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my events', { timeout: 20_000 }, () => {
  it('shows upcoming events with their days, place and the user’s parts, Past on a click', async () => {
    const { calls } = open({
      userEvents: [
        userEvent(1, {
          roles: [
            { kind: 'staff', function: 'Chief of competition', sport: null, participant: null },
            { kind: 'ito', function: 'Referee', sport: speed, participant: null },
            { kind: 'athlete', function: '', sport: speed, participant: { id: 31, status: 'pending' } },
          ],
        }),
      ],
    });
    const link = await screen.findByRole('link', { name: 'World Championships 1' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/event/1/profile');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('01/07/2026 – 05/07/2026')).toBeTruthy();
    expect(within(row).getByText('Rome, Italy')).toBeTruthy();
    expect(within(row).getByText('Event staff')).toBeTruthy();
    expect(within(row).getByText('Chief of competition')).toBeTruthy();
    expect(within(row).getByText('ITO · Inline speed skating')).toBeTruthy();
    expect(within(row).getByText('Referee')).toBeTruthy();
    // A registration reads as its kind and sport with its status.
    const registration = within(row).getByText('Athlete · Inline speed skating').closest('li') as HTMLElement;
    expect(within(registration).getByText('Pending')).toBeTruthy();
    const mine = () => calls.filter((call) => call.path === '/api/client/events/my/');
    expect(mine().at(-1)?.search.get('when')).toBe('upcoming');

    fireEvent.click(screen.getByRole('radio', { name: 'Past' }));
    await waitFor(() => expect(mine().at(-1)?.search.get('when')).toBe('past'));
  });

  it('says when the user has no events', async () => {
    open({ userEvents: [] });
    expect(
      await screen.findByRole('heading', { name: 'You have no upcoming events' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    open({
      read: (call) =>
        call.path.endsWith('/events/my/') ? json({ error: { code: 500, message: 'Down' } }, 500) : undefined,
    });
    expect(await screen.findByText('The events could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
