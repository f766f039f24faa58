import type { PalmaresForm, SportReference, UserSport } from '@portal/contract/endpoints/sport-service';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { Sport } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const SPORT = '/api/client/sport/';
const me: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_sport_details: false,
  step_passport_details: false,
};

const sport = (id: number, name: string, allowed: string[] = []): Sport => ({
  id,
  name,
  allowed_countries: allowed,
  need_extra_officials_nto: false,
  need_pre_seed: false,
  need_extra_quota: false,
  type: 'INLINE_SPEED_SKATING',
  icon: null,
  dates: null,
  is_team_based: false,
  extra_official_rules: null,
});
const sports = [sport(1, 'Inline speed skating'), sport(2, 'Roller derby'), sport(3, 'Skate cross', ['NL'])];
const disciplines: SportReference[] = [
  { id: 11, name: 'Marathon', code: null, number: null, sport: 1 },
  { id: 12, name: 'Sprint', code: null, number: null, sport: 1 },
];
const stances: SportReference[] = [{ id: 21, name: 'Regular', code: null, number: null, sport: null }];

const userSport = (overrides: Partial<UserSport> = {}): UserSport => ({
  id: 50,
  user: me.id,
  kind: 'athlete',
  sport: { id: 2, name: 'Roller derby', type: 'ROLLER_DERBY', icon: null, is_team_based: true },
  federation: null,
  discipline: null,
  stance: null,
  device: null,
  marathon_no_level_show_modal: true,
  palmares_form: null,
  ...overrides,
});

function mockApi(mySports: () => UserSport[], answers: Record<string, () => Response> = {}) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(me),
    '/api/client/users/register-progresses/my/': () => json(progress),
    [`${SPORT}user-sports/my/`]: () => json(mySports()),
    [`${SPORT}sports/`]: () => json(sports),
    [`${SPORT}disciplines/`]: () => json(disciplines),
    [`${SPORT}stances/`]: () => json(stances),
    [`${SPORT}devices/`]: () => json([]),
    ...answers,
  });
}

function callTo(fetchMock: ReturnType<typeof mockAuthApi>, suffix: string) {
  return fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix)) as
    | [string, RequestInit]
    | undefined;
}

async function open(path = '/sport-selection') {
  storeTokens();
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Sport selection' });
  await screen.findByRole('button', { name: 'Save and continue' });
  return view;
}

