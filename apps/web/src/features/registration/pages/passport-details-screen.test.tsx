// The passport-details step: prefill, the contract's messages, the exact PUT body with the uploaded scan,
// server field errors, warnings, and where the walk goes next.
import type { PassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteProgress,
  bodyOf,
  callsTo,
  chooseFile,
  fill,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  selectOption,
  signingUpAthlete,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const PASSPORT_PATH = `/api/client/users/users/${signingUpAthlete.id}/passport_details/`;
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

interface Setup {
  passport?: PassportDetails | null;
  user?: User;
  progress?: () => RegistrationProgress;
  save?: () => Response;
  load?: () => Response;
  path?: string;
}

function setUp({
  passport = null,
  user = signingUpAthlete,
  progress = () => athleteProgress,
  save = () => json(stored),
  load = () => json(passport),
  path = '/passport-details',
}: Setup = {}) {
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(user),
    [PROGRESS_PATH]: () => json(progress()),
    ...uploadAnswers(USER_PRESIGN_PATH, SCAN),
    [`GET ${PASSPORT_PATH}`]: load,
    [`PUT ${PASSPORT_PATH}`]: save,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes(path) };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

async function fillNewPassport() {
  fill(/Date of birth/, '12/04/1995');
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await selectOption(/Nationality/, /Netherlands/);
  fill(/Passport number/, 'NX1234567');
  fill(/Expiry date/, '2031-01-31');
  await chooseFile(/Passport scan/, 'passport.png', 'image/png');
}

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passport-details screen', () => {
  it('prefills the names of the account when there is no passport yet', async () => {
    setUp();
    expect(((await screen.findByLabelText(/First name/)) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Skater');
    expect((screen.getByLabelText(/Passport number/) as HTMLInputElement).value).toBe('');
  });

  it('prefills the stored passport and links its scan', async () => {
    setUp({ passport: stored });
    expect(((await screen.findByLabelText(/Last name/)) as HTMLInputElement).value).toBe('Skater-Lovelace');
    expect((screen.getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('12/04/1995');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Nationality/, { selector: 'input' }) as HTMLInputElement).value).toContain(
      'Netherlands',
    );
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('31/01/2031');
    expect(screen.getByRole('link', { name: 'View current document' }).getAttribute('href')).toBe(
      'http://localhost/api/files/d/',
    );
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = setUp();
    await screen.findByLabelText(/First name/);
    fill(/First name/, '');
    fill(/Date of birth/, '2999-01-01');
    fill(/Passport number/, 'AB-12');
    save();
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('The date cannot be in the future')).toBeTruthy();
    expect(screen.getByText('Passport number is not valid.')).toBeTruthy();
    expect(screen.getByText('Upload the document')).toBeTruthy();
    expect(callsTo(fetchMock, PASSPORT_PATH, 'PUT')).toHaveLength(0);
  });

  it('sends the exact body with the uploaded scan and goes on to the postal address (adult athlete)', async () => {
    let progress = athleteProgress;
    const { fetchMock, router } = setUp({
      progress: () => progress,
      save: () => {
        progress = { ...athleteProgress, step_passport_details: true };
        return json({ ...stored, passport_scan: null });
      },
    });
    await screen.findByLabelText(/First name/);
    await fillNewPassport();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/postal-address'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, PASSPORT_PATH, 'PUT')).toEqual({
      first_name: 'Ada',
      last_name: 'Skater',
      birthday: '1995-04-12',
      gender: 'F',
      nationality: 'NL',
      passport_number: 'NX1234567',
      active_until_date: '2031-01-31',
      passport_scan: SCAN,
    });
  });

  it('sends a minor athlete on to the legal guardian and says so beforehand', async () => {
    let progress = athleteProgress;
    const { router } = setUp({
      progress: () => progress,
      save: () => {
        progress = { ...athleteProgress, step_passport_details: true, need_legal_guardian_step: true };
        return json(stored);
      },
    });
    await screen.findByLabelText(/First name/);
    await fillNewPassport();
    const year = new Date().getFullYear() - 12;
    fill(/Date of birth/, `${year}-01-01`);
    expect(screen.getByText(/You are under 18/)).toBeTruthy();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-guardians'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not announce a guardian step to a guest under 18 (staff variant of the screen)', async () => {
    const guestRole = { id: 1, name: 'Guest', type: 'guest' as const, permission: null };
    let progress = { ...athleteProgress, step_role_guest_is_selected: true };
    const { router } = setUp({
      path: '/wsk/passport-details',
      user: { ...signingUpAthlete, role: guestRole },
      progress: () => progress,
      save: () => {
        progress = { ...progress, step_passport_details: true };
        return json(stored);
      },
    });
    await screen.findByLabelText(/First name/);
    await fillNewPassport();
    fill(/Date of birth/, `${new Date().getFullYear() - 12}-01-01`);
    expect(screen.queryByText(/You are under 18/)).toBeNull();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture'));
  });

  it('warns that an expired passport blocks event entries', async () => {
    setUp({ passport: { ...stored, active_until_date: '2020-01-01' } });
    expect(await screen.findByText(/expired passport blocks event entries/)).toBeTruthy();
  });

  it('puts the server’s invalid_fields on their fields', async () => {
    setUp({
      passport: stored,
      save: () =>
        json(
          {
            status: 'ERR',
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { passport_number: ['This passport number is already registered'] },
          },
          400,
        ),
    });
    await screen.findByLabelText(/First name/);
    save();
    expect(await screen.findByText('This passport number is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/Passport number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a retry when the passport cannot be loaded', async () => {
    setUp({ load: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your passport details could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
