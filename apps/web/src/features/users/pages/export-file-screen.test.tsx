// /exports/:key against a fake API: loading, the file with its Download link and expiry, and the "no longer
// available" state of a key the server does not give this user (404).
import { EXPORT_GONE_MESSAGE, type ExportFile } from '@portal/contract/endpoints/user-management';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const KEY = `${'ab'.repeat(16)}.csv`;
const EXPORT_PATH = `/api/client/users/users/exports/${KEY}/`;
const LOAD = { timeout: 10_000 };

const exportFile: ExportFile = {
  file_name: 'users-2026-05-01.csv',
  url: `http://localhost/api/files/${KEY}/?expires=1777777777&signature=abc`,
  expires_at: '2026-05-02T10:30:00.000Z',
};

function open(answer: () => Response | Promise<Response>) {
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === EXPORT_PATH) return answer();
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  storeTokens();
  return { fetchMock, ...renderRoutes(`/exports/${KEY}`) };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('export file screen', { timeout: 20_000 }, () => {
  it('shows a loader, then the file with its download link and expiry', async () => {
    let release: (response: Response) => void = () => undefined;
    const { fetchMock } = open(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByText('Loading the export', {}, LOAD)).toBeTruthy();
    release(json(exportFile));

    expect(await screen.findByText('users-2026-05-01.csv', {}, LOAD)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(exportFile.url);
    expect(download.getAttribute('download')).toBe('users-2026-05-01.csv');
    expect(screen.getByText(/^Available until 02\/05\/2026 /)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(EXPORT_PATH)) as
      | [string, RequestInit]
      | undefined;
    expect(new Headers(call?.[1].headers).get('authorization')).toBe('Bearer access');
  });

  it('says the export is no longer available on 404', async () => {
    open(() => json({ error: { code: 404, message: EXPORT_GONE_MESSAGE } }, 404));
    expect(await screen.findByRole('heading', { name: EXPORT_GONE_MESSAGE }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to user management' }).getAttribute('href')).toBe('/users');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('offers to try again on another failure', async () => {
    open(() => json({ error: { code: 500, message: 'Internal error' } }, 500));
    expect(await screen.findByRole('heading', { name: 'The export could not be loaded' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
