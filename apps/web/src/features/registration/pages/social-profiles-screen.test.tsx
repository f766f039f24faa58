import {
  SOCIAL_PROVIDER_MISMATCH_MESSAGE,
  type SocialLink,
  type SocialProvider,
} from '@portal/contract/endpoints/social';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

const SOCIALS = '/api/v1/client/socials/';
const me: User = {
  ...athlete,
  registration_completed: false,
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
};
const progress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_social_profiles: false,
  step_national_federation: false,
};
const providers: SocialProvider[] = [
  {
    id: 1,
    code: 'instagram',
    name: 'Instagram',
    domains: ['instagram.com'],
    placeholder: 'https://instagram.com/you',
  },
  {
    id: 2,
    code: 'youtube',
    name: 'YouTube',
    domains: ['youtube.com'],
    placeholder: 'https://youtube.com/@you',
  },
];
const link = (id: number, provider: SocialProvider, url: string, created: string): SocialLink => ({
  id,
  user: me.id,
  provider: { id: provider.id, code: provider.code, name: provider.name },
  url,
  created,
});
const [instagram, youtube] = providers as [SocialProvider, SocialProvider];
// Oldest first, as user-links/my/ answers.
const saved = [
  link(1, instagram, 'https://instagram.com/ada', '2024-01-01T10:00:00Z'),
  link(2, youtube, 'https://youtube.com/@ada', '2024-02-01T10:00:00Z'),
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mockApi(links: () => SocialLink[], extra: Record<string, () => Response> = {}) {
  return mockAuthApi({
    '/api/client/users/users/me/': () => json(me),
    '/api/client/users/register-progresses/my/': () => json(progress),
    [`${SOCIALS}providers/`]: () => json(providers),
    [`${SOCIALS}user-links/my/`]: () => json(links()),
    ...extra,
  });
}

async function open() {
  storeTokens();
  const view = renderRoutes('/social-profiles');
  await screen.findByRole('button', { name: 'Save and continue' });
  return view;
}

describe('social profiles screen', () => {
  it('lists the links newest first and offers to skip', async () => {
    mockApi(() => saved);
    await open();
    const items = within(screen.getByRole('list', { name: 'Your links' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['YouTube link', 'Instagram link']);
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy();
  });

  it('checks new links with the contract’s messages and the network’s domains', async () => {
    mockApi(() => []);
    await open();
    fireEvent.change(screen.getByLabelText(/^Network/), { target: { value: '1' } });
    expect(screen.getByPlaceholderText('https://instagram.com/you')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(validationMessages.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'https://youtube.com/@ada' } });
    expect(await screen.findByText(SOCIAL_PROVIDER_MISMATCH_MESSAGE)).toBeTruthy();
  });

  it('saves the new rows with create_many and goes on to the anti-doping step', async () => {
    const fetchMock = mockApi(() => [], {
      [`${SOCIALS}user-links/create_many/`]: () => json(saved, 201),
    });
    const { router } = await open();
    fireEvent.change(screen.getByLabelText(/^Network/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'https://instagram.com/ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.change(screen.getByLabelText(/^Network 3/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Link 3/), { target: { value: 'https://youtube.com/@ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // The blank second row is left out.
    await waitFor(() =>
      expect(sentBody(fetchMock, '/user-links/create_many/')).toEqual({
        links: [
          { provider: 1, url: 'https://instagram.com/ada' },
          { provider: 2, url: 'https://youtube.com/@ada' },
        ],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/anti-doping'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('puts the server’s messages on the row they belong to', async () => {
    mockApi(() => [], {
      [`${SOCIALS}user-links/create_many/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { 'links.1.url': ['This profile is already linked'] },
          },
          400,
        ),
    });
    await open();
    fireEvent.change(screen.getByLabelText(/^Network/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'https://instagram.com/ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.change(screen.getByLabelText(/^Network 3/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Link 3/), { target: { value: 'https://youtube.com/@ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This profile is already linked')).toBeTruthy();
    expect(screen.getByLabelText(/^Link 3/).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes and removes a saved link', async () => {
    const fetchMock = mockApi(() => saved, {
      [`${SOCIALS}user-links/2/`]: () =>
        json(link(2, youtube, 'https://youtube.com/@ada2', saved[1]?.created ?? '')),
      [`${SOCIALS}user-links/1/`]: () => json(null, 204),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit YouTube link' }));
    const form = screen.getByRole('form', { name: 'Change YouTube link' });
    fireEvent.change(within(form).getByLabelText(/^Link/), {
      target: { value: 'https://youtube.com/@ada2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/user-links/2/')).toEqual({
        provider: 2,
        url: 'https://youtube.com/@ada2',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Instagram link' }));
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
          url.endsWith('/user-links/1/'),
        )?.[1].method,
      ).toBe('DELETE'),
    );
  });

  it('says so when the links cannot be loaded', async () => {
    mockApi(() => [], { [`${SOCIALS}user-links/my/`]: () => new Response('Oops', { status: 500 }) });
    storeTokens();
    renderRoutes('/social-profiles');
    expect(await screen.findByText('Your social profiles could not be loaded')).toBeTruthy();
  });
});
