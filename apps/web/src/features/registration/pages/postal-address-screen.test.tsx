// The postal-address step: prefill, the contract's messages, the exact PUT body, server field errors,
// skipping, and the failed load.
import type { PostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  type Answer,
  bodyOf,
  callsTo,
  fill,
  mockStepApi,
  selectOption,
  signingUpAthlete,
} from '../testing/step-fixtures';

const ADDRESS_PATH = `/api/client/users/users/${signingUpAthlete.id}/postal_address/`;

const stored: PostalAddress = {
  country: 'DE',
  region: 'Bavaria',
  city: 'Munich',
  postcode: '80331',
  street: 'Marienplatz 1',
};

function open(answers: Record<string, Answer> = {}) {
  const fetchMock = mockStepApi({ [`GET ${ADDRESS_PATH}`]: () => json(null), ...answers });
  storeTokens();
  return { fetchMock, ...renderRoutes('/postal-address') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postal-address screen', () => {
  it('prefills the stored address', async () => {
    open({ [`GET ${ADDRESS_PATH}`]: () => json(stored) });
    expect(((await screen.findByLabelText(/City/)) as HTMLInputElement).value).toBe('Munich');
    expect((screen.getByLabelText(/Region/) as HTMLInputElement).value).toBe('Bavaria');
    expect((screen.getByLabelText(/Country/, { selector: 'input' }) as HTMLInputElement).value).toContain(
      'Germany',
    );
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await screen.findByLabelText(/City/);
    fill(/Postcode/, '1'.repeat(21));
    save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('This field can contain no more than 20 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_PATH, 'PUT')).toHaveLength(0);
  });

  it('sends the exact body, without an empty region, and goes on to the social profiles', async () => {
    const { fetchMock, router } = open({
      [`PUT ${ADDRESS_PATH}`]: (init) => json(JSON.parse(String(init?.body))),
    });
    await screen.findByLabelText(/City/);
    await selectOption(/Country/, /Netherlands/);
    fill(/City/, 'Amsterdam');
    fill(/Postcode/, '1012 AB');
    fill(/Street and number/, 'Dam 1');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/social-profiles'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, ADDRESS_PATH, 'PUT')).toEqual({
      country: 'NL',
      region: null,
      city: 'Amsterdam',
      postcode: '1012 AB',
      street: 'Dam 1',
    });
  });

  it('puts the server’s invalid_fields on their fields', async () => {
    open({
      [`GET ${ADDRESS_PATH}`]: () => json(stored),
      [`PUT ${ADDRESS_PATH}`]: () =>
        json(
          {
            status: 'ERR',
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { postcode: ['Unknown postcode'] },
          },
          400,
        ),
    });
    await screen.findByLabelText(/City/);
    save();
    expect(await screen.findByText('Unknown postcode')).toBeTruthy();
    expect(screen.getByLabelText(/Postcode/).getAttribute('aria-invalid')).toBe('true');
  });

  it('skips to the next screen without saving', async () => {
    const { fetchMock, router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/social-profiles'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(fetchMock, ADDRESS_PATH, 'PUT')).toHaveLength(0);
  });

  it('offers a retry when the address cannot be loaded', async () => {
    let fail = true;
    open({ [`GET ${ADDRESS_PATH}`]: () => (fail ? new Response('Oops', { status: 500 }) : json(stored)) });
    expect(await screen.findByText('Your postal address could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText(/City/)) as HTMLInputElement).value).toBe('Munich');
  });
});
