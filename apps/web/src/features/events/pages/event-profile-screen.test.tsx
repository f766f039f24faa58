// /event/:id/profile against a fake API: the overview, the sports as links, the WSK-only controls, the
// publish confirmation with the server's refusal, the not-found state of a draft or unknown id, the cover
// picture, removing a sport from a draft, and the form's custom sections and cover picture.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { callsTo, mockEventContentApi, UPLOADED_PICTURE } from '../testing/event-content-api';
import { event, eventSport, mockEventsApi, nfAdmin, wskAdmin, wskViewer } from '../testing/events-api';

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

  it('shows a sport’s details beside the profile through event-group-details, downhill as luge for NF staff', async () => {
    const downhill = eventSport({ disciplines: [{ id: 22, name: 'Downhill', code: null, number: null }] });
    for (const [me, discipline] of [
      [wskAdmin, 'Downhill'],
      [nfAdmin, 'Luge'],
    ] as const) {
      const { unmount } = open('/event/1/profile', { me, sport: downhill });
      await loaded('World Championships 1');
      fireEvent.click(await screen.findByRole('button', { name: 'Details of Inline speed skating' }));
      const drawer = await screen.findByRole('dialog', { name: 'Sport details' });
      expect(await within(drawer).findByText(discipline)).toBeTruthy();
      expect(within(drawer).getByText('Seniors · Female')).toBeTruthy();
      expect(within(drawer).getByText('Athletes')).toBeTruthy();
      expect(within(drawer).getByText('01/03/2026 – 31/05/2026')).toBeTruthy();
      expect(within(drawer).getByText('Not open yet')).toBeTruthy();
      const link = within(drawer).getByRole('link', { name: 'Open the sport profile' });
      expect(link.getAttribute('href')).toBe('/event/1/10');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows a not-found state for a draft or an unknown id', async () => {
    open('/event/99/profile');
    expect(await loaded('Event not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/events/all');
  });

  it('shows the cover picture with its alt text', async () => {
    open('/event/1/profile', { event: event({ cover_image: 'http://files.test/cover.jpg' }) });
    const cover = await screen.findByRole(
      'img',
      { name: 'Cover picture of World Championships 1' },
      { timeout: 10_000 },
    );
    expect(cover.getAttribute('src')).toBe('http://files.test/cover.jpg');
  });

  it('lets WSK admins remove a sport from a draft after the confirmation', async () => {
    const { calls } = mockEventContentApi({ me: wskAdmin, event: event({ status: 'draft' }) });
    storeTokens();
    renderRoutes('/event/1/profile');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Inline speed skating' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the sport?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove sport' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Inline speed skating' })).toBeNull());
    expect(callsTo(calls, 'DELETE', '/events/1/sports/10/')).toHaveLength(1);
    expect(await screen.findByText(/No sports yet/)).toBeTruthy();
  });

  it('offers no sport removal once published, nor to WSK viewers', async () => {
    for (const options of [{ me: wskAdmin }, { me: wskViewer, event: event({ status: 'draft' }) }]) {
      const { unmount } = open('/event/1/profile', options);
      await screen.findByRole('link', { name: 'Inline speed skating' }, { timeout: 10_000 });
      expect(screen.queryByRole('button', { name: 'Remove Inline speed skating' })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('edits custom sections in the event form: add, reorder, remove, with their messages', async () => {
    const { calls } = open('/event/1/profile', {
      me: wskAdmin,
      event: event({
        status: 'draft',
        custom_sections: [
          { title: 'Travel', body: 'Fly to Fiumicino' },
          { title: 'Hotels', body: 'Near the venue' },
        ],
      }),
    });
    await loaded('World Championships 1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move section 2 up' }));
    const first = within(dialog).getByRole('group', { name: 'Section 1' });
    expect((within(first).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Hotels');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove section 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const added = within(dialog).getByRole('group', { name: 'Section 2' });
    expect(await within(added).findAllByText('This field is required')).toHaveLength(2);
    expect(callsTo(calls, 'PATCH', '/events/1/')).toHaveLength(0);

    fireEvent.change(within(added).getByLabelText(/Title/), { target: { value: 'Food' } });
    fireEvent.change(within(added).getByLabelText(/^Text/), { target: { value: 'Pasta\nPizza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = callsTo(calls, 'PATCH', '/events/1/')[0]?.body as Record<string, unknown>;
    expect(body.custom_sections).toEqual([
      { title: 'Hotels', body: 'Near the venue' },
      { title: 'Food', body: 'Pasta\nPizza' },
    ]);
    expect(body).not.toHaveProperty('cover_image');
  });

  it('uploads a cover picture through the event’s presign call, and removes it with null', async () => {
    const { calls } = mockEventContentApi({
      me: wskAdmin,
      event: event({ cover_image: 'http://files.test/cover.jpg' }),
    });
    storeTokens();
    renderRoutes('/event/1/profile');
    await loaded('World Championships 1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText(/^Cover picture/), {
      target: { files: [new File(['x'], 'stadium.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByText('stadium.png')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/events/1/presign_url/')[0]?.body).toEqual({ file_name: 'stadium.png' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PATCH', '/events/1/')[0]?.body).toMatchObject({ cover_image: UPLOADED_PICTURE });

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByRole('img', { name: 'Cover picture of World Championships 1' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove cover' }));
    expect(within(dialog).getByText('The cover picture is removed when you save.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PATCH', '/events/1/')[1]?.body).toMatchObject({ cover_image: null });
  });
});
