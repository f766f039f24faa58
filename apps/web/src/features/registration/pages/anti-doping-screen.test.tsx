// The anti-doping step: prefill with the validity, the expired warning, the contract's messages, the exact
// PUT body with the uploaded certificate, server field errors, skipping, and the failed load.
import type { AntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  type Answer,
  bodyOf,
  callsTo,
  chooseFile,
  mockStepApi,
  selectOption,
  signingUpAthlete,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const ANTI_DOPING_PATH = `/api/client/users/users/${signingUpAthlete.id}/anti_doping/`;
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
  const fetchMock = mockStepApi({
    [`GET ${ANTI_DOPING_PATH}`]: () => json(null),
    ...uploadAnswers(USER_PRESIGN_PATH, CERTIFICATE),
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/anti-doping') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const yearInput = () => screen.findByLabelText(/Year of issue/, { selector: 'input' });

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('anti-doping screen', () => {
  it('prefills the stored certificate and says until when it is valid', async () => {
    open({ [`GET ${ANTI_DOPING_PATH}`]: () => json(stored) });
    expect(((await yearInput()) as HTMLInputElement).value).toBe(String(thisYear - 1));
    expect(screen.getByText(`Valid until 31/12/${thisYear + 1}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View current document' })).toBeTruthy();
  });

  it('warns when the certificate has expired', async () => {
    open({
      [`GET ${ANTI_DOPING_PATH}`]: () =>
        json({ ...stored, anti_doping_year_issued: thisYear - 3, expired: true }),
    });
    expect(await screen.findByText(new RegExp(`This certificate expired on 01/01/${thisYear}`))).toBeTruthy();
  });

  it('offers the years from 2000 to this one, newest first', async () => {
    open();
    fireEvent.click(await yearInput());
    const years = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(years[0]).toBe(String(thisYear));
    expect(years.at(-1)).toBe('2000');
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await yearInput();
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Upload the document')).toBeTruthy();
    expect(callsTo(fetchMock, ANTI_DOPING_PATH, 'PUT')).toHaveLength(0);
  });

  it('sends the year and the uploaded certificate and goes on to the national federation', async () => {
    const { fetchMock, router } = open({ [`PUT ${ANTI_DOPING_PATH}`]: () => json(stored) });
    await yearInput();
    await selectOption(/Year of issue/, String(thisYear - 2));
    await chooseFile(/Anti-doping certificate/, 'certificate.pdf', 'application/pdf');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/national-federation'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, ANTI_DOPING_PATH, 'PUT')).toEqual({
      anti_doping_year_issued: thisYear - 2,
      certificate: CERTIFICATE,
    });
  });

  it('puts the server’s invalid_fields on their fields', async () => {
    open({
      [`GET ${ANTI_DOPING_PATH}`]: () => json(stored),
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
    save();
    expect(await screen.findByText('Unknown file')).toBeTruthy();
  });

  it('skips to the next screen without saving', async () => {
    const { fetchMock, router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/national-federation'));
    expect(callsTo(fetchMock, ANTI_DOPING_PATH, 'PUT')).toHaveLength(0);
  });

  it('offers a retry when the certificate cannot be loaded', async () => {
    open({ [`GET ${ANTI_DOPING_PATH}`]: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your anti-doping certificate could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
