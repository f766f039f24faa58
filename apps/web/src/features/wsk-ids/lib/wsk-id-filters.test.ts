// The list's filters round-trip through the address, dropping what the server would refuse.
import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  hasActiveFilters,
} from './wsk-id-filters';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('wsk id filters', () => {
  it('reads status, search, ordering and page from the address', () => {
    expect(parse('status=ready_to_be_matched&search=%20rossi%20&ordering=-wsk_id&page=3')).toEqual({
      status: 'ready_to_be_matched',
      search: 'rossi',
      ordering: '-wsk_id',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('status=READY&ordering=email&page=-2')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { status: 'no_match_found', search: 'ann', ordering: '-created', page: 2 } as const;
    const written = filtersToSearchParams(filters);
    expect(written.toString()).toBe('status=no_match_found&search=ann&ordering=-created&page=2');
    expect(filtersFromSearchParams(written)).toEqual(filters);
  });

  it('asks the server for one page of 20 with the filters that are set', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({ page: 1, page_size: 20, ordering: 'last_name' });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, status: 'matched', search: 'x', page: 4 })).toEqual({
      page: 4,
      page_size: 20,
      status: 'matched',
      search: 'x',
      ordering: 'last_name',
    });
  });

  it('goes back to the first page when what is listed changes, not when only the page does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { status: 'matched' }).page).toBe(1);
    expect(changeFilters(onPage3, { search: 'kim' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...DEFAULT_FILTERS, page: 4 });
  });

  it('counts a status or a search as active filters, not the ordering', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, ordering: '-wsk_id' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, status: 'initial' })).toBe(true);
  });
});
