// /pdf/:id against a fake API: the card's facts, the PDF downloaded and opened with the access token, the
// not-approved, not-found and failure states, and the loading skeleton.
import { CREDENTIAL_MESSAGES } from '@portal/contract/endpoints/credentials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  credential,
  errorReply,
  type FakeOptions,
  mockCredentialsApi,
  never,
  PDF_BYTES,
} from '../testing/credentials-api';

const PDF_PATH = '/api/client/events/participants/12/credential/pdf/';

function open(options: FakeOptions = {}, path = '/pdf/12') {
  const api = mockCredentialsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const { createObjectURL, revokeObjectURL } = URL;

/** The object URLs made, with their blobs, and the downloads started through a link. */
function captureFiles() {
  const blobs: Blob[] = [];
  const downloads: { href: string; download: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:file-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { blobs, downloads };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('credential screen', { timeout: 20_000 }, () => {
  it('shows the card: event and dates, photo initials, name, federation, role with function, sport, number, validity', async () => {
    open();
    const card = await screen.findByRole(
      'article',
      { name: 'Credential of Carla Coach' },
      { timeout: 10_000 },
    );
    const inCard = within(card);
    expect(inCard.getByText('European Inline Speed Championships')).toBeTruthy();
    expect(inCard.getByText('01/07/2026 – 05/07/2026 · Rome')).toBeTruthy();
    expect(inCard.getByRole('heading', { name: 'Carla Coach' })).toBeTruthy();
    expect(inCard.getByText('CC')).toBeTruthy();
    expect(inCard.getByText('National technical official · Coach')).toBeTruthy();
    expect(inCard.getByText('Inline speed skating')).toBeTruthy();
    expect(inCard.getByText('Italy (ITA)')).toBeTruthy();
    expect(inCard.getByText('12')).toBeTruthy();
    expect(inCard.getByText('06/07/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to events history/ }).getAttribute('href')).toBe(
      '/profile/events-history',
    );
  });

  it('shows the role alone when the participant has no function', async () => {
    const base = credential();
    open({
      credential: () =>
        json(
          credential({
            role: 'Athlete',
            participant: { ...base.participant, kind: 'athlete', function: null },
          }),
        ),
    });
    const card = await screen.findByRole('article', {}, { timeout: 10_000 });
    expect(within(card).getByText('Athlete')).toBeTruthy();
    expect(within(card).queryByText(/·\s*Coach/)).toBeNull();
  });

  it('downloads the PDF of this participant with the access token and saves it as credential-<id>.pdf', async () => {
    const files = captureFiles();
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 10_000 }));
    await waitFor(() => expect(files.downloads).toHaveLength(1));

    const pdfCalls = calls.filter((call) => call.path === PDF_PATH);
    expect(pdfCalls).toHaveLength(1);
    expect(pdfCalls[0]?.authorization).toBe('Bearer access');
    expect(files.downloads[0]).toEqual({ href: 'blob:file-1', download: 'credential-12.pdf' });
    const blob = files.blobs[0];
    expect(blob?.type).toBe('application/pdf');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(PDF_BYTES);

    // A second download uses the file already fetched.
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(files.downloads).toHaveLength(2));
    expect(calls.filter((call) => call.path === PDF_PATH)).toHaveLength(1);
  });

  it('prints by opening the PDF in a tab opened on the click', async () => {
    const files = captureFiles();
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const openTab = vi.fn(() => tab as unknown as Window);
    vi.stubGlobal('open', openTab);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 10_000 }));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:file-1'));
    expect(tab.opener).toBeNull();
    expect(files.blobs[0]?.type).toBe('application/pdf');
    expect(files.downloads).toHaveLength(0);
  });

  it('says why when the PDF cannot be had, and closes the tab opened for printing', async () => {
    captureFiles();
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab as unknown as Window),
    );
    open({ pdf: () => errorReply(500, 'The card could not be drawn') });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 10_000 }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The card could not be drawn')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('tells that only approved registrations have a credential', async () => {
    open({ credential: () => errorReply(400, CREDENTIAL_MESSAGES.NOT_APPROVED) });
    expect(
      await screen.findByRole('heading', { name: CREDENTIAL_MESSAGES.NOT_APPROVED }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('tells when there is no such credential', async () => {
    open({ credential: () => errorReply(404, CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND) });
    expect(
      await screen.findByRole(
        'heading',
        { name: CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('offers a retry when the credential fails to load, and shows it once it loads', async () => {
    let fail = true;
    open({
      credential: () => {
        if (!fail) return json(credential());
        fail = false;
        return errorReply(500, 'Down');
      },
    });
    expect(
      await screen.findByText('The credential could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Credential of Carla Coach' })).toBeTruthy();
  });

  it('shows a skeleton while the credential loads', async () => {
    open({ credential: never });
    expect(await screen.findByText('Loading the credential', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
