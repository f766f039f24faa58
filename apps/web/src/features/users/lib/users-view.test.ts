// The /users view in the URL: every filter survives a round trip, junk is ignored, a filter change goes
// back to page 1, and each tab sends only the filters its endpoint takes.
import { describe, expect, it } from 'vitest';
import {
  exportBody,
  hasActiveFilters,
  listQuery,
  readUsersView,
  type UsersView,
  withFilter,
  withoutFilters,
  withTab,
  writeUsersView,
} from './users-view';

const full: UsersView = {
  tab: 'all',
  page: 3,
  filters: {
    search: 'rossi',
    role: 'athlete',
    permission: 'viewer',
    federation: 12,
    sport: 4,
    gender: 'F',
    registration_completed: true,
    is_valid_for_event: false,
    has_passport: true,
    has_anti_doping: false,
    ordering: '-created',
  },
};

describe('users view in the URL', () => {
  it('reads back every filter, the tab and the page it wrote', () => {
    for (const view of [
      full,
      { ...full, tab: 'pending' as const },
      { tab: 'staff-candidates' as const, page: 1, filters: {} },
    ]) {
      expect(readUsersView(new URLSearchParams(writeUsersView(view).toString()))).toEqual(view);
    }
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeUsersView({ tab: 'all', page: 1, filters: {} }).toString()).toBe('');
    expect(writeUsersView({ tab: 'pending', page: 2, filters: { search: 'a b' } }).toString()).toBe(
      'tab=pending&search=a+b&page=2',
    );
  });

  it('ignores unknown and malformed values', () => {
    const view = readUsersView(
      new URLSearchParams(
        'tab=secret&page=-2&role=king&gender=Q&federation=abc&sport=0&has_passport=maybe&ordering=salary&search=%20%20',
      ),
    );
    expect(view).toEqual({ tab: 'all', page: 1, filters: {} });
  });

  it('goes back to page 1 when a filter or the tab changes, and clears filters but not the ordering', () => {
    expect(withFilter(full, 'gender', 'M')).toMatchObject({ page: 1, filters: { gender: 'M' } });
    expect(withFilter(full, 'gender', undefined).filters).not.toHaveProperty('gender');
    expect(withTab(full, 'pending').page).toBe(1);
    expect(withoutFilters(full)).toEqual({ tab: 'all', page: 1, filters: { ordering: '-created' } });
  });

  it('sends each tab only the filters its endpoint takes, booleans as text', () => {
    expect(listQuery(full)).toEqual({
      page: 3,
      page_size: 20,
      search: 'rossi',
      role: 'athlete',
      permission: 'viewer',
      federation: 12,
      sport: 4,
      gender: 'F',
      registration_completed: 'true',
      is_valid_for_event: 'false',
      has_passport: 'true',
      has_anti_doping: 'false',
      ordering: '-created',
    });
    expect(listQuery({ ...full, tab: 'pending-wsk' })).toEqual({
      page: 3,
      page_size: 20,
      search: 'rossi',
      role: 'athlete',
    });
    expect(listQuery({ ...full, tab: 'staff-candidates' })).toEqual({
      page: 3,
      page_size: 20,
      search: 'rossi',
      is_valid_for_event: 'false',
    });
  });

  it('counts only narrowing filters of the tab as active', () => {
    expect(hasActiveFilters('all', { ordering: 'email' })).toBe(false);
    expect(hasActiveFilters('staff-candidates', { gender: 'F' })).toBe(false);
    expect(hasActiveFilters('staff-candidates', { is_valid_for_event: true })).toBe(true);
  });

  it('exports the tab with its filters as JSON, booleans as booleans', () => {
    expect(exportBody({ ...full, tab: 'pending' }, 'csv')).toEqual({
      format: 'csv',
      list: 'not_approved',
      search: 'rossi',
      role: 'athlete',
    });
    expect(exportBody(full, 'xlsx')).toMatchObject({ format: 'xlsx', list: 'all', has_passport: true });
  });
});
