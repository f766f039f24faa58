// /event-registration/:id/:sportId/nto against a fake API: the NTO window and quota (with the extra
// officials where the sport has them), the registered NTOs with their function and credential, the members
// with reasons; registering an NTO with a function and an extra official with a role (the bodies), the
// server's refusal on the function, the dates guard, the viewers' read-only lists and the not-available
// state for athletes.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventSport } from '@portal/contract/event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteUser,
  eventSport,
  federationRegistration,
  mockEventsApi,
  nfAdmin,
  nfViewer,
  participant,
  registrationCandidate,
  wskAdmin,
} from '../testing/events-api';

const PATH = '/event-registration/1/10/nto';

type Settings = EventSport['participants'][number];

/** The demo sport with its NTO window open today. */
function openNtoSport(overrides: Partial<EventSport> = {}): EventSport {
  const sport = eventSport();
  return eventSport({
    participants: sport.participants.map(
      (settings): Settings =>
        settings.kind === 'nto'
          ? { ...settings, opens_on: '2026-04-01', phase: 'open', outcome: null, amount: '25.00', quota: 2 }
          : settings,
    ),
    ...overrides,
  });
}

const withExtraOfficials = () =>
  openNtoSport({
    need_extra_officials_nto: true,
    extra_official_rules: { roles: ['Team doctor', 'Video analyst'] },
  });

