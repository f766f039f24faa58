// The passport on the profile: prefill, the contract's messages, the exact PUT body with a new scan, server
// field errors, the tip and staying on the page, the expired state at its boundary, the empty state and
// the failed load.
import type { PassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import { localIsoDate } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/testing/mock-api';
import { listenForTips, openProfile, registeredAthlete } from '../testing/profile-fixtures';
import {
  type Answer,
  bodyOf,
  callsTo,
  chooseFile,
  fill,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const PASSPORT_PATH = `/api/client/users/users/${registeredAthlete.id}/passport_details/`;
const SCAN = uploadedName('png', 'e');

const stored: PassportDetails = {
  first_name: 'Ada',
  last_name: 'Skater-Lovelace',
  birthday: '1995-04-12',
  gender: 'F',
  nationality: 'NL',
  passport_number: 'NX1234567',
  active_until_date: '2031-01-31',
  passport_scan: {
    file_name: uploadedName('pdf', 'd'),
    content_type: 'application/pdf',
    url: 'http://localhost/api/files/d/',
  },
};

/** `days` from today, as an ISO date. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

function open(answers: Record<string, Answer> = {}) {
  return openProfile('/profile/passport-details', {
    [`GET ${PASSPORT_PATH}`]: () => json(stored),
    [`PUT ${PASSPORT_PATH}`]: () => json(stored),
    ...uploadAnswers(USER_PRESIGN_PATH, SCAN),
    ...answers,
  });
}

const saveChanges = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const lastName = () => screen.findByLabelText(/Last name/);

let tips: ReturnType<typeof listenForTips>;

beforeEach(() => {
  stubObjectUrls();
  tips = listenForTips();
});

afterEach(() => {
  tips.off();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile passport-details screen', () => {
  it('prefills the stored passport, links its scan and offers no step navigation', async () => {
    open();
    expect(((await lastName()) as HTMLInputElement).value).toBe('Skater-Lovelace');
    expect((screen.getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('12/04/1995');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Nationality/, { selector: 'input' }) as HTMLInputElement).value).toContain(
      'Netherlands',
    );
    expect((screen.getByLabelText(/Passport number/) as HTMLInputElement).value).toBe('NX1234567');
    expect(screen.getByRole('link', { name: 'View current document' }).getAttribute('href')).toBe(
      'http://localhost/api/files/d/',
    );
    expect(screen.getByText('Valid until 31/01/2031')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await lastName();
    fill(/First name/, '');
    fill(/Date of birth/, '2999-01-01');
    fill(/Passport number/, 'AB-12');
    saveChanges();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('The date cannot be in the future')).toBeTruthy();
    expect(screen.getByText('Passport number is not valid.')).toBeTruthy();
    expect(callsTo(fetchMock, PASSPORT_PATH, 'PUT')).toHaveLength(0);
  });

  it('saves the exact body with a new scan, shows a tip and stays on the page', async () => {
    const { fetchMock, router } = open();
    await lastName();
    fill(/Passport number/, 'NX7654321');
    fill(/Expiry date/, '2035-06-30');
    await chooseFile(/Passport scan/, 'passport.png', 'image/png');
    saveChanges();
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your passport details have been saved.'));
    expect(bodyOf(fetchMock, PASSPORT_PATH, 'PUT')).toEqual({
      first_name: 'Ada',
      last_name: 'Skater-Lovelace',
      birthday: '1995-04-12',
      gender: 'F',
      nationality: 'NL',
      passport_number: 'NX7654321',
      active_until_date: '2035-06-30',
      passport_scan: SCAN,
    });
    expect(await screen.findByText('Your passport details have been saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/passport-details');
    expect((screen.getByLabelText(/Passport number/) as HTMLInputElement).value).toBe('NX7654321');
  });

  it('keeps the stored scan when no new one is chosen', async () => {
    const { fetchMock } = open();
    await lastName();
    saveChanges();
    await waitFor(() => expect(callsTo(fetchMock, PASSPORT_PATH, 'PUT')).toHaveLength(1));
    expect(bodyOf(fetchMock, PASSPORT_PATH, 'PUT')).toMatchObject({
      passport_scan: stored.passport_scan?.file_name,
    });
  });

  it('puts the server’s invalid_fields on their fields and shows no tip', async () => {
    open({
      [`PUT ${PASSPORT_PATH}`]: () =>
        json(
          {
            status: 'ERR',
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { passport_number: ['This passport number is already registered'] },
          },
          400,
        ),
    });
    await lastName();
    saveChanges();
    expect(await screen.findByText('This passport number is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/Passport number/).getAttribute('aria-invalid')).toBe('true');
    expect(tips.tip).not.toHaveBeenCalled();
  });

  it('counts a passport valid until today as expired', async () => {
    open({ [`GET ${PASSPORT_PATH}`]: () => json({ ...stored, active_until_date: dayFromToday(0) }) });
    expect(await screen.findByText(/expired passport blocks event entries/)).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('does not count a passport valid until tomorrow as expired', async () => {
    open({ [`GET ${PASSPORT_PATH}`]: () => json({ ...stored, active_until_date: dayFromToday(1) }) });
    await lastName();
    expect(screen.queryByText(/expired passport blocks event entries/)).toBeNull();
    expect(screen.queryByText('Expired')).toBeNull();
    expect(screen.getByText(/^Valid until/)).toBeTruthy();
  });

  it('says there is no passport yet and offers the empty form with the account’s names', async () => {
    open({ [`GET ${PASSPORT_PATH}`]: () => json(null) });
    expect(await screen.findByText('No passport details yet.')).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/Passport number/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('offers a retry when the passport cannot be loaded', async () => {
    open({ [`GET ${PASSPORT_PATH}`]: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your passport details could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
