// The settings screen: changing the password, the sidebar switch, leaving one's role and deleting the
// account.
import { ROLE_TYPES } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { SIDEBAR_STORAGE_KEY } from '../../../shared/storage/sidebar';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const ME_PATH = '/api/client/users/users/me/';
const PROGRESS_PATH = '/api/client/users/register-progresses/my/';
const UPDATE_PASSWORD_PATH = '/api/client/users/users/update_password/';

const athleteUser: User = {
  ...athlete,
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
};
const wskAdmin: User = {
  ...athlete,
  role: { id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: 'admin' },
};

type Answer = (init: RequestInit | undefined) => Response;

/** The API by 'METHOD /path' or path, over the auth mock's signed-in user and complete progress. */
function mockApi(answers: Record<string, Answer>) {
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[path];
    if (answer) return answer(init);
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof mockAuthApi>, path: string, method: string) {
  return (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );
}

function open(user: User, answers: Record<string, Answer> = {}) {
  const fetchMock = mockApi({ [ME_PATH]: () => json(user), ...answers });
  storeTokens();
  return { fetchMock, ...renderRoutes('/profile/settings') };
}

/** The field whose label starts with `label` (required labels end with an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings: password', () => {
  it('says the confirmation does not match and sends nothing', async () => {
    const { fetchMock } = open(athleteUser);
    await screen.findByRole('heading', { name: 'Settings' });
    fill('Current password', 'old-secret-1');
    fill('New password', 'new-secret-2026');
    fill('Confirm new password', 'new-secret-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password confirmation does not match')).toBeTruthy();
    expect(callsTo(fetchMock, UPDATE_PASSWORD_PATH, 'POST')).toHaveLength(0);
  });

  it('sends the current and the new password, then empties the form', async () => {
    const { fetchMock } = open(athleteUser, {
      [`POST ${UPDATE_PASSWORD_PATH}`]: () => new Response(null, { status: 204 }),
    });
    await screen.findByRole('heading', { name: 'Settings' });
    fill('Current password', 'old-secret-1');
    fill('New password', 'new-secret-2026');
    fill('Confirm new password', 'new-secret-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    const [call] = callsTo(fetchMock, UPDATE_PASSWORD_PATH, 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      current_password: 'old-secret-1',
      password: 'new-secret-2026',
    });
    await waitFor(() => expect((field('Current password') as HTMLInputElement).value).toBe(''));
  });

  it('shows a wrong current password on its field', async () => {
    open(athleteUser, {
      [`POST ${UPDATE_PASSWORD_PATH}`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid data' },
            invalid_fields: { current_password: ['The current password is wrong'] },
          },
          400,
        ),
    });
    await screen.findByRole('heading', { name: 'Settings' });
    fill('Current password', 'not-it-at-all');
    fill('New password', 'new-secret-2026');
    fill('Confirm new password', 'new-secret-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
  });
});

describe('settings: sidebar', () => {
  it('stores the switch as 1/0 and collapses the open shell at once', async () => {
    open(athleteUser);
    const switchInput = await screen.findByRole('switch', { name: 'Collapse the sidebar' });
    const navbar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(navbar.getAttribute('data-collapsed')).toBeNull();
    fireEvent.click(switchInput);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('1');
    await waitFor(() => expect(navbar.getAttribute('data-collapsed')).toBe('true'));
    expect(screen.getAllByRole('button', { name: 'Expand sidebar' }).length).toBeGreaterThan(0);
    fireEvent.click(switchInput);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('0');
    await waitFor(() => expect(navbar.getAttribute('data-collapsed')).toBeNull());
  });
});

describe('settings: leave my role', () => {
  it('is not offered to an approved WSK administrator', async () => {
    open(wskAdmin);
    await screen.findByRole('region', { name: 'Delete my account' });
    expect(screen.queryByRole('region', { name: 'Leave my role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave my role' })).toBeNull();
  });

  it('clears an athlete’s role after confirmation and sends them to /role', async () => {
    let me: User = athleteUser;
    let progress = completeProgress;
    const { fetchMock, router } = open(athleteUser, {
      [ME_PATH]: () => json(me),
      [PROGRESS_PATH]: () => json(progress),
      [`DELETE /api/client/users/users/${athlete.id}/clear_profile_role/`]: () => {
        me = { ...athleteUser, role: null };
        progress = { ...completeProgress, step_role_guest_is_selected: false };
        return json(me);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave my role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the Athlete role?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/role'));
    expect(
      callsTo(fetchMock, `/api/client/users/users/${athlete.id}/clear_profile_role/`, 'DELETE'),
    ).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { router } = open(athleteUser, {
      [`DELETE /api/client/users/users/${athlete.id}/clear_profile_role/`]: () =>
        json({ error: { code: 403, message: 'Not now' } }, 403),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave my role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the Athlete role?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave role' }));
    expect(await within(dialog).findByText('Not now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });
});

describe('settings: delete my account', () => {
  const DELETE_PATH = `/api/client/users/users/${athlete.id}/delete_me/`;

  it('needs DELETE typed, then deletes the account and signs out to /sign-in', async () => {
    const { fetchMock, router, queryClient } = open(athleteUser, {
      [`DELETE ${DELETE_PATH}`]: () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    fireEvent.change(input, { target: { value: 'delete' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsTo(fetchMock, DELETE_PATH, 'DELETE')).toHaveLength(1);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(await screen.findByText(/Your account has been deleted/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the user signed in when the deletion fails', async () => {
    const { router } = open(athleteUser, {
      [`DELETE ${DELETE_PATH}`]: () => json({ error: { code: 500, message: null } }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('Your account could not be deleted. Please try again.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/settings');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).not.toBeNull();
  });
});

describe('downloading one’s data', () => {
  const MY_DATA_PATH = '/api/client/users/users/me/data/';

  it('fetches the file with the token and saves it under the server’s name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = open(athleteUser, {
      [`GET ${MY_DATA_PATH}`]: () =>
        new Response(JSON.stringify({ user_id: 1, tables: {} }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="my-data-2026-03-01.json"',
          },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [, init] = callsTo(fetchMock, MY_DATA_PATH, 'GET')[0] ?? [];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('my-data-2026-03-01.json');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('"user_id":1');
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('says when the download failed and offers the button again', async () => {
    open(athleteUser, {
      [`GET ${MY_DATA_PATH}`]: () => json({ error: { code: 500, message: null } }, 500),
    });
    const button = await screen.findByRole('button', { name: 'Download my data' });
    fireEvent.click(button);
    expect(await screen.findByText('Your data could not be downloaded. Please try again.')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
