// /events/all against a fake API: the URL drives the list call, the debounced search, WSK-only controls,
// and a new event that opens its profile.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { EVENTS_PATH, listItem, mockEventsApi, wskAdmin, wskViewer } from '../testing/events-api';

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

function open(path: string, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const lastList = (calls: ReturnType<typeof mockEventsApi>['calls']) =>
  calls.filter((call) => call.path === EVENTS_PATH && call.method === 'GET').at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('events list screen', { timeout: 20_000 }, () => {
  it('asks for the filters and page of the URL and shows the events as cards', async () => {
    const { calls } = open('/events/all?search=rome&sport=4&from=2026-06-01&status=draft&page=2', {
      list: [listItem(1), listItem(2, { status: 'draft', name: 'Draft cup', kind: 'world_cup' })],
    });
    await loaded('World Championships 1');
    expect(Object.fromEntries(lastList(calls)?.search ?? [])).toEqual({
      page: '2',
      page_size: '12',
      search: 'rome',
      sport: '4',
      from: '2026-06-01',
    });
    const card = screen.getByRole('article', { name: 'World Championships 1' });
    expect(within(card).getByText('World championship')).toBeTruthy();
    expect(within(card).getByText('01/07/2026 – 05/07/2026')).toBeTruthy();
    expect(within(card).getByText('Rome, Italy')).toBeTruthy();
    expect(within(card).getByText('Inline speed skating')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'World Championships 1' }).getAttribute('href')).toBe(
      '/event/1/profile',
    );
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('rome');
  });

  it('debounces the search and goes back to page 1', async () => {
    const { calls, router } = open('/events/all?page=3', { list: [listItem(1)] });
    await loaded('World Championships 1');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'mil' } });
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?search=mil'));
    await waitFor(() => expect(lastList(calls)?.search.get('search')).toBe('mil'));
  });

  it('hides the WSK controls from other users', async () => {
    open('/events/all', { list: [listItem(1)] });
    await loaded('World Championships 1');
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByLabelText('Status', { selector: 'input' })).toBeNull();
  });

  it('shows WSK viewers drafts with their badge and the status filter, but no "New event"', async () => {
    const { calls } = open('/events/all?status=draft', {
      me: wskViewer,
      list: [listItem(2, { status: 'draft', name: 'Draft cup' })],
    });
    await loaded('Draft cup');
    expect(within(screen.getByRole('article', { name: 'Draft cup' })).getByText('Draft')).toBeTruthy();
    expect(screen.getByLabelText('Status', { selector: 'input' })).toBeTruthy();
    await waitFor(() => expect(lastList(calls)?.search.get('status')).toBe('draft'));
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
  });

  it('shows an empty state that clears the filters', async () => {
    const { router } = open('/events/all?country=3');
    await loaded('No events match these filters');
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lets a WSK admin create an event, showing server field errors, then opens its profile', async () => {
    let refuse = true;
    const { calls, router } = open('/events/all', {
      me: wskAdmin,
      list: [listItem(1)],
      write: (call) => {
        if (call.path !== EVENTS_PATH || !refuse) return undefined;
        refuse = false;
        return new Response(
          JSON.stringify({
            error: { code: 400, message: 'Bad request' },
            invalid_fields: { city: ['This city is not known'] },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    await loaded('World Championships 1');
    fireEvent.click(screen.getByRole('button', { name: 'New event' }));
    const form = await screen.findByRole('form', { name: 'New event' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);

    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    fill('Name', 'Euro Open');
    fill('Starts on', '2026-09-01');
    fill('Ends on', '2026-09-03');
    fill('City', 'Milan');
    fireEvent.click(within(form).getByLabelText(/^Kind/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Open event', hidden: true }));
    fireEvent.click(within(form).getByLabelText(/^Country/, { selector: 'input' }));
    // The list's country filter has the same option; the form's dropdown is the last one opened.
    fireEvent.click(
      (await screen.findAllByRole('option', { name: 'Italy', hidden: true })).at(-1) as HTMLElement,
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await within(form).findByText('This city is not known')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/42/profile'));
    const sent = calls.filter((call) => call.path === EVENTS_PATH && call.method === 'POST').at(-1);
    expect(sent?.body).toMatchObject({
      name: 'Euro Open',
      kind: 'open',
      starts_on: '2026-09-01',
      ends_on: '2026-09-03',
      city: 'Milan',
      country: 3,
      currency: 'EUR',
      show_only_selected_reports: true,
    });
  });
});
