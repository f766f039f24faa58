// The legal guardian's anti-doping acknowledgement: the agreement message, the PATCH, the reloaded user,
// and the way back when no guardian is recorded yet.
import type { LegalGuardianSummary, RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteProgress,
  bodyOf,
  callsTo,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  signingUpAthlete,
} from '../testing/step-fixtures';

const GUARDIAN_PATH = '/api/client/users/legal-guardians/31/';

const minorProgress: RegistrationProgress = {
  ...athleteProgress,
  step_passport_details: true,
  need_legal_guardian_step: true,
  step_guardian_details: true,
};
const guardian: LegalGuardianSummary = {
  id: 31,
  first_name: 'Grace',
  last_name: 'Skater',
  relation: 'mother',
  email: 'grace@portal.test',
  phone: '+31612345678',
  anti_doping_acknowledged: false,
};
const minor: User = { ...signingUpAthlete, age_group: 'minor', legal_guardian: guardian };

function open(user: User = minor) {
  let me = user;
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(me),
    [PROGRESS_PATH]: () => json(minorProgress),
    [`PATCH ${GUARDIAN_PATH}`]: () => {
      me = { ...user, legal_guardian: { ...guardian, anti_doping_acknowledged: true } };
      return json({ ...guardian, anti_doping_acknowledged: true, consent_document: null });
    },
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/legal-guardians/anti-doping') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guardian anti-doping screen', () => {
  it('names the guardian and links the anti-doping policy', async () => {
    open();
    expect(await screen.findByLabelText(/I, Grace Skater, the legal guardian/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anti-doping policy' }).getAttribute('href')).toBe(
      '/anti-doping-policy',
    );
  });

  it('asks for the agreement before sending', async () => {
    const { fetchMock } = open();
    await screen.findByLabelText(/I, Grace Skater/);
    save();
    expect(await screen.findByText('You should accept the agreement')).toBeTruthy();
    expect(callsTo(fetchMock, GUARDIAN_PATH, 'PATCH')).toHaveLength(0);
  });

  it('records the acknowledgement, reloads the user and goes on to the postal address', async () => {
    const { fetchMock, router, queryClient } = open();
    fireEvent.click(await screen.findByLabelText(/I, Grace Skater/));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/postal-address'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, GUARDIAN_PATH, 'PATCH')).toEqual({ anti_doping_acknowledged: true });
    expect(queryClient.getQueryData<User>(['me'])?.legal_guardian?.anti_doping_acknowledged).toBe(true);
  });

  it('sends the user back to the guardian step when there is no guardian yet', async () => {
    open({ ...minor, legal_guardian: null });
    expect(await screen.findByText('No legal guardian yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your legal guardian' }).getAttribute('href')).toBe(
      '/legal-guardians',
    );
  });
});
