import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './date';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('shows a calendar date as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata'])(
    'does not shift a calendar date in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDate('2026-03-01')).toBe('01/03/2026');
      expect(formatDate('2026-01-01')).toBe('01/01/2026');
    },
  );

  it('shows the local day of a timestamp and of a Date', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2026-03-01T05:00:00Z')).toBe('28/02/2026');
    expect(formatDate(new Date(2026, 2, 1, 23, 59))).toBe('01/03/2026');
    process.env.TZ = 'UTC';
    expect(formatDate('2026-03-01T05:00:00Z')).toBe('01/03/2026');
  });

  it('shows a dash for a missing value, or the given empty text', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate(null, '')).toBe('');
  });

  it('shows the empty text for dates that do not exist', () => {
    expect(formatDate('2026-02-30')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(new Date(Number.NaN))).toBe('-');
  });
});
