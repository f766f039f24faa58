// The sign-up summary: what was entered, "Not given" for skipped steps, Edit links, and Continue.
import type { PassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import type { SocialLink } from '@portal/contract/endpoints/social';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  type Answer,
  athleteProgress,
  callsTo,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  SOCIAL_LINKS_PATH,
  signingUpAthlete,
  USER_SPORTS_PATH,
} from '../testing/step-fixtures';

const USER_PATH = `/api/client/users/users/${signingUpAthlete.id}/`;

const passport: PassportDetails = {
  first_name: 'Ada',
  last_name: 'Skater',
  birthday: '1995-04-12',
  gender: 'F',
  nationality: 'NL',
  passport_number: 'NX1234567',
  active_until_date: '2031-01-31',
  passport_scan: null,
};
const sport: UserSport = {
  id: 5,
  user: signingUpAthlete.id,
  kind: 'athlete',
  sport: {
    id: 3,
    name: 'Inline speed skating',
    type: 'INLINE_SPEED_SKATING',
    icon: null,
    is_team_based: false,
  },
  federation: null,
  discipline: null,
  stance: null,
  device: null,
  marathon_no_level_show_modal: false,
  palmares_form: null,
};
const link: SocialLink = {
  id: 1,
  user: signingUpAthlete.id,
  provider: { id: 1, code: 'instagram', name: 'Instagram' },
  url: 'https://instagram.com/ada',
  created: '2026-01-01T10:00:00Z',
};
const user: User = {
  ...signingUpAthlete,
  national_federation: { id: 1, name: 'Netherlands', code: 'NED' },
};
const progress = { ...athleteProgress, step_passport_details: true, step_national_federation: true };

function open(answers: Record<string, Answer> = {}) {
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(user),
    [PROGRESS_PATH]: () => json(progress),
    [`${USER_PATH}passport_details/`]: () => json(passport),
    [`${USER_PATH}postal_address/`]: () => json(null),
    [`${USER_PATH}anti_doping/`]: () => json(null),
    [USER_SPORTS_PATH]: () => json([sport]),
    [SOCIAL_LINKS_PATH]: () => json([link]),
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/summary') };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('summary screen', () => {
  it('shows what was entered, with dates as DD/MM/YYYY', async () => {
    open();
    const passportSection = await section('Passport details');
    expect(passportSection.getByText('12/04/1995')).toBeTruthy();
    expect(passportSection.getByText('Female')).toBeTruthy();
    expect(passportSection.getByText('🇳🇱 Netherlands')).toBeTruthy();
    expect(passportSection.getByText('31/01/2031')).toBeTruthy();
    expect((await section('Account')).getByText('athlete@portal.test')).toBeTruthy();
    expect((await section('Sports')).getByText('Not belonging to any federation')).toBeTruthy();
    expect(
      (await section('Social profiles')).getByRole('link', { name: 'https://instagram.com/ada' }),
    ).toBeTruthy();
    expect((await section('National federation')).getByText('Netherlands')).toBeTruthy();
  });

  it('says "Not given" for skipped steps and hides the guardian of an adult', async () => {
    open();
    expect((await section('Postal address')).getByText('Not given')).toBeTruthy();
    expect((await section('Anti-doping')).getByText('Not given')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Legal guardian' })).toBeNull();
  });

  it('shows the legal guardian of a minor', async () => {
    mockStepApi({
      [ME_PATH]: () =>
        json({
          ...user,
          age_group: 'minor',
          legal_guardian: {
            id: 31,
            first_name: 'Grace',
            last_name: 'Skater',
            relation: 'mother',
            email: 'grace@portal.test',
            phone: '+31612345678',
            anti_doping_acknowledged: true,
          },
        }),
      [PROGRESS_PATH]: () =>
        json({ ...progress, need_legal_guardian_step: true, step_guardian_details: true }),
      [`${USER_PATH}passport_details/`]: () => json(passport),
      [`${USER_PATH}postal_address/`]: () => json(null),
      [`${USER_PATH}anti_doping/`]: () => json(null),
      [SOCIAL_LINKS_PATH]: () => json([]),
    });
    storeTokens();
    renderRoutes('/summary');
    const guardian = await section('Legal guardian');
    expect(guardian.getByText('Grace Skater')).toBeTruthy();
    expect(guardian.getByText('Mother')).toBeTruthy();
    expect(guardian.getByRole('link', { name: 'Edit legal guardian' }).getAttribute('href')).toBe(
      '/legal-guardians',
    );
    expect((await section('Social profiles')).getByText('Not given')).toBeTruthy();
  });

  it('links every step to edit it', async () => {
    open();
    await section('Passport details');
    const edits = Object.fromEntries(
      screen
        .getAllByRole('link', { name: /^Edit / })
        .map((anchor) => [anchor.getAttribute('aria-label'), anchor.getAttribute('href')]),
    );
    expect(edits).toEqual({
      'Edit passport details': '/passport-details',
      'Edit postal address': '/postal-address',
      'Edit anti-doping': '/anti-doping',
      'Edit sports': '/sport-selection',
      'Edit social profiles': '/social-profiles',
      'Edit national federation': '/national-federation',
    });
  });

  it('continues to the profile picture without saving anything', async () => {
    const { fetchMock, router } = open();
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(fetchMock, '/', 'PUT')).toHaveLength(0);
    expect(callsTo(fetchMock, '/', 'POST')).toHaveLength(0);
  });

  it('offers a retry when a part cannot be loaded', async () => {
    open({ [`${USER_PATH}anti_doping/`]: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your details could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
