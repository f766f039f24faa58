import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { Sport } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const SPORT = '/api/client/sport/';
const group = { id: 3, name: 'Sport', organization_type: null, allow_sports: true };
const wsk: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: PERMISSIONS.ADMIN },
  group,
};
const nf: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 5, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: PERMISSIONS.ADMIN },
  nf_admin_federation: { id: 9, name: 'Belgian federation', code: 'BEL' },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_sport_details: false,
  step_add_profile_picture: false,
};
const sport = (id: number, name: string): Sport => ({
  id,
  name,
  allowed_countries: [],
  need_extra_officials_nto: false,
  need_pre_seed: false,
  need_extra_quota: false,
  type: 'ROLLER_DERBY',
  icon: null,
  dates: null,
  is_team_based: false,
  extra_official_rules: null,
});
const sports = [sport(1, 'Inline speed skating'), sport(2, 'Roller derby')];
const staffSport = (kind: 'wsk' | 'nf', id: number, name: string): UserSport => ({
  id: 100 + id,
  user: athlete.id,
  kind,
  sport: { id, name, type: 'ROLLER_DERBY', icon: null, is_team_based: false },
  federation: null,
  discipline: null,
  stance: null,
  device: null,
  marathon_no_level_show_modal: false,
  palmares_form: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(user: User, kind: 'wsk' | 'nf', post: () => Response = () => json([])) {
  const path = `${SPORT}user-sports/${kind}_sports/`;
  const fetchMock = mockAuthApi({
    '/api/client/users/users/me/': () => json(user),
    '/api/client/users/register-progresses/my/': () => json(progress),
    [`${SPORT}sports/`]: () => json(sports),
    // GET answers the current list; POST (the save) answers what the test gives.
    [path]: () =>
      (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit] | undefined)?.[1].method === 'POST'
        ? post()
        : json([staffSport(kind, 2, 'Roller derby')]),
  });
  return fetchMock;
}

/** The body of the POST to a path ending with `suffix` (the same path also answers the GET). */
function postedBody(fetchMock: ReturnType<typeof mockAuthApi>, suffix: string): unknown {
  const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
    ([url, init]) => url.endsWith(suffix) && init.method === 'POST',
  );
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('staff sport selection screen', () => {
  it('WSK staff: prefilled from wsk_sports/, saved there, then the profile picture', async () => {
    const fetchMock = mockApi(wsk, 'wsk');
    storeTokens();
    const { router } = renderRoutes('/wsk/sport-selection');
    await waitFor(() => expect(checkbox('Roller derby').checked).toBe(true));
    expect(checkbox('Inline speed skating').checked).toBe(false);
    fireEvent.click(checkbox('Inline speed skating'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(postedBody(fetchMock, '/user-sports/wsk_sports/')).toEqual({ sports: [2, 1] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('nf_sports'))).toBe(false);
  });

  it('NF staff use nf_sports/ and need at least one sport', async () => {
    const fetchMock = mockApi(nf, 'nf');
    storeTokens();
    renderRoutes('/wsk/sport-selection');
    await waitFor(() => expect(checkbox('Roller derby').checked).toBe(true));
    fireEvent.click(checkbox('Roller derby'));
    expect(await screen.findByText(validationMessages.minCount(1))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(postedBody(fetchMock, '/user-sports/nf_sports/')).toBeUndefined();
    fireEvent.click(checkbox('Inline speed skating'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(postedBody(fetchMock, '/user-sports/nf_sports/')).toEqual({ sports: [1] }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('wsk_sports'))).toBe(false);
  });

  it('shows the server’s message on the list', async () => {
    mockApi(wsk, 'wsk', () =>
      json(
        {
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: { sports: ['Your group does not select sports'] },
        },
        400,
      ),
    );
    storeTokens();
    renderRoutes('/wsk/sport-selection');
    await waitFor(() => expect(checkbox('Roller derby').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Your group does not select sports')).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json(wsk),
      '/api/client/users/register-progresses/my/': () => json(progress),
      [`${SPORT}sports/`]: () => new Response('Oops', { status: 500 }),
    });
    storeTokens();
    renderRoutes('/wsk/sport-selection');
    expect(await screen.findByText('The sports could not be loaded')).toBeTruthy();
  });
});
