// /users against a mocked API: the URL drives the list call, role-aware controls (viewers read only, NF
// staff have no WSK tab nor federation filter), the approval with its confirmation, and the typed
// confirmation of a deletion.
import type { Permission, RoleType } from '@portal/contract/roles';
import type { User, UserListItem } from '@portal/contract/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const USERS = '/api/client/users/users/';

const staffUser = (type: RoleType, permission: Permission): User => ({
  ...athlete,
  id: 1,
  email: `${type}.${permission}@portal.test`,
  first_name: 'Staff',
  last_name: 'Member',
  role: { id: 3, name: type === 'wsk_admin' ? 'WSK' : 'NF', type, permission },
  role_status: 'approved',
  nf_admin_federation: type === 'nf_admin' ? { id: 12, name: 'Italy', code: 'ITA' } : null,
});

const row = (id: number, first: string, last: string, role: RoleType = 'athlete'): UserListItem => ({
  id,
  avatar: null,
  email: `${first.toLowerCase()}@portal.test`,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  gender: 'F',
  role: { id: 2, name: role === 'athlete' ? 'Athlete' : 'ITO', type: role, permission: null },
  department: null,
  group: null,
  job: null,
  federations: [{ id: 12, name: 'Italy', code: 'ITA' }],
  sport: [{ id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' }],
  has_anti_doping: true,
  has_passport: true,
  is_valid_for_event: false,
  registration_completed: true,
  passport_expire_date: '2031-05-31',
});

const page = (results: UserListItem[]) => ({ count: results.length, next: null, previous: null, results });

interface Call {
  readonly path: string;
  readonly search: URLSearchParams;
  readonly method: string;
}

function open(path: string, me: User, lists: Partial<Record<string, UserListItem[]>> = {}) {
  const calls: Call[] = [];
  const pending = { current: lists.not_approved_users ?? [] };
  const fetchMock = mockAuthApi({ [`${USERS}me/`]: () => json(me) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ path: url.pathname, search: url.searchParams, method });
    if (url.pathname === USERS && method === 'GET') return json(page(lists.all ?? []));
    if (url.pathname === `${USERS}not_approved_users/`) return json(page(pending.current));
    if (url.pathname === `${USERS}not_approved_wsk_users/`)
      return json(page(lists.not_approved_wsk_users ?? []));
    if (url.pathname === `${USERS}staff_candidates/`) return json(page([]));
    if (url.pathname === '/api/client/sport/sports/') return json([]);
    if (url.pathname === '/api/client/sport/federations/') return json(page([]));
    const approved = /^\/api\/client\/users\/users\/(\d+)\/approve_federation\/$/.exec(url.pathname);
    if (approved) {
      pending.current = pending.current.filter((user) => user.id !== Number(approved[1]));
      return json({ ...athlete, id: Number(approved[1]) });
    }
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  storeTokens();
  return { calls, ...renderRoutes(path) };
}

/** The first render loads the screen's chunk and the session: slower than a findBy's default second. */
const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

const listCall = (calls: Call[], path: string) => calls.filter((call) => call.path === path).at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
});

