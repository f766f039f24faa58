// /event-registration/:id/:sportId/athletes-extra-quota against a fake API: the rule, the quota with the
// requests over it, the requests marked among the registered athletes; a request for an eligible athlete
// (the body with `extra_quota: true`), the request buttons off while the quota has places and outside the
// reduction period (with the §8 message), and the not-available states (a sport without extra quota, an
// athlete).
import type { EventSport } from '@portal/contract/event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import {
  athleteUser,
  eventSport,
  federationRegistration,
  mockEventsApi,
  nfAdmin,
  participant,
  registrationCandidate,
} from '../testing/events-api';

const PATH = '/event-registration/1/10/athletes-extra-quota';

type Settings = EventSport['participants'][number];

const fullQuota = federationRegistration({
  kinds: [{ kind: 'athlete', quota: 3, used: 3, approved: 3, pending: 0, extra_quota: 1 }],
});

function extraQuotaSport(athletes: Partial<Settings> = {}): EventSport {
  const sport = eventSport();
  return eventSport({
    need_extra_quota: true,
    participants: sport.participants.map((settings) =>
      settings.kind === 'athlete' ? { ...settings, ...athletes } : settings,
    ),
  });
}

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi({
    me: nfAdmin,
    sport: extraQuotaSport(),
    registration: fullQuota,
    participants: [participant(1), participant(2, { status: 'pending', extra_quota: true })],
    registrationCandidates: [registrationCandidate(11, { full_name: 'Eva Eligible' })],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(PATH) };
}

const athletes = () => screen.findByRole('table', { name: 'Athletes' }, { timeout: 10_000 });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const requestButton = async () =>
  within(await athletes()).getByRole('button', {
    name: 'Request a place for Eva Eligible',
  }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests over the quota', { timeout: 20_000 }, () => {
  it('explains the rule and shows the quota and the requests with their status', async () => {
    open();
    await athletes();
    expect(screen.getByRole('heading', { level: 1, name: 'Places over the quota' })).toBeTruthy();
    expect(screen.getByText(/during the reduction period \(until 30\/04\/2026\)/)).toBeTruthy();
    const quota = screen.getByRole('region', { name: 'Quota' });
    expect(await within(quota).findByText('3 / 3')).toBeTruthy();
    expect(
      within(within(quota).getByText('Over the quota').parentElement as HTMLElement).getByText('1'),
    ).toBeTruthy();
    // Only the requests are listed: the athlete within the quota is not.
    const registered = await screen.findByRole('table', { name: 'Requests over the quota' });
    const request = rowOf(registered, 'Registered 2');
    expect(within(request).getByText('Pending')).toBeTruthy();
    expect(within(request).getByText('Over the quota')).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'Withdraw Registered 2' })).toBeTruthy();
    expect(within(registered).queryByText('Registered 1')).toBeNull();
  });

  it('requests a place for an eligible athlete once the quota is full', async () => {
    const { calls } = open();
    const button = await requestButton();
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Request a place for Eva Eligible' });
    expect(within(dialog).getByText(/pending until WSK decides/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Track' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/client/events/1/sports/10/participants/');
    expect(sent?.body).toEqual({
      kind: 'athlete',
      user: 11,
      entries: [{ discipline: 21, category: 'Seniors' }],
      extra_quota: true,
    });
    const registered = await screen.findByRole('table', { name: 'Requests over the quota' });
    await within(registered).findByText('Person 11');
    expect(within(rowOf(registered, 'Person 11')).getByText('Over the quota')).toBeTruthy();
  });

  it('keeps the request off outside the reduction period, with the §8 message', async () => {
    const { calls } = open({ sport: extraQuotaSport({ phase: 'open' }) });
    const button = await requestButton();
    expect(button.disabled).toBe(true);
    const message = screen.getAllByText('Reduction Period is closed');
    // In the window summary and above the list the buttons point to.
    expect(message.length).toBeGreaterThanOrEqual(2);
    expect(button.getAttribute('aria-describedby')).toBe('registration-candidates-blocked');
    expect(document.getElementById('registration-candidates-blocked')?.textContent).toBe(
      'Reduction Period is closed',
    );
    fireEvent.click(button);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the request off while the quota has places', async () => {
    open({ registration: federationRegistration() });
    const button = await requestButton();
    await waitFor(() =>
      expect(document.getElementById('registration-candidates-blocked')?.textContent).toBe(
        'The quota still has places: register the athlete normally',
      ),
    );
    expect(button.disabled).toBe(true);
  });

  it('is not offered where the sport takes no requests over the quota', async () => {
    open({ sport: eventSport() });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This sport takes no requests over the quota' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('is not available to athletes', async () => {
    open({ me: athleteUser });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Requests over the quota are not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
