// The Participants tab's address: what a link opens, what the tab writes back, and the queries it sends.
import { describe, expect, it } from 'vitest';
import {
  participantsExportQuery,
  participantsListQuery,
  readNfManagementTab,
  readParticipantsView,
  withFilter,
  writeParticipantsView,
} from './participants-view';

const read = (query: string) => readParticipantsView(new URLSearchParams(query));

describe('participants view', () => {
  it('opens the participants tab only when the address names it', () => {
    expect(readNfManagementTab(new URLSearchParams('tab=participants'))).toBe('participants');
    expect(readNfManagementTab(new URLSearchParams('tab=other'))).toBe('federations');
    expect(readNfManagementTab(new URLSearchParams(''))).toBe('federations');
  });

  it('reads the filters and the page, ignoring malformed values', () => {
    expect(
      read(
        'tab=participants&event_sport=2&kind=nto&status=pending&federation=3&search=%20ros%20&need_wsk_match=true&page=4',
      ),
    ).toEqual({
      page: 4,
      filters: {
        event_sport: 2,
        kind: 'nto',
        status: 'pending',
        federation: 3,
        search: 'ros',
        need_wsk_match: true,
      },
    });
    expect(read('event_sport=x&kind=coach&status=lost&federation=0&need_wsk_match=yes&page=-1')).toEqual({
      page: 1,
      filters: {},
    });
  });

  it('writes the tab first and leaves page 1 out; a filter change goes back to page 1', () => {
    const view = withFilter({ page: 3, filters: { kind: 'athlete' } }, 'status', 'approved');
    expect(writeParticipantsView(view).toString()).toBe('tab=participants&kind=athlete&status=approved');
    expect(writeParticipantsView(withFilter(view, 'kind', undefined)).toString()).toBe(
      'tab=participants&status=approved',
    );
  });

  it('sends the WSK match filter only when it is on, with the page to the list and the format to the export', () => {
    const view = read('tab=participants&federation=3&need_wsk_match=true&page=2');
    expect(participantsListQuery(view)).toEqual({
      federation: 3,
      need_wsk_match: 'true',
      page: 2,
      page_size: 20,
    });
    expect(participantsExportQuery(read('status=pending'), 'xlsx')).toEqual({
      status: 'pending',
      format: 'xlsx',
    });
  });
});
