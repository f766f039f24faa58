// /event-registration/:id/:sportId/athletes-pre-seed against a fake API: the federation's approved athletes
// with a field per entry, saving one athlete's results (the body), the contract's rule and the server's
// refusal on the field, the fields off outside the reduction period (§8 message), viewers reading, and the
// not-available states (a sport without pre-seed, an athlete).
import { APP_EVENTS } from '@portal/contract/app-events';
import { PRE_SEED_MESSAGE } from '@portal/contract/endpoints/participants';
import type { EventSport } from '@portal/contract/event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteUser,
  eventSport,
  mockEventsApi,
  nfAdmin,
  nfViewer,
  participant,
} from '../testing/events-api';

const PATH = '/event-registration/1/10/athletes-pre-seed';

function preSeedSport(phase: EventSport['participants'][number]['phase'] = 'reduction_period'): EventSport {
  const sport = eventSport();
  return eventSport({
    need_pre_seed: true,
    disciplines: [
      { id: 21, name: 'Track', code: null, number: null },
      { id: 22, name: 'Road', code: null, number: null },
    ],
    participants: sport.participants.map((settings) =>
      settings.kind === 'athlete' ? { ...settings, phase } : settings,
    ),
  });
}

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi({
    me: nfAdmin,
    sport: preSeedSport(),
    participants: [
      participant(1, {
        entries: [
          { discipline: { id: 21, name: 'Track' }, category: 'Seniors', pre_seed: '00:41.350' },
          { discipline: { id: 22, name: 'Road' }, category: 'Seniors', pre_seed: null },
        ],
      }),
      participant(2, { status: 'pending' }),
    ],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(PATH) };
}

const formOf = (name: string) =>
  screen.findByRole('form', { name: `Pre-seed results of ${name}` }, { timeout: 10_000 });
const patches = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'PATCH');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pre-seed results', { timeout: 20_000 }, () => {
  it('lists the approved athletes with a field per entry, filled from the server', async () => {
    const { calls } = open();
    const form = await formOf('Registered 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-seed results' })).toBeTruthy();
    expect((within(form).getByLabelText('Track (Seniors)') as HTMLInputElement).value).toBe('00:41.350');
    expect((within(form).getByLabelText('Road (Seniors)') as HTMLInputElement).value).toBe('');
    const list = calls.find((call) => call.path.endsWith('/sports/10/participants/'));
    expect(list?.search.get('kind')).toBe('athlete');
    expect(list?.search.get('status')).toBe('approved');
    // The pending athlete gives no results.
    expect(screen.queryByRole('form', { name: 'Pre-seed results of Registered 2' })).toBeNull();
  });

  it('saves one athlete’s results after checking them with the contract’s rule', async () => {
    const tip = vi.fn();
    const off = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    const { calls } = open();
    const form = await formOf('Registered 1');
    fireEvent.change(within(form).getByLabelText('Road (Seniors)'), { target: { value: 'fast' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the results of Registered 1' }));
    expect(await within(form).findByText(PRE_SEED_MESSAGE)).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Road (Seniors)'), { target: { value: '1250' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the results of Registered 1' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.path).toBe('/api/client/events/1/participants/1/pre-seed/');
    expect(patches(calls)[0]?.body).toEqual({
      entries: [
        { discipline: 21, pre_seed: '00:41.350' },
        { discipline: 22, pre_seed: '1250' },
      ],
    });
    await waitFor(() =>
      expect(tip).toHaveBeenCalledWith({ message: 'The results of Registered 1 are saved' }),
    );
    expect(within(form).queryByText(PRE_SEED_MESSAGE)).toBeNull();
    off();
  });

  it('shows the server’s refusal on the field', async () => {
    const { calls } = open({
      write: (call) =>
        call.method === 'PATCH'
          ? json(
              {
                error: { code: 400, message: 'Bad request' },
                invalid_fields: { 'entries.1.pre_seed': ['The server refuses this result'] },
              },
              400,
            )
          : undefined,
    });
    const form = await formOf('Registered 1');
    fireEvent.change(within(form).getByLabelText('Road (Seniors)'), { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the results of Registered 1' }));
    const message = await within(form).findByText('The server refuses this result');
    const road = within(form).getByLabelText('Road (Seniors)');
    expect(road.getAttribute('aria-invalid')).toBe('true');
    expect(road.getAttribute('aria-describedby')).toContain(message.id);
    expect(patches(calls)).toHaveLength(1);
  });

  it('keeps the fields off outside the reduction period, with the §8 message', async () => {
    const { calls } = open({ sport: preSeedSport('open') });
    const form = await formOf('Registered 1');
    expect((within(form).getByLabelText('Road (Seniors)') as HTMLInputElement).disabled).toBe(true);
    const save = within(form).getByRole('button', {
      name: 'Save the results of Registered 1',
    }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getAllByText('Reduction Period is closed').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(save);
    expect(patches(calls)).toHaveLength(0);
  });

  it('shows viewers the results without a Save button', async () => {
    open({ me: nfViewer });
    const form = await formOf('Registered 1');
    expect((within(form).getByLabelText('Track (Seniors)') as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('shows an empty state without approved athletes', async () => {
    open({ participants: [participant(2, { status: 'pending' })] });
    expect(await screen.findByText('No approved athletes yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('is not offered where the sport takes no pre-seed results', async () => {
    open({ sport: eventSport() });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This sport takes no pre-seed results' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('is not available to athletes', async () => {
    open({ me: athleteUser });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Pre-seed results are not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
