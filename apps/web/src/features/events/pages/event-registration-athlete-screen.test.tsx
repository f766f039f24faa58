// /event-registration/:id/:sportId/athlete against a fake API: a sport whose federations register the
// athletes, an ineligible athlete with their reasons, the form (its body and the dates guard), a pending
// registration withdrawn after confirming, and a rejected one with WSK's reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import {
  athleteUser,
  eventSport,
  mockEventsApi,
  participant,
  registrationCandidate,
  selfRegistration,
} from '../testing/events-api';

const PATH = '/event-registration/1/10/athlete';

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi({ me: athleteUser, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(PATH) };
}

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });
const mine = (overrides: Parameters<typeof participant>[1]) =>
  participant(40, {
    user: { id: athleteUser.id, full_name: 'Ada Skater', avatar: null, federation: null },
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an athlete registering themselves', { timeout: 20_000 }, () => {
  it('explains that the national federation registers them where the sport does not allow it', async () => {
    open({ selfRegistration: selfRegistration({ allowed: false }) });
    expect(await loaded('Your national federation registers you')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the sport' }).getAttribute('href')).toBe('/event/1/10');
  });

  it('lists the reasons an ineligible athlete may not register, without a form', async () => {
    open({
      selfRegistration: selfRegistration({
        candidate: registrationCandidate(7, { eligible: false, reasons: ['passport_missing', 'banned'] }),
      }),
    });
    const reasons = await screen.findByRole(
      'list',
      { name: 'Why you may not register' },
      { timeout: 10_000 },
    );
    expect(within(reasons).getByText('No passport details')).toBeTruthy();
    expect(within(reasons).getByText('Banned from taking part')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Register' })).toBeNull();
  });

  it('registers with the chosen disciplines and category, pending until WSK decides', async () => {
    const { calls } = open();
    const form = await screen.findByRole('form', { name: 'Register' }, { timeout: 10_000 });
    expect(within(form).getByText(/stays pending until WSK approves it/)).toBeTruthy();
    const window = screen.getByRole('region', { name: 'Registration window' });
    expect(within(window).getByText('€0.10 (reduced)')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('Please select at least 1 items')).toBeTruthy();
    // Each discipline reads the message, marked invalid; the first takes the focus.
    const [first, ...rest] = within(form).getAllByRole('checkbox');
    await waitFor(() => expect(document.activeElement).toBe(first));
    for (const checkbox of [first, ...rest]) {
      expect(checkbox?.getAttribute('aria-invalid')).toBe('true');
      const described = checkbox?.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
        'Please select at least 1 items',
      );
    }
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Track' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/client/events/1/sports/10/registration/self/');
    expect(sent?.body).toEqual({ entries: [{ discipline: 21, category: 'Seniors' }] });
    // The screen asks again for the athlete's registration.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path.endsWith('/registration/self/')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('raises the dates guard instead of sending when registration is not open', async () => {
    const sport = eventSport();
    const [athletes, ...others] = sport.participants;
    const { calls } = open({
      sport: eventSport({
        participants: [
          {
            ...(athletes as (typeof sport.participants)[number]),
            phase: 'not_open_yet',
            outcome: 'NOT_OPENED_YET',
          },
          ...others,
        ],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Register' }, { timeout: 10_000 });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Track' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Registration is not open yet' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a pending registration and withdraws it after confirming', async () => {
    const { calls } = open({
      selfRegistration: selfRegistration({
        candidate: registrationCandidate(7, {
          eligible: false,
          reasons: ['already_registered'],
          participant: { id: 40, status: 'pending' },
        }),
        participant: mine({ status: 'pending' }),
      }),
    });
    const own = await screen.findByRole('region', { name: 'Your registration' }, { timeout: 10_000 });
    expect(within(own).getByText('Pending')).toBeTruthy();
    expect(within(own).getByText('Your registration is pending until WSK decides.')).toBeTruthy();
    expect(within(own).getByText('Track (Seniors)')).toBeTruthy();
    expect(within(own).getByText('€0.10 (reduced)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Why you may not register' })).toBeNull();

    fireEvent.click(within(own).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your registration?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/client/events/1/participants/40/withdraw/',
    );
  });

  it('shows a rejection with WSK’s reason and lets the athlete register again', async () => {
    open({
      selfRegistration: selfRegistration({
        participant: mine({
          status: 'rejected',
          decision: { by: null, at: '2026-04-12T10:00:00Z', reason: 'No result in the last season' },
        }),
      }),
    });
    const own = await screen.findByRole('region', { name: 'Your registration' }, { timeout: 10_000 });
    expect(within(own).getByText('Rejected')).toBeTruthy();
    expect(within(own).getByText('Reason: No result in the last season')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Register' })).toBeTruthy();
  });
});
