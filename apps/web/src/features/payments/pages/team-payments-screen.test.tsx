// /event-registration/:id/:sportId/team-payments against a fake API: the team administrator's team orders
// by tab (for their team-admin team) including the athletes' own entries, and the empty state of someone
// who administers no team.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { mockPayerApi, order, type PayerFakeOptions, team } from '../payer/testing/payer-api';

const PATH = '/event-registration/1/10/team-payments';

function open(options: PayerFakeOptions = {}, path = PATH) {
  const api = mockPayerApi({ teams: [team], ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const teamOrder = order(41, { payer: { kind: 'team', id: team.id, name: team.name, federation: null } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team payments', { timeout: 20_000 }, () => {
  it('shows the team’s orders for its team-admin team, tab by tab', async () => {
    const { calls } = open({ lists: { 'orders/team_admin_payments/': [teamOrder] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team payments' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('Roma Inline Marathon Team’s orders for World Championships 1, every sport included.'),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'WS-000041' });
    expect(within(card).queryByRole('button')).toBeNull();
    const awaiting = calls.find((call) => call.path.endsWith('/orders/team_admin_payments/'));
    expect(awaiting?.search.get('team')).toBe(String(team.id));
    expect(awaiting?.search.get('event')).toBe('1');

    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(await screen.findByText('No processed orders for this event')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Waived' }));
    expect(await screen.findByText('No waived orders for this event')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Athletes’ own entries' }));
    expect(await screen.findByText('No athletes’ own entries for this event')).toBeTruthy();
    for (const path of [
      'team_admin_processed_payments/',
      'team_admin_waived_payments/',
      'team_admin_individual_payments/',
    ])
      expect(calls.find((call) => call.path.endsWith(path))?.search.get('team')).toBe(String(team.id));
  });

  it('tells someone who administers no team, and asks for no orders', async () => {
    const { calls } = open({ teams: [] });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not administer a team' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the sport' }).getAttribute('href')).toBe('/event/1/10');
    expect(calls.some((call) => call.path.includes('/orders/team_admin_'))).toBe(false);
  });

  it('says when the event does not exist', async () => {
    open({ event: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
