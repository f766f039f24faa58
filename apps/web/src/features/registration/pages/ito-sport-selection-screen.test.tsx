import type { SportReference, UserSport } from '@portal/contract/endpoints/sport-service';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { Sport } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const SPORT = '/api/client/sport/';
const ito: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 7, name: 'ITO', type: ROLE_TYPES.ITO, permission: null },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_sport_details: false,
  step_add_profile_picture: false,
};
const sports: Sport[] = [
  {
    id: 1,
    name: 'Inline speed skating',
    allowed_countries: [],
    need_extra_officials_nto: false,
    need_pre_seed: false,
    need_extra_quota: false,
    type: 'INLINE_SPEED_SKATING',
    icon: null,
    dates: null,
    is_team_based: false,
    extra_official_rules: null,
  },
];
const disciplines: SportReference[] = [{ id: 12, name: 'Sprint', code: null, number: null, sport: 1 }];
const added: UserSport = {
  id: 60,
  user: ito.id,
  kind: 'ito',
  sport: {
    id: 1,
    name: 'Inline speed skating',
    type: 'INLINE_SPEED_SKATING',
    icon: null,
    is_team_based: false,
  },
  federation: null,
  discipline: { id: 12, name: 'Sprint' },
  stance: null,
  device: null,
  marathon_no_level_show_modal: true,
  palmares_form: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(mine: () => UserSport[], extra: Record<string, () => Response> = {}) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(ito),
    '/api/client/users/register-progresses/my/': () => json(progress),
    [`${SPORT}user-sports/my/`]: () => json(mine()),
    [`${SPORT}sports/`]: () => json(sports),
    [`${SPORT}disciplines/`]: () => json(disciplines),
    [`${SPORT}stances/`]: () => json([{ id: 21, name: 'Regular', code: null, number: null, sport: null }]),
    [`${SPORT}devices/`]: () => json([{ id: 31, name: 'Inline skates', code: null, number: null, sport: 1 }]),
    ...extra,
  });
}

describe('ITO sport selection screen', () => {
  it('adds a sport with a discipline only and goes on to the profile picture', async () => {
    let mine: UserSport[] = [];
    const fetchMock = mockApi(() => mine, {
      [`${SPORT}user-sports/`]: () => {
        mine = [added];
        return json(added, 201);
      },
    });
    storeTokens();
    const { router } = renderRoutes('/ito/sport-selection');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(validationMessages.minCount(1));
    fireEvent.change(screen.getByLabelText(/^Sport/), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Sprint' });
    fireEvent.change(screen.getByLabelText('Discipline'), { target: { value: '12' } });
    expect(screen.queryByLabelText('Stance')).toBeNull();
    expect(screen.queryByLabelText('Device')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add sport' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `${SPORT}user-sports/`)).toEqual({ sport: 1, discipline: 12 }),
    );
    await screen.findByRole('listitem', { name: 'Inline speed skating' });
    expect(screen.queryByRole('button', { name: 'Palmares' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the sports cannot be loaded', async () => {
    mockApi(() => [], { [`${SPORT}sports/`]: () => new Response('Oops', { status: 500 }) });
    storeTokens();
    renderRoutes('/ito/sport-selection');
    expect(await screen.findByText('Your sports could not be loaded')).toBeTruthy();
  });
});
