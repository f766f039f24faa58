import { describe, expect, it } from 'vitest';
import {
  EVENTS_PAGE_SIZE,
  eventsQuery,
  hasActiveFilters,
  readEventsView,
  withFilter,
  withoutFilters,
  withPage,
  writeEventsView,
} from './events-view';

const read = (query: string) => readEventsView(new URLSearchParams(query));

describe('events view in the URL', () => {
  it('reads every filter and the page, and writes them back unchanged', () => {
    const query =
      'search=roma&sport=4&country=12&from=2026-06-01&to=2026-08-31&status=draft&ordering=-starts_on&page=3';
    const view = read(query);
    expect(view).toEqual({
      page: 3,
      filters: {
        search: 'roma',
        sport: 4,
        country: 12,
        from: '2026-06-01',
        to: '2026-08-31',
        status: 'draft',
        ordering: '-starts_on',
      },
    });
    expect(writeEventsView(view).toString()).toBe(query);
    expect(read(writeEventsView(view).toString())).toEqual(view);
  });

  it('keeps a plain URL plain and ignores malformed values', () => {
    expect(writeEventsView(read('')).toString()).toBe('');
    expect(read('sport=abc&country=-1&from=2026-13-45&to=tomorrow&status=deleted&ordering=x&page=0')).toEqual(
      {
        page: 1,
        filters: {},
      },
    );
    expect(read('search=%20%20').filters).toEqual({});
  });

  it('goes back to page 1 when a filter changes, and clears a filter with undefined', () => {
    const view = read('sport=4&page=5');
    expect(writeEventsView(withFilter(view, 'country', 12)).toString()).toBe('sport=4&country=12');
    expect(writeEventsView(withFilter(view, 'sport', undefined)).toString()).toBe('');
    expect(writeEventsView(withPage(view, 2)).toString()).toBe('sport=4&page=2');
  });

  it('clears the filters but keeps the ordering', () => {
    const view = read('search=x&ordering=name&page=2');
    expect(hasActiveFilters(view.filters)).toBe(true);
    const cleared = withoutFilters(view);
    expect(writeEventsView(cleared).toString()).toBe('ordering=name');
    expect(hasActiveFilters(cleared.filters)).toBe(false);
  });

  it('sends the status filter for WSK staff only', () => {
    const view = read('status=draft&sport=4&page=2');
    expect(eventsQuery(view, true)).toEqual({
      page: 2,
      page_size: EVENTS_PAGE_SIZE,
      sport: 4,
      status: 'draft',
    });
    expect(eventsQuery(view, false)).toEqual({ page: 2, page_size: EVENTS_PAGE_SIZE, sport: 4 });
  });
});
