// /event/:id/news against a fake API: posts newest first with their text as written, the WSK-only
// controls, publishing with the body sent and the server's field messages, deleting after a confirmation,
// and the empty, failed and not-found states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { type ContentOptions, callsTo, mockEventContentApi, newsPost } from '../testing/event-content-api';
import { event, wskAdmin, wskViewer } from '../testing/events-api';

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

function open(path: string, options: ContentOptions = {}) {
  const api = mockEventContentApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const posts = [
  newsPost(2, {
    title: 'Schedule published',
    body: 'Line one\n<b>Line two</b>',
    published_at: '2026-06-03T10:00:00Z',
  }),
  newsPost(1, { title: 'Registration open', author: null }),
];

describe('event news screen', { timeout: 20_000 }, () => {
  it('shows the posts with their day, author and text as written, and asks for the page', async () => {
    const { calls } = open('/event/1/news', { news: posts });
    await loaded('Schedule published');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Schedule published' })).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('heading', { name: 'Registration open' })).toBeTruthy();
    expect(screen.getByText('03/06/2026')).toBeTruthy();
    expect(screen.getByText(/Former member/)).toBeTruthy();
    const body = screen.getByText(/Line one/);
    expect(body.textContent).toBe('Line one\n<b>Line two</b>');
    expect(body.style.whiteSpace).toBe('pre-line');
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/events/1/news/')[0]?.search.get('page')).toBe('1');
  });

  it('shows no controls to athletes and WSK viewers', async () => {
    for (const me of [undefined, wskViewer]) {
      const { unmount } = open('/event/1/news', { news: posts, ...(me ? { me } : {}) });
      await loaded('Schedule published');
      expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('publishes a post with the title and text typed, and lists it', async () => {
    const { calls } = open('/event/1/news', { me: wskAdmin, news: posts });
    await loaded('Schedule published');
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Draw is out' } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'See\nthe draw' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/events/1/news/').map((call) => call.body)).toEqual([
      { title: 'Draw is out', body: 'See\nthe draw' },
    ]);
    expect(await loaded('Draw is out')).toBeTruthy();
  });

  it('refuses an empty post in the browser and shows the server’s field messages', async () => {
    const { calls } = open('/event/1/news', {
      me: wskAdmin,
      news: posts,
      write: (call) =>
        call.method === 'POST'
          ? json(
              {
                error: { code: 400, message: 'Invalid' },
                invalid_fields: { title: ['This title is taken'] },
              },
              400,
            )
          : undefined,
    });
    await loaded('Schedule published');
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/news/')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Twice' } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Body' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
    expect(await within(dialog).findByText('This title is taken')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a post and deletes one after the confirmation', async () => {
    const { calls } = open('/event/1/news', { me: wskAdmin, news: posts });
    await loaded('Schedule published');
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Registration open”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Registration open');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Registration now open' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await loaded('Registration now open')).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/events/1/news/1/')[0]?.body).toEqual({
      title: 'Registration now open',
      body: 'Body of news 1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Schedule published”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the post?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Schedule published')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/events/1/news/2/')).toHaveLength(1);
  });

  it('says when there is no news, and when it could not be loaded', async () => {
    const { unmount } = open('/event/1/news');
    expect(await loaded('No news yet')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    open('/event/1/news', { failLists: 500 });
    expect(await loaded('The news could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the not-found state for a draft or an unknown event', async () => {
    open('/event/99/news');
    expect(await loaded('Event not found')).toBeTruthy();
  });

  it('keeps the controls off an archived event', async () => {
    open('/event/1/news', { me: wskAdmin, news: posts, event: event({ status: 'archived' }) });
    await loaded('Schedule published');
    expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
  });
});
