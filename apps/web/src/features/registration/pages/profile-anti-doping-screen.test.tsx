// The anti-doping certificate on the profile: prefill with its validity, the expired state, the contract's
// messages, the exact PUT body, server field errors, the tip and staying on the page, the empty state and
// the failed load.
import type { AntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/testing/mock-api';
import { listenForTips, openProfile, registeredAthlete } from '../testing/profile-fixtures';
import {
  type Answer,
  bodyOf,
  callsTo,
  chooseFile,
  selectOption,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const ANTI_DOPING_PATH = `/api/client/users/users/${registeredAthlete.id}/anti_doping/`;
const CERTIFICATE = uploadedName('pdf', 'f');
const thisYear = new Date().getFullYear();

const stored: AntiDoping = {
  anti_doping_year_issued: thisYear - 1,
  expired: false,
  certificate: {
    file_name: uploadedName('pdf', 'c'),
    content_type: 'application/pdf',
    url: 'http://localhost/api/files/c/',
  },
};

function open(answers: Record<string, Answer> = {}) {
  return openProfile('/profile/anti-doping', {
    [`GET ${ANTI_DOPING_PATH}`]: () => json(stored),
    [`PUT ${ANTI_DOPING_PATH}`]: () => json(stored),
    ...uploadAnswers(USER_PRESIGN_PATH, CERTIFICATE),
    ...answers,
  });
}

const saveChanges = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const yearInput = () => screen.findByLabelText(/Year of issue/, { selector: 'input' });

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

describe('profile anti-doping screen', () => {
  it('prefills the certificate, links it and says until when it is valid', async () => {
    open();
    expect(((await yearInput()) as HTMLInputElement).value).toBe(String(thisYear - 1));
    expect(screen.getByText(`Valid until 31/12/${thisYear + 1}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View current document' }).getAttribute('href')).toBe(
      'http://localhost/api/files/c/',
    );
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it('marks a certificate of three years ago as expired', async () => {
    open({
      [`GET ${ANTI_DOPING_PATH}`]: () =>
        json({ ...stored, anti_doping_year_issued: thisYear - 3, expired: true }),
    });
    expect(await screen.findByText(new RegExp(`This certificate expired on 01/01/${thisYear}`))).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('counts a certificate of two years ago as still valid', async () => {
    open({ [`GET ${ANTI_DOPING_PATH}`]: () => json({ ...stored, anti_doping_year_issued: thisYear - 2 }) });
    expect(await screen.findByText(`Valid until 31/12/${thisYear}`)).toBeTruthy();
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open({ [`GET ${ANTI_DOPING_PATH}`]: () => json(null) });
    await yearInput();
    saveChanges();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Upload the document')).toBeTruthy();
    expect(callsTo(fetchMock, ANTI_DOPING_PATH, 'PUT')).toHaveLength(0);
  });

  it('saves the year and a new certificate, shows a tip and stays on the page', async () => {
    const { fetchMock, router } = open();
    await yearInput();
    await selectOption(/Year of issue/, String(thisYear));
    await chooseFile(/Anti-doping certificate/, 'certificate.pdf', 'application/pdf');
    saveChanges();
    await waitFor(() =>
      expect(tips.tip).toHaveBeenCalledWith('Your anti-doping certificate has been saved.'),
    );
    expect(bodyOf(fetchMock, ANTI_DOPING_PATH, 'PUT')).toEqual({
      anti_doping_year_issued: thisYear,
      certificate: CERTIFICATE,
    });
    expect(await screen.findByText('Your anti-doping certificate has been saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/anti-doping');
  });

  it('puts the server’s invalid_fields on their fields and shows no tip', async () => {
    open({
      [`PUT ${ANTI_DOPING_PATH}`]: () =>
        json(
          {
            status: 'ERR',
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { certificate: ['Unknown file'] },
          },
          400,
        ),
    });
    await yearInput();
    saveChanges();
    expect(await screen.findByText('Unknown file')).toBeTruthy();
    expect(tips.tip).not.toHaveBeenCalled();
  });

  it('says there is no certificate yet', async () => {
    open({ [`GET ${ANTI_DOPING_PATH}`]: () => json(null) });
    expect(await screen.findByText('No anti-doping certificate yet.')).toBeTruthy();
    expect(((await yearInput()) as HTMLInputElement).value).toBe('');
  });

  it('offers a retry when the certificate cannot be loaded', async () => {
    open({ [`GET ${ANTI_DOPING_PATH}`]: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your anti-doping certificate could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
