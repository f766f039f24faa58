import { describe, expect, it, vi } from 'vitest';
import { totalOfPage } from './page-total';

describe('totalOfPage', () => {
  it('takes the count the first row carries, as PostgreSQL sends a bigint or as a number', async () => {
    const countAlone = vi.fn(async () => 99);
    expect(await totalOfPage([{ total: '41' }, { total: '41' }], { limit: 20, offset: 20 }, countAlone)).toBe(
      41,
    );
    expect(await totalOfPage([{ total: 3 }], { limit: 20, offset: 0 }, countAlone)).toBe(3);
    expect(countAlone).not.toHaveBeenCalled();
  });

  it('knows an empty first page matches nothing, and counts a page past the end on its own', async () => {
    const countAlone = vi.fn(async () => 7);
    expect(await totalOfPage([], { limit: 20, offset: 0 }, countAlone)).toBe(0);
    expect(countAlone).not.toHaveBeenCalled();
    expect(await totalOfPage([], { limit: 20, offset: 40 }, countAlone)).toBe(7);
    // A page of no rows at all (a limit of 0) says nothing about the count either.
    expect(await totalOfPage([], { limit: 0, offset: 0 }, countAlone)).toBe(7);
    expect(countAlone).toHaveBeenCalledTimes(2);
  });
});
