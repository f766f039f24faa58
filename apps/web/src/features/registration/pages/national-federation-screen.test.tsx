import { NOT_BELONG_OR_FEDERATION_MESSAGE } from '@portal/contract/endpoints/sign-up-steps';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { NationalFederation } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const me: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_national_federation: false,
  step_add_profile_picture: false,
};
const federations: NationalFederation[] = [
  { id: 9, name: 'Belgian federation', code: 'BEL', country_code: 'BE', flag: '🇧🇪', is_default: false },
  { id: 10, name: 'Dutch federation', code: 'NLD', country_code: 'NL', flag: '🇳🇱', is_default: false },
];
const SAVE = `/api/client/users/users/${me.id}/national_federation/`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(user: User = me, save: () => Response = () => json({})) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(user),
    '/api/client/users/register-progresses/my/': () => json(progress),
    '/api/client/sport/federations/': () =>
      json({ count: 2, next: null, previous: null, results: federations }),
    [SAVE]: save,
  });
}

async function open() {
  storeTokens();
  const view = renderRoutes('/national-federation');
  await screen.findByRole('button', { name: 'Save and continue' });
  return view;
}

const federationInput = () =>
  screen.getByLabelText(/^National federation/, { selector: 'input' }) as HTMLInputElement;

describe('national federation screen', () => {
  it('prefills the federation of the user', async () => {
    mockApi({ ...me, national_federation: { id: 10, name: 'Dutch federation', code: 'NLD' } });
    await open();
    expect(federationInput().value).toBe('Dutch federation');
  });

  it('asks for a federation or the tick, with the contract’s message', async () => {
    mockApi();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(NOT_BELONG_OR_FEDERATION_MESSAGE)).toBeTruthy();
  });

  it('saves the chosen federation and goes on to the summary, replacing the entry', async () => {
    const fetchMock = mockApi();
    const { router } = await open();
    fireEvent.click(federationInput());
    fireEvent.change(federationInput(), { target: { value: 'Belg' } });
    fireEvent.click(await screen.findByRole('option', { name: /Belgian federation/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sentBody(fetchMock, SAVE)).toEqual({ federation: 9 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('saves that the user belongs to no federation', async () => {
    const fetchMock = mockApi();
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I do not belong to any federation' }));
    expect(federationInput().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sentBody(fetchMock, SAVE)).toEqual({ not_belong_to_any_federation: true }));
  });

  it('shows the server’s message on the federation', async () => {
    mockApi({ ...me, national_federation: { id: 10, name: 'Dutch federation', code: 'NLD' } }, () =>
      json(
        {
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: { federation: ['The registration is completed: ask an administrator'] },
        },
        400,
      ),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The registration is completed: ask an administrator')).toBeTruthy();
  });

  it('says so when the federations cannot be loaded', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json(me),
      '/api/client/users/register-progresses/my/': () => json(progress),
      '/api/client/sport/federations/': () => new Response('Oops', { status: 500 }),
    });
    storeTokens();
    renderRoutes('/national-federation');
    expect(await screen.findByText('The federations could not be loaded')).toBeTruthy();
  });
});
