// The support screen: the request sent, the recent requests newest first, and the empty list.
import type { SupportRequest } from '@portal/contract/endpoints/support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const REQUESTS_PATH = '/api/client/support/requests/';
const MY_REQUESTS_PATH = '/api/client/support/requests/my/';

const request = (id: number, subject: string, created: string): SupportRequest => ({
  id,
  subject,
  message: `About ${subject.toLowerCase()}: please help me with it.`,
  created,
});

function open(initial: SupportRequest[]) {
  let requests = initial;
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === MY_REQUESTS_PATH) return json(requests);
    if (path === REQUESTS_PATH && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { subject: string; message: string };
      const created = { id: 99, ...body, created: '2026-03-05T09:00:00Z' };
      requests = [created, ...requests];
      return json(created, 201);
    }
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/profile/support') };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('support screen', () => {
  it('lists the recent requests newest first with their dates', async () => {
    open([
      request(1, 'Old question', '2025-11-02T10:00:00Z'),
      request(2, 'New question', '2026-02-14T10:00:00Z'),
    ]);
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/question$/).textContent)).toEqual([
      'New question',
      'Old question',
    ]);
    expect(within(items[0] as HTMLElement).getByText('14/02/2026')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('02/11/2025')).toBeTruthy();
  });

  it('says so when there are no requests yet', async () => {
    open([]);
    expect(await screen.findByText('No requests yet')).toBeTruthy();
  });

  it('checks the fields with the contract’s rules before sending', async () => {
    const { fetchMock } = open([]);
    await screen.findByText('No requests yet');
    fill('Message', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    expect(calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends subject and message, confirms with a tip and shows the new request', async () => {
    const { fetchMock } = open([]);
    await screen.findByText('No requests yet');
    fill('Subject', 'Passport scan');
    fill('Message', 'My new passport scan does not upload, can you help?');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeTruthy();
    const post = (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).find(
      ([url, init]) => String(url).endsWith(REQUESTS_PATH) && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      subject: 'Passport scan',
      message: 'My new passport scan does not upload, can you help?',
    });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('Passport scan')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(''));
  });
});
