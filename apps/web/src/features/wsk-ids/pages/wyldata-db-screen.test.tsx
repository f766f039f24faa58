// The /wyldata-db screen: the list under the address's filters, the status badges, importing with its
// report, the matching flow, and what viewers and NF staff see.
import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { fakeMatchMedia, PHONE_MEDIA } from '../../../shared/testing/dom-stubs';
import { json } from '../../../shared/testing/mock-api';
import {
  candidate,
  type FakeOptions,
  importReport,
  mockWskIdsApi,
  nfAdmin,
  wskRecord,
  wskViewer,
} from '../testing/wsk-ids-api';

function open(path: string, options: FakeOptions = {}) {
  const api = mockWskIdsApi(options);
  storeTokens();
  return { api, ...renderRoutes(path) };
}

// Lazy screen chunks, debounced search and refetches take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const table = () => screen.findByRole('table', { name: 'WSK id records' });
const rowOf = async (name: string) => {
  const cell = await within(await table()).findByText(name);
  return cell.closest('tr') as HTMLElement;
};

/** #rrggbb as jsdom reports an inline colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

afterEach(() => {
  // Notifications live in a store of their own, outside the rendered tree.
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('wyldata database: the list', { timeout: 20_000 }, () => {
  it('shows each record’s display name, birthday, gender, country and status', async () => {
    open('/wyldata-db', {
      records: [
        wskRecord(1, { first_name: 'Anna', last_name: 'Bianchi', wsk_id: 'ITA-001', birthday: '2001-12-24' }),
        wskRecord(2, { gender: 'Q', country: null, nationality_raw: 'Atlantis', birthday: null }),
      ],
    });
    const first = await rowOf('Anna Bianchi ITA-001');
    expect(within(first).getByText('24/12/2001')).toBeTruthy();
    expect(within(first).getByText('Female')).toBeTruthy();
    expect(within(first).getByText('Italy')).toBeTruthy();
    expect(within(first).getByText('Initial')).toBeTruthy();
    const second = await rowOf('Paola Rossi2 WSK-2');
    // Unknown gender and a missing birthday show dashes; an unrecognised nationality shows as imported.
    expect(within(second).getAllByText('-')).toHaveLength(2);
    expect(within(second).getByText('Atlantis')).toBeTruthy();
    expect(screen.getByText('1–2 of 2 records')).toBeTruthy();
  });

  it('paints each status badge in its §3 colour with dark text', async () => {
    open('/wyldata-db', {
      records: [
        wskRecord(1, { status: 'initial' }),
        wskRecord(2, { status: 'matched', user: 40 }),
        wskRecord(3, { status: 'ready_to_be_matched' }),
        wskRecord(4, { status: 'no_match_found' }),
      ],
    });
    await table();
    const colours = {
      Initial: '#D7DBD9',
      Matched: '#3DCD63',
      'Ready to be matched': '#FFB800',
      'No match found': '#FF2E00',
    };
    for (const [label, colour] of Object.entries(colours)) {
      const badge = within(await table())
        .getByText(label)
        .closest('[data-status]') as HTMLElement;
      expect(badge.style.backgroundColor).toBe(rgb(colour));
      expect(badge.style.color).toBe(rgb('#0e1726'));
    }
  });

  it('asks the server for the filters in the address, with a signal to cancel stale requests', async () => {
    const { api } = open('/wyldata-db?status=ready_to_be_matched&search=ross&ordering=-wsk_id&page=2', {
      records: Array.from({ length: 25 }, (_, index) =>
        wskRecord(index + 1, { status: 'ready_to_be_matched' }),
      ),
    });
    await table();
    const query = api.listQueries().at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      page_size: '20',
      status: 'ready_to_be_matched',
      search: 'ross',
      ordering: '-wsk_id',
    });
    const [, init] = api.callsTo(/\/wsk-ids\/$/, 'GET')[0] ?? [];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('ross');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe(
      'Ready to be matched',
    );
    expect(screen.getByText('21–25 of 25 records')).toBeTruthy();
  });

  it('puts the status, the search and the page into the address', async () => {
    const { api, router } = open('/wyldata-db?page=2', {
      records: [
        ...Array.from({ length: 30 }, (_, index) => wskRecord(index + 1)),
        wskRecord(99, { last_name: 'Zeta', status: 'no_match_found' }),
      ],
    });
    await table();
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No match found', hidden: true }));
    // Another status starts again at page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?status=no_match_found'));
    await rowOf('Paola Zeta WSK-99');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' zet ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=no_match_found&search=zet'));
    await waitFor(() => expect(api.listQueries().at(-1)?.get('search')).toBe('zet'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statuses', hidden: true }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText('1–20 of 31 records');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText('21–31 of 31 records');
  });

  it('lists cards instead of a table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = fakeMatchMedia(PHONE_MEDIA);
    try {
      open('/wyldata-db', { records: [wskRecord(1, { status: 'ready_to_be_matched' })] });
      const list = await screen.findByRole('list', { name: 'WSK id records' });
      const card = within(list).getByRole('listitem');
      expect(within(card).getByText('Paola Rossi1 WSK-1')).toBeTruthy();
      expect(within(card).getByText('08/03/1996 · Female · Italy')).toBeTruthy();
      expect(within(card).getByText('Ready to be matched')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Match: Paola Rossi1 WSK-1' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('tells an empty database from filters that match nothing, and clears the filters', async () => {
    const { router } = open('/wyldata-db?search=nobody', { records: [wskRecord(1)] });
    expect(await screen.findByText('No records match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await rowOf('Paola Rossi1 WSK-1');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('says when the database is empty', async () => {
    open('/wyldata-db', { records: [] });
    expect(await screen.findByText('The database is empty')).toBeTruthy();
    expect(screen.getByText('Import a CSV of WSK ids to start.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    open('/wyldata-db', { listStatus: 500 });
    expect(await screen.findByText('The records could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const chooseFile = (content: string, name = 'wsk.csv') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([content], name, { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('wyldata database: import and search', { timeout: 20_000 }, () => {
  it('sends the CSV as text and shows the report with the rejected rows', async () => {
    const { api } = open('/wyldata-db', { records: [], importReply: () => json(importReport()) });
    await screen.findByText('The database is empty');
    const csv = 'wsk_id,first_name,last_name\nWSK-1,Anna,Bianchi\n';
    chooseFile(csv);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Import of wsk.csv')).toBeTruthy();
    expect(within(report).getByTestId('import-rows-read').textContent).toBe('3');
    expect(within(report).getByTestId('import-created').textContent).toBe('1');
    expect(within(report).getByTestId('import-updated').textContent).toBe('1');
    expect(within(report).getByTestId('import-rejected').textContent).toBe('1');
    const rejected = within(report).getByRole('table', { name: 'Rejected rows' });
    const row = within(rejected).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('WSK-9')).toBeTruthy();
    expect(within(row).getByText('The birthday is not a date')).toBeTruthy();
    expect(within(row).getByText('The first name is missing')).toBeTruthy();
    const [, init] = api.callsTo(/\/wsk-ids\/import\/$/, 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ file_name: 'wsk.csv', content: csv });
  });

  it('shows why a file was refused: missing columns, or too large', async () => {
    let reply = () =>
      json(
        {
          error: { code: 400, message: 'Invalid input' },
          invalid_fields: { content: ['The file has no column wsk_id'] },
        },
        400,
      );
    open('/wyldata-db', { records: [], importReply: () => reply() });
    await screen.findByText('The database is empty');
    chooseFile('name\nAnna\n');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file has no column wsk_id');

    reply = () => json({ error: { code: 413, message: 'Request body is too large' } }, 413);
    chooseFile('wsk_id\nX\n', 'big.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('larger than 5 MB'));
  });

  it('runs the candidate search for new records and shows the counts', async () => {
    open('/wyldata-db', { records: [wskRecord(1)] });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Search candidates for new records' }));
    expect(
      await screen.findByText('Searched 3 new records: 2 ready to be matched, 1 with no match found.'),
    ).toBeTruthy();
  });
});

describe('wyldata database: matching', { timeout: 20_000 }, () => {
  it('shows the record beside its candidates and links the chosen one', async () => {
    const record = wskRecord(7, {
      first_name: 'Paola',
      last_name: 'Rosi',
      wsk_id: 'ITA-777',
      status: 'ready_to_be_matched',
    });
    const { api } = open('/wyldata-db', {
      records: [record],
      candidates: {
        7: [
          candidate(41, { last_name: 'Rossi', score: 0.934 }),
          candidate(42, { first_name: 'Paolo', birthday: '1990-01-01', gender: 'M', score: 0.41 }),
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Match: Paola Rosi ITA-777' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match Paola Rosi ITA-777' });
    const recordSide = within(dialog).getByRole('region', { name: 'WSK id record' });
    expect(within(recordSide).getByText('08/03/1996')).toBeTruthy();
    const cards = await within(dialog).findAllByRole('listitem', { name: /^Candidate/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Candidate 1: Paola Rossi',
      'Candidate 2: Paolo Rossi',
    ]);
    const best = cards[0] as HTMLElement;
    expect(within(best).getByText('93% match')).toBeTruthy();
    expect(within(best).getByText('user41@portal.test')).toBeTruthy();
    // First name, birthday, country and gender agree; the last name (Rossi vs Rosi) does not.
    const agreeing = [...best.querySelectorAll('[data-agrees]')].map(
      (row) => row.querySelector('dt')?.textContent,
    );
    expect(agreeing).toEqual(['First name', 'Birthday', 'Country', 'Gender']);

    fireEvent.click(within(best).getByRole('button', { name: 'Link Paola Rossi to ITA-777' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[input, init] = []] = api.callsTo(/\/set_wsk_id\/$/, 'PATCH');
    expect(new URL(String(input), 'http://localhost').pathname).toBe(
      '/api/client/users/users/41/set_wsk_id/',
    );
    expect(JSON.parse(String(init?.body))).toEqual({ wsk_id: 'ITA-777' });
    expect(await screen.findByText('WSK id linked')).toBeTruthy();
    // The list reloaded: the record is matched and links its user.
    const row = await rowOf('Paola Rosi ITA-777');
    await waitFor(() => expect(within(row).getByText('Matched')).toBeTruthy());
    expect(within(row).getByRole('link', { name: 'View user matched to Paola Rosi ITA-777' })).toBeTruthy();
  });

  it('shows why a link was refused', async () => {
    open('/wyldata-db', {
      records: [wskRecord(7, { status: 'ready_to_be_matched' })],
      candidates: { 7: [candidate(41)] },
      setWskIdReply: () =>
        json(
          {
            error: { code: 400, message: 'Invalid input' },
            invalid_fields: { wsk_id: ['This WSK id is matched to another user'] },
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Match:/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Link Paola Rossi/ }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This WSK id is matched to another user',
    );
  });

  it('says the record is marked “No match found” when nobody resembles it', async () => {
    open('/wyldata-db', { records: [wskRecord(3)], candidates: { 3: [] } });
    fireEvent.click(await screen.findByRole('button', { name: /^Match:/ }));
    expect(await screen.findByText('No candidates found')).toBeTruthy();
    expect(screen.getByText(/now marked “No match found”/)).toBeTruthy();
    const recordSide = screen.getByRole('region', { name: 'WSK id record' });
    expect(within(recordSide).getByText('No match found')).toBeTruthy();
  });
});

describe('wyldata database: who sees what', { timeout: 20_000 }, () => {
  it('lets a WSK viewer look at candidates but not import, search or link', async () => {
    open('/wyldata-db', {
      user: wskViewer,
      records: [wskRecord(7, { status: 'ready_to_be_matched' })],
      candidates: { 7: [candidate(41)] },
    });
    await table();
    expect(screen.queryByText('Import WSK ids')).toBeNull();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search candidates for new records' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Match:/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Candidates:/ }));
    await screen.findByRole('listitem', { name: 'Candidate 1: Paola Rossi' });
    expect(screen.queryByRole('button', { name: /^Link/ })).toBeNull();
    // Both WSK roles have the database in the section navigation.
    const nav = screen.getByRole('navigation', { name: 'Users' });
    expect(within(nav).getByRole('link', { name: 'Wyldata database' })).toBeTruthy();
  });

  it('keeps NF staff out, and leaves the database out of their navigation', async () => {
    const { api } = open('/wyldata-db', { user: nfAdmin, records: [wskRecord(1)] });
    expect(await screen.findByText('The Wyldata database is for WSK staff')).toBeTruthy();
    expect(api.listQueries()).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Users' });
    expect(within(nav).getByRole('link', { name: 'User management' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Wyldata database' })).toBeNull();
  });
});
