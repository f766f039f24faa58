import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { NationalFederation } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const nf: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 5, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: PERMISSIONS.ADMIN },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_sport_details: false,
  step_add_profile_picture: false,
};
const federations: NationalFederation[] = [
  { id: 9, name: 'Belgian federation', code: 'BEL', country_code: 'BE', flag: '🇧🇪', is_default: false },
];
const SAVE = `/api/client/users/users/${nf.id}/edit_nf_job_information/`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(user: User, save: () => Response) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(user),
    '/api/client/users/register-progresses/my/': () => json(progress),
    '/api/client/sport/federations/': () =>
      json({ count: 1, next: null, previous: null, results: federations }),
    [SAVE]: save,
  });
}

async function open() {
  storeTokens();
  const view = renderRoutes('/wsk/select-federation');
  await screen.findByRole('button', { name: 'Save and continue' });
  return view;
}

const federationInput = () =>
  screen.getByLabelText(/^National federation/, { selector: 'input' }) as HTMLInputElement;

describe('NF federation screen', () => {
  it('explains the approval and asks for a federation', async () => {
    mockApi(nf, () => json(nf));
    await open();
    expect(screen.getByText(/confirms your federation when it approves your role/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(validationMessages.required)).toBeTruthy();
  });

  it('saves federation and position, then goes on to the sport selection', async () => {
    const chosen = { ...nf, nf_admin_federation: { id: 9, name: 'Belgian federation', code: 'BEL' } };
    let user = nf;
    const fetchMock = mockAuthApi({
      '/api/client/users/users/me/': () => json(user),
      '/api/client/users/register-progresses/my/': () => json(progress),
      '/api/client/sport/federations/': () =>
        json({ count: 1, next: null, previous: null, results: federations }),
      [SAVE]: () => {
        user = chosen;
        return json(chosen);
      },
    });
    const { router } = await open();
    fireEvent.click(federationInput());
    fireEvent.click(await screen.findByRole('option', { name: /Belgian federation/, hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Position/), { target: { value: 'Secretary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, SAVE)).toEqual({ nf_admin_federation: 9, position: 'Secretary' }),
    );
    expect(
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.endsWith(SAVE))?.[1]
        .method,
    ).toBe('PATCH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wsk/sport-selection'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('prefills and shows the server’s message on the position', async () => {
    mockApi(
      { ...nf, nf_admin_federation: { id: 9, name: 'Belgian federation', code: 'BEL' }, position: 'Coach' },
      () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { position: [validationMessages.maxLength(150)] },
          },
          400,
        ),
    );
    await open();
    expect(federationInput().value).toBe('Belgian federation');
    expect((screen.getByLabelText(/^Position/) as HTMLInputElement).value).toBe('Coach');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(validationMessages.maxLength(150))).toBeTruthy();
  });

  it('says so when the federations cannot be loaded', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json(nf),
      '/api/client/users/register-progresses/my/': () => json(progress),
      '/api/client/sport/federations/': () => new Response('Oops', { status: 500 }),
    });
    storeTokens();
    renderRoutes('/wsk/select-federation');
    expect(await screen.findByText('The federations could not be loaded')).toBeTruthy();
  });
});
