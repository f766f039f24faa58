// The legal-guardian step of a minor athlete: POST of a new guardian with the uploaded consent, PATCH of
// the changed fields only, the contract's messages, server field errors, no skipping, failed loads.
import type { LegalGuardian } from '@portal/contract/endpoints/legal-guardians';
import type { LegalGuardianSummary, RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  type Answer,
  athleteProgress,
  bodyOf,
  callsTo,
  chooseFile,
  fill,
  GUARDIAN_PRESIGN_PATH,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  selectOption,
  signingUpAthlete,
  stubObjectUrls,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const GUARDIANS_PATH = '/api/client/users/legal-guardians/';
const CONSENT = uploadedName('pdf', '1');

const minorProgress: RegistrationProgress = {
  ...athleteProgress,
  step_passport_details: true,
  need_legal_guardian_step: true,
  step_guardian_details: false,
};
const minor: User = { ...signingUpAthlete, age_group: 'minor' };

const summary: LegalGuardianSummary = {
  id: 31,
  first_name: 'Grace',
  last_name: 'Skater',
  relation: 'mother',
  email: 'grace@portal.test',
  phone: '+31612345678',
  anti_doping_acknowledged: false,
};
const recorded: LegalGuardian = {
  ...summary,
  consent_document: {
    file_name: uploadedName('pdf', '2'),
    content_type: 'application/pdf',
    url: 'http://localhost/api/files/2/',
  },
};

function open({ user = minor, answers = {} }: { user?: User; answers?: Record<string, Answer> } = {}) {
  let me = user;
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(me),
    [PROGRESS_PATH]: () => json(minorProgress),
    ...uploadAnswers(GUARDIAN_PRESIGN_PATH, CONSENT),
    [`POST ${GUARDIANS_PATH}`]: () => {
      me = { ...user, legal_guardian: summary };
      return json(recorded, 201);
    },
    [`PATCH ${GUARDIANS_PATH}31/`]: () => json(recorded),
    [`GET ${GUARDIANS_PATH}31/`]: () => json(recorded),
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/legal-guardians') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('legal-guardians screen', () => {
  it('cannot be skipped', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await screen.findByLabelText(/First name of the guardian/);
    fill(/E-mail address of the guardian/, 'not-an-address');
    fill(/Phone number of the guardian/, 'abc');
    save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please enter valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is not valid.')).toBeTruthy();
    expect(screen.getByText('Upload the document')).toBeTruthy();
    expect(callsTo(fetchMock, GUARDIANS_PATH, 'POST')).toHaveLength(0);
  });

  it('records a new guardian with the uploaded consent, reloads the user and goes on', async () => {
    const { fetchMock, router, queryClient } = open();
    await screen.findByLabelText(/First name of the guardian/);
    fill(/First name of the guardian/, 'Grace');
    fill(/Last name of the guardian/, 'Skater');
    await selectOption(/Relation to you/, 'Mother');
    fill(/E-mail address of the guardian/, 'grace@portal.test');
    fill(/Phone number of the guardian/, '+31612345678');
    await chooseFile(/Signed consent/, 'consent.pdf', 'application/pdf');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-guardians/anti-doping'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, GUARDIANS_PATH, 'POST')).toEqual({
      first_name: 'Grace',
      last_name: 'Skater',
      relation: 'mother',
      email: 'grace@portal.test',
      phone: '+31612345678',
      consent_document: CONSENT,
    });
    expect(queryClient.getQueryData<User>(['me'])?.legal_guardian?.id).toBe(31);
  });

  it('prefills the recorded guardian, links the consent and sends only what changed', async () => {
    const { fetchMock, router } = open({ user: { ...minor, legal_guardian: summary } });
    expect(((await screen.findByLabelText(/First name of the guardian/)) as HTMLInputElement).value).toBe(
      'Grace',
    );
    expect((screen.getByLabelText(/Relation to you/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Mother',
    );
    expect((await screen.findByRole('link', { name: 'View current document' })).getAttribute('href')).toBe(
      'http://localhost/api/files/2/',
    );
    fill(/Phone number of the guardian/, '+31 6 1111 2222');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-guardians/anti-doping'));
    expect(callsTo(fetchMock, GUARDIANS_PATH, 'POST')).toHaveLength(0);
    expect(bodyOf(fetchMock, `${GUARDIANS_PATH}31/`, 'PATCH')).toEqual({ phone: '+31611112222' });
  });

  it('puts the server’s invalid_fields on their fields', async () => {
    open({
      user: { ...minor, legal_guardian: summary },
      answers: {
        [`PATCH ${GUARDIANS_PATH}31/`]: () =>
          json(
            {
              status: 'ERR',
              error: { code: 400, message: 'Invalid fields' },
              invalid_fields: { email: ['The guardian needs an e-mail address of their own'] },
            },
            400,
          ),
      },
    });
    await screen.findByLabelText(/First name of the guardian/);
    fill(/E-mail address of the guardian/, 'ada@portal.test');
    save();
    expect(await screen.findByText('The guardian needs an e-mail address of their own')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address of the guardian/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a retry when the guardian cannot be loaded', async () => {
    open({
      user: { ...minor, legal_guardian: summary },
      answers: { [`GET ${GUARDIANS_PATH}31/`]: () => new Response('Oops', { status: 500 }) },
    });
    expect(await screen.findByText('The details of your legal guardian could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
