// Approve and decline send the call of the request's kind: an athlete to their federation, WSK, NF and
// ITO requests to the world federation's calls; staff approvals carry the permission granted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../../shared/api/http-client';
import { json } from '../../../shared/testing/mock-api';
import { pendingKind } from '../lib/pending-decision';
import { approvePendingUser } from './approve-pending-user';
import { declinePendingUser } from './decline-pending-user';

function mockFetch() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 5 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url),
    method: init?.method,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  }));

let restore = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  restore();
});

describe('pending decisions', () => {
  it('maps each requested role to its kind of request', () => {
    expect(pendingKind('athlete')).toBe('federation');
    expect(pendingKind('wsk_admin')).toBe('wsk');
    expect(pendingKind('nf_admin')).toBe('nf');
    expect(pendingKind('ito')).toBe('ito');
    expect(pendingKind('guest')).toBeNull();
    expect(pendingKind(null)).toBeNull();
  });

  it('approves with the call of the kind, staff with the permission chosen', async () => {
    restore = setAccessTokenProvider(async () => 'token');
    const fetchMock = mockFetch();
    await approvePendingUser({ userId: 5, kind: pendingKind('athlete') ?? 'ito' });
    await approvePendingUser({ userId: 5, kind: 'wsk', permission: 'admin' });
    await approvePendingUser({ userId: 5, kind: 'nf', permission: 'viewer' });
    await approvePendingUser({ userId: 5, kind: 'ito' });
    expect(sent(fetchMock)).toEqual([
      { path: '/api/client/users/users/5/approve_federation/', method: 'PATCH', body: undefined },
      { path: '/api/client/users/users/5/approve_wsk/', method: 'PATCH', body: { permission: 'admin' } },
      { path: '/api/client/users/users/5/approve_nf/', method: 'PATCH', body: { permission: 'viewer' } },
      { path: '/api/client/users/users/5/approve_ito/', method: 'PATCH', body: undefined },
    ]);
  });

  it('declines with the call of the kind', async () => {
    restore = setAccessTokenProvider(async () => 'token');
    const fetchMock = mockFetch();
    for (const kind of ['federation', 'wsk', 'nf', 'ito'] as const)
      await declinePendingUser({ userId: 9, kind });
    expect(sent(fetchMock).map(({ path, method }) => `${method} ${path}`)).toEqual([
      'DELETE /api/client/users/users/9/decline_federation/',
      'DELETE /api/client/users/users/9/decline_wsk/',
      'DELETE /api/client/users/users/9/decline_nf/',
      'DELETE /api/client/users/users/9/decline_ito/',
    ]);
  });
});
