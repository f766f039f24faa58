// /event-registration/:id/:sportId/credentials-pickup against a fake API: the form prefilled from the
// server, checked with the contract's schema, saved (the body, the tip), read only when the server says it
// may not be changed, its error state, WSK's federation choice and the not-available state for athletes.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser, credentialsPickup, mockEventsApi, nfAdmin, wskAdmin } from '../testing/events-api';

const PATH = '/event-registration/1/10/credentials-pickup';

function open(options: Parameters<typeof mockEventsApi>[0] = {}, path = PATH) {
  const api = mockEventsApi({ me: nfAdmin, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const theForm = () => screen.findByRole('form', { name: 'Credentials pick-up' }, { timeout: 10_000 });
const input = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
const puts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('credentials pick-up', { timeout: 20_000 }, () => {
  it('prefills the form, checks it and saves it', async () => {
    const tip = vi.fn();
    const off = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    const { calls } = open();
    const form = await theForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Credentials pick-up' })).toBeTruthy();
    expect(input(form, /Full name/).value).toBe('Paola Pick');
    expect(input(form, /E-mail/).value).toBe('paola@fisr.test');
    expect(input(form, /Phone/).value).toBe('+39 06 1234567');
    expect(input(form, /Note/).value).toBe('Arrives on 30/06');
    expect(within(form).getByText('Last changed on 12/04/2026 by Nico Ferri.')).toBeTruthy();
    expect(calls.find((call) => call.path.includes('/credentials-pickup/'))?.path).toBe(
      '/api/client/events/1/credentials-pickup/3/',
    );

    fireEvent.change(input(form, /Full name/), { target: { value: '' } });
    fireEvent.change(input(form, /Phone/), { target: { value: 'call me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('Enter a phone number such as +39 06 1234567')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(input(form, /Full name/), { target: { value: 'Luca Ritiro' } });
    fireEvent.change(input(form, /E-mail/), { target: { value: '' } });
    fireEvent.change(input(form, /Phone/), { target: { value: '+39 333 1234567' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      full_name: 'Luca Ritiro',
      email: '',
      phone: '+39 333 1234567',
      note: 'Arrives on 30/06',
    });
    await waitFor(() => expect(tip).toHaveBeenCalledWith({ message: 'The credentials pick-up is saved' }));
    expect(await within(form).findByText('Last changed on 15/04/2026 by Nico Ferri.')).toBeTruthy();
    off();
  });

  it('shows the server’s refusal on its field', async () => {
    open({
      write: (call) =>
        call.method === 'PUT'
          ? json(
              { error: { code: 400, message: 'Bad request' }, invalid_fields: { email: ['Not this one'] } },
              400,
            )
          : undefined,
    });
    const form = await theForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Not this one')).toBeTruthy();
  });

  it('is read only when the server says it may not be changed', async () => {
    const { calls } = open({ credentialsPickup: credentialsPickup({ editable: false }) });
    const form = await theForm();
    expect(input(form, /Full name/).readOnly).toBe(true);
    expect(input(form, /Note/).readOnly).toBe(true);
    expect(within(form).getByText(/you cannot change it/)).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(puts(calls)).toHaveLength(0);
  });

  it('starts empty until someone is named', async () => {
    open({ credentialsPickup: credentialsPickup({ pickup: null }) });
    const form = await theForm();
    expect(input(form, /Full name/).value).toBe('');
    expect(within(form).queryByText(/Last changed/)).toBeNull();
  });

  it('offers a retry when it cannot be loaded', async () => {
    open({
      read: (call) =>
        call.path.includes('/credentials-pickup/')
          ? json({ error: { code: 500, message: 'Down' } }, 500)
          : undefined,
    });
    expect(
      await screen.findByText('The credentials pick-up could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets WSK staff choose the federation', async () => {
    const { calls } = open({ me: wskAdmin }, `${PATH}?federation=8`);
    await theForm();
    expect(calls.find((call) => call.path.includes('/credentials-pickup/'))?.path).toBe(
      '/api/client/events/1/credentials-pickup/8/',
    );
  });

  it('is not available to athletes', async () => {
    const { calls } = open({ me: athleteUser });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'The credentials pick-up is not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/credentials-pickup/'))).toBe(false);
  });
});
