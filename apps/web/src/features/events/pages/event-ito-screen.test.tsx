// /event/:id/ito against a fake API: the officials with their sport, the empty state, and the WSK
// administrators' assignment of an approved ITO to a sport of the event.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { candidate, itoAssignment, mockEventsApi, wskAdmin } from '../testing/events-api';

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes('/event/1/ito') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event ITO screen', { timeout: 20_000 }, () => {
  it('lists the officials with their sport, function and federation, read only for others', async () => {
    open({ itos: [itoAssignment(1)] });
    const table = await screen.findByRole(
      'table',
      { name: 'International technical officials' },
      { timeout: 10_000 },
    );
    expect(within(table).getByText('Official 1')).toBeTruthy();
    expect(within(table).getByText('Referee')).toBeTruthy();
    expect(within(table).getByText('Inline speed skating')).toBeTruthy();
    expect(within(table).getByText('France')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign an ITO' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    // Signed-in people other than WSK staff apply to officiate a sport.
    expect(
      screen.getByRole('link', { name: 'Apply as ITO for Inline speed skating' }).getAttribute('href'),
    ).toBe('/event/1/10/ito/registration');
  });

  it('says when no official is assigned', async () => {
    open({ itos: [] });
    expect(await screen.findByText('No ITOs assigned yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    open({
      read: (call) =>
        call.path.endsWith('/itos/') ? json({ error: { code: 500, message: 'Down' } }, 500) : undefined,
    });
    expect(
      await screen.findByText('The officials could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('lets a WSK admin assign an ITO to the event sport with a function', async () => {
    const { calls } = open({ me: wskAdmin, itos: [itoAssignment(1)], candidates: [candidate(9)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign an ITO' }, { timeout: 10_000 }));
    expect(screen.queryByRole('link', { name: /^Apply as ITO/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Assign an ITO' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Carla Candidate 9' }));
    fireEvent.change(within(dialog).getByLabelText(/Function/), { target: { value: 'Judge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign an ITO' })).toBeNull());
    // The event's only sport is chosen for the admin.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: 9,
      event_sport: 10,
      function: 'Judge',
    });
    expect(screen.getByRole('button', { name: 'Remove Official 1' })).toBeTruthy();
  });
});
