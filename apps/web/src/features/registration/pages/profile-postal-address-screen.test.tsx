// The postal address on the profile: prefill, the contract's messages, the exact PUT body, server field
// errors, the tip and staying on the page, the empty state and the failed load.
import type { PostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/testing/mock-api';
import { listenForTips, openProfile, registeredAthlete } from '../testing/profile-fixtures';
import { type Answer, bodyOf, callsTo, fill, selectOption } from '../testing/step-fixtures';

const ADDRESS_PATH = `/api/client/users/users/${registeredAthlete.id}/postal_address/`;

const stored: PostalAddress = {
  country: 'DE',
  region: 'Bavaria',
  city: 'Munich',
  postcode: '80331',
  street: 'Marienplatz 1',
};

function open(answers: Record<string, Answer> = {}) {
  return openProfile('/profile/postal-address', {
    [`GET ${ADDRESS_PATH}`]: () => json(stored),
    [`PUT ${ADDRESS_PATH}`]: (init) => json(JSON.parse(String(init?.body))),
    ...answers,
  });
}

const saveChanges = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const city = () => screen.findByLabelText(/City/);

let tips: ReturnType<typeof listenForTips>;

beforeEach(() => {
  tips = listenForTips();
});

afterEach(() => {
  tips.off();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile postal-address screen', () => {
  it('prefills the stored address without step navigation', async () => {
    open();
    expect(((await city()) as HTMLInputElement).value).toBe('Munich');
    expect((screen.getByLabelText(/Region/) as HTMLInputElement).value).toBe('Bavaria');
    expect((screen.getByLabelText(/Country/, { selector: 'input' }) as HTMLInputElement).value).toContain(
      'Germany',
    );
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await city();
    fill(/City/, '');
    fill(/Postcode/, '1'.repeat(21));
    saveChanges();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('This field can contain no more than 20 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_PATH, 'PUT')).toHaveLength(0);
  });

  it('saves the exact body, without an empty region, shows a tip and stays on the page', async () => {
    const { fetchMock, router } = open();
    await city();
    await selectOption(/Country/, /Netherlands/);
    fill(/Region/, '  ');
    fill(/City/, 'Amsterdam');
    fill(/Postcode/, '1012 AB');
    fill(/Street and number/, 'Dam 1');
    saveChanges();
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your postal address has been saved.'));
    expect(bodyOf(fetchMock, ADDRESS_PATH, 'PUT')).toEqual({
      country: 'NL',
      region: null,
      city: 'Amsterdam',
      postcode: '1012 AB',
      street: 'Dam 1',
    });
    expect(await screen.findByText('Your postal address has been saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/postal-address');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Amsterdam');
  });

  it('puts the server’s invalid_fields on their fields and shows no tip', async () => {
    open({
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
    await city();
    saveChanges();
    expect(await screen.findByText('Unknown postcode')).toBeTruthy();
    expect(screen.getByLabelText(/Postcode/).getAttribute('aria-invalid')).toBe('true');
    expect(tips.tip).not.toHaveBeenCalled();
  });

  it('says there is no address yet and offers the empty form', async () => {
    open({ [`GET ${ADDRESS_PATH}`]: () => json(null) });
    expect(await screen.findByText('No postal address yet.')).toBeTruthy();
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('');
  });

  it('offers a retry when the address cannot be loaded', async () => {
    let fail = true;
    open({ [`GET ${ADDRESS_PATH}`]: () => (fail ? new Response('Oops', { status: 500 }) : json(stored)) });
    expect(await screen.findByText('Your postal address could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await city()) as HTMLInputElement).value).toBe('Munich');
  });
});
