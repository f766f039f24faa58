// /event/:id/profile against a fake API: the overview, the sports as links, the WSK-only controls, the
// publish confirmation with the server's refusal, and the not-found state of a draft or unknown id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { event, mockEventsApi, wskAdmin, wskViewer } from '../testing/events-api';

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

function open(path: string, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event profile screen', { timeout: 20_000 }, () => {
  it('shows the event, its description with line breaks kept, and its sports as links', async () => {
    open('/event/1/profile');
    await loaded('World Championships 1');
    expect(screen.getByText('World championship')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('01/07/2026 – 05/07/2026')).toBeTruthy();
    expect(screen.getByText('Rome, Italy')).toBeTruthy();
    expect(screen.getByText('Foro Italico')).toBeTruthy();
    expect(screen.getByText('EUR')).toBeTruthy();
    expect(screen.getByText('Europe/Rome')).toBeTruthy();
    const description = screen.getByText(/First line/);
    expect(description.textContent).toBe('First line\nSecond line');
    expect(description.style.whiteSpace).toBe('pre-line');
    expect(screen.getByText('Fly to Fiumicino')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Inline speed skating' });
    expect(link.getAttribute('href')).toBe('/event/1/10');
  });

  it('hides the WSK controls from athletes and WSK viewers', async () => {
    for (const me of [undefined, wskViewer]) {
      const { unmount } = open('/event/1/profile', me ? { me } : {});
      await loaded('World Championships 1');
      await screen.findByRole('link', { name: 'Inline speed skating' });
      for (const name of ['Edit', 'Publish', 'Archive', 'Delete draft', 'Add sport'])
        expect(screen.queryByRole('button', { name })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('gives WSK admins the controls of a draft, and shows the server refusing to publish', async () => {
    open('/event/1/profile', {
      me: wskAdmin,
      event: event({ status: 'draft', sports: [] }),
      write: (call) =>
        call.path.endsWith('/publish/')
          ? new Response(
              JSON.stringify({
                error: { code: 400, message: 'Add a sport with its registration dates before publishing' },
              }),
              { status: 400, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    await loaded('World Championships 1');
    expect(screen.getByText('Draft')).toBeTruthy();
    for (const name of ['Edit', 'Delete draft', 'Add sport'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('Add a sport with its registration dates before publishing'),
    ).toBeTruthy();
  });

  it('publishes after the confirmation', async () => {
    const { calls } = open('/event/1/profile', { me: wskAdmin, event: event({ status: 'draft' }) });
    await loaded('World Championships 1');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/client/events/1/publish/'),
    ).toBe(true);
    expect(await screen.findByText('Published')).toBeTruthy();
  });

  it('shows a not-found state for a draft or an unknown id', async () => {
    open('/event/99/profile');
    expect(await loaded('Event not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/events/all');
  });
});