// The All tab mounts a dozen selects: slow in jsdom on a busy machine.
describe('users screen', { timeout: 20_000 }, () => {
  it('asks for the tab, filters, ordering and page of the URL', async () => {
    const { calls } = open(
      '/users?gender=F&has_passport=true&ordering=-created&page=2&search=ross',
      staffUser('wsk_admin', 'admin'),
      { all: [row(5, 'Alessia', 'Rossi')] },
    );
    await loaded('Alessia Rossi');
    const call = listCall(calls, USERS);
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      page: '2',
      page_size: '20',
      search: 'ross',
      gender: 'F',
      has_passport: 'true',
      ordering: '-created',
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ross');
  });

  it('debounces the search and goes back to page 1', async () => {
    const { calls, router } = open('/users?page=3', staffUser('wsk_admin', 'admin'), {
      all: [row(5, 'Alessia', 'Rossi')],
    });
    await loaded('Alessia Rossi');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ale' } });
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ale'));
    await waitFor(() => expect(listCall(calls, USERS)?.search.get('search')).toBe('ale'));
    expect(listCall(calls, USERS)?.search.get('page')).toBe('1');
  });

  it('gives a WSK administrator every tab, the invitations and the write actions', async () => {
    open('/users', staffUser('wsk_admin', 'admin'), { all: [row(5, 'Alessia', 'Rossi')] });
    await loaded('Alessia Rossi');
    expect(screen.getByRole('tab', { name: 'Pending WSK' })).toBeTruthy();
    expect(screen.getAllByLabelText('Federation').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Athlete',
        'WSK staff',
        'NF staff',
        'ITO',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Alessia Rossi' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Preview profile',
        'Set WSK id',
        'Delete user',
      ]),
    );
  });

  it('shows viewers the lists, filters and export but no write controls', async () => {
    open('/users?tab=pending', staffUser('wsk_admin', 'viewer'), {
      not_approved_users: [row(6, 'Paola', 'Bianchi')],
    });
    await loaded('Paola Bianchi');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Paola Bianchi' }));
    expect(await screen.findByRole('menuitem', { name: 'Preview profile' })).toBeTruthy();
    for (const name of ['Approve', 'Decline', 'Set WSK id', 'Delete user']) {
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    }
  });

  it('gives NF staff no Pending WSK tab and no federation filter, even from a shared link', async () => {
    const { calls } = open('/users?tab=pending-wsk&federation=99', staffUser('nf_admin', 'admin'), {
      all: [row(5, 'Alessia', 'Rossi')],
    });
    await loaded('Alessia Rossi');
    expect(screen.queryByRole('tab', { name: 'Pending WSK' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeTruthy();
    expect(screen.queryAllByLabelText('Federation')).toHaveLength(0);
    expect(calls.some((call) => call.path.endsWith('not_approved_wsk_users/'))).toBe(false);
    expect(listCall(calls, USERS)?.search.has('federation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('menuitem', { name: 'Athlete' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'ITO' })).toBeNull();
  });

  it('approves a pending athlete after the confirmation and drops the row', async () => {
    const { calls } = open('/users?tab=pending', staffUser('nf_admin', 'admin'), {
      not_approved_users: [row(6, 'Paola', 'Bianchi')],
    });
    await loaded('Paola Bianchi');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Paola Bianchi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Paola Bianchi?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe(`${USERS}6/approve_federation/`);
    await waitFor(() => expect(screen.queryByText('Paola Bianchi')).toBeNull());
    expect(screen.getByText('No athletes are waiting for approval')).toBeTruthy();
  });

  it('deletes a user only once their e-mail or name is typed', async () => {
    const { calls } = open('/users', staffUser('wsk_admin', 'admin'), { all: [row(5, 'Alessia', 'Rossi')] });
    await loaded('Alessia Rossi');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Alessia Rossi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alessia Rossi?' });
    const button = within(dialog).getByRole('button', { name: 'Delete user' }) as HTMLButtonElement;
    const input = within(dialog).getByLabelText('E-mail or full name of the user');
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Alessia' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  alessia   ROSSI ' } });
    expect(button.disabled).toBe(false);
    fireEvent.change(input, { target: { value: 'alessia@portal.test' } });
    fireEvent.click(button);
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`${USERS}5/`);
  });

  it('says when filters leave nothing and clears them', async () => {
    const { router } = open('/users?gender=X&ordering=email', staffUser('wsk_admin', 'admin'), { all: [] });
    expect(await loaded('No users match these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=email'));
  });

  it('keeps a cleared search cleared when the tab changes', async () => {
    const { router } = open('/users', staffUser('wsk_admin', 'admin'), { all: [row(5, 'Alessia', 'Rossi')] });
    await loaded('Alessia Rossi');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Rossi' } });
    const clear = screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLButtonElement;
    await waitFor(() => expect(clear.disabled).toBe(false));
    // The tab is picked before the cleared view has rendered.
    fireEvent.click(clear);
    fireEvent.click(screen.getByRole('tab', { name: 'Pending approval' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    await waitFor(() => expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe(''));
  });

  it('offers a retry when the list fails', async () => {
    const fetchMock = mockAuthApi({ [`${USERS}me/`]: () => json(staffUser('wsk_admin', 'admin')) });
    const fallback = fetchMock.getMockImplementation();
    let fail = true;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === USERS) {
        return fail
          ? json({ error: { code: 500, message: 'Database unavailable' } }, 500)
          : json(page([row(5, 'Alessia', 'Rossi')]));
      }
      if (url.pathname.startsWith('/api/client/sport/'))
        return json(url.pathname.endsWith('sports/') ? [] : page([]));
      return fallback ? fallback(input) : new Response('Not found', { status: 404 });
    });
    storeTokens();
    renderRoutes('/users');
    expect(await loaded('The users could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alessia Rossi')).toBeTruthy();
  });
});
