// /event/:id/media against a fake API: photos and embedded videos, the kind filter in the request, a photo
// opened large, the WSK-only controls, adding a photo through the event's upload and a video link (a link
// that is not YouTube or Vimeo is refused before any call), captions, deleting, and the empty, failed and
// not-found states.

import { VIDEO_LINK_MESSAGE } from '@portal/contract/event-parts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import {
  type ContentOptions,
  callsTo,
  mockEventContentApi,
  photo,
  UPLOAD_TARGET,
  UPLOADED_PICTURE,
  video,
} from '../testing/event-content-api';
import { wskAdmin, wskViewer } from '../testing/events-api';

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

function open(path: string, options: ContentOptions = {}) {
  const api = mockEventContentApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const items = [video(2, { caption: 'Final lap' }), photo(1, { caption: 'Podium' })];

describe('event media screen', { timeout: 20_000 }, () => {
  it('embeds videos from their embeddable address and opens a photo large', async () => {
    open('/event/1/media', { media: items });
    await loaded('Final lap');
    const frame = screen.getByTitle('Video: Final lap');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('loading')).toBe('lazy');
    const thumbnail = screen.getByRole('img', { name: 'Podium' });
    expect(thumbnail.getAttribute('src')).toBe('http://files.test/1.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Open photo: Podium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Podium' });
    expect(within(dialog).getByRole('img', { name: 'Podium' }).getAttribute('src')).toBe(
      'http://files.test/1.jpg',
    );
  });

  it('asks for one kind when a filter tab is chosen', async () => {
    const { calls } = open('/event/1/media', { media: items });
    await loaded('Final lap');
    expect(callsTo(calls, 'GET', '/events/1/media/')[0]?.search.get('kind')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await waitFor(() => expect(screen.queryByText('Podium')).toBeNull());
    expect(screen.getByText('Final lap')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/events/1/media/').at(-1)?.search.get('kind')).toBe('video');
    fireEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(await loaded('Podium')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Final lap')).toBeNull());
  });

  it('shows no controls to athletes and WSK viewers', async () => {
    for (const me of [undefined, wskViewer]) {
      const { unmount } = open('/event/1/media', { media: items, ...(me ? { me } : {}) });
      await loaded('Final lap');
      expect(screen.queryByRole('button', { name: 'Add photo or video' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /caption/ })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('refuses a link that is not YouTube or Vimeo without calling the server, then adds a video', async () => {
    const { calls } = open('/event/1/media', { me: wskAdmin, media: items });
    await loaded('Final lap');
    fireEvent.click(screen.getByRole('button', { name: 'Add photo or video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to media' });
    fireEvent.click(within(dialog).getByText('Video link'));
    const link = await within(dialog).findByRole('textbox', { name: /Video link/ });
    fireEvent.change(link, { target: { value: 'https://example.com/watch?v=dQw4w9WgXcQ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(await within(dialog).findByText(VIDEO_LINK_MESSAGE)).toBeTruthy();
    fireEvent.change(link, { target: { value: 'http://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(await within(dialog).findByText(VIDEO_LINK_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/events/1/media/')).toHaveLength(0);

    fireEvent.change(link, { target: { value: 'https://vimeo.com/76979871' } });
    expect(within(dialog).getByText('Vimeo video recognised')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'Warm-up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/events/1/media/').map((call) => call.body)).toEqual([
      { kind: 'video', video_url: 'https://vimeo.com/76979871', caption: 'Warm-up' },
    ]);
    expect(await loaded('Warm-up')).toBeTruthy();
  });

  it('uploads a photo through the event’s presign call and adds it', async () => {
    const { calls } = open('/event/1/media', { me: wskAdmin, media: items });
    await loaded('Final lap');
    fireEvent.click(screen.getByRole('button', { name: 'Add photo or video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to media' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add photo' }));
    expect(await within(dialog).findByText('Choose a photo to upload')).toBeTruthy();

    const input = within(dialog).getByLabelText(/^Photo/, {
      selector: 'input[type="file"]',
    }) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'finish.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByText('finish.png')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/events/1/presign_url/')[0]?.body).toEqual({ file_name: 'finish.png' });
    expect(callsTo(calls, 'POST', UPLOAD_TARGET)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/events/1/media/')[0]?.body).toEqual({
      kind: 'photo',
      file: UPLOADED_PICTURE,
      caption: '',
    });
  });

  it('changes a caption and deletes an item after the confirmation', async () => {
    const { calls } = open('/event/1/media', { me: wskAdmin, media: items });
    await loaded('Final lap');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the caption of Podium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit caption' });
    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'On the podium' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save caption' }));
    expect(await loaded('On the podium')).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/events/1/media/1/')[0]?.body).toEqual({ caption: 'On the podium' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Final lap' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the video?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Final lap')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/events/1/media/2/')).toHaveLength(1);
  });

  it('says when there is nothing yet, when it could not be loaded, and when the event is not found', async () => {
    let view = open('/event/1/media');
    expect(await loaded('No photos or videos yet')).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    view = open('/event/1/media', { failLists: 500 });
    expect(await loaded('The media could not be loaded')).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    open('/event/99/media');
    expect(await loaded('Event not found')).toBeTruthy();
  });
});
