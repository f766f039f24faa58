import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_480, 100_312, 1_234_567, -4_500, Number.MAX_SAFE_INTEGER, 2.5])(
    'writes %d as toLocaleString("en-US") does',
    (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    },
  );

  it('groups by thousands with commas', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1000)).toBe('-1,000');
  });
});