function open(path = PATH, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi({
    me: nfAdmin,
    sport: openNtoSport(),
    registration: federationRegistration({
      kinds: [{ kind: 'nto', quota: 2, used: 1, approved: 1, pending: 0, extra_quota: 0 }],
    }),
    participants: [
      participant(1, {
        kind: 'nto',
        function: 'Team leader',
        entries: [],
        fee: { amount: '25.00', reduced: false, currency: 'EUR' },
      }),
      participant(2, {
        kind: 'nto',
        status: 'pending',
        function: 'Team doctor',
        extra_quota: true,
        entries: [],
      }),
      participant(3, { kind: 'athlete' }),
    ],
    registrationCandidates: [
      registrationCandidate(11, { full_name: 'Marco Member', categories: [] }),
      registrationCandidate(12, {
        full_name: 'Nora Nopassport',
        categories: [],
        eligible: false,
        reasons: ['passport_missing'],
      }),
    ],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

// The first render of a run imports the screen: slow on a busy machine.
const members = () => screen.findByRole('table', { name: 'Members' }, { timeout: 20_000 });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const posts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering a federation’s NTOs', { timeout: 40_000 }, () => {
  it('shows the window, the NTO quota, the registered NTOs with function and credential, and members with reasons', async () => {
    const { calls } = open();
    const table = await members();
    expect(screen.getByRole('heading', { level: 1, name: 'Register NTOs' })).toBeTruthy();
    expect(candidateKind(calls)).toBe('nto');

    const window = screen.getByRole('region', { name: 'Registration window' });
    expect(within(window).getByText('€25.00')).toBeTruthy();
    const quota = screen.getByRole('region', { name: 'Quota' });
    expect(await within(quota).findByText('1 / 2')).toBeTruthy();
    // No extra officials on this sport: no count of them.
    expect(within(quota).queryByText('Extra officials')).toBeNull();

    const registered = await screen.findByRole('table', { name: 'Registered NTOs' });
    const leader = rowOf(registered, 'Registered 1');
    expect(within(leader).getByText('Team leader')).toBeTruthy();
    expect(within(leader).getByText('€25.00')).toBeTruthy();
    expect(
      within(leader).getByRole('link', { name: 'Credential of Registered 1' }).getAttribute('href'),
    ).toBe('/pdf/1');
    const doctor = rowOf(registered, 'Registered 2');
    expect(within(doctor).getByText('Pending')).toBeTruthy();
    expect(within(doctor).getByText('Extra official')).toBeTruthy();
    // Only approved participants have a credential.
    expect(within(doctor).queryByRole('link', { name: /Credential/ })).toBeNull();
    // The athlete of the sport is not an NTO.
    expect(within(registered).queryByText('Registered 3')).toBeNull();
    expect(
      calls
        .find((call) => call.path.endsWith('/sports/10/participants/') && call.method === 'GET')
        ?.search.get('kind'),
    ).toBe('nto');

    expect(within(rowOf(table, 'Nora Nopassport')).getByText('No passport details')).toBeTruthy();
    expect(within(rowOf(table, 'Nora Nopassport')).queryByRole('button', { name: /Register/ })).toBeNull();
    expect(
      within(rowOf(table, 'Marco Member')).getByRole('button', { name: 'Register Marco Member' }),
    ).toBeTruthy();
  });

  it('registers an NTO with a function, then raises the §8 events', async () => {
    const raised: string[] = [];
    const offs = [APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY, APP_EVENTS.REFRESH_ATHLETES_DROPDOWN].map(
      (name) => appEvents.on(name, () => raised.push(name)),
    );
    const { calls } = open();
    const table = await members();
    fireEvent.click(
      within(rowOf(table, 'Marco Member')).getByRole('button', { name: 'Register Marco Member' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Marco Member as an NTO' });
    // No extra officials here: no choice of place.
    expect(within(dialog).queryByRole('radio', { name: 'Extra official' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    const field = within(dialog).getByLabelText(/Function/, { selector: 'input' });
    // The refused submit took the focus to the field to correct.
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'Coach' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/sports/10/participants/');
    expect(posts(calls)[0]?.body).toEqual({ kind: 'nto', user: 11, function: 'Coach' });
    expect(raised).toEqual([
      APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY,
      APP_EVENTS.REFRESH_ATHLETES_DROPDOWN,
    ]);
    const registered = await screen.findByRole('table', { name: 'Registered NTOs' });
    expect(await within(registered).findByText('Person 11')).toBeTruthy();
    expect(within(rowOf(registered, 'Person 11')).getByText('Coach')).toBeTruthy();
    for (const off of offs) off();
  });

  it('registers an extra official with one of the sport’s roles, pending until WSK approves', async () => {
    const { calls } = open(PATH, { sport: withExtraOfficials() });
    const quota = await screen.findByRole('region', { name: 'Quota' }, { timeout: 10_000 });
    expect(await within(quota).findByText('Extra officials')).toBeTruthy();
    expect(within(quota).getByText('0 / 2')).toBeTruthy();
    expect(screen.getByText(/Team doctor, Video analyst/)).toBeTruthy();

    const table = await members();
    fireEvent.click(
      within(rowOf(table, 'Marco Member')).getByRole('button', { name: 'Register Marco Member' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Marco Member as an NTO' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Extra official/ }));
    expect(within(dialog).getByText(/Pending until WSK approves/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/Extra official role/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Video analyst', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.body).toEqual({
      kind: 'nto',
      user: 11,
      function: 'Video analyst',
      extra_quota: true,
    });
    const registered = await screen.findByRole('table', { name: 'Registered NTOs' });
    await within(registered).findByText('Person 11');
    const added = rowOf(registered, 'Person 11');
    expect(within(added).getByText('Pending')).toBeTruthy();
    expect(within(added).getByText('Extra official')).toBeTruthy();
  });

  it('shows the server’s refusal on the function and keeps the dialog open', async () => {
    const { calls } = open(PATH, {
      sport: withExtraOfficials(),
      write: (call) =>
        call.path.endsWith('/participants/')
          ? json(
              {
                error: { code: 400, message: 'Bad request' },
                invalid_fields: { function: ['The federation already has an extra official for this role'] },
              },
              400,
            )
          : undefined,
    });
    const table = await members();
    fireEvent.click(
      within(rowOf(table, 'Marco Member')).getByRole('button', { name: 'Register Marco Member' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register Marco Member as an NTO' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Extra official/ }));
    fireEvent.click(within(dialog).getByLabelText(/Extra official role/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Team doctor', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('The federation already has an extra official for this role'),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it('raises the dates guard instead of the form when the NTO window is not open', async () => {
    const { calls } = open(PATH, { sport: eventSport() });
    const table = await members();
    fireEvent.click(
      within(rowOf(table, 'Marco Member')).getByRole('button', { name: 'Register Marco Member' }),
    );
    const guard = await screen.findByRole('dialog', { name: 'Registration is not open yet' });
    expect(within(guard).getByText(/National technical officials register/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows NF viewers the lists without a Register or Withdraw button', async () => {
    open(PATH, { me: nfViewer });
    const table = await members();
    expect(within(table).getByText('Marco Member')).toBeTruthy();
    const registered = await screen.findByRole('table', { name: 'Registered NTOs' });
    expect(within(registered).getByRole('link', { name: 'Credential of Registered 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('withdraws an NTO after confirming', async () => {
    const { calls } = open();
    const registered = await screen.findByRole('table', { name: 'Registered NTOs' }, { timeout: 10_000 });
    fireEvent.click(within(registered).getByRole('button', { name: 'Withdraw Registered 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw Registered 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/participants/1/withdraw/');
    expect(await within(registered).findByText('Withdrawn')).toBeTruthy();
  });

  it('lets WSK staff choose the federation first', async () => {
    const { calls } = open(PATH, { me: wskAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Choose a national federation' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/registration/candidates/'))).toBe(false);
  });

  it('shows the empty lists', async () => {
    open(PATH, { participants: [], registrationCandidates: [] });
    expect(await screen.findByText('No NTOs registered yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('The federation has no approved members')).toBeTruthy();
  });

  it('is not available to athletes', async () => {
    const { calls } = open(PATH, { me: athleteUser });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Registering NTOs is not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/registration/'))).toBe(false);
  });

  it('offers a retry when the registered NTOs fail', async () => {
    open(PATH, {
      read: (call) =>
        call.path.endsWith('/sports/10/participants/')
          ? json({ error: { code: 500, message: 'Down' } }, 500)
          : undefined,
    });
    expect(
      await screen.findByText('The registered NTOs could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

function candidateKind(calls: ReturnType<typeof open>['calls']) {
  return calls.find((call) => call.path.endsWith('/registration/candidates/'))?.search.get('kind');
}
