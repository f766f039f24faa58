// Paging: page/page_size parsing and the `{ count, next, previous, results }` envelope.
import { describe, expect, it } from 'vitest';
import { Invalid } from './errors';
import { buildPage, parsePage } from './paging';

const publicUrl = 'https://portal.example.org';

describe('parsePage', () => {
  it('defaults to page 1 of 20', () => {
    expect(parsePage({})).toEqual({ page: 1, pageSize: 20, limit: 20, offset: 0 });
    expect(parsePage(undefined)).toEqual({ page: 1, pageSize: 20, limit: 20, offset: 0 });
  });

  it('reads strings as numbers and computes the offset', () => {
    expect(parsePage({ page: '3', page_size: '10' })).toEqual({
      page: 3,
      pageSize: 10,
      limit: 10,
      offset: 20,
    });
  });

  it.each([{ page: '0' }, { page: 'x' }, { page_size: '1000' }, { page_size: '0' }])(
    'rejects %o with Invalid',
    (query) => {
      expect(() => parsePage(query)).toThrow(Invalid);
    },
  );

  it('names the bad field', () => {
    try {
      parsePage({ page_size: '1000' });
      expect.unreachable();
    } catch (error) {
      expect((error as Invalid).fields).toHaveProperty('page_size');
    }
  });
});

describe('buildPage', () => {
  const page = (n: number, size = 10) => parsePage({ page: String(n), page_size: String(size) });

  it('links the next page with absolute URLs, keeping the other query parameters', () => {
    const result = buildPage({
      publicUrl,
      requestUrl: '/api/users/?role=athlete&role=ito&page=1&page_size=10',
      page: page(1),
      count: 25,
      results: ['a'],
    });
    expect(result).toEqual({
      count: 25,
      next: 'https://portal.example.org/api/users/?role=athlete&role=ito&page=2&page_size=10',
      previous: null,
      results: ['a'],
    });
  });

  it('links both ways in the middle and only back on the last page', () => {
    const middle = buildPage({
      publicUrl,
      requestUrl: '/api/users/?page=2',
      page: page(2),
      count: 25,
      results: [],
    });
    expect(middle.next).toBe('https://portal.example.org/api/users/?page=3&page_size=10');
    expect(middle.previous).toBe('https://portal.example.org/api/users/?page=1&page_size=10');
    const last = buildPage({
      publicUrl,
      requestUrl: '/api/users/?page=3',
      page: page(3),
      count: 25,
      results: [],
    });
    expect(last.next).toBeNull();
    expect(last.previous).toBe('https://portal.example.org/api/users/?page=2&page_size=10');
  });

  it('has no links for an empty list', () => {
    expect(buildPage({ publicUrl, requestUrl: '/api/users/', page: page(1), count: 0, results: [] })).toEqual(
      {
        count: 0,
        next: null,
        previous: null,
        results: [],
      },
    );
  });

  it('points a page past the end back to the last page', () => {
    const beyond = buildPage({
      publicUrl,
      requestUrl: '/api/users/?page=9',
      page: page(9),
      count: 25,
      results: [],
    });
    expect(beyond.next).toBeNull();
    expect(beyond.previous).toBe('https://portal.example.org/api/users/?page=3&page_size=10');
  });
});
