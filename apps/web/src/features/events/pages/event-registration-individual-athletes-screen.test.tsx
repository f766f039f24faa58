// /event-registration/:id/:sportId/individual-athletes against a fake API: the athlete window with today's
// fee, the federation's quota use, its registered athletes and its athletes with the reasons the ineligible
// may not be registered; registering (the body, the refresh and the §8 events, the server's refusal on the
// person), withdrawing, the viewers' read-only screen, WSK's federation choice and the dates guard.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { fakeMatchMedia, PHONE_MEDIA } from '../../../shared/testing/dom-stubs';
import { json } from '../../../shared/testing/mock-api';
import {
  eventSport,
  mockEventsApi,
  nfAdmin,
  nfViewer,
  participant,
  registrationCandidate,
  wskAdmin,
} from '../testing/events-api';

const PATH = '/event-registration/1/10/individual-athletes';

function open(path = PATH, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi({
    me: nfAdmin,
    participants: [participant(1, { status: 'approved' }), participant(2, { status: 'pending' })],
    registrationCandidates: [
      registrationCandidate(11, { full_name: 'Eva Eligible' }),
      registrationCandidate(12, {
        full_name: 'Ivo Ineligible',
        eligible: false,
        reasons: ['passport_expires', 'anti_doping_missing'],
      }),
    ],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const candidates = () => screen.findByRole('table', { name: 'Athletes' }, { timeout: 10_000 });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const candidateCalls = (calls: ReturnType<typeof open>['calls']) =>
  calls.filter((call) => call.path.endsWith('/registration/candidates/'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering a federation’s athletes', { timeout: 20_000 }, () => {
  it('shows the window with today’s fee, the quota use, the registered athletes and every candidate with reasons', async () => {
    open();
    const table = await candidates();
    expect(screen.getByRole('heading', { level: 1, name: 'Register athletes' })).toBeTruthy();
    expect(screen.getByText('Inline speed skating at World Championships 1 for Italy.')).toBeTruthy();

    const window = screen.getByRole('region', { name: 'Registration window' });
    expect(within(window).getByText('Reduced fee until 30/04/2026')).toBeTruthy();
    expect(within(window).getByText('01/03/2026')).toBeTruthy();
    expect(within(window).getByText('31/05/2026')).toBeTruthy();
    expect(within(window).getByText('€0.10 (reduced)')).toBeTruthy();

    const quota = screen.getByRole('region', { name: 'Quota' });
    expect(await within(quota).findByText('2 / 3')).toBeTruthy();
    expect(
      within(within(quota).getByText('Pending').parentElement as HTMLElement).getByText('1'),
    ).toBeTruthy();
    expect(
      within(within(quota).getByText('Approved').parentElement as HTMLElement).getByText('1'),
    ).toBeTruthy();

    const registered = await screen.findByRole('table', { name: 'Registered athletes' });
    const first = rowOf(registered, 'Registered 1');
    expect(within(first).getByText('Approved')).toBeTruthy();
    expect(within(first).getByText('Track (Seniors)')).toBeTruthy();
    expect(within(first).getByText('€0.10 (reduced)')).toBeTruthy();
    expect(within(rowOf(registered, 'Registered 2')).getByText('Pending')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Withdraw Registered 1' })).toBeTruthy();

    const ineligible = rowOf(table, 'Ivo Ineligible');
    expect(
      within(ineligible).getByText('The passport is not valid on the last day of the event'),
    ).toBeTruthy();
    expect(within(ineligible).getByText('No valid anti-doping certificate')).toBeTruthy();
    expect(within(ineligible).queryByRole('button', { name: /Register/ })).toBeNull();
    const eligible = rowOf(table, 'Eva Eligible');
    expect(within(eligible).getByText('Eligible')).toBeTruthy();
    expect(within(eligible).getByRole('button', { name: 'Register Eva Eligible' })).toBeTruthy();
  });

  it('registers an athlete with their entries, then refreshes the lists and raises the §8 events', async () => {
    const raised: string[] = [];
    const offs = [
      APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY,
      APP_EVENTS.REFRESH_ATHLETES_DROPDOWN,
      APP_EVENTS.REFRESH_FIELDS_SELECT_LIST,
    ].map((name) => appEvents.on(name, () => raised.push(name)));
    const tip = vi.fn();
    offs.push(appEvents.on(APP_EVENTS.SHOW_TIP, tip));
    const { calls } = open();
    const table = await candidates();
    fireEvent.click(
      within(rowOf(table, 'Eva Eligible')).getByRole('button', { name: 'Register Eva Eligible' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Eva Eligible' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please select at least 1 items')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The refused submit took the focus to the first discipline, marked invalid.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Track' })),
    );

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Track' }));
    // The only category open to her is chosen for her.
    expect(
      (within(dialog).getByLabelText('Track: category', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Seniors');
    const before = candidateCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/client/events/1/sports/10/participants/');
    expect(sent?.body).toEqual({
      kind: 'athlete',
      user: 11,
      entries: [{ discipline: 21, category: 'Seniors' }],
    });
    expect(raised).toEqual([
      APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY,
      APP_EVENTS.REFRESH_ATHLETES_DROPDOWN,
      APP_EVENTS.REFRESH_FIELDS_SELECT_LIST,
    ]);
    expect(tip).toHaveBeenCalledWith({ message: 'Eva Eligible is registered' });
    await waitFor(() => expect(candidateCalls(calls).length).toBeGreaterThan(before));
    const registered = await screen.findByRole('table', { name: 'Registered athletes' });
    expect(await within(registered).findByText('Person 11')).toBeTruthy();
    for (const off of offs) off();
  });

  it('shows the server’s refusal on the person and keeps the dialog open', async () => {
    const { calls } = open(PATH, {
      write: (call) =>
        call.path.endsWith('/participants/')
          ? json(
              {
                error: { code: 400, message: 'Bad request' },
                invalid_fields: { user: ['The federation’s quota is full'] },
              },
              400,
            )
          : undefined,
    });
    const table = await candidates();
    fireEvent.click(
      within(rowOf(table, 'Eva Eligible')).getByRole('button', { name: 'Register Eva Eligible' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Eva Eligible' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Track' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The federation’s quota is full')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('withdraws a registration after confirming', async () => {
    const { calls } = open();
    const registered = await screen.findByRole('table', { name: 'Registered athletes' }, { timeout: 10_000 });
    fireEvent.click(within(registered).getByRole('button', { name: 'Withdraw Registered 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw Registered 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/client/events/1/participants/1/withdraw/',
    );
    expect(await within(registered).findByText('Withdrawn')).toBeTruthy();
  });

  it('shows NF viewers the lists without a Register or Withdraw button', async () => {
    open(PATH, { me: nfViewer });
    const table = await candidates();
    expect(within(table).getByText('Eva Eligible')).toBeTruthy();
    await screen.findByRole('table', { name: 'Registered athletes' });
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('keeps the search and the eligible-only switch in the address', async () => {
    const { calls, router } = open(`${PATH}?search=eva`);
    await candidates();
    expect(candidateCalls(calls).at(-1)?.search.get('search')).toBe('eva');
    fireEvent.click(screen.getByRole('switch', { name: 'Only eligible' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=eva&eligible=true'));
    await waitFor(() => expect(candidateCalls(calls).at(-1)?.search.get('eligible')).toBe('true'));
    const table = await candidates();
    await waitFor(() => expect(within(table).queryByText('Ivo Ineligible')).toBeNull());
  });

  it('lets WSK staff choose the federation, kept in the address, and register for it', async () => {
    const { calls, router } = open(PATH, { me: wskAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Choose a national federation' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(candidateCalls(calls)).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('National federation', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Italy (ITA)', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?federation=3'));
    const table = await candidates();
    expect(candidateCalls(calls).at(-1)?.search.get('federation')).toBe('3');
    fireEvent.click(
      within(rowOf(table, 'Eva Eligible')).getByRole('button', { name: 'Register Eva Eligible' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Eva Eligible' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Track' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'athlete',
      user: 11,
      federation: 3,
      entries: [{ discipline: 21, category: 'Seniors' }],
    });
  });

  it('raises the dates guard instead of the form when the window is closed', async () => {
    const sport = eventSport();
    const [athletes, ...others] = sport.participants;
    const { calls } = open(PATH, {
      sport: eventSport({
        participants: [
          { ...(athletes as (typeof sport.participants)[number]), phase: 'closed', outcome: 'CLOSED' },
          ...others,
        ],
      }),
    });
    const table = await candidates();
    expect(
      within(screen.getByRole('region', { name: 'Registration window' })).getByText('Registration is closed'),
    ).toBeTruthy();
    // NF staff withdraw only until the window closes.
    await screen.findByRole('table', { name: 'Registered athletes' });
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    fireEvent.click(
      within(rowOf(table, 'Eva Eligible')).getByRole('button', { name: 'Register Eva Eligible' }),
    );
    const guard = await screen.findByRole('dialog', { name: 'Registration is closed' });
    expect(within(guard).getByText(/Athletes register for this sport/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Register Eva Eligible' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the lists as cards on a phone, reasons and buttons included', async () => {
    const original = window.matchMedia;
    window.matchMedia = fakeMatchMedia(PHONE_MEDIA);
    try {
      open();
      const cards = await screen.findByRole('list', { name: 'Athletes' }, { timeout: 10_000 });
      expect(within(cards).getByText('No valid anti-doping certificate')).toBeTruthy();
      expect(within(cards).getByRole('button', { name: 'Register Eva Eligible' })).toBeTruthy();
      const registered = await screen.findByRole('list', { name: 'Registered athletes' });
      expect(within(registered).getByRole('button', { name: 'Withdraw Registered 1' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('offers a retry when the candidates fail', async () => {
    open(PATH, {
      read: (call) =>
        call.path.endsWith('/registration/candidates/')
          ? json({ error: { code: 500, message: 'Down' } }, 500)
          : undefined,
    });
    expect(await screen.findByText('The athletes could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
