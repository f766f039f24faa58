import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canPrefetch', () => {
  it('skips prefetch when the user saves data', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g'])('skips prefetch on %s', (effectiveType) => {
    expect(canPrefetch({ saveData: false, effectiveType })).toBe(false);
  });

  it.each(['3g', '4g'])('prefetches on %s', (effectiveType) => {
    expect(canPrefetch({ saveData: false, effectiveType })).toBe(true);
  });

  it('prefetches when the connection tells nothing', () => {
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch(null)).toBe(true);
  });

  it("reads the browser's connection by default, and prefetches without the API", () => {
    expect(canPrefetch()).toBe(true);
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(canPrefetch()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    expect(canPrefetch()).toBe(false);
  });
});