const choose = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sport selection screen', () => {
  it('lists the chosen sports with the default federation name and offers the others', async () => {
    mockApi(() => [userSport()]);
    await open();
    const card = await screen.findByRole('listitem', { name: 'Roller derby' });
    expect(within(card).getByText('Not belonging to any federation')).toBeTruthy();
    const options = [...(screen.getByLabelText(/^Sport/) as HTMLSelectElement).options].map((o) => o.text);
    // Already chosen sports are not offered again; the country is unknown, so every other sport shows.
    expect(options).toEqual(['Choose a sport', 'Inline speed skating', 'Skate cross']);
  });

  it('hides sports closed to the country of the user’s federation', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () =>
        json({ ...me, national_federation: { id: 9, name: 'Belgian federation', code: 'BEL' } }),
      '/api/client/users/register-progresses/my/': () => json(progress),
      [`${SPORT}user-sports/my/`]: () => json([]),
      [`${SPORT}sports/`]: () => json(sports),
      [`${SPORT}federations/`]: () =>
        json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 9,
              name: 'Belgian federation',
              code: 'BEL',
              country_code: 'BE',
              flag: '🇧🇪',
              is_default: false,
            },
          ],
        }),
    });
    await open();
    await screen.findByRole('option', { name: 'Roller derby' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Skate cross' })).toBeNull());
  });

  it('asks for a sport before adding one', async () => {
    mockApi(() => []);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add sport' }));
    expect(await screen.findByText(validationMessages.required)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Sport/)));
  });

  it('adds a sport with its discipline and stance and explains marathon entries once', async () => {
    let mine: UserSport[] = [];
    const added = userSport({
      id: 51,
      sport: {
        id: 1,
        name: 'Inline speed skating',
        type: 'INLINE_SPEED_SKATING',
        icon: null,
        is_team_based: false,
      },
      discipline: { id: 11, name: 'Marathon' },
      stance: { id: 21, name: 'Regular' },
    });
    const fetchMock = mockApi(() => mine, {
      [`${SPORT}user-sports/`]: () => {
        mine = [added];
        return json(added, 201);
      },
      [`${SPORT}user-sports/51/change_marathon_no_level_show_modal/`]: () =>
        json({ ...added, marathon_no_level_show_modal: false }),
    });
    await open();
    choose(/^Sport/, '1');
    await screen.findByRole('option', { name: 'Marathon' });
    choose('Discipline', '11');
    await screen.findByLabelText('Stance');
    choose('Stance', '21');
    expect(screen.queryByLabelText('Device')).toBeNull();
    const add = screen.getByRole('button', { name: 'Add sport' });
    add.focus();
    fireEvent.click(add);
    // Busy but never disabled while the sport is saved: a disabled button would drop the focus.
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(add);
    await waitFor(() =>
      expect(sentBody(fetchMock, `${SPORT}user-sports/`)).toEqual({
        sport: 1,
        discipline: 11,
        stance: 21,
        device: null,
      }),
    );
    expect(callTo(fetchMock, `${SPORT}user-sports/`)?.[1].method).toBe('POST');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Marathon entries are not graded by level/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't show again" }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/user-sports/51/change_marathon_no_level_show_modal/')).toEqual({
        marathon_no_level_show_modal: false,
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Inline speed skating' })).toBeTruthy();
    // The closed explanation hands the focus back to the button.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('shows the server’s message on the sport field', async () => {
    mockApi(() => [], {
      [`${SPORT}user-sports/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { sport: ['This sport is not open to athletes of your country'] },
          },
          400,
        ),
    });
    await open();
    choose(/^Sport/, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Add sport' }));
    expect(await screen.findByText('This sport is not open to athletes of your country')).toBeTruthy();
    expect(screen.getByLabelText(/^Sport/).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes and removes a chosen sport', async () => {
    let mine = [userSport()];
    const fetchMock = mockApi(() => mine, {
      [`${SPORT}user-sports/50/partial_update_by_user/`]: () =>
        json(userSport({ discipline: { id: 12, name: 'Sprint' } })),
      [`${SPORT}user-sports/50/`]: () => {
        mine = [];
        return json(null, 204);
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Roller derby' }));
    await screen.findByRole('option', { name: 'Sprint' });
    choose('Discipline', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/user-sports/50/partial_update_by_user/')).toEqual({
        discipline: 12,
        stance: null,
        device: null,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Roller derby' }));
    await waitFor(() => expect(callTo(fetchMock, `${SPORT}user-sports/50/`)?.[1].method).toBe('DELETE'));
    expect(await screen.findByText('No sport chosen yet')).toBeTruthy();
  });

  it('records a palmares for a sport', async () => {
    const form: PalmaresForm = {
      id: 70,
      user_sport: 50,
      results: [{ year: 2024, competition: 'World Games', place: 3 }],
      notes: null,
    };
    const fetchMock = mockApi(() => [userSport()], {
      [`${SPORT}palmares-forms/`]: () => json(form, 201),
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Palmares' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save palmares' }));
    expect((await screen.findAllByText(validationMessages.required)).length).toBe(3);
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText(/^Place/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Competition/), { target: { value: 'World Games' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a result' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove result 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save palmares' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `${SPORT}palmares-forms/`)).toEqual({
        user_sport: 50,
        results: [{ year: 2024, competition: 'World Games', place: 3 }],
        notes: null,
      }),
    );
    expect(await screen.findByText('Palmares saved')).toBeTruthy();
  });

  it('needs at least one sport to go on', async () => {
    mockApi(() => []);
    const { router } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(validationMessages.minCount(1));
    expect(router.state.location.pathname).toBe('/sport-selection');
  });

  it('goes on to the passport details, replacing the entry', async () => {
    mockApi(() => [userSport()]);
    const { router } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passport-details'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opened from the profile, goes back there after saving instead of walking on', async () => {
    mockApi(() => [userSport()], {
      // A registered athlete editing their sports from the profile.
      '/api/client/users/users/me/': () => json({ ...me, registration_completed: true }),
      '/api/client/users/register-progresses/my/': () => json(completeProgress),
    });
    const { router } = await open('/sport-selection?redirect=%2Fprofile%2Faccount-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the sports cannot be loaded', async () => {
    mockApi(() => [], { [`${SPORT}user-sports/my/`]: () => new Response('Oops', { status: 500 }) });
    storeTokens();
    renderRoutes('/sport-selection');
    expect(await screen.findByText('Your sports could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
