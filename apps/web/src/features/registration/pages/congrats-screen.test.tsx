// The end of an athlete's sign-up: what happens next, the missing step if any, and the way to the profile.
import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteProgress,
  athleteRole,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  signingUpAthlete,
} from '../testing/step-fixtures';

const registered: User = { ...athlete, role: athleteRole };

function open(user: User, progress = completeProgress) {
  mockStepApi({ [ME_PATH]: () => json(user), [PROGRESS_PATH]: () => json(progress) });
  storeTokens();
  return renderRoutes('/congrats');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('congrats screen', () => {
  it('says an administrator approves a pending athlete role before event entries', async () => {
    open({ ...registered, role_status: 'pending' });
    expect(await screen.findByText(/approves your athlete role/)).toBeTruthy();
    expect(screen.queryByText('One step is missing')).toBeNull();
  });

  it('names the missing required step with a link', async () => {
    open(signingUpAthlete, {
      ...athleteProgress,
      step_passport_details: true,
      step_add_profile_picture: true,
    });
    expect(await screen.findByText('One step is missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'National federation' }).getAttribute('href')).toBe(
      '/national-federation',
    );
  });

  it('names the legal guardian of a minor when it is missing', async () => {
    open(
      { ...signingUpAthlete, age_group: 'minor' },
      {
        ...completeProgress,
        user__registration_completed: false,
        need_legal_guardian_step: true,
        step_guardian_details: false,
      },
    );
    expect(await screen.findByRole('link', { name: 'Legal guardians' })).toBeTruthy();
  });

  it('goes to the account details', async () => {
    const { router } = open(registered);
    fireEvent.click(await screen.findByRole('link', { name: 'Go to my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
  });
});
