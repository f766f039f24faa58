import type { OrganizationChart } from '@portal/contract/endpoints/sign-up-steps';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const viewer: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 4, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: PERMISSIONS.VIEWER },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_job_information: false,
  step_add_profile_picture: false,
};
const chart: OrganizationChart = {
  organizations: [
    {
      id: 1,
      name: 'World Skate',
      organization_type: 'Federation',
      departments: [
        {
          id: 10,
          name: 'Sport',
          organization_type: 'Sport department',
          groups: [
            {
              id: 100,
              name: 'Speed',
              organization_type: null,
              allow_sports: false,
              jobs: [{ id: 1000, name: 'Coordinator', organization_type: null }],
            },
          ],
        },
      ],
    },
    { id: 2, name: 'Foundation', organization_type: null, departments: [] },
  ],
};
const SAVE = `/api/client/users/users/${viewer.id}/edit_wsk_job_information/`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(user: User, save: () => Response = () => json(user)) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(user),
    '/api/client/users/register-progresses/my/': () => json(progress),
    '/api/client/users/organization-chart/': () => json(chart),
    [SAVE]: save,
  });
}

async function open() {
  storeTokens();
  const view = renderRoutes('/wsk/job-information');
  await screen.findByRole('button', { name: 'Save and continue' });
  return view;
}

const select = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const prefilled = {
  ...viewer,
  organization: { id: 1, name: 'World Skate', organization_type: 'Federation' },
  department: { id: 10, name: 'Sport', organization_type: 'Sport department' },
  group: { id: 100, name: 'Speed', organization_type: null, allow_sports: false },
  job: { id: 1000, name: 'Coordinator', organization_type: null },
};

describe('job information screen', () => {
  it('prefills the user’s job and shows the organisation type that applies', async () => {
    mockApi(prefilled);
    await open();
    expect(select('Job').value).toBe('1000');
    expect(select('Group').value).toBe('100');
    expect(screen.getByText('Sport department')).toBeTruthy();
  });

  it('resets the lower selects when an organisation is chosen', async () => {
    mockApi(prefilled);
    await open();
    choose('Organisation', '2');
    expect(select('Department').value).toBe('');
    expect(select('Group').value).toBe('');
    expect(select('Job').value).toBe('');
    expect(select('Group').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findAllByText(validationMessages.required)).length).toBe(3);
  });

  it('saves the four levels with complete, then goes on, replacing the entry', async () => {
    const fetchMock = mockApi(viewer, () => json(prefilled));
    const { router } = await open();
    choose('Organisation', '1');
    choose('Department', '10');
    choose('Group', '100');
    choose('Job', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, SAVE)).toEqual({
        organization: 1,
        department: 10,
        group: 100,
        job: 1000,
        complete: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s message on the job', async () => {
    mockApi(prefilled, () =>
      json(
        {
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: { job: ['This job is not in the chosen group'] },
        },
        400,
      ),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This job is not in the chosen group')).toBeTruthy();
  });

  it('says so when the chart cannot be loaded', async () => {
    mockAuthApi({
      '/api/client/users/users/me/': () => json(viewer),
      '/api/client/users/register-progresses/my/': () => json(progress),
      '/api/client/users/organization-chart/': () => new Response('Oops', { status: 500 }),
    });
    storeTokens();
    renderRoutes('/wsk/job-information');
    expect(await screen.findByText('The organisation chart could not be loaded')).toBeTruthy();
  });
});
