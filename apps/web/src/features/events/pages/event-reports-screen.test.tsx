// /event/:id/reports against a fake API: each report links to its document in a new tab; WSK staff see
// which are selected and the note on what others see; WSK administrators switch `selected` (PATCH),
// rename, delete and add reports through the event's upload; the empty, failed and not-found states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import {
  type ContentOptions,
  callsTo,
  mockEventContentApi,
  report,
  UPLOADED_PDF,
} from '../testing/event-content-api';
import { event, wskAdmin, wskViewer } from '../testing/events-api';

const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });
const NOTE = 'Only selected reports are shown to people outside WSK.';

function open(path: string, options: ContentOptions = {}) {
  const api = mockEventContentApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const reports = [
  report(2, { title: 'Results day 1', selected: true }),
  report(1, { title: 'Track photo', file_url: 'http://files.test/1.png', content_type: 'image/png' }),
];

describe('event reports screen', { timeout: 20_000 }, () => {
  it('links each report to its document in a new tab, without WSK marks for athletes', async () => {
    open('/event/1/reports', { reports });
    const link = (await screen.findByRole(
      'link',
      { name: /Results day 1/ },
      { timeout: 10_000 },
    )) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('http://files.test/2.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/PDF · added/).textContent).toContain('06/07/2026');
    expect(screen.getByText(/Picture · added/)).toBeTruthy();
    expect(screen.queryByText('Selected')).toBeNull();
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add report' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows WSK viewers the selected mark and the note, without controls', async () => {
    open('/event/1/reports', { me: wskViewer, reports });
    await loaded('Results day 1');
    expect(screen.getByText('Selected')).toBeTruthy();
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('leaves the note out when the event shows every report', async () => {
    open('/event/1/reports', {
      me: wskAdmin,
      reports,
      event: event({ show_only_selected_reports: false }),
    });
    await loaded('Results day 1');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('lets WSK administrators mark a report selected with PATCH {selected}', async () => {
    const { calls } = open('/event/1/reports', { me: wskAdmin, reports });
    await loaded('Results day 1');
    const toggle = screen.getByRole('switch', { name: 'Selected: Track photo' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/events/1/reports/1/')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/events/1/reports/1/')[0]?.body).toEqual({ selected: true });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Selected: Track photo' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(screen.getAllByText('Selected', { selector: '.mantine-Badge-label' })).toHaveLength(2);
  });

  it('renames and deletes a report', async () => {
    const { calls } = open('/event/1/reports', { me: wskAdmin, reports });
    await loaded('Results day 1');
    fireEvent.click(screen.getByRole('button', { name: 'Rename “Track photo”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename report' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Track map' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save title' }));
    expect(await loaded('Track map')).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/events/1/reports/1/')[0]?.body).toEqual({ title: 'Track map' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Results day 1”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the report?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(screen.queryByText('Results day 1')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/events/1/reports/2/')).toHaveLength(1);
  });

  it('adds a report uploaded through the event’s presign call', async () => {
    const { calls } = open('/event/1/reports', { me: wskAdmin, reports });
    await loaded('Results day 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add report' }));
    expect(await within(dialog).findByText('Choose the document to upload')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Document/), {
      target: { files: [new File(['%PDF'], 'results.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('results.pdf')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Final results' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Selected/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/events/1/presign_url/')[0]?.body).toEqual({ file_name: 'results.pdf' });
    expect(callsTo(calls, 'POST', '/events/1/reports/')[0]?.body).toEqual({
      title: 'Final results',
      file: UPLOADED_PDF,
      selected: true,
    });
    expect(await loaded('Final results')).toBeTruthy();
  });

  it('says when there are no reports, when they could not be loaded, and when the event is not found', async () => {
    let view = open('/event/1/reports');
    expect(await loaded('No reports yet')).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    view = open('/event/1/reports', { failLists: 500 });
    expect(await loaded('The reports could not be loaded')).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    open('/event/99/reports');
    expect(await loaded('Event not found')).toBeTruthy();
  });
});
